--TEST--
php-memcached: the stored payload is msgpack_pack()'s output with item flag type 7, and such payloads read back
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
$inc = __DIR__ . '/../scripts/integration/server.inc';
if (!is_file($inc)) die("skip no scripts/integration (a release tarball)\n");
require $inc;
msgpack_test_skipif('memcached');
?>
--INI--
extension=igbinary
extension=memcached
--FILE--
<?php
require __DIR__ . '/../scripts/integration/server.inc';
$server = msgpack_test_server('memcached');

$m = new Memcached();
$m->addServer('127.0.0.1', $server->port);
$m->setOption(Memcached::OPT_SERIALIZER, Memcached::SERIALIZER_MSGPACK);
$m->setOption(Memcached::OPT_COMPRESSION, false);

// What the client stored, read with memcached's text protocol.
$values = [
    'spec' => ['a' => 1, 'b' => [1, 2]],
    'list' => [1, 'two', 3.0, null, true],
    'nested' => ['x' => ['y' => ['z' => [-1, -129, 70000, 'é']]]],
    'long' => array_fill(0, 20, str_repeat('v', 40)),
];
foreach ($values as $key => $value) {
    $m->set($key, $value);
    $raw = msgpack_test_memcached_get_raw($server->port, $key);
    printf("%s: flags=%d same=%s\n", $key, $raw['flags'], var_export($raw['data'] === msgpack_pack($value), true));
}
echo bin2hex(msgpack_test_memcached_get_raw($server->port, 'spec')['data']), "\n";

// Scalars keep php-memcached's own encodings (string 0, long 1, double 2, bool 3): not msgpack.
foreach (['str' => 'text', 'int' => 42, 'float' => 1.5, 'bool' => true] as $key => $value) {
    $m->set($key, $value);
    $raw = msgpack_test_memcached_get_raw($server->port, $key);
    printf("%s: flags=%d data=%s\n", $key, $raw['flags'], $raw['data']);
}

// The other way: msgpack_pack() bytes written with flag type 7 come back as the value.
$value = ['from' => 'socket', 'list' => [1, 2, [3]], 'map' => ['k' => 'v']];
var_dump(msgpack_test_memcached_set_raw($server->port, 'raw', 7, msgpack_pack($value)));
var_dump($m->get('raw') === $value);
var_dump(msgpack_test_memcached_set_raw($server->port, 'raw', 7, hex2bin('93c0c2c3')));
var_dump($m->get('raw'));

// The flag type, not the reading client's serializer option, picks msgpack for decoding.
$plain = new Memcached();
$plain->addServer('127.0.0.1', $server->port);
$plain->setOption(Memcached::OPT_SERIALIZER, Memcached::SERIALIZER_PHP);
var_dump($plain->get('spec') === $values['spec']);
?>
--EXPECT--
spec: flags=7 same=true
list: flags=7 same=true
nested: flags=7 same=true
long: flags=7 same=true
82a16101a162920102
str: flags=0 data=text
int: flags=1 data=42
float: flags=2 data=1.5
bool: flags=3 data=1
bool(true)
bool(true)
bool(true)
array(3) {
  [0]=>
  NULL
  [1]=>
  bool(false)
  [2]=>
  bool(true)
}
bool(true)
