--TEST--
Map shapes: a key is matched against its template's in one or two word compares (names of 1..15 bytes as a fixstr); a key that differs in any one byte, in its length or in its form, or that ends near the input's end, still decodes as itself
--FILE--
<?php
// Rows whose keys repeat make a template at the second row (see 4xx shapes tests); the rows after it go through the
// word compare. A third row whose key at one position differs from the template's by one byte must keep its own key:
// any byte the compare wrongly ignored would give it the template's.
function check(string $what, array $rows): bool
{
    $got = msgpack_unpack(msgpack_pack($rows));
    if ($got !== $rows) {
        echo "$what: DIFFERENT\n", json_encode($rows), "\n", json_encode($got), "\n";
        return false;
    }
    return true;
}

$failures = 0;
$cases = 0;
for ($len = 1; $len <= 17; $len++) {
    $key = substr('abcdefghijklmnopq', 0, $len);
    $row = fn (string $k) => ['first' => 1, $k => 2, 'last' => 3];
    $variants = [];
    for ($at = 0; $at < $len; $at++) {
        $k = $key;
        $k[$at] = chr(ord($k[$at]) ^ 1);
        $variants["byte $at"] = $k;
        $k[$at] = "\0";
        $variants["nul at $at"] = $k;
    }
    $variants['one longer'] = $key . 'x';
    $variants['one shorter'] = substr($key, 0, -1) ?: 'z';
    $variants['longer by the next key'] = $key . 'l';
    foreach ($variants as $what => $k) {
        $cases++;
        // the template's row twice, then the variant, then the template's again
        $failures += !check("len $len, $what", [$row($key), $row($key), $row($k), $row($key)]);
    }
}
echo "$cases variants, $failures different\n";

// The same key as a str8 (an encoder's other form), and rows whose last key ends within 16 bytes of the input's end.
$template = "\x83\xa5first\x01\xa3key\x02\xa4last\x03";
$str8 = "\x83\xa5first\x01\xd9\x03key\x02\xa4last\x03";
var_dump(msgpack_unpack("\x93" . $template . $template . $str8) === array_fill(0, 3, ['first' => 1, 'key' => 2, 'last' => 3]));
$short = "\x82\xa2id\x01\xa2ok\xc3";
for ($n = 1; $n <= 4; $n++) {
    var_dump(msgpack_unpack(chr(0x90 | $n) . str_repeat($short, $n)) === array_fill(0, $n, ['id' => 1, 'ok' => true]));
}

// Keys with the bytes a mangled property name has, and keys that only differ past the word boundary (8th byte on).
$rows = [];
foreach (["\0*\0prot", "\0A\0priv", 'abcdefgh', 'abcdefgi', 'abcdefghijklmno', 'abcdefghijklmnp'] as $k) {
    $rows[] = ['first' => 1, $k => 2];
    $rows[] = ['first' => 1, $k => 2];
}
var_dump(check('mangled and long', $rows));

// Objects of a class with declared properties compare their names the same way (object shapes).
class P { public $a; public $bb; public $abcdefghij; }
$objects = [];
for ($i = 0; $i < 5; $i++) {
    $o = new P();
    $o->a = $i;
    $o->bb = "b$i";
    $o->abcdefghij = [$i];
    $objects[] = $o;
}
$bytes = msgpack_pack($objects);
var_dump(serialize(msgpack_unpack($bytes)) === serialize($objects));
// the last object's long name changed in its last byte: a dynamic property of that name, as unserialize() makes it
$changed = substr_replace($bytes, 'k', strrpos($bytes, 'abcdefghij') + 9, 1);
$ser = serialize($objects);
$ser = substr_replace($ser, 'k', strrpos($ser, 'abcdefghij') + 9, 1);
var_dump(serialize(@msgpack_unpack($changed)) === serialize(@unserialize($ser)));
?>
--EXPECT--
357 variants, 0 different
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
