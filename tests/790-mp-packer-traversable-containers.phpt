--TEST--
MessagePack\Packer::packArray()/packMap() take Countable Traversable objects (the library's count() and foreach accept them); a generator and other non-arrays are a TypeError
--FILE--
<?php
$p = new MessagePack\Packer();
echo bin2hex($p->packMap(new ArrayObject(['a' => 1, 2 => 'b']))), "\n";
echo bin2hex($p->packArray(new ArrayIterator(['x' => 1, 'y' => 2]))), "\n";
// a Countable aggregate of a generator: the values in order (keys repeated), or the keys
class Collection implements IteratorAggregate, Countable
{
    public function __construct(private Closure $items) {}
    public function getIterator(): Generator { return ($this->items)(); }
    public function count(): int { return iterator_count(($this->items)()); }
}
echo bin2hex($p->packArray(new Collection(function () { yield 5 => 'a'; yield 5 => 'b'; yield 7 => 'c'; }))), "\n";
echo bin2hex($p->packMap(new Collection(function () { yield 'k' => [1]; }))), "\n";
foreach (['packArray', 'packMap'] as $m) {
    try {
        $p->$m((function () { yield 1; })());
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    $p->packArray(new stdClass());
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    $p->packMap(new Collection(function () { yield 1; throw new RuntimeException('boom'); }));
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
82a1610102a162
920102
93a161a162a163
81a16b9101
MessagePack\Packer::packArray(): Argument #1 ($array) must be of type Countable|array, Generator given
MessagePack\Packer::packMap(): Argument #1 ($map) must be of type Countable|array, Generator given
MessagePack\Packer::packArray(): Argument #1 ($array) must be of type array, stdClass given
RuntimeException: boom
