--TEST--
The charge for what an internal class's handler allocates counts that handler alone: exceptions decoded deep in a call stack (their handler records the backtrace, which the stack sizes, not the input) and a subclass whose default values need an autoloader that allocates (user code, before the handler) decode as unserialize() has them; they were refused with "Objects that allocate more than the input's size allows"
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip the charge reads the engine allocator\'s count');
?>
--INI--
zend.exception_ignore_args=0
--FILE--
<?php
spl_autoload_register(function ($c) {
    $GLOBALS['warm'] = str_repeat('x', 4 << 20); // a cache warmed, a large file compiled
    eval('class Conf { const DEFAULT = 5; }');
});
class Bag extends ArrayObject { public $limit = Conf::DEFAULT; }

function deep(int $n, string $bytes)
{
    return $n === 0 ? msgpack_unpack($bytes) : deep($n - 1, $bytes);
}
$bag = hex2bin('82c0a3426167c094009081a56c696d697405c0'); // msgpack_pack(new Bag) from a process that had Conf
$r = msgpack_unpack($bag);
echo is_object($r) ? get_class($r) . ' limit=' . $r->limit : var_export($r, true), "\n";

$exceptions = [];
for ($i = 0; $i < 100; $i++) {
    $exceptions[] = new RuntimeException("e$i", $i);
}
$bytes = msgpack_pack($exceptions);
foreach ([0, 200] as $depth) {
    $r = deep($depth, $bytes);
    echo "at depth $depth: ", is_array($r) ? count($r) . ' ' . get_class($r[99]) . ' ' . $r[99]->getMessage() : var_export($r, true),
        ', as unserialize(): ', json_encode(is_array($r) && count(unserialize(serialize($exceptions))) === count($r)), "\n";
}
?>
--EXPECT--
Bag limit=5
at depth 0: 100 RuntimeException e99, as unserialize(): true
at depth 200: 100 RuntimeException e99, as unserialize(): true
