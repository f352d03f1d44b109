--TEST--
BcMath\Number (PHP 8.4, final readonly, __serialize()/__unserialize()) round-trips as unserialize() restores it, and invalid data gives unserialize()'s exception
--EXTENSIONS--
msgpack
bcmath
--SKIPIF--
<?php if (!class_exists('BcMath\Number')) die('skip BcMath\Number needs PHP 8.4'); ?>
--FILE--
<?php
$log = [];
class Probe {
    public $inner;
    function __construct($inner) { $this->inner = $inner; }
    function __wakeup() { global $log; $log[] = 'wakeup ' . serialize($this->inner) . ' = ' . $this->inner; }
}
$numbers = [new BcMath\Number('12.3450'), (new BcMath\Number('1'))->div('3', 20), new BcMath\Number(-42)];
$differences = 0;
foreach ($numbers as $n) {
    foreach (['alone' => $n, 'shared' => [$n, $n], 'inside' => new Probe($n), 'ref' => (function ($n) { $a = [$n]; return [&$a, &$a]; })($n)] as $shape => $value) {
        $log = [];
        $expected = serialize(unserialize(serialize($value)));
        $expectedLog = $log;
        $log = [];
        $actual = serialize(msgpack_unpack(msgpack_pack($value)));
        if ($actual !== $expected || $log !== $expectedLog) {
            $differences++;
            echo "DIFF $n, $shape\n  unserialize(): $expected\n  msgpack:       $actual\n";
        }
    }
}
echo $differences, " differences\n";
echo msgpack_unpack(msgpack_pack($numbers[1]))->scale, "\n";
foreach ([['value' => 'abc'], ['value' => 1], [], ['value' => '1', 'x' => 1]] as $payload) {
    $s = 'O:13:"BcMath\Number":' . substr(serialize($payload), 2);
    $m = "\x82\xc0" . msgpack_pack('BcMath\Number') . "\xc0" . ($payload ? msgpack_pack($payload) : "\x90");
    $results = [];
    foreach (['unserialize' => fn() => unserialize($s), 'msgpack' => fn() => msgpack_unpack($m)] as $codec => $f) {
        try {
            $results[$codec] = (string) $f();
        } catch (Throwable $e) {
            $results[$codec] = get_class($e) . ': ' . $e->getMessage();
        }
    }
    echo $results['unserialize'] === $results['msgpack'] ? 'same: ' : 'DIFF: ', implode(' | ', array_unique($results)), "\n";
}
?>
--EXPECT--
0 differences
20
same: Exception: Invalid serialization data for BcMath\Number object
same: Exception: Invalid serialization data for BcMath\Number object
same: Exception: Invalid serialization data for BcMath\Number object
same: 1
