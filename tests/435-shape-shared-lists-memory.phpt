--TEST--
Shared lists, in memory: 1,000 objects whose tags are the same list, and a list of 1,000 times the same list, decode into one array for all of them (igbinary's memory for such data), where unserialize() makes one array per object
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
?>
--INI--
msgpack.php_only=1
--FILE--
<?php
class Tagged { public $id; public $tags; }

function build(callable $tagsOf): array
{
    $out = [];
    for ($i = 0; $i < 1000; $i++) {
        $t = new Tagged();
        $t->id = $i;
        $t->tags = $tagsOf($i);
        $out[] = $t;
    }
    return $out;
}

function decoded_size(string $bytes, callable $decode): int
{
    $before = memory_get_usage();
    $value = $decode($bytes);
    $size = memory_get_usage() - $before;
    unset($value);
    return $size;
}

$tags = ['php', 'msgpack'];
$same = build(fn ($i) => $tags);
// the same bytes for every list, but each one a list of its own in the data: equal lists share all the same
$equal = build(fn ($i) => ['php', 'msgpack']);
// (the request's first decode also allocates what later ones reuse)
msgpack_unpack(msgpack_pack($same));
$ours = decoded_size(msgpack_pack($same), 'msgpack_unpack');
$oursEqual = decoded_size(msgpack_pack($equal), 'msgpack_unpack');
$unserialize = decoded_size(serialize($same), 'unserialize');
// An object of two declared properties and its list slot take ~100 bytes; a list of its own would add a zend_array and
// its packed table of 8 slots, 56 + 128 bytes more.
printf("per object: %s\n", $ours / 1000 < 150 ? 'under 150 bytes' : ($ours / 1000) . ' bytes');
printf("against unserialize(): %s\n", $ours < $unserialize / 2 ? 'under half' : "$ours vs $unserialize");
printf("equal lists as much as one list: %s\n", abs($ours - $oursEqual) < 1024 ? 'yes' : "no: $ours vs $oursEqual");
// array_fill() of a list: the outer list's 1,000 slots (16 KB) and one list
$fill = decoded_size(msgpack_pack(array_fill(0, 1000, ['x'])), 'msgpack_unpack');
printf("array_fill(0, 1000, ['x']): %s\n", $fill < 24 * 1024 ? 'under 24 KB' : "$fill bytes");
$got = msgpack_unpack(msgpack_pack($same));
echo serialize($got) === serialize(unserialize(serialize($same))) ? "same value\n" : "DIFFERENT\n";
?>
--EXPECT--
per object: under 150 bytes
against unserialize(): under half
equal lists as much as one list: yes
array_fill(0, 1000, ['x']): under 24 KB
same value
