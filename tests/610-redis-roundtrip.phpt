--TEST--
phpredis: Redis::SERIALIZER_MSGPACK round trips of strings, numbers and nested arrays through a real redis-server
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
$inc = __DIR__ . '/../scripts/integration/server.inc';
if (!is_file($inc)) die("skip no scripts/integration (a release tarball)\n");
require $inc;
msgpack_test_skipif('redis');
?>
--INI--
extension=${MSGPACK_TEST_REDIS_SO}
--FILE--
<?php
require __DIR__ . '/../scripts/integration/server.inc';
$server = msgpack_test_server('redis');

$r = new Redis();
var_dump($r->connect('127.0.0.1', $server->port));
var_dump($r->setOption(Redis::OPT_SERIALIZER, Redis::SERIALIZER_MSGPACK));
var_dump($r->getOption(Redis::OPT_SERIALIZER) === Redis::SERIALIZER_MSGPACK);

$values = [
    'string' => 'hello',
    'empty-string' => '',
    'binary' => "\x00\x01\xc1\xff",
    'long-string' => str_repeat('ab', 40000),
    'int' => 42,
    'negative' => -2147483649,
    'float' => 0.1,
    'true' => true,
    'false' => false,
    'null' => null,
    'list' => [1, 2, 3],
    'map' => ['a' => 1, 'b' => [1, 2]],
    'empty' => [],
    'nested' => ['a' => ['b' => ['c' => [1, ['d' => 'deep', 'e' => [[], [[]]]]]]]],
    'sparse' => [5 => 'five', 0 => 'zero', -3 => 'minus', '01' => 'string key'],
    'mixed' => [PHP_INT_MAX, PHP_INT_MIN, 1.5, -0.0, null, true, 'x', ['y' => 'z']],
];
foreach ($values as $key => $value) {
    $ok = $r->set($key, $value);
    $back = $r->get($key);
    printf("%s: set=%s same=%s\n", $key, var_export($ok, true), var_export($back === $value, true));
}
var_dump($r->get('map'));

// Many keys at once, hashes and lists: each value is serialized on its own.
var_dump($r->mSet(['m1' => ['x' => 1], 'm2' => [[1], [2]], 'm3' => 'plain']));
var_dump($r->mGet(['m1', 'm2', 'm3', 'missing']) === [['x' => 1], [[1], [2]], 'plain', false]);
var_dump($r->hMSet('h', ['f1' => [1, 2], 'f2' => ['k' => 'v']]));
var_dump($r->hGetAll('h') === ['f1' => [1, 2], 'f2' => ['k' => 'v']]);
var_dump($r->hGet('h', 'f2'));
$r->rPush('l', [1], ['two' => 2], 'three');
var_dump($r->lRange('l', 0, -1) === [[1], ['two' => 2], 'three']);

// The client's own serializer calls.
var_dump(bin2hex($r->_serialize(['a' => 1, 'b' => [1, 2]])));
var_dump($r->_unserialize(hex2bin('82a16101a162920102')));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
string: set=true same=true
empty-string: set=true same=true
binary: set=true same=true
long-string: set=true same=true
int: set=true same=true
negative: set=true same=true
float: set=true same=true
true: set=true same=true
false: set=true same=true
null: set=true same=true
list: set=true same=true
map: set=true same=true
empty: set=true same=true
nested: set=true same=true
sparse: set=true same=true
mixed: set=true same=true
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
bool(true)
bool(true)
bool(true)
bool(true)
array(1) {
  ["k"]=>
  string(1) "v"
}
bool(true)
string(18) "82a16101a162920102"
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
