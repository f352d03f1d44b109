--TEST--
Compact mode: BufferUnpacker's typed readers take each compact form for what it decodes to (a record a map, a string definition or reference a str or bin, a shared array's definition or a bundle the value after it) and refuse it otherwise: unpackInt() never returns a record's map, unpackExt() never a compact form's value
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, Structures, UnpackOptions};

function reads(string $hex, array $methods, int $options = UnpackOptions::COMPACT, ?callable $setup = null): void
{
    echo $hex, "\n";
    foreach ($methods as $method) {
        $u = new BufferUnpacker(hex2bin($hex), $options);
        if ($setup) {
            $u = $setup($u);
        }
        try {
            $v = $u->$method();
            $r = is_object($v) ? get_class($v) . ' ' . json_encode($v) : json_encode($v);
        } catch (Throwable $e) {
            $r = get_class($e) . ': ' . $e->getMessage() . ', then ' . (function () use ($u) {
                try {
                    return json_encode($u->unpack());
                } catch (Throwable $e) {
                    return $e->getMessage();
                }
            })();
        }
        echo "  $method(): $r\n";
    }
}
class RecordExt implements Extension
{
    public function getType(): int { return 0x72; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed { return 'ext:' . bin2hex($unpacker->read($extLength)); }
}

echo "-- a record definition and its first instance is a map\n";
reads('d4724091a2696401', ['unpackMap', 'unpackExt', 'unpackArray', 'unpackMapHeader']);
echo "-- ... unless an Extension takes type 114, or not in compact mode: an ext\n";
reads('d4724091a2696401', ['unpackExt', 'unpackMap'], UnpackOptions::COMPACT, fn ($u) => $u->extendWith(new RecordExt));
reads('d4724091a2696401', ['unpackExt', 'unpackMap'], 0);
echo "-- type 114 in another form is an ext value\n";
reads('c70172400191a2696401', ['unpackExt', 'unpackMap']);

echo "-- a record's instance id is a map, where a record has it (the stream's, a shared structure), else an int\n";
foreach (['unpackInt', 'unpackMap'] as $method) {
    $u = new BufferUnpacker(hex2bin('d4724091a26964014002'), UnpackOptions::COMPACT);
    $u->unpack();
    try {
        $r = json_encode($u->$method());
    } catch (Throwable $e) {
        $r = $e->getMessage() . ', then ' . json_encode($u->unpack());
    }
    echo "  after the definition, $method(): $r\n";
}
reads('4002', ['unpackInt', 'unpackMap'], UnpackOptions::COMPACT, fn ($u) => $u->withStructures(new Structures([['id']])));
reads('4002', ['unpackInt', 'unpackMap']);
reads('7f', ['unpackInt'], UnpackOptions::COMPACT, fn ($u) => $u->withStructures(new Structures([['id']])));

echo "-- a string definition is a string, str or bin\n";
reads('d65361626364', ['unpackStr', 'unpackBin', 'unpackExt', 'unpackArray']);
reads('d65361626364', ['unpackExt', 'unpackStr'], 0);
echo "-- a string or array reference with nothing defined before it (the first value of a message): an error or refused\n";
reads('d45e00', ['unpackStr', 'unpackExt']);
reads('d44000', ['unpackArray', 'unpackExt']);

echo "-- a shared array's definition and a bundle are the value after them\n";
reads('c700419301a3616263a3616263', ['unpackArray', 'unpackStr', 'unpackExt']);
reads('c70041c70041c0', ['unpackNil', 'unpackArray']);
reads('d66200000006c104a0a461626364', ['unpackStr', 'unpackBin', 'unpackInt', 'unpackExt']);
reads('d662000000069101a0a0', ['unpackArray', 'unpackStr']);
echo "-- cut short where the form is not known yet: not enough data, as for a plain value of the kind asked for cut short (tests/901); the first byte's kind for unpackExt()\n";
reads('c70041', ['unpackArray', 'unpackExt']);
reads('d4', ['unpackMap', 'unpackExt']);
?>
--EXPECT--
-- a record definition and its first instance is a map
d4724091a2696401
  unpackMap(): {"id":1}
  unpackExt(): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xd4, then 114
  unpackArray(): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0xd4, then 114
  unpackMapHeader(): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0xd4, then 114
-- ... unless an Extension takes type 114, or not in compact mode: an ext
d4724091a2696401
  unpackExt(): "ext:40"
  unpackMap(): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0xd4, then 114
d4724091a2696401
  unpackExt(): MessagePack\Type\Ext {"type":114,"data":"@"}
  unpackMap(): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0xd4, then 114
-- type 114 in another form is an ext value
c70172400191a2696401
  unpackExt(): MessagePack\Type\Ext {"type":114,"data":"@"}
  unpackMap(): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0xc7, then 1
-- a record's instance id is a map, where a record has it (the stream's, a shared structure), else an int
  after the definition, unpackInt(): Unexpected int code: 0x40, then 2
  after the definition, unpackMap(): {"id":2}
4002
  unpackInt(): MessagePack\Exception\UnpackingFailedException: Unexpected int code: 0x40, then 2
  unpackMap(): {"id":2}
4002
  unpackInt(): 64
  unpackMap(): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0x40, then 2
7f
  unpackInt(): 127
-- a string definition is a string, str or bin
d65361626364
  unpackStr(): "abcd"
  unpackBin(): "abcd"
  unpackExt(): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xd6, then 83
  unpackArray(): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0xd6, then 83
d65361626364
  unpackExt(): MessagePack\Type\Ext {"type":83,"data":"abcd"}
  unpackStr(): MessagePack\Exception\UnpackingFailedException: Unexpected str code: 0xd6, then 83
-- a string or array reference with nothing defined before it (the first value of a message): an error or refused
d45e00
  unpackStr(): MessagePack\Exception\UnpackingFailedException: String reference 0 out of range (strings defined before it: 0), then 0
  unpackExt(): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xd4, then 94
d44000
  unpackArray(): MessagePack\Exception\UnpackingFailedException: Array reference 0 out of range (arrays defined before it: 0), then 0
  unpackExt(): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xd4, then 64
-- a shared array's definition and a bundle are the value after them
c700419301a3616263a3616263
  unpackArray(): [1,"abc","abc"]
  unpackStr(): MessagePack\Exception\UnpackingFailedException: Unexpected str code: 0xc7, then 0
  unpackExt(): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xc7, then 0
c70041c70041c0
  unpackNil(): null
  unpackArray(): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0xc7, then 0
d66200000006c104a0a461626364
  unpackStr(): "abcd"
  unpackBin(): MessagePack\Exception\UnpackingFailedException: Unexpected bin code: 0xd6, then 98
  unpackInt(): MessagePack\Exception\UnpackingFailedException: Unexpected int code: 0xd6, then 98
  unpackExt(): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xd6, then 98
d662000000069101a0a0
  unpackArray(): [1]
  unpackStr(): MessagePack\Exception\UnpackingFailedException: Unexpected str code: 0xd6, then 98
-- cut short where the form is not known yet: not enough data, as for a plain value of the kind asked for cut short (tests/901); the first byte's kind for unpackExt()
c70041
  unpackArray(): MessagePack\Exception\InsufficientDataException: Not enough data to read, then Not enough data to read
  unpackExt(): MessagePack\Exception\InsufficientDataException: Not enough data to read, then Not enough data to read
d4
  unpackMap(): MessagePack\Exception\InsufficientDataException: Not enough data to read, then Not enough data to read
  unpackExt(): MessagePack\Exception\InsufficientDataException: Not enough data to read, then Not enough data to read
