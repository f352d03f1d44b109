--TEST--
MessagePackUnpacker::data($template) takes the unpacker's own throw mode (its constructor's options, setOption(), MessagePack::unpacker()) over msgpack.throw, and records its failure for msgpack_last_error(), as MessagePack::unpack() with a template does
--FILE--
<?php
class Q
{
    public $a = ['x' => 0]; // an int cannot fill it
}

function data_of(MessagePackUnpacker $u, string $label): void
{
    $u->feed(msgpack_pack([5]));
    $u->execute();
    try {
        $r = @$u->data('Q');
        echo "$label: no exception, ", var_export($r, true), ', msgpack_last_error() ', msgpack_last_error(), "\n";
    } catch (Throwable $e) {
        echo "$label: ", get_class($e), ' (code ', $e->getCode(), '): ', $e->getMessage(),
            ', msgpack_last_error() ', msgpack_last_error(), "\n";
    }
}

data_of(new MessagePackUnpacker(false, ['throw' => true]), "['throw' => true]");
$u = new MessagePackUnpacker();
$u->setOption(MessagePack::OPT_THROW, true);
data_of($u, 'setOption(OPT_THROW, true)');
$m = new MessagePack();
$m->setOption(MessagePack::OPT_THROW, true);
data_of($m->unpacker(), 'MessagePack::unpacker() of a throwing MessagePack');
ini_set('msgpack.throw', '1');
data_of(new MessagePackUnpacker(false, ['throw' => false]), "['throw' => false] under msgpack.throw=1");
ini_set('msgpack.throw', '0');
data_of(new MessagePackUnpacker(), 'the default');
// a conversion that works leaves the last error as it was
$u = new MessagePackUnpacker(false, ['throw' => true]);
$u->feed(msgpack_pack(['a' => ['x' => 1]]));
$u->execute();
var_dump($u->data('Q')->a, msgpack_last_error());
?>
--EXPECT--
['throw' => true]: MessagePack\Exception\UnpackingFailedException (code 6): (msgpack_convert_array) input data is not array, msgpack_last_error() 6
setOption(OPT_THROW, true): MessagePack\Exception\UnpackingFailedException (code 6): (msgpack_convert_array) input data is not array, msgpack_last_error() 6
MessagePack::unpacker() of a throwing MessagePack: MessagePack\Exception\UnpackingFailedException (code 6): (msgpack_convert_array) input data is not array, msgpack_last_error() 6
['throw' => false] under msgpack.throw=1: no exception, NULL, msgpack_last_error() 6
the default: no exception, NULL, msgpack_last_error() 6
array(1) {
  ["x"]=>
  int(1)
}
int(0)
