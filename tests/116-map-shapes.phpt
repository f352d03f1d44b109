--TEST--
msgpack: maps repeating a key layout (decoded from a template) give the same values as the general path, for every deviation
--EXTENSIONS--
msgpack
--FILE--
<?php
function show($v) { return json_encode($v); }
$row = ['id' => 1, 'name' => 'a', 'tags' => [1, 2], 'ok' => true];
$train = msgpack_pack($row);
// the layout repeats: the 1st decode records it, the 2nd builds the template, later ones use it
for ($i = 0; $i < 3; $i++) {
    echo show(msgpack_unpack($train)), "\n";
}

echo "-- a different key at each position (same first key and count)\n";
echo show(msgpack_unpack(msgpack_pack(['id' => 1, 'nome' => 'a', 'tags' => [1, 2], 'ok' => true]))), "\n";
echo show(msgpack_unpack(msgpack_pack(['id' => 1, 'name' => 'a', 'tagz' => [1, 2], 'ok' => true]))), "\n";
echo show(msgpack_unpack(msgpack_pack(['id' => 1, 'name' => 'a', 'tags' => [1, 2], 'no' => true]))), "\n";
echo show(msgpack_unpack(msgpack_pack(['id' => 1, 'ok' => true, 'name' => 'a', 'tags' => [1, 2]]))), "\n";

echo "-- a later key repeats an earlier one: last value wins, first position kept\n";
var_dump(msgpack_unpack("\x84\xa2id\x01\xa4name\xa1a\xa4tags\x90\xa2id\x05"));

echo "-- later keys that are numeric strings, integers or bin\n";
var_dump(msgpack_unpack("\x84\xa2id\x01\xa4name\xa1a\xa17\x02\xa2ok\xc3"));
var_dump(msgpack_unpack("\x84\xa2id\x01\xa4name\xa1a\x07\x02\xa2ok\xc3"));
var_dump(msgpack_unpack("\x84\xa2id\x01\xa4name\xa1a\xc4\x04tags\x02\xa2ok\xc3"));

echo "-- truncated inside a templated map, and a bad byte\n";
var_dump(msgpack_unpack(substr($train, 0, 12)));
var_dump(msgpack_unpack(substr($train, 0, -1)));
var_dump(msgpack_unpack(str_replace("\xc3", "\xc1", $train)));

echo "-- the template still applies afterwards\n";
echo show(msgpack_unpack($train)), "\n";

echo "-- nested rows, each level with its own layout\n";
$doc = [];
for ($i = 0; $i < 5; $i++) {
    $doc[] = ['id' => $i, 'user' => ['login' => "u$i", 'site_admin' => false], 'labels' => [['id' => $i, 'name' => 'bug']]];
}
var_dump(msgpack_unpack(msgpack_pack($doc)) === $doc);
var_dump(msgpack_unpack(msgpack_pack($doc)) === $doc);

echo "-- templated arrays are ordinary, independent arrays\n";
$a = msgpack_unpack($train);
$b = msgpack_unpack($train);
$a['extra'] = 5;
unset($a['name']);
$a['tags'][] = 3;
$b['id'] = 'changed';
echo show($a), "\n", show($b), "\n", show(msgpack_unpack($train)), "\n";
echo current($b), ' ', next($b), ' ', key($b), "\n";
ksort($b);
echo implode(',', array_keys($b)), "\n";
var_dump(array_key_exists('ok', $b), isset($a['name']), count($a));

echo "-- msgpack.assoc=0 turns templated maps into objects too\n";
ini_set('msgpack.assoc', '0');
var_dump(msgpack_unpack($train));
?>
--EXPECTF--
{"id":1,"name":"a","tags":[1,2],"ok":true}
{"id":1,"name":"a","tags":[1,2],"ok":true}
{"id":1,"name":"a","tags":[1,2],"ok":true}
-- a different key at each position (same first key and count)
{"id":1,"nome":"a","tags":[1,2],"ok":true}
{"id":1,"name":"a","tagz":[1,2],"ok":true}
{"id":1,"name":"a","tags":[1,2],"no":true}
{"id":1,"ok":true,"name":"a","tags":[1,2]}
-- a later key repeats an earlier one: last value wins, first position kept
array(3) {
  ["id"]=>
  int(5)
  ["name"]=>
  string(1) "a"
  ["tags"]=>
  array(0) {
  }
}
-- later keys that are numeric strings, integers or bin
array(4) {
  ["id"]=>
  int(1)
  ["name"]=>
  string(1) "a"
  [7]=>
  int(2)
  ["ok"]=>
  bool(true)
}
array(4) {
  ["id"]=>
  int(1)
  ["name"]=>
  string(1) "a"
  [7]=>
  int(2)
  ["ok"]=>
  bool(true)
}
array(4) {
  ["id"]=>
  int(1)
  ["name"]=>
  string(1) "a"
  ["tags"]=>
  int(2)
  ["ok"]=>
  bool(true)
}
-- truncated inside a templated map, and a bad byte

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
-- the template still applies afterwards
{"id":1,"name":"a","tags":[1,2],"ok":true}
-- nested rows, each level with its own layout
bool(true)
bool(true)
-- templated arrays are ordinary, independent arrays
{"id":1,"tags":[1,2,3],"ok":true,"extra":5}
{"id":"changed","name":"a","tags":[1,2],"ok":true}
{"id":1,"name":"a","tags":[1,2],"ok":true}
changed a name
id,name,ok,tags
bool(true)
bool(false)
int(4)
-- msgpack.assoc=0 turns templated maps into objects too
object(stdClass)#%d (4) {
  ["id"]=>
  int(1)
  ["name"]=>
  string(1) "a"
  ["tags"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["ok"]=>
  bool(true)
}
