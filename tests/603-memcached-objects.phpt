--TEST--
php-memcached: Memcached::SERIALIZER_MSGPACK round trips of objects (stdClass, a user class) through a real memcached
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

class Point
{
    public $x = 1;
    protected $y = 2;
    private $z = 3;
    public $tags = ['a', 'b'];

    public function move(int $dx): void
    {
        $this->x += $dx;
        $this->z += $dx;
    }
}

$m = new Memcached();
$m->addServer('127.0.0.1', $server->port);
$m->setOption(Memcached::OPT_SERIALIZER, Memcached::SERIALIZER_MSGPACK);
$m->setOption(Memcached::OPT_COMPRESSION, false);

$std = new stdClass();
$std->name = 'std';
$std->list = [1, 2];
$std->child = new stdClass();
$std->child->deep = ['k' => 'v'];

$point = new Point();
$point->move(10);

$shared = new stdClass();
$shared->n = 1;

$values = [
    'std' => $std,
    'point' => $point,
    'array-of-objects' => ['p' => $point, 'list' => [new Point(), $std]],
    'object-in-object' => (function () use ($point) { $o = new stdClass(); $o->point = $point; return $o; })(),
    'empty-std' => new stdClass(),
    'twice' => [$shared, $shared],
];
foreach ($values as $key => $value) {
    $m->set($key, $value);
    $back = $m->get($key);
    $raw = msgpack_test_memcached_get_raw($server->port, $key);
    printf("%s: equal=%s flags=%d payload-is-msgpack_pack=%s\n", $key, var_export($back == $value, true),
        $raw['flags'], var_export($raw['data'] === msgpack_pack($value), true));
}
$back = $m->get('point');
var_dump($back);
$back->move(1);
var_dump($back->x);
var_dump($m->get('std'));
$twice = $m->get('twice');
var_dump($twice[0] === $twice[1]);
echo bin2hex(msgpack_test_memcached_get_raw($server->port, 'point')['data']), "\n";
?>
--EXPECTF--
std: equal=true flags=7 payload-is-msgpack_pack=true
point: equal=true flags=7 payload-is-msgpack_pack=true
array-of-objects: equal=true flags=7 payload-is-msgpack_pack=true
object-in-object: equal=true flags=7 payload-is-msgpack_pack=true
empty-std: equal=true flags=7 payload-is-msgpack_pack=true
twice: equal=true flags=7 payload-is-msgpack_pack=true
object(Point)#%d (4) {
  ["x"]=>
  int(11)
  ["y":protected]=>
  int(2)
  ["z":"Point":private]=>
  int(13)
  ["tags"]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
  }
}
int(12)
object(stdClass)#%d (3) {
  ["name"]=>
  string(3) "std"
  ["list"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["child"]=>
  object(stdClass)#%d (1) {
    ["deep"]=>
    array(1) {
      ["k"]=>
      string(1) "v"
    }
  }
}
bool(true)
85c0a5506f696e74a1780ba4002a007902a800506f696e74007a0da47461677392a161a162
