--TEST--
An internal class's object costs object credit for what its handler allocates when made (SplPriorityQueue's heap, a Random engine's state): 5-byte references to the class name make no more objects than the input's size pays for, within 256 bytes per input byte plus 64 KiB; such objects packed as usual still round-trip
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip measures the engine allocator\'s count of memory');
?>
--INI--
msgpack.compact=read
memory_limit=512M
--FILE--
<?php
foreach (['SplPriorityQueue', 'Random\Engine\Mt19937'] as $class) {
    $n = 5000;
    $in = "\xdd" . pack('N', $n) . "\x81\xc0\xc7" . chr(strlen($class)) . "\x53" . $class
        . str_repeat("\x81\xc0\xd4\x5e\x00", $n - 1);
    $base = memory_get_usage();
    memory_reset_peak_usage();
    try {
        $r = @msgpack_unpack($in);
        $got = $r === false ? 'refused: ' . msgpack_last_error_msg() : count($r) . ' ' . get_debug_type($r[0]);
    } catch (Throwable $e) {
        $got = get_class($e) . ': ' . $e->getMessage();
    }
    $peak = memory_get_peak_usage() - $base;
    unset($r);
    echo $class, ': ', $got, '; peak within the bound: ', json_encode($peak <= 256 * strlen($in) + 65536), "\n";
}

// internal objects packed as usual round-trip, in compact mode too
$values = [];
for ($i = 0; $i < 300; $i++) {
    $values[] = new Random\Engine\Mt19937($i);
    $values[] = new ArrayObject([$i]);
    $queue = new SplPriorityQueue();
    $queue->insert("v$i", $i);
    $values[] = $queue;
}
// (as unserialize() has them back: PHP 8.2's heaps keep no elements)
$expected = unserialize(serialize($values));
foreach (['off', 'full'] as $compact) {
    ini_set('msgpack.compact', $compact);
    $back = msgpack_unpack(msgpack_pack($values));
    echo count($back), ' ', get_class($back[897]), ', as unserialize(): ', json_encode($back == $expected), "\n";
}
?>
--EXPECTF--
SplPriorityQueue: refused: %r(Objects that allocate more|Objects of more property slots|Objects and containers taking more memory)%r than the input's size allows at offset %d; peak within the bound: true
Random\Engine\Mt19937: refused: %r(Objects that allocate more|Objects of more property slots|Objects and containers taking more memory)%r than the input's size allows at offset %d; peak within the bound: true
900 Random\Engine\Mt19937, as unserialize(): true
900 Random\Engine\Mt19937, as unserialize(): true
