--TEST--
BufferUnpacker's $extensions: elements that are not objects, lack getType(), throw from it, answer through __call() or give its type as a string
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

// The constructor's $extensions are not type-checked (as in rybakit/msgpack.php): each element is asked getType()
class Magic { function __call($name, $args) { echo "Magic::__call($name)\n"; return 7; } }
class Throws { function getType() { throw new LogicException('no type'); } }
class StrType {
    function getType() { return '7'; }
    function unpackExt($u, $len) { return 'StrType: ' . $u->read($len); }
}
class Ext7 implements MessagePack\Extension {
    function getType(): int { return 7; }
    function pack(MessagePack\Packer $p, $v): ?string { return null; }
    function unpackExt(BufferUnpacker $u, int $len) { return 'Ext7: ' . $u->read($len); }
}
$byRef = new Ext7();
$cases = [
    'not an object' => [5],
    'no getType()' => [new stdClass()],
    'an internal class' => [new ArrayObject()],
    'getType() throws' => [new Throws()],
    '__call()' => [new Magic()],
    'getType() gives "7"' => [new StrType()],
    'an Extension' => [new Ext7()],
    'by reference' => [&$byRef],
];
foreach ($cases as $label => $extensions) {
    try {
        $u = new BufferUnpacker("\xd4\x07A", null, $extensions);
        echo "$label: ";
        var_dump($u->unpack());
    } catch (Throwable $e) {
        echo "$label: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
not an object: Error: Call to a member function getType() on int
no getType(): Error: Call to undefined method stdClass::getType()
an internal class: Error: Call to undefined method ArrayObject::getType()
getType() throws: LogicException: no type
Magic::__call(getType)
__call(): Magic::__call(unpackExt)
int(7)
getType() gives "7": string(10) "StrType: A"
an Extension: string(7) "Ext7: A"
by reference: string(7) "Ext7: A"
