--TEST--
php-memcached: Memcached::SERIALIZER_MSGPACK round trips of arrays through a real memcached
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
var_dump(Memcached::HAVE_MSGPACK);
var_dump($m->setOption(Memcached::OPT_SERIALIZER, Memcached::SERIALIZER_MSGPACK));
var_dump($m->getOption(Memcached::OPT_SERIALIZER) === Memcached::SERIALIZER_MSGPACK);

$values = [
    'list' => [1, 2, 3],
    'map' => ['a' => 1, 'b' => [1, 2]],
    'empty' => [],
    'mixed' => [-1, 0, 255, 65536, -2147483649, PHP_INT_MAX, PHP_INT_MIN, 1.5, -0.0, true, false, null, '', 'abc',
        "\x00\xff", str_repeat('x', 300)],
    'nested' => ['a' => ['b' => ['c' => ['d' => [1, ['e' => 'deep']]]]], 'z' => [[], [[]], ['k' => []]]],
    'sparse' => [5 => 'five', 0 => 'zero', -3 => 'minus', '10' => 'ten', '01' => 'string key'],
    'utf8' => ['ключ' => 'значение', '鍵' => '値'],
];
foreach ($values as $key => $value) {
    $ok = $m->set($key, $value);
    $back = $m->get($key);
    printf("%s: set=%s same=%s\n", $key, var_export($ok, true), var_export($back === $value, true));
}
var_dump($m->get('nested'));

// Several keys at once.
var_dump($m->setMulti(['m1' => ['x' => 1], 'm2' => [[1], [2]], 'm3' => 'plain']));
var_dump($m->getMulti(['m1', 'm2', 'm3', 'missing']));

// Over php-memcached's compression threshold (2000 bytes): zlib on top of msgpack.
$big = [];
for ($i = 0; $i < 500; $i++) {
    $big["key$i"] = ['i' => $i, 'half' => $i / 2, 'name' => str_repeat(chr(97 + $i % 26), $i % 40)];
}
var_dump($m->set('big', $big), $m->get('big') === $big);
$m->setOption(Memcached::OPT_COMPRESSION, false);
var_dump($m->set('big', $big), $m->get('big') === $big);
var_dump($m->getResultCode() === Memcached::RES_SUCCESS);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
list: set=true same=true
map: set=true same=true
empty: set=true same=true
mixed: set=true same=true
nested: set=true same=true
sparse: set=true same=true
utf8: set=true same=true
array(2) {
  ["a"]=>
  array(1) {
    ["b"]=>
    array(1) {
      ["c"]=>
      array(1) {
        ["d"]=>
        array(2) {
          [0]=>
          int(1)
          [1]=>
          array(1) {
            ["e"]=>
            string(4) "deep"
          }
        }
      }
    }
  }
  ["z"]=>
  array(3) {
    [0]=>
    array(0) {
    }
    [1]=>
    array(1) {
      [0]=>
      array(0) {
      }
    }
    [2]=>
    array(1) {
      ["k"]=>
      array(0) {
      }
    }
  }
}
bool(true)
array(3) {
  ["m1"]=>
  array(1) {
    ["x"]=>
    int(1)
  }
  ["m2"]=>
  array(2) {
    [0]=>
    array(1) {
      [0]=>
      int(1)
    }
    [1]=>
    array(1) {
      [0]=>
      int(2)
    }
  }
  ["m3"]=>
  string(5) "plain"
}
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
