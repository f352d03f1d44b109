--TEST--
__unserialize()/__wakeup() see the PHP references of the data as unserialize() shows them: one a by-reference foreach left in an array (refcount 1) does not link the copies these methods make of it
--EXTENSIONS--
msgpack
--FILE--
<?php
class Table {
    public $rows = [];
    public $original;
    function __serialize(): array { return ['rows' => $this->rows]; }
    function __unserialize(array $d): void {
        $this->rows = $d['rows'];
        $this->original = $d['rows'];
        $this->rows[0]['name'] = 'edited';
    }
}
class Woken {
    public $rows = [];
    public $original;
    function __wakeup() {
        $this->original = $this->rows;
        $this->rows[0]['name'] = 'edited';
    }
}
$rows = [['name' => 'a'], ['name' => 'b']];
foreach ($rows as &$row) {
    $row['seen'] = true;
}
unset($row);
foreach ([new Table(), new Woken()] as $o) {
    $o->rows = $rows;
    foreach (['unserialize()' => unserialize(serialize($o)), 'msgpack' => msgpack_unpack(msgpack_pack($o))] as $how => $r) {
        $r->rows[1]['name'] = 'later';
        echo get_class($o), " $how: ", $r->original[0]['name'], ' ', $r->original[1]['name'], "\n";
    }
}
// A reference the data shares stays one.
$x = ['v' => 1];
$r = msgpack_unpack(msgpack_pack([&$x, &$x]));
$r[0]['v'] = 2;
echo $r[1]['v'], "\n";
?>
--EXPECT--
Table unserialize(): a b
Table msgpack: a b
Woken unserialize(): a b
Woken msgpack: a b
2
