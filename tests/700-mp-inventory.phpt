--TEST--
MessagePack\ API inventory: 21 symbols (3 interfaces, 18 classes; Structures and StreamUnpacker are this extension's own), final flags, parents, interfaces
--FILE--
<?php
$interfaces = [
    'MessagePack\CanBePacked',
    'MessagePack\CanPack',
    'MessagePack\Extension',
];
$classes = [
    'MessagePack\PackOptions',
    'MessagePack\UnpackOptions',
    'MessagePack\Packer',
    'MessagePack\BufferUnpacker',
    'MessagePack\StreamUnpacker',
    'MessagePack\Structures',
    'MessagePack\MessagePack',
    'MessagePack\Type\Bin',
    'MessagePack\Type\Map',
    'MessagePack\Type\Ext',
    'MessagePack\Type\Timestamp',
    'MessagePack\Extension\TimestampExtension',
    'MessagePack\TypeTransformer\StreamTransformer',
    'MessagePack\TypeTransformer\TraversableTransformer',
    'MessagePack\Exception\PackingFailedException',
    'MessagePack\Exception\UnpackingFailedException',
    'MessagePack\Exception\InsufficientDataException',
    'MessagePack\Exception\InvalidOptionException',
];
foreach ($interfaces as $name) {
    $rc = new ReflectionClass($name);
    $parents = $rc->getInterfaceNames();
    sort($parents);
    printf("%s: interface=%s extends=[%s]\n", $name, var_export($rc->isInterface(), true), implode(', ', $parents));
}
foreach ($classes as $name) {
    $rc = new ReflectionClass($name);
    $ifaces = $rc->getInterfaceNames();
    sort($ifaces);
    $parent = $rc->getParentClass();
    printf("%s: %s%s parent=%s implements=[%s]\n", $name, $rc->isFinal() ? 'final ' : '',
        $rc->isInterface() ? 'interface' : ($rc->isAbstract() ? 'abstract class' : 'class'),
        $parent ? $parent->getName() : '-', implode(', ', $ifaces));
}

// After loading everything, the namespace holds exactly these symbols: no traits, no enums, nothing extra.
$all = array_merge(get_declared_classes(), get_declared_interfaces(), get_declared_traits());
$ours = array_values(array_filter($all, fn ($n) => str_starts_with($n, 'MessagePack\\')));
sort($ours);
$expected = array_merge($interfaces, $classes);
sort($expected);
var_dump(count($ours), $ours === $expected);
var_dump(count(array_filter($ours, 'interface_exists')), count(array_filter($ours, 'trait_exists')),
    count(array_filter($ours, 'enum_exists')));

// the interface methods
foreach ($interfaces as $name) {
    foreach ((new ReflectionClass($name))->getMethods() as $m) {
        $params = [];
        foreach ($m->getParameters() as $p) {
            $params[] = ($p->hasType() ? $p->getType() . ' ' : '') . '$' . $p->getName();
        }
        printf("%s::%s(%s)%s [declared in %s]\n", $name, $m->getName(), implode(', ', $params),
            $m->hasReturnType() ? ' : ' . $m->getReturnType() : '', $m->getDeclaringClass()->getName());
    }
}
?>
--EXPECT--
MessagePack\CanBePacked: interface=true extends=[]
MessagePack\CanPack: interface=true extends=[]
MessagePack\Extension: interface=true extends=[MessagePack\CanPack]
MessagePack\PackOptions: final class parent=- implements=[]
MessagePack\UnpackOptions: final class parent=- implements=[]
MessagePack\Packer: class parent=- implements=[]
MessagePack\BufferUnpacker: class parent=- implements=[]
MessagePack\StreamUnpacker: class parent=- implements=[IteratorAggregate, Traversable]
MessagePack\Structures: final class parent=- implements=[Countable]
MessagePack\MessagePack: final class parent=- implements=[]
MessagePack\Type\Bin: final class parent=- implements=[MessagePack\CanBePacked]
MessagePack\Type\Map: final class parent=- implements=[MessagePack\CanBePacked]
MessagePack\Type\Ext: final class parent=- implements=[MessagePack\CanBePacked]
MessagePack\Type\Timestamp: final class parent=- implements=[]
MessagePack\Extension\TimestampExtension: final class parent=- implements=[MessagePack\CanPack, MessagePack\Extension]
MessagePack\TypeTransformer\StreamTransformer: class parent=- implements=[MessagePack\CanPack]
MessagePack\TypeTransformer\TraversableTransformer: class parent=- implements=[MessagePack\CanPack]
MessagePack\Exception\PackingFailedException: class parent=RuntimeException implements=[Stringable, Throwable]
MessagePack\Exception\UnpackingFailedException: class parent=RuntimeException implements=[Stringable, Throwable]
MessagePack\Exception\InsufficientDataException: class parent=MessagePack\Exception\UnpackingFailedException implements=[Stringable, Throwable]
MessagePack\Exception\InvalidOptionException: class parent=InvalidArgumentException implements=[Stringable, Throwable]
int(21)
bool(true)
int(3)
int(0)
int(0)
MessagePack\CanBePacked::pack(MessagePack\Packer $packer) : string [declared in MessagePack\CanBePacked]
MessagePack\CanPack::pack(MessagePack\Packer $packer, $value) : ?string [declared in MessagePack\CanPack]
MessagePack\Extension::getType() : int [declared in MessagePack\Extension]
MessagePack\Extension::unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength) [declared in MessagePack\Extension]
MessagePack\Extension::pack(MessagePack\Packer $packer, $value) : ?string [declared in MessagePack\CanPack]
