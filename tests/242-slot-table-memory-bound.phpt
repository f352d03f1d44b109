--TEST--
Bounded back-reference slots: empty arrays recorded at high ids, or every array once ids drift, among one-byte arrays keep the PHP-only decode within 256 bytes per input byte + 64 KiB (msgpack_unpack(), MessagePackUnpacker whole and in pieces); back-references across slot pages still resolve
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
// The peak is read from the Zend allocator, which valgrind and ASan runs replace.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
// A debug build's allocator adds a header to every block: a one-element array takes more than 256 bytes there.
if (PHP_DEBUG) die('skip the bound is for release builds');
?>
--INI--
memory_limit=-1
msgpack.error_display=0
msgpack.php_only=1
--FILE--
<?php
/*
 * PECL's format may point back at an empty array by its id (the count of container headers before it), so the
 * decoder records every empty array it reads, under its id. A table indexed by id and doubled to reach it took up to
 * 32 bytes per container header read, plus its old copy while it moved: beside one-byte arrays (216 bytes each) and
 * the tables that declared counts reserve (16 per input byte), 1.016 of the bound at 66 KB.
 */
function peak(callable $read, string $input): int
{
    gc_collect_cycles();
    $base = memory_get_usage();
    memory_reset_peak_usage();
    $kept = $read($input);
    $peak = memory_get_peak_usage() - $base;
    unset($kept);
    return $peak;
}

$readers = [
    'msgpack_unpack()' => fn (string $s) => msgpack_unpack($s),
    'MessagePackUnpacker, fed whole' => function (string $s) {
        $u = new MessagePackUnpacker();
        $u->feed($s);
        $got = [];
        while ($u->execute()) {
            $got[] = $u->data();
        }
        return [$u, $got];
    },
    'MessagePackUnpacker, 4 KiB pieces' => function (string $s) {
        $u = new MessagePackUnpacker();
        $got = [];
        foreach (str_split($s, 4096) as $piece) {
            $u->feed($piece);
            while ($u->execute()) {
                $got[] = $u->data();
            }
        }
        return [$u, $got];
    },
];

$over = 0;
$cases = 0;
// Each unit: an array declaring 129 or 65 elements (a table the budget pays), k one-byte arrays, an empty one (recorded).
foreach (["\xdc\x00\x81", "\xdc\x00\x41"] as $head) {
    foreach ([62, 160, 300, 600] as $k) {
        $unit = $head . str_repeat("\x91", $k) . "\x90";
        foreach ([16385, 32769, 65537] as $target) {
            // cut just after the empty array whose id passes $target (every array after it still open)
            $units = intdiv($target, $k + 2) + 2;
            $input = substr("\xdc\x01\x00" . str_repeat($unit, $units), 0, 3 + $units * strlen($unit));
            foreach ($readers as $name => $read) {
                $cases++;
                $peak = peak($read, $input);
                $bound = 256 * strlen($input) + 65536;
                if ($peak > $bound) {
                    $over++;
                    printf("%s, %s + %d x 0x91 + 0x90, %d bytes: %d bytes peak, %.3f of the bound\n", $name,
                        bin2hex($head), $k, strlen($input), $peak, $peak / $bound);
                }
            }
        }
    }
}
// After a back-reference to a PHP reference (PECL's drifted ids may then name any array), every array completed is
// recorded: one-byte arrays closed by the 0 that ends each chain.
foreach (["\x82\xc0\x02\x00\x01", "\x82\xc0\x05\x00\x01"] as $drift) {
    foreach ([62, 300] as $k) {
        $unit = "\xdc\x00\x81" . str_repeat("\x91", $k) . "\x00";
        foreach ([32769, 65537] as $target) {
            $units = intdiv($target, $k + 2) + 2;
            $input = "\xdc\x01\x00" . $drift . str_repeat($unit, $units);
            $input = substr($input, 0, -1);
            foreach ($readers as $name => $read) {
                $cases++;
                $peak = peak($read, $input);
                $bound = 256 * strlen($input) + 65536;
                if ($peak > $bound) {
                    $over++;
                    printf("%s, after %s, 0xdc0081 + %d x 0x91 + 0x00, %d bytes: %d bytes peak, %.3f of the bound\n",
                        $name, bin2hex($drift), $k, strlen($input), $peak, $peak / $bound);
                }
            }
        }
    }
}
echo "$cases cases, $over over the bound\n";

// Back-references to objects at ids in other pages than the first (32 ids a page), recorded after empty arrays.
$o = new stdClass();
$o->name = 'shared';
$p = new ArrayObject([1]);
$data = [];
for ($i = 0; $i < 150; $i++) {
    $data[] = $i % 2 ? [$i] : [];
    if ($i === 70) {
        $data[] = $o;
        $data[] = $p;
    }
}
$data[] = $o;
$data[] = $p;
$data[] = [$o, [$p]];
$got = msgpack_unpack(msgpack_pack($data));
var_dump($got[71] === $got[152], $got[152] === $got[154][0], $got[72] === $got[154][1][0], $got[71]->name);
var_dump(count($got), $got[151] === [149], $got[150] === []);
?>
--EXPECT--
96 cases, 0 over the bound
bool(true)
bool(true)
bool(true)
string(6) "shared"
int(155)
bool(true)
bool(true)
