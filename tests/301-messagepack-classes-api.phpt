--TEST--
MessagePack and MessagePackUnpacker: methods, parameter names, no declared types, constants
--EXTENSIONS--
msgpack
--FILE--
<?php
foreach (['MessagePack', 'MessagePackUnpacker'] as $class) {
    $rc = new ReflectionClass($class);
    printf("%s: final=%d abstract=%d cloneable=%d internal=%d parent=%s\n", $class, $rc->isFinal(), $rc->isAbstract(),
        $rc->isCloneable(), $rc->isInternal(), var_export($rc->getParentClass(), true));
    foreach ($rc->getReflectionConstants() as $c) {
        printf("  const %s = %d\n", $c->getName(), $c->getValue());
    }
    foreach ($rc->getProperties() as $p) {
        echo "  property ", $p->getName(), "\n";
    }
    foreach ($rc->getMethods() as $m) {
        $params = [];
        foreach ($m->getParameters() as $p) {
            $params[] = ($p->isPassedByReference() ? '&' : '') . '$' . $p->getName()
                . ($p->isOptional() ? ' = ' . ($p->isDefaultValueAvailable() ? var_export($p->getDefaultValue(), true) : '?') : '')
                . ($p->hasType() ? ' [type ' . $p->getType() . ']' : '');
        }
        printf("  %s %s(%s)%s required=%d\n", implode(' ', Reflection::getModifierNames($m->getModifiers())),
            $m->getName(), implode(', ', $params), $m->hasReturnType() ? ': ' . $m->getReturnType() : '',
            $m->getNumberOfRequiredParameters());
    }
}
var_dump(MESSAGEPACK_OPT_PHPONLY, MESSAGEPACK_OPT_ASSOC, MESSAGEPACK_OPT_FORCE_F32, MESSAGEPACK_OPT_THROW);
var_dump(MessagePack::OPT_PHPONLY === MESSAGEPACK_OPT_PHPONLY, MessagePack::OPT_ASSOC === MESSAGEPACK_OPT_ASSOC,
    MessagePack::OPT_FORCE_F32 === MESSAGEPACK_OPT_FORCE_F32, MessagePack::OPT_THROW === MESSAGEPACK_OPT_THROW);
var_dump(defined('MessagePackUnpacker::OPT_PHPONLY'));

// named arguments use PECL's names
$mp = new MessagePack(opt: false);
var_dump(bin2hex($mp->pack(value: [1])), $mp->unpack(str: "\x91\x01", object: null, options: ['max_depth' => 3]));
var_dump($mp->setOption(option: MessagePack::OPT_ASSOC, value: true));
$u = new MessagePackUnpacker(options: ['max_depth' => 2]);
var_dump($u->feed(str: "\x01"), $u->execute(), $u->data(object: null));
$o = 0;
var_dump($u->execute(str: "\x02", offset: $o), $o, $u->data());
var_dump($u->setOption(option: MessagePack::OPT_PHPONLY, value: 0));
?>
--EXPECT--
MessagePack: final=0 abstract=0 cloneable=1 internal=1 parent=false
  const OPT_PHPONLY = -1001
  const OPT_ASSOC = -1002
  const OPT_FORCE_F32 = -1003
  const OPT_THROW = -1004
  public __construct($opt = NULL) required=0
  public setOption($option, $value) required=2
  public pack($value) required=1
  public unpack($str, $object = NULL, $options = NULL) required=1
  public unpacker() required=0
MessagePackUnpacker: final=0 abstract=0 cloneable=0 internal=1 parent=false
  public __construct($opt = NULL, $options = NULL) required=0
  public __destruct() required=0
  public setOption($option, $value) required=2
  public feed($str) required=1
  public execute($str = NULL, &$offset = NULL) required=0
  public data($object = NULL) required=0
  public reset() required=0
int(-1001)
int(-1002)
int(-1003)
int(-1004)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
string(4) "9101"
array(1) {
  [0]=>
  int(1)
}
bool(true)
bool(true)
bool(true)
int(1)
bool(true)
int(1)
int(2)
bool(true)
