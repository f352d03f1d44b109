--TEST--
MessagePack\Packer::packArray()/packMap() take Traversable objects (the library's foreach accepted them); other non-arrays are a TypeError
--FILE--
<?php
$p = new MessagePack\Packer();
echo bin2hex($p->packMap(new ArrayObject(['a' => 1, 2 => 'b']))), "\n";
echo bin2hex($p->packArray(new ArrayIterator(['x' => 1, 'y' => 2]))), "\n";
$gen = (function () { yield 5 => 'a'; yield 5 => 'b'; yield 7 => 'c'; })();
echo bin2hex($p->packArray($gen)), "\n";
echo bin2hex($p->packMap((function () { yield 'k' => [1]; })())), "\n";
try {
    $p->packArray(new stdClass());
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    $p->packMap((function () { yield 1; throw new RuntimeException('boom'); })());
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
82a1610102a162
920102
93a161a162a163
81a16b9101
MessagePack\Packer::packArray(): Argument #1 ($array) must be of type array, stdClass given
RuntimeException: boom
