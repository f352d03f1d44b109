--TEST--
MessagePackUnpacker::execute(): $offset is an int within 0..strlen($str) (PECL read out of bounds or reinterpreted floats)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (offsets PHP_INT_MAX/PHP_INT_MIN printed as 64-bit numbers); 32-bit PHP: tests/964'); ?>
--FILE--
<?php
function run($str, $offset)
{
    $u = new MessagePackUnpacker();
    $label = var_export($offset, true);
    try {
        $r = $u->execute($str, $offset);
        echo $label, ": ", var_export($r, true), " offset=", var_export($offset, true), " data=",
            json_encode($u->data()), "\n";
    } catch (Throwable $e) {
        echo $label, ": ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$s = "\x01\x02\x03";
foreach ([0, 1, 2, 3, null, 1.0, 2.0, "1", " 2", true, false] as $offset) {
    run($s, $offset);
}
echo "-- rejected\n";
foreach ([-1, 4, 5, PHP_INT_MAX, PHP_INT_MIN, -1.0, 4.0, 1e30, NAN, INF, "x", "1x", [], new stdClass()] as $offset) {
    run($s, $offset);
}
echo "-- fractional float: deprecated, truncated like any int parameter\n";
run($s, 1.5);

echo "-- a rejected offset leaves the unpacker as it was\n";
$u = new MessagePackUnpacker();
$o = 0;
var_dump($u->execute("\x92\x01", $o), $o);
try {
    $o2 = 9;
    $u->execute("\x02", $o2);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
$o2 = 0;
var_dump($u->execute("\x02", $o2), $o2, $u->data());

echo "-- typed reference\n";
class T
{
    public int $n = 0;
    public ?array $a = null;
}
$t = new T();
$u = new MessagePackUnpacker();
var_dump($u->execute("\x01\x02", $t->n), $t->n, $u->data());
try {
    var_dump($u->execute("\x01\x02", $t->a));
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($t->a, $u->execute("\x03"), $u->data());

echo "-- strict_types\n";
file_put_contents(__DIR__ . '/312-unpacker-offset-checks.inc', '<?php declare(strict_types=1);
$u = new MessagePackUnpacker();
foreach ([1, null, 1.0, "1"] as $o) {
    try {
        var_dump($u->execute("\x01\x02", $o), $o);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
');
require __DIR__ . '/312-unpacker-offset-checks.inc';
?>
--CLEAN--
<?php
@unlink(__DIR__ . '/312-unpacker-offset-checks.inc');
?>
--EXPECTF--
0: true offset=1 data=1
1: true offset=2 data=2
2: true offset=3 data=3
3: false offset=3 data=false
NULL: true offset=1 data=1
1.0: true offset=2 data=2
2.0: true offset=3 data=3
'1': true offset=2 data=2
' 2': true offset=3 data=3
true: true offset=2 data=2
false: true offset=1 data=1
-- rejected
-1: ValueError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be contained in argument #1 ($str)
4: ValueError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be contained in argument #1 ($str)
5: ValueError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be contained in argument #1 ($str)
9223372036854775807: ValueError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be contained in argument #1 ($str)
-9223372036854775807-1: ValueError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be contained in argument #1 ($str)
-1.0: ValueError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be contained in argument #1 ($str)
4.0: ValueError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be contained in argument #1 ($str)
1.0E+30: TypeError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, float given
NAN: TypeError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, float given
INF: TypeError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, float given
'x': TypeError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, string given
'1x': TypeError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, string given
array (
): TypeError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, array given
(object) array(
): TypeError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, stdClass given
-- fractional float: deprecated, truncated like any int parameter

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line %d
1.5: true offset=2 data=2
-- a rejected offset leaves the unpacker as it was
bool(false)
int(2)
MessagePackUnpacker::execute(): Argument #2 ($offset) must be contained in argument #1 ($str)
bool(true)
int(1)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
-- typed reference
bool(true)
int(1)
int(1)
TypeError: Cannot assign int to reference held by property T::$a of type ?array
NULL
bool(true)
int(3)
-- strict_types
bool(true)
int(2)
bool(true)
int(1)
MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, float given
MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, string given
