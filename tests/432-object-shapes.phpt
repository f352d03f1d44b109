--TEST--
Objects of one class whose names repeat (object shapes): nested objects of the same class, names in another order from one object to the next, a name written in a longer header, a shape that stops matching halfway, duplicates, and an object replaced by a duplicate name whose destructor reads the object around it (which it sees complete); every result as unserialize() gives it
--INI--
msgpack.php_only=1
pcre.jit=0
--FILE--
<?php
class Node { public $value; public ?Node $left = null; public ?Node $right = null; }
#[AllowDynamicProperties] class Row { public $a = 0; public $b = 0; protected $c = 0; }
class Spy {
    public $parent;
    public function __destruct() { if ($this->parent) { $GLOBALS['seen'][] = array_keys((array) $this->parent); } }
}
#[AllowDynamicProperties] class Host { public $first; public $spy; public $last; }

function tree(int $depth, int &$n): ?Node
{
    if ($depth === 0) {
        return null;
    }
    $node = new Node();
    $node->value = $n++;
    $node->left = tree($depth - 1, $n);
    $node->right = tree($depth - 1, $n);
    return $node;
}

function dump($v): string
{
    ob_start();
    var_dump($v);
    return preg_replace('/#\d+/', '#', ob_get_clean());
}

function check(string $what, $value): void
{
    $php = dump(unserialize(serialize($value)));
    $ours = dump(msgpack_unpack(msgpack_pack($value)));
    echo $what, ': ', $php === $ours ? 'as unserialize()' : "differs\n--- unserialize()\n$php\n--- ours\n$ours", "\n";
}

$n = 0;
check('a tree of nested objects of one class', tree(6, $n));

$rows = [];
for ($i = 0; $i < 40; $i++) {
    $r = new Row();
    $r->a = $i;
    $r->b = "b$i";
    if ($i % 3 === 1) {
        $r->extra = $i;  // a dynamic property: a pair more, another shape
    }
    $rows[] = $r;
}
check('rows with and without a dynamic property', $rows);

// names in another order, a name in a str8 header, a shape that stops matching halfway, duplicates
$row = fn (string $pairs, int $n) => chr(0x80 | ($n + 1)) . "\xc0\xa3Row" . $pairs;
$bytes = "\x97"
    . $row("\xa1a\x01\xa1b\x02\xa4\0*\0c\x03", 3)
    . $row("\xa1a\x04\xa1b\x05\xa4\0*\0c\x06", 3)
    . $row("\xa4\0*\0c\x07\xa1b\x08\xa1a\x09", 3)
    . $row("\xa1a\x0a\xd9\x01b\x0b\xa4\0*\0c\x0c", 3)
    . $row("\xa1a\x0d\xa1z\x0e\xa4\0*\0c\x0f", 3)
    . $row("\xa1a\x10\xa1a\x11\xa1b\x12", 3)
    . $row("\xa1a\x13\xa1b\x14\xa4\0*\0c\x15", 3);
foreach (msgpack_unpack($bytes) as $r) {
    echo str_replace("\\u0000", '\0', json_encode((array) $r)), "\n";
}

// a duplicate name replaces an object whose destructor reads (so builds) the property table of the one around it: it
// runs once the decode is over, and sees that object complete
$seen = [];
$h = new Host();
$h->first = 1;
$h->spy = new Spy();
$h->spy->parent = $h;
$h->last = 3;
$p = msgpack_pack($h);
$at = strpos($p, "\xa4last");
$host = "\x85" . substr($p, 1, $at - 1) . "\xa3spy\x02" . substr($p, $at);
unset($h);
$h = msgpack_unpack($host);
echo json_encode($seen), "\n";
echo json_encode(get_object_vars($h)), "\n";
$h2 = msgpack_unpack($host);
echo json_encode(get_object_vars($h2)), "\n";
?>
--EXPECT--
a tree of nested objects of one class: as unserialize()
rows with and without a dynamic property: as unserialize()
{"a":1,"b":2,"\0*\0c":3}
{"a":4,"b":5,"\0*\0c":6}
{"a":9,"b":8,"\0*\0c":7}
{"a":10,"b":11,"\0*\0c":12}
{"a":13,"b":0,"\0*\0c":15,"z":14}
{"a":17,"b":18,"\0*\0c":0}
{"a":19,"b":20,"\0*\0c":21}
[["first","spy","last"]]
{"first":1,"spy":2,"last":3}
{"first":1,"spy":2,"last":3}
