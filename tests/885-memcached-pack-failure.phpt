--TEST--
php-memcached: a value that cannot be packed (a Closure inside it, a __sleep() that throws) gives the exception alone, as with PECL msgpack and PHP's serializer, and nothing is stored (php_msgpack_serialize() leaves bytes in the buffer: an empty one made memcached add "could not serialize value with msgpack")
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

class Sleepy
{
    public function __sleep(): array
    {
        throw new RuntimeException('no sleep');
    }
}

$m = new Memcached();
$m->addServer('127.0.0.1', $server->port);
$m->setOption(Memcached::OPT_SERIALIZER, Memcached::SERIALIZER_MSGPACK);
foreach (['closure' => ['cb' => function () {}], 'sleep' => [new Sleepy()]] as $name => $value) {
    try {
        $set = $m->set("k$name", $value);
        echo $name, ': ', json_encode($set), "\n";
    } catch (Throwable $e) {
        echo $name, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
    echo '  stored: ', json_encode($m->get("k$name")), "\n";
}
?>
--EXPECT--
closure: Exception: Serialization of 'Closure' is not allowed
  stored: false
sleep: RuntimeException: no sleep
  stored: false
