--TEST--
BufferUnpacker and StreamUnpacker: an extension whose getType() gives what PHP cannot convert to an int warns ("could not be converted"); an error handler that throws there fails the constructor (or extendWith()) like a getType() that throws, and the object keeps its buffer and extensions (they were replaced although the call threw)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;
use MessagePack\StreamUnpacker;

class Good implements Extension
{
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength) { return 'good:' . $unpacker->read($extLength); }
}
// registered as the library registers any object: by what its getType() returns
class Weird
{
    public function getType() { return new stdClass; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength) { return 'weird:' . $unpacker->read($extLength); }
}

$bu = new BufferUnpacker("\xd4\x05\x41", null, [new Good]);
set_error_handler(function ($no, $msg) { throw new ErrorException($msg); });
try {
    $bu->__construct("\xd4\x01\x42", null, [new Weird]);
    echo "constructed\n";
} catch (ErrorException $e) {
    echo "__construct(): ", $e->getMessage(), "\n";
}
try {
    $other = new BufferUnpacker("\xd4\x01\x42", null, [new Good, new Weird]);
    echo "constructed\n";
} catch (ErrorException $e) {
    echo "new: ", $e->getMessage(), "\n";
}
$s = fopen('php://memory', 'w+');
fwrite($s, "\xd4\x05\x43");
rewind($s);
$su = new StreamUnpacker($s, null, [new Good]);
try {
    $su->__construct($s, null, [new Weird]);
    echo "constructed\n";
} catch (ErrorException $e) {
    echo "StreamUnpacker::__construct(): ", $e->getMessage(), "\n";
}
restore_error_handler();
var_dump($bu->unpack());
foreach ($su as $v) {
    var_dump($v);
}

// Without a handler that throws, the warning and the type PHP's conversion gives (1), as before.
$bu = @new BufferUnpacker("\xd4\x01\x44", null, [new Weird]);
var_dump($bu->unpack());
?>
--EXPECT--
__construct(): Object of class stdClass could not be converted to int
new: Object of class stdClass could not be converted to int
StreamUnpacker::__construct(): Object of class stdClass could not be converted to int
string(6) "good:A"
string(6) "good:C"
string(7) "weird:D"
