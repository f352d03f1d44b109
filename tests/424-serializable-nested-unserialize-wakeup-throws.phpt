--TEST--
Serializable::unserialize() calling unserialize() whose object's __wakeup() throws when the shared context ends: the exception ends the decode as it ends unserialize(), with the same magic methods in the same order; MessagePackUnpacker drops that message and reads the next
--EXTENSIONS--
msgpack
--FILE--
<?php
class W {
    public $n = 0;
    function __wakeup() { echo "W::__wakeup\n"; throw new DomainException('from W::__wakeup'); }
    function __destruct() { echo "W::__destruct\n"; }
}
class S implements Serializable {
    public $inner;
    function serialize() { return 'x'; }
    function unserialize($data) {
        echo "S::unserialize\n";
        $this->inner = unserialize('O:1:"W":1:{s:1:"n";i:1;}');
        echo "nested unserialize() returned\n";
    }
    function __serialize(): array { return []; }
    function __unserialize(array $d): void {}
    function __destruct() { echo "S::__destruct\n"; }
}
/* What a call prints (magic methods, in their order) and how it ends. */
function run(callable $f): string
{
    ob_start();
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    gc_collect_cycles();
    return ob_get_clean();
}
// the nested unserialize() defers W::__wakeup() to the end of the outer call, where it throws
$expected = run(fn () => unserialize('a:2:{i:0;C:1:"S":1:{x}i:1;i:5;}'));
var_dump(str_ends_with($expected, "DomainException: from W::__wakeup\n"));
$bytes = "\x92\x82\xc0\x03\xa1S\xa1x\x05";
var_dump(run(fn () => msgpack_unpack($bytes)) === $expected);
$u = new MessagePackUnpacker();
$u->feed($bytes . "\x07");
var_dump(run(fn () => $u->execute()) === $expected);
// the message that threw is dropped, the next one is read
var_dump($u->execute(), $u->data());
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
int(7)
