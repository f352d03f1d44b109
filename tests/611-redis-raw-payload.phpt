--TEST--
phpredis: stored values are msgpack_pack()'s bytes; such bytes read back; corrupt ones never crash
--DESCRIPTION--
redis_unserialize() returns !php_msgpack_unserialize(); on failure phpredis hands back the stored string, and
_unserialize() throws. With PECL msgpack, _unserialize("\xc1") can crash (it destroys the caller's zval).
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
$r->connect('127.0.0.1', $server->port);
$r->setOption(Redis::OPT_SERIALIZER, Redis::SERIALIZER_MSGPACK);

// What the client stored, read over RESP without any client-side decoding.
$values = [
    'string' => 'hello',
    'int' => 42,
    'float' => 1.5,
    'null' => null,
    'map' => ['a' => 1, 'b' => [1, 2]],
    'nested' => ['x' => ['y' => ['z' => [-1, -129, 70000, 'é', [true, false]]]]],
    'long' => array_fill(0, 100, str_repeat('v', 40)),
];
foreach ($values as $key => $value) {
    $r->set($key, $value);
    $raw = msgpack_test_redis_command($server->port, 'GET', $key);
    printf("%s: %s\n", $key, var_export($raw === msgpack_pack($value), true));
}
echo bin2hex(msgpack_test_redis_command($server->port, 'GET', 'map')), "\n";
echo bin2hex(msgpack_test_redis_command($server->port, 'GET', 'string')), "\n";

// A second phpredis client without a serializer sees the same bytes.
$plain = new Redis();
$plain->connect('127.0.0.1', $server->port);
var_dump($plain->get('map') === msgpack_pack($values['map']));

// The other way: msgpack_pack() bytes stored by someone else decode in the client.
$value = ['from' => 'resp', 'list' => [1, 2, [3]], 'map' => ['k' => 'v']];
msgpack_test_redis_command($server->port, 'SET', 'raw', msgpack_pack($value));
var_dump($r->get('raw') === $value);

// Corrupt data: phpredis falls back to the raw string when unserializing fails.
foreach (['c10102', '9301', 'dbffffffff6162', '0102'] as $hex) {
    msgpack_test_redis_command($server->port, 'SET', 'bad', hex2bin($hex));
    echo "$hex: ";
    $back = $r->get('bad');
    var_dump(is_string($back) ? bin2hex($back) : $back);
}
try {
    $r->_unserialize("\xc1");
} catch (RedisException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
ini_set('msgpack.error_display', '0');
var_dump($r->get('bad'));
var_dump($r->get('map') === $values['map']);
?>
--EXPECTF--
string: true
int: true
float: true
null: true
map: true
nested: true
long: true
82a16101a162920102
a568656c6c6f
bool(true)
bool(true)
c10102: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
string(6) "c10102"
9301: 
Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
string(4) "9301"
dbffffffff6162: 
Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
string(14) "dbffffffff6162"
0102: 
Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
int(1)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
RedisException: Invalid serialized data, or unserialization error
int(1)
bool(true)
