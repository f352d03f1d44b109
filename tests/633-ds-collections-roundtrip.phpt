--TEST--
php-ds collections (Map with object keys, Set, Pair, PriorityQueue, nested) round-trip as unserialize() restores them: alone, shared, inside objects whose __wakeup()/__unserialize() read them, with allowed_classes
--EXTENSIONS--
msgpack
ds
--FILE--
<?php
$log = [];
class Probe {
    public $inner, $tag;
    function __construct($inner, $tag) { $this->inner = $inner; $this->tag = $tag; }
    function __wakeup() { global $log; $log[] = "wakeup {$this->tag} " . serialize($this->inner); }
}
class UProbe {
    public $inner;
    function __construct($inner) { $this->inner = $inner; }
    function __serialize(): array { return [$this->inner]; }
    function __unserialize(array $d): void { global $log; $this->inner = $d[0]; $log[] = '__unserialize ' . serialize($d[0]); }
}
$shared = new stdClass;
$map = new Ds\Map();
$map->put(new Probe(1, 'key'), new UProbe($shared));
$map->put([1, 2], 'array key');
$pq = new Ds\PriorityQueue();
$pq->push(new Probe(2, 'low'), 1);
$pq->push('high', 9);
$values = [
    'map' => $map,
    'set' => new Ds\Set([1, 'x', $shared, 2.5]),
    'pair' => new Ds\Pair(new Probe(3, 'pair key'), new Ds\Deque([$shared, $shared])),
    'priority queue' => $pq,
    'nested' => new Ds\Vector([new Ds\Stack([new Probe(new Ds\Queue([4]), 'deep')]), new Ds\Set([5])]),
];
$differences = 0;
foreach ($values as $name => $v) {
    $shapes = ['alone' => $v, 'shared' => [$v, $v, [$v]], 'inside' => new UProbe(new Probe($v, 'outer')),
        'ref' => (function ($v) { $a = [$v]; return [&$a, &$a]; })($v)];
    foreach ($shapes as $shape => $value) {
        foreach ([[], ['allowed_classes' => ['Probe', 'UProbe']], ['allowed_classes' => false]] as $i => $opts) {
            $log = [];
            $expected = @serialize(@unserialize(serialize($value), $opts));
            $expectedLog = $log;
            $log = [];
            $actual = @serialize(@msgpack_unpack(msgpack_pack($value), null, $opts));
            if ($actual !== $expected || $log !== $expectedLog) {
                $differences++;
                echo "DIFF $name, $shape, options $i\n  unserialize(): $expected\n  msgpack:       $actual\n";
            }
        }
    }
}
echo $differences, " differences\n";
$back = msgpack_unpack(msgpack_pack($map));
foreach ($back as $k => $v) {
    echo get_debug_type($k), ' => ', get_debug_type($v), "\n";
}
?>
--EXPECT--
0 differences
Probe => UProbe
array => string
