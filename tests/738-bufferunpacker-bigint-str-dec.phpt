--TEST--
MessagePack\BufferUnpacker: uint64 above PHP_INT_MAX in BIGINT_AS_STR, BIGINT_AS_DEC and BIGINT_AS_GMP without ext-gmp; smaller values stay int
--SKIPIF--
<?php
if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (uint64 values up to PHP_INT_MAX of 64-bit PHP); 32-bit PHP: tests/961');
if (extension_loaded('gmp')) die('skip needs ext-gmp to be absent');
if (extension_loaded('decimal')) die('skip needs ext-decimal to be absent');
?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

$modes = [
    'STR' => UnpackOptions::BIGINT_AS_STR,
    'GMP' => UnpackOptions::BIGINT_AS_GMP,
    'DEC' => UnpackOptions::BIGINT_AS_DEC,
];
$big = [
    'cf8000000000000000',
    'cfffffffffffffffff',
    'cf8000000000000001',
    'cfdeadbeefcafebabe',
];
$small = ['cf0000000000000000', 'cf0000000000000005', 'cf7fffffffffffffff', 'cf00000000ffffffff'];

foreach ($modes as $name => $mode) {
    echo "== $name\n";
    foreach ($small as $hex) {
        $u = new BufferUnpacker(hex2bin($hex), $mode);
        echo $hex, ' unpack: ';
        var_dump($u->unpack());
        echo $hex, ' unpackInt: ';
        var_dump($u->reset(hex2bin($hex))->unpackInt());
    }
    foreach ($big as $hex) {
        foreach (['unpack', 'unpackInt'] as $method) {
            $u = new BufferUnpacker(hex2bin($hex) . "\x2a", $mode);
            echo $hex, " $method: ";
            try {
                var_dump($u->$method());
            } catch (Throwable $e) {
                echo get_class($e), ': ', $e->getMessage(), "\n";
            }
            // the eight bytes are consumed either way
            echo '  remaining ', $u->getRemainingCount(), "\n";
        }
    }
    // inside an array
    $u = new BufferUnpacker(hex2bin('93cfffffffffffffffff01cf0000000000000002'), $mode);
    try {
        var_dump($u->unpack());
    } catch (Throwable $e) {
        echo 'array: ', get_class($e), ': ', $e->getMessage(), "\n";
    }
    // d3 is always an int
    var_dump($u->reset(hex2bin('d38000000000000000'))->unpack());
}
?>
--EXPECT--
== STR
cf0000000000000000 unpack: int(0)
cf0000000000000000 unpackInt: int(0)
cf0000000000000005 unpack: int(5)
cf0000000000000005 unpackInt: int(5)
cf7fffffffffffffff unpack: int(9223372036854775807)
cf7fffffffffffffff unpackInt: int(9223372036854775807)
cf00000000ffffffff unpack: int(4294967295)
cf00000000ffffffff unpackInt: int(4294967295)
cf8000000000000000 unpack: string(19) "9223372036854775808"
  remaining 1
cf8000000000000000 unpackInt: string(19) "9223372036854775808"
  remaining 1
cfffffffffffffffff unpack: string(20) "18446744073709551615"
  remaining 1
cfffffffffffffffff unpackInt: string(20) "18446744073709551615"
  remaining 1
cf8000000000000001 unpack: string(19) "9223372036854775809"
  remaining 1
cf8000000000000001 unpackInt: string(19) "9223372036854775809"
  remaining 1
cfdeadbeefcafebabe unpack: string(20) "16045690984503098046"
  remaining 1
cfdeadbeefcafebabe unpackInt: string(20) "16045690984503098046"
  remaining 1
array(3) {
  [0]=>
  string(20) "18446744073709551615"
  [1]=>
  int(1)
  [2]=>
  int(2)
}
int(-9223372036854775808)
== GMP
cf0000000000000000 unpack: int(0)
cf0000000000000000 unpackInt: int(0)
cf0000000000000005 unpack: int(5)
cf0000000000000005 unpackInt: int(5)
cf7fffffffffffffff unpack: int(9223372036854775807)
cf7fffffffffffffff unpackInt: int(9223372036854775807)
cf00000000ffffffff unpack: int(4294967295)
cf00000000ffffffff unpackInt: int(4294967295)
cf8000000000000000 unpack: Error: Call to undefined function gmp_import()
  remaining 1
cf8000000000000000 unpackInt: Error: Call to undefined function gmp_import()
  remaining 1
cfffffffffffffffff unpack: Error: Call to undefined function gmp_import()
  remaining 1
cfffffffffffffffff unpackInt: Error: Call to undefined function gmp_import()
  remaining 1
cf8000000000000001 unpack: Error: Call to undefined function gmp_import()
  remaining 1
cf8000000000000001 unpackInt: Error: Call to undefined function gmp_import()
  remaining 1
cfdeadbeefcafebabe unpack: Error: Call to undefined function gmp_import()
  remaining 1
cfdeadbeefcafebabe unpackInt: Error: Call to undefined function gmp_import()
  remaining 1
array: Error: Call to undefined function gmp_import()
int(-9223372036854775808)
== DEC
cf0000000000000000 unpack: int(0)
cf0000000000000000 unpackInt: int(0)
cf0000000000000005 unpack: int(5)
cf0000000000000005 unpackInt: int(5)
cf7fffffffffffffff unpack: int(9223372036854775807)
cf7fffffffffffffff unpackInt: int(9223372036854775807)
cf00000000ffffffff unpack: int(4294967295)
cf00000000ffffffff unpackInt: int(4294967295)
cf8000000000000000 unpack: Error: Class "Decimal\Decimal" not found
  remaining 1
cf8000000000000000 unpackInt: Error: Class "Decimal\Decimal" not found
  remaining 1
cfffffffffffffffff unpack: Error: Class "Decimal\Decimal" not found
  remaining 1
cfffffffffffffffff unpackInt: Error: Class "Decimal\Decimal" not found
  remaining 1
cf8000000000000001 unpack: Error: Class "Decimal\Decimal" not found
  remaining 1
cf8000000000000001 unpackInt: Error: Class "Decimal\Decimal" not found
  remaining 1
cfdeadbeefcafebabe unpack: Error: Class "Decimal\Decimal" not found
  remaining 1
cfdeadbeefcafebabe unpackInt: Error: Class "Decimal\Decimal" not found
  remaining 1
array: Error: Class "Decimal\Decimal" not found
int(-9223372036854775808)
