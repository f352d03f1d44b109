--TEST--
MessagePack\ API signatures: options, Packer, facade and exception classes (names, untyped params, defaults, return types)
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
    'MessagePack\PackOptions',
    'MessagePack\UnpackOptions',
    'MessagePack\Packer',
    'MessagePack\MessagePack',
    'MessagePack\Exception\PackingFailedException',
    'MessagePack\Exception\UnpackingFailedException',
    'MessagePack\Exception\InsufficientDataException',
    'MessagePack\Exception\InvalidOptionException',
] as $class) {
    describe($class);
}
?>
--EXPECT--
MessagePack\PackOptions
  private __construct($strBinMode, $arrMapMode, $floatMode)
  static fromBitmask(int $bitmask) : MessagePack\PackOptions
  static fromDefaults() : MessagePack\PackOptions
  isCompactMode() : bool
  isDetectArrMapMode() : bool
  isDetectStrBinMode() : bool
  isForceArrMode() : bool
  isForceBinMode() : bool
  isForceFloat32Mode() : bool
  isForceMapMode() : bool
  isForceStrMode() : bool
  isRecordsMode() : bool
  isSequentialMode() : bool
MessagePack\UnpackOptions
  private __construct($bigIntMode)
  static fromBitmask(int $bitmask) : MessagePack\UnpackOptions
  static fromDefaults() : MessagePack\UnpackOptions
  isBigIntAsDecMode() : bool
  isBigIntAsGmpMode() : bool
  isBigIntAsStrMode() : bool
  isCompactMode() : bool
MessagePack\Packer
  __construct($options = NULL, array $transformers = [])
  extendWith(MessagePack\CanPack $transformer, MessagePack\CanPack ...$transformers) : MessagePack\Packer
  pack($value)
  packArray($array)
  packArrayHeader($size)
  packBin($str)
  packBool($bool)
  packExt($type, $data)
  packFloat($float)
  packFloat32($float)
  packFloat64($float)
  packInt($int)
  packMap($map)
  packMapHeader($size)
  packNil()
  packStr($str)
  packToStream($stream, $value)
  withStructures(MessagePack\Structures $structures) : MessagePack\Packer
MessagePack\MessagePack
  private __construct()
  static pack($value, $options = NULL) : string
  static unpack(string $data, $options = NULL)
MessagePack\Exception\PackingFailedException
  static unsupportedType($value) : MessagePack\Exception\PackingFailedException
MessagePack\Exception\UnpackingFailedException
  static invalidMapKeyType(int $code) : MessagePack\Exception\UnpackingFailedException
  static unexpectedCode(int $code, string $type) : MessagePack\Exception\UnpackingFailedException
  static unknownCode(int $code) : MessagePack\Exception\UnpackingFailedException
MessagePack\Exception\InsufficientDataException
  __construct(string $message = 'Not enough data to read', int $code = 0, ?Throwable $previous = NULL)
MessagePack\Exception\InvalidOptionException
  static outOfRange(string $invalidOption, array $validOptions) : MessagePack\Exception\InvalidOptionException
