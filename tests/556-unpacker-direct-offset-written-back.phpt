--TEST--
MessagePackUnpacker::execute() in direct mode writes $offset back alike through a plain reference to an int (the common loop, written in place), a reference to a string or one bound twice, and typed references (int, float, ?int, int|string, bool, string properties: coerced, or a TypeError), as ZEND_TRY_ASSIGN_REF_LONG() does
--EXTENSIONS--
msgpack
--FILE--
<?php
class Holder {
    public int $i = 0;
    public float $f = 0.0;
    public ?int $n = null;
    public int|string $u = 0;
}
$buffer = msgpack_pack('a') . msgpack_pack([1, 2]) . msgpack_pack(3);
$h = new Holder();
foreach (['plain int', 'i', 'f', 'n', 'u', 'string', 'reference to a reference'] as $case) {
    $u = new MessagePackUnpacker();
    $plain = $case === 'string' ? '0' : 0;
    $h->i = 0; $h->f = 0.0; $h->n = null; $h->u = 0;
    if ($case === 'plain int' || $case === 'string') {
        $offset = &$plain;
    } elseif ($case === 'reference to a reference') {
        $outer = 0;
        $offset = &$outer;
        $alias = &$offset;
    } else {
        $offset = &$h->$case;
    }
    $got = [];
    while ($u->execute($buffer, $offset)) {
        $got[] = $u->data();
    }
    echo str_pad($case, 26), json_encode($got), ' offset: ', var_export($offset, true), "\n";
    unset($offset, $alias);
}
// a typed reference that refuses the int: TypeError, the message dropped
class Narrow { public bool $b = false; public string $s = '0'; }
$n = new Narrow();
$u = new MessagePackUnpacker();
foreach (['b', 's'] as $p) {
    $offset = &$n->$p;
    try {
        var_dump($u->execute($buffer, $offset), $offset, $u->data());
    } catch (TypeError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    unset($offset);
}
?>
--EXPECT--
plain int                 ["a",[1,2],3] offset: 6
i                         ["a",[1,2],3] offset: 6
f                         ["a",[1,2],3] offset: 6.0
n                         ["a",[1,2],3] offset: 6
u                         ["a",[1,2],3] offset: 6
string                    ["a",[1,2],3] offset: 6
reference to a reference  ["a",[1,2],3] offset: 6
bool(true)
bool(true)
string(1) "a"
bool(true)
string(1) "2"
string(1) "a"
