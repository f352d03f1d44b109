--TEST--
phpredis: a value that cannot be packed (a Closure inside it, a __sleep() that throws, nesting past msgpack.max_depth) gives the exception or the warning, not a crash: php_msgpack_serialize() leaves a nil in the empty buffer, which phpredis reads without a check (it dereferenced the NULL string)
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

class Sleepy
{
    public function __sleep(): array
    {
        throw new RuntimeException('no sleep');
    }
}

$r = new Redis();
$r->connect('127.0.0.1', $server->port);
$r->setOption(Redis::OPT_SERIALIZER, Redis::SERIALIZER_MSGPACK);
$deep = 1;
for ($i = 0; $i < 5000; $i++) {
    $deep = [$deep];
}
foreach (['closure' => ['cb' => function () {}], 'sleep' => [new Sleepy()], 'deep' => $deep] as $name => $value) {
    try {
        $set = $r->set("k$name", $value);
        echo $name, ': ', json_encode($set), "\n";
    } catch (Throwable $e) {
        echo $name, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$r->set('after', ['ok' => 1]);
echo json_encode($r->get('after')), "\n";
?>
--EXPECTF--
closure: Exception: Serialization of 'Closure' is not allowed
sleep: RuntimeException: no sleep

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of %d exceeded in %s on line %d
deep: true
{"ok":1}
