--TEST--
msgpack.compact=read: compact data reads at read (functions, classes, streaming, sessions), what it writes is what 0 writes, and ext types 83, 94 and 114 belong to compact mode
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};
use MessagePack\Type\Ext;

// Nothing is printed before the session has started.
ob_start();
class Point { public $x = 1; protected $y = 2; private $z = 3; }
$values = [
    'rows' => [['id' => 1, 'name' => 'ann', 'role' => 'admin'], ['id' => 2, 'name' => 'bob', 'role' => 'admin']],
    'objects' => [new Point, new Point, ['p' => new Point]],
    'strings' => ['pending-review', 'pending-review', 'closed-ok', 'closed-ok', ['state' => 'pending-review']],
    'ints' => [63, 64, 100, 127, 128, -1],
    'mixed' => ['cart' => [['sku' => 'a', 'qty' => 1], ['sku' => 'b', 'qty' => 2]], 'user' => ['id' => 7, 'name' => 'Ada']],
];
$pack = function (string $mode, $value) {
    ini_set('msgpack.compact', $mode);
    return msgpack_pack($value);
};

echo "-- read writes what 0 writes, and reads all three forms\n";
foreach ($values as $name => $value) {
    $plain = $pack('0', $value);
    $records = $pack('records', $value);
    $full = $pack('full', $value);
    $atRead = $pack('read', $value);
    $read = [msgpack_unpack($plain), msgpack_unpack($records), msgpack_unpack($full)];
    $cls = new MessagePack();
    printf("%-8s same bytes: %s, compact differs: %s, reads: %s, MessagePack class: %s\n", $name,
        var_export($atRead === $plain && $cls->pack($value) === $plain, true),
        var_export($records !== $plain && $full !== $plain, true),
        var_export($read == [$value, $value, $value], true),
        var_export($cls->unpack($full) == $value && $cls->unpack($records) == $value, true));
}

echo "-- what a reader at 0 makes of compact data: not the value\n";
$compact = $pack('full', $values['rows']);
ini_set('msgpack.compact', '0');
var_dump(msgpack_unpack($compact));
var_dump((new BufferUnpacker($compact))->unpack() == $values['rows']);
ini_set('msgpack.compact', 'read');
var_dump(msgpack_unpack($compact) === $values['rows']);

echo "-- MessagePackUnpacker at read, fed one byte at a time\n";
$stream = $pack('full', $values['mixed']) . $pack('0', $values['rows']) . $pack('records', $values['objects']);
ini_set('msgpack.compact', 'read');
$u = new MessagePackUnpacker();
$got = [];
for ($i = 0; $i < strlen($stream); $i++) {
    $u->feed($stream[$i]);
    while ($u->execute()) {
        $got[] = $u->data();
        $u->reset();
    }
}
var_dump($got == [$values['mixed'], $values['rows'], $values['objects']]);

echo "-- sessions: read decodes a compact session and encodes it plain\n";
$dir = sys_get_temp_dir() . '/msgpack-820-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('msgpack.compact', 'read');
session_start();
$_SESSION = $values['mixed'];
$plainSession = session_encode();
ini_set('msgpack.compact', 'full');
$compactSession = session_encode();
ini_set('msgpack.compact', '0');
var_dump($plainSession === session_encode(), $compactSession !== $plainSession);
ini_set('msgpack.compact', 'read');
$_SESSION = [];
var_dump(session_decode($compactSession), $_SESSION == $values['mixed']);
$_SESSION = [];
var_dump(session_decode($plainSession), $_SESSION == $values['mixed']);
session_destroy();
@rmdir($dir);

echo "-- ext types 114, 83, 94: an application's own at 0, compact mode's at read, records and full\n";
$own = [new Ext(114, "\x05"), new Ext(83, 'hello'), new Ext(94, "\x00"), new Ext(114, 'abc'), new Ext(5, 'x')];
foreach ($own as $ext) {
    $bytes = $pack('0', $ext);
    $at0 = msgpack_unpack($bytes);
    printf("%s: at 0 %s;", bin2hex($bytes), $at0 == $ext ? 'the same Ext' : 'changed');
    foreach (['read', 'records', 'full'] as $mode) {
        ini_set('msgpack.compact', $mode);
        $packed = @msgpack_pack($ext);
        $read = @msgpack_unpack($bytes);
        printf(" %s: packs %s, reads %s;", $mode, $packed === false ? 'false' : bin2hex($packed),
            $read instanceof Ext ? ($read == $ext ? 'the same Ext' : 'another Ext') : var_export($read, true));
    }
    echo "\n";
}
ini_set('msgpack.compact', 'read');
var_dump(msgpack_pack(new Ext(83, 'hello')));
var_dump(msgpack_unpack("\xd4\x72\x05"));

echo "-- BufferUnpacker: a registered extension for those types wins over compact mode\n";
final class Own implements Extension
{
    public function __construct(private int $type) {}
    public function getType(): int { return $this->type; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        return "own {$this->type}: " . bin2hex($unpacker->read($extLength));
    }
}
foreach ([114, 83, 94] as $type) {
    $bytes = "\x92" . (new Packer())->pack(new Ext($type, "\x40")) . "\x91\xa1a";
    $u = (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->extendWith(new Own($type));
    echo json_encode($u->unpack()), "\n";
}
?>
--EXPECTF--
-- read writes what 0 writes, and reads all three forms
rows     same bytes: true, compact differs: true, reads: true, MessagePack class: true
objects  same bytes: true, compact differs: true, reads: true, MessagePack class: true
strings  same bytes: true, compact differs: true, reads: true, MessagePack class: true
ints     same bytes: true, compact differs: true, reads: true, MessagePack class: true
mixed    same bytes: true, compact differs: true, reads: true, MessagePack class: true
-- what a reader at 0 makes of compact data: not the value

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
array(2) {
  [0]=>
  object(MessagePack\Type\Ext)#%d (2) {
    ["type"]=>
    int(114)
    ["data"]=>
    string(1) "@"
  }
  [1]=>
  array(3) {
    [0]=>
    string(2) "id"
    [1]=>
    string(4) "name"
    [2]=>
    string(4) "role"
  }
}
bool(false)
bool(true)
-- MessagePackUnpacker at read, fed one byte at a time
bool(true)
-- sessions: read decodes a compact session and encodes it plain
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
-- ext types 114, 83, 94: an application's own at 0, compact mode's at read, records and full
d47205: at 0 the same Ext; read: packs false, reads false; records: packs false, reads false; full: packs false, reads false;
c7055368656c6c6f: at 0 the same Ext; read: packs false, reads 'hello'; records: packs false, reads 'hello'; full: packs false, reads 'hello';
d45e00: at 0 the same Ext; read: packs false, reads false; records: packs false, reads false; full: packs false, reads false;
c70372616263: at 0 the same Ext; read: packs false, reads the same Ext; records: packs false, reads the same Ext; full: packs false, reads the same Ext;
d40578: at 0 the same Ext; read: packs d40578, reads the same Ext; records: packs d40578, reads the same Ext; full: packs d40578, reads the same Ext;

Warning: [msgpack] (php_msgpack_serialize) Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\Type\Ext of one of them cannot be packed with msgpack.compact on in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Record id 0x05 out of range in %s on line %d
bool(false)
-- BufferUnpacker: a registered extension for those types wins over compact mode
["own 114: 40",["a"]]
["own 83: 40",["a"]]
["own 94: 40",["a"]]
