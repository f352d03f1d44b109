--TEST--
Objects of classes with declared properties are decoded into their property slots without a property table (unserialize() builds one per object): 1,000 of them take well under the memory unserialize() takes, and each gets its table when PHP asks for it, with the decoded values
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
?>
--FILE--
<?php
class T { public function __construct(public int $id = 0, public string $name = '', public array $tags = [], protected $p = 'p', private $q = 'q') {} }

$list = [];
for ($i = 0; $i < 1000; $i++) {
    $list[] = new T($i, "n$i", ['a', $i], "p$i", "q$i");
}
$bytes = msgpack_pack($list);
$text = serialize($list);

$before = memory_get_usage();
$theirs = unserialize($text);
$php = memory_get_usage() - $before;
$before = memory_get_usage();
$ours = msgpack_unpack($bytes);
$decoded = memory_get_usage() - $before;
printf("%s of unserialize()'s memory\n", $decoded < 0.5 * $php ? 'under half' : sprintf('%.2f', $decoded / $php));

// the table, made when asked for, holds what was decoded
var_dump($ours == $theirs);
var_dump(get_object_vars($ours[5]) === get_object_vars($theirs[5]));
var_dump((array) $ours[7] === (array) $theirs[7]);
$ours[9]->id = 99;
$theirs[9]->id = 99;
foreach ([$ours, $theirs] as $l) {
    $keys = [];
    foreach ($l[9] as $k => $v) {
        $keys[] = "$k=" . json_encode($v);
    }
    echo implode(' ', $keys), "\n";
}
@$ours[3]->dynamic = 'd';
echo str_replace("\0", '\0', implode(' ', array_keys((array) $ours[3]))), "\n";
var_dump(serialize(array_slice($ours, 4)) === serialize(array_slice($theirs, 4)));
?>
--EXPECT--
under half of unserialize()'s memory
bool(true)
bool(true)
bool(true)
id=99 name="n9" tags=["a",9]
id=99 name="n9" tags=["a",9]
id name tags \0*\0p \0T\0q dynamic
bool(true)
