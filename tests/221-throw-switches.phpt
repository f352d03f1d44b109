--TEST--
throw mode: the three switches (['throw' => bool], setOption(OPT_THROW), msgpack.throw), which overrides which, and when objects take the INI setting
--EXTENSIONS--
msgpack
--FILE--
<?php
function show(string $what, callable $call): void
{
    try {
        $result = @$call();
        echo "$what: ", is_string($result) ? bin2hex($result) : var_export($result, true), "\n";
    } catch (Throwable $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
var_dump(MESSAGEPACK_OPT_THROW, MessagePack::OPT_THROW);

echo "-- the options array\n";
show('msgpack_unpack throw', fn () => msgpack_unpack("\xc1", null, ['throw' => true]));
show('msgpack_unserialize throw', fn () => msgpack_unserialize("\xc1", null, ['throw' => true]));
show('msgpack_unpack throw=false', fn () => msgpack_unpack("\xc1", null, ['throw' => false]));
show('msgpack_unpack no option', fn () => msgpack_unpack("\xc1"));
show('with a template', fn () => msgpack_unpack("\x81\xa1a\x01\x02", 'stdClass', ['throw' => true]));
show('success', fn () => msgpack_unpack("\x81\xa1a\x01", 'stdClass', ['throw' => true]));
show('with other options', fn () => msgpack_unpack("\x91\x91\x01", null, ['throw' => true, 'max_depth' => 1]));
show('not a bool', fn () => msgpack_unpack("\xc1", null, ['throw' => 1]));
show('not a bool', fn () => msgpack_unpack("\xc1", null, ['throw' => null]));
$mp = new MessagePack();
show('MessagePack::unpack throw', fn () => $mp->unpack("\xc1", null, ['throw' => true]));
show('MessagePack::unpack not a bool', fn () => $mp->unpack("\xc1", null, ['throw' => 'yes']));
$u = new MessagePackUnpacker(null, ['throw' => true]);
show('MessagePackUnpacker options', fn () => $u->execute("\xc1"));
show('MessagePackUnpacker not a bool', fn () => new MessagePackUnpacker(null, ['throw' => 0]));

echo "-- setOption\n";
$mp = new MessagePack();
var_dump($mp->setOption(MessagePack::OPT_THROW, true));
show('MessagePack::unpack', fn () => $mp->unpack("\xc1"));
show('MessagePack::pack', fn () => $mp->pack(STDIN));
show('the options array overrides it', fn () => $mp->unpack("\xc1", null, ['throw' => false]));
show('MessagePack::unpacker() inherits it', fn () => $mp->unpacker()->execute("\xc1"));
$clone = clone $mp;
show('a clone keeps it', fn () => $clone->unpack("\xc1"));
var_dump($mp->setOption(MESSAGEPACK_OPT_THROW, 0));
show('MessagePack::unpack off again', fn () => $mp->unpack("\xc1"));
$u = new MessagePackUnpacker();
var_dump($u->setOption(MessagePack::OPT_THROW, 'yes'));
show('MessagePackUnpacker::execute', fn () => $u->execute("\xc1"));
$u = new MessagePackUnpacker(null, ['throw' => true]);
var_dump($u->setOption(MessagePack::OPT_THROW, false));
show('setOption overrides the constructor array', fn () => $u->execute("\xc1"));
show('no such option', fn () => (new MessagePack())->setOption(-1005, true));

echo "-- msgpack.throw\n";
$before = new MessagePack();
$unpackerBefore = new MessagePackUnpacker();
ini_set('msgpack.throw', '1');
show('msgpack_unpack', fn () => msgpack_unpack("\xc1"));
show('msgpack_unserialize', fn () => msgpack_unserialize("\x01\x02"));
show('msgpack_pack', fn () => msgpack_pack(STDIN));
show('msgpack_serialize', fn () => msgpack_serialize(STDIN));
show('the options array overrides it', fn () => msgpack_unpack("\xc1", null, ['throw' => false]));
show('new MessagePack', fn () => (new MessagePack())->unpack("\xc1"));
show('new MessagePack, setOption off', function () {
    $mp = new MessagePack();
    $mp->setOption(MessagePack::OPT_THROW, false);
    return $mp->unpack("\xc1");
});
show('new MessagePackUnpacker', fn () => (new MessagePackUnpacker())->execute("\xc1"));
show('new MessagePackUnpacker, array off', fn () => (new MessagePackUnpacker(null, ['throw' => false]))->execute("\xc1"));
show('MessagePack made before: its own snapshot', fn () => $before->unpack("\xc1"));
show('MessagePackUnpacker made before', fn () => $unpackerBefore->execute("\xc1"));
$made = new MessagePack();
$made2 = new MessagePackUnpacker();
ini_set('msgpack.throw', '0');
show('MessagePack made while on', fn () => $made->unpack("\xc1"));
show('MessagePackUnpacker made while on', fn () => $made2->execute("\xc1"));
show('__construct() again takes the setting now', function () use ($made) {
    $made->__construct();
    return $made->unpack("\xc1");
});
?>
--EXPECT--
int(-1004)
int(-1004)
-- the options array
msgpack_unpack throw: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
msgpack_unserialize throw: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
msgpack_unpack throw=false: false
msgpack_unpack no option: false
with a template: MessagePack\Exception\UnpackingFailedException: Extra bytes at offset 4
success: (object) array(
   'a' => 1,
)
with other options: MessagePack\Exception\UnpackingFailedException: Memory error at offset 2
not a bool: TypeError: msgpack_unpack(): Option "throw" must be of type bool, int given
not a bool: TypeError: msgpack_unpack(): Option "throw" must be of type bool, null given
MessagePack::unpack throw: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
MessagePack::unpack not a bool: TypeError: MessagePack::unpack(): Option "throw" must be of type bool, string given
MessagePackUnpacker options: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
MessagePackUnpacker not a bool: TypeError: MessagePackUnpacker::__construct(): Option "throw" must be of type bool, int given
-- setOption
bool(true)
MessagePack::unpack: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
MessagePack::pack: MessagePack\Exception\PackingFailedException: type is unsupported
the options array overrides it: false
MessagePack::unpacker() inherits it: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
a clone keeps it: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
bool(true)
MessagePack::unpack off again: false
bool(true)
MessagePackUnpacker::execute: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
bool(true)
setOption overrides the constructor array: false
no such option: false
-- msgpack.throw
msgpack_unpack: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
msgpack_unserialize: MessagePack\Exception\UnpackingFailedException: Extra bytes at offset 1
msgpack_pack: MessagePack\Exception\PackingFailedException: type is unsupported
msgpack_serialize: MessagePack\Exception\PackingFailedException: type is unsupported
the options array overrides it: false
new MessagePack: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
new MessagePack, setOption off: false
new MessagePackUnpacker: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
new MessagePackUnpacker, array off: false
MessagePack made before: its own snapshot: false
MessagePackUnpacker made before: false
MessagePack made while on: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
MessagePackUnpacker made while on: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
__construct() again takes the setting now: false
