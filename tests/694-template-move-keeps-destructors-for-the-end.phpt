--TEST--
Templates: a large input's conversion does not free a decoded object with a destructor before the conversion ends (that destructor could change a part not yet converted, and ran amid the template's constructors; PECL runs it after them)
--EXTENSIONS--
msgpack
--FILE--
<?php
class Node {
    public $v;
    public $peer;
    public $pad;
    function __destruct() {
        if ($this->peer) {
            $this->peer->v = 'changed by a destructor';
        }
    }
}
class Logged {
    public $items;
    public $pad;
    function __destruct() {
        if ($GLOBALS['decoding']) {
            echo "  destruct ", json_encode($this->items), "\n";
        }
    }
}
class Made {
    public $v;
    function __construct() { echo "  construct\n"; }
}
$decoding = false;
foreach ([100, 70000] as $len) {
    echo "input of ", $len < 65536 ? 'less' : 'more', " than 64 KiB:\n";
    $a = new Node();
    $b = new Node();
    $a->v = 'a';
    $b->v = 'b';
    $a->peer = $b;
    $a->pad = str_repeat('x', $len);
    $bytes = msgpack_pack([$a, $b]);
    unset($a, $b);
    echo '  ', json_encode(msgpack_unpack($bytes, [['v' => null]])), "\n";

    $values = [];
    foreach ([[1], [2]] as $items) {
        $o = new Logged();
        $o->items = $items;
        $o->pad = str_repeat('x', $len);
        $values[] = $o;
    }
    $bytes = msgpack_pack($values);
    unset($values, $o);
    $decoding = true;
    $r = msgpack_unpack($bytes, [['items' => [Made::class]]]);
    echo "  converted\n";
    $decoding = false;
}
?>
--EXPECT--
input of less than 64 KiB:
  [{"v":"a"},{"v":"b"}]
  construct
  construct
  destruct [1]
  destruct [2]
  converted
input of more than 64 KiB:
  [{"v":"a"},{"v":"b"}]
  construct
  construct
  destruct [1]
  destruct [2]
  converted
