--TEST--
MessagePack\ API signatures: BufferUnpacker, StreamUnpacker, Type classes, TimestampExtension, type transformers
--FILE--
<?php
// Return types the library declares as `self` reflect as the class name here: gen_stub.php, which generates our
// arginfo, requires the exact class name (docs/migrating-from-rybakit.md).
function describe(string $class): void
{
    $rc = new ReflectionClass($class);
    echo $class, "\n";
    $methods = [];
    foreach ($rc->getMethods() as $m) {
        if ($m->getDeclaringClass()->getName() !== $rc->getName()) {
            continue;
        }
        if (!$m->isPublic() && !$m->isConstructor()) {
            continue; // private helpers are not API
        }
        $methods[$m->getName()] = $m;
    }
    uksort($methods, fn ($a, $b) => [$a !== '__construct', $a] <=> [$b !== '__construct', $b]);
    foreach ($methods as $m) {
        $params = [];
        foreach ($m->getParameters() as $p) {
            $s = ($p->hasType() ? $p->getType() . ' ' : '') . ($p->isVariadic() ? '...' : '') . '$' . $p->getName();
            if ($p->isDefaultValueAvailable()) {
                $d = $p->getDefaultValue();
                $s .= ' = ' . ($d === [] ? '[]' : var_export($d, true));
            } elseif ($p->isOptional() && !$p->isVariadic()) {
                $s .= ' = ?';
            }
            $params[] = $s;
        }
        printf("  %s%s%s(%s)%s\n", $m->isPrivate() ? 'private ' : ($m->isProtected() ? 'protected ' : ''),
            $m->isStatic() ? 'static ' : '', $m->getName(), implode(', ', $params),
            $m->hasReturnType() ? ' : ' . $m->getReturnType() : '');
    }
}

foreach ([
    'MessagePack\BufferUnpacker',
    'MessagePack\StreamUnpacker',
    'MessagePack\Type\Bin',
    'MessagePack\Type\Map',
    'MessagePack\Type\Ext',
    'MessagePack\Type\Timestamp',
    'MessagePack\Extension\TimestampExtension',
    'MessagePack\TypeTransformer\StreamTransformer',
    'MessagePack\TypeTransformer\TraversableTransformer',
] as $class) {
    describe($class);
}
var_dump((new ReflectionClass('MessagePack\Extension\TimestampExtension'))->getConstructor());
var_dump((new ReflectionClass('MessagePack\TypeTransformer\StreamTransformer'))->getConstructor());
?>
--EXPECT--
MessagePack\BufferUnpacker
  __construct(string $buffer = '', $options = NULL, array $extensions = [])
  append(string $data) : MessagePack\BufferUnpacker
  extendWith(MessagePack\Extension $extension, MessagePack\Extension ...$extensions) : MessagePack\BufferUnpacker
  getRemainingCount() : int
  hasRemaining() : bool
  read($length)
  release() : int
  reset(string $buffer = '') : MessagePack\BufferUnpacker
  seek(int $offset) : MessagePack\BufferUnpacker
  skip(int $length) : MessagePack\BufferUnpacker
  tryUnpack() : array
  unpack()
  unpackArray()
  unpackArrayHeader()
  unpackBin()
  unpackBool()
  unpackExt()
  unpackFloat()
  unpackInt()
  unpackMap()
  unpackMapHeader()
  unpackNil()
  unpackStr()
  withBuffer(string $buffer) : MessagePack\BufferUnpacker
  withStructures(MessagePack\Structures $structures) : MessagePack\BufferUnpacker
MessagePack\StreamUnpacker
  __construct($stream, $options = NULL, array $extensions = [])
  getIterator() : Iterator
MessagePack\Type\Bin
  __construct(string $data)
  pack(MessagePack\Packer $packer) : string
MessagePack\Type\Map
  __construct(array $map)
  pack(MessagePack\Packer $packer) : string
MessagePack\Type\Ext
  __construct(int $type, string $data)
  pack(MessagePack\Packer $packer) : string
MessagePack\Type\Timestamp
  __construct(int $seconds, int $nanoseconds = 0)
  static fromDateTime(DateTimeInterface $date) : MessagePack\Type\Timestamp
  getNanoseconds() : int
  getSeconds() : int
  static now() : MessagePack\Type\Timestamp
MessagePack\Extension\TimestampExtension
  getType() : int
  pack(MessagePack\Packer $packer, $value) : ?string
  unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength)
MessagePack\TypeTransformer\StreamTransformer
  pack(MessagePack\Packer $packer, $value) : ?string
MessagePack\TypeTransformer\TraversableTransformer
  private __construct(bool $packToMap)
  pack(MessagePack\Packer $packer, $value) : ?string
  static toArray() : MessagePack\TypeTransformer\TraversableTransformer
  static toMap() : MessagePack\TypeTransformer\TraversableTransformer
NULL
NULL
