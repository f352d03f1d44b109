--TEST--
Compact mode in the PECL-family API: msgpack.compact = 0 | records | full selects what is written, any value but 0 reads both
--FILE--
<?php
class Point { public $x = 1; protected $y = 2; private $z = 3; }
$rows = [['id' => 1, 'tag' => 'alpha'], ['id' => 2, 'tag' => 'alpha'], new Point, new Point];

foreach (['0', 'records', 'full', 'RECORDS', 'off'] as $mode) {
    ini_set('msgpack.compact', $mode);
    $b = msgpack_pack($rows);
    printf("%-8s %s\n", $mode, bin2hex($b));
    var_dump(msgpack_unpack($b) == $rows, (new MessagePack)->unpack((new MessagePack)->pack($rows)) == $rows);
}

// Switching on keeps stored plain data readable; switching off reads compact data as ext values, not as the value.
ini_set('msgpack.compact', '0');
$plainBytes = msgpack_pack($rows);
ini_set('msgpack.compact', 'full');
$compactBytes = msgpack_pack($rows);
var_dump(msgpack_unpack($plainBytes) == $rows);
ini_set('msgpack.compact', 'records');
var_dump(msgpack_unpack($compactBytes) == $rows);
ini_set('msgpack.compact', '0');
$asPlain = msgpack_unpack($compactBytes);
var_dump($asPlain == $rows, $asPlain[0] instanceof MessagePack\Type\Ext, $asPlain[0]->type);

// Invalid values are refused, the setting keeps its value.
var_dump(ini_set('msgpack.compact', 'yes'), ini_get('msgpack.compact'));

// MessagePackUnpacker (streaming) reads compact data fed one byte at a time.
ini_set('msgpack.compact', 'full');
$u = new MessagePackUnpacker();
$stream = msgpack_pack($rows) . msgpack_pack(['id' => 3, 'tag' => 'alpha']) . msgpack_pack($rows);
$got = [];
for ($i = 0; $i < strlen($stream); $i++) {
    $u->feed($stream[$i]);
    while ($u->execute()) {
        $got[] = $u->data();
        $u->reset();
    }
}
var_dump(count($got), $got[0] == $rows, $got[1] === ['id' => 3, 'tag' => 'alpha'], $got[2] == $rows);

// msgpack_unpack() with an $object template is unaffected by how the data was written.
class Row { public $id; public $tag; }
var_dump(msgpack_unpack(msgpack_pack(['id' => 9, 'tag' => 'x']), 'Row'));
?>
--EXPECTF--
0        9482a2696401a3746167a5616c70686182a2696402a3746167a5616c70686184c0a5506f696e74a17801a4002a007902a800506f696e74007a0384c0a5506f696e74a17801a4002a007902a800506f696e74007a03
bool(true)
bool(true)
records  94d4724092a26964a374616701a5616c7068614002a5616c706861d4724195c0a5506f696e74a178a4002a0079a800506f696e74007a01020341010203
bool(true)
bool(true)
full     94d4724092a26964a374616701c70553616c7068614002d45e00d4724195c0a5506f696e74a178a4002a0079a800506f696e74007a01020341010203
bool(true)
bool(true)
RECORDS  94d4724092a26964a374616701a5616c7068614002a5616c706861d4724195c0a5506f696e74a178a4002a0079a800506f696e74007a01020341010203
bool(true)
bool(true)
off      9482a2696401a3746167a5616c70686182a2696402a3746167a5616c70686184c0a5506f696e74a17801a4002a007902a800506f696e74007a0384c0a5506f696e74a17801a4002a007902a800506f696e74007a03
bool(true)
bool(true)
bool(true)
bool(true)

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line 21
bool(false)
bool(true)
int(114)

Warning: ini_set(): msgpack.compact must be 0, read, records or full, not "yes" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in %s on line 25
bool(false)
string(1) "0"
int(3)
bool(true)
bool(true)
bool(true)
object(Row)#10 (2) {
  ["id"]=>
  int(9)
  ["tag"]=>
  string(1) "x"
}
