--TEST--
BufferUnpacker with UnpackOptions::COMPACT: a map key the library refuses (nil, bool, float, a container, a record) fails tryUnpack() once it has arrived, whether the message came in one piece or byte by byte, as without COMPACT; an ext key (maybe a string reference) and an int of no record wait for the rest, as does, in COMPACT, a map that declares more pairs than the bytes so far hold; 0xc1 fails with the decoder's message
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

/* tryUnpack() after each piece: the values, or the exception that stopped it. */
function attempt(string $hex, int $options, int $piece): string
{
    $bytes = hex2bin($hex);
    $u = new BufferUnpacker('', $options);
    $got = [];
    try {
        for ($at = 0; $at < strlen($bytes); $at += $piece) {
            $u->append(substr($bytes, $at, $piece));
            foreach ($u->tryUnpack() as $value) {
                $got[] = $value;
            }
        }
    } catch (Throwable $e) {
        return $e->getMessage();
    }
    return 'waits, ' . json_encode($got);
}

$cases = [
    '82a16101c0',       // {"a": 1, nil: ...}: the second key is nil
    '82a16101c3',       // a true key
    '82a16101ca',       // a float key (its head alone)
    '82a1610191',       // an array key
    '83a16101d1ff7902c0', // after an int16 key
    '81c0',             // a map of one pair and a byte: waits in compact mode (docs/api.md)
    '92d4724091a1610182a161014002',     // record 0x40 defined, then an instance of it as a key
    '92d4724091a1610182a16101d4724191a16203', // a record definition as a key
    '82a16101d4',       // an ext key: may be a string reference, waits
    '82a1610140',       // 0x40: an int, or a record instance; waits
    '82a16101c1',       // 0xc1: in COMPACT the decoder's "Unknown code", whole or in pieces
];
foreach ($cases as $hex) {
    echo $hex, "\n";
    foreach ([0, UnpackOptions::COMPACT] as $options) {
        $whole = attempt($hex, $options, strlen($hex));
        $pieces = attempt($hex, $options, 1);
        echo '  ', $options ? 'COMPACT' : 'plain  ', ': ', $whole, $pieces === $whole ? '' : " | in pieces: $pieces", "\n";
    }
}
?>
--EXPECT--
82a16101c0
  plain  : Invalid map key type: expected int, str or bin but got nil (0xc0)
  COMPACT: Invalid map key type: expected int, str or bin but got nil (0xc0)
82a16101c3
  plain  : Invalid map key type: expected int, str or bin but got bool (0xc3)
  COMPACT: Invalid map key type: expected int, str or bin but got bool (0xc3)
82a16101ca
  plain  : Invalid map key type: expected int, str or bin but got float (0xca)
  COMPACT: Invalid map key type: expected int, str or bin but got float (0xca)
82a1610191
  plain  : Invalid map key type: expected int, str or bin but got array (0x91)
  COMPACT: Invalid map key type: expected int, str or bin but got array (0x91)
83a16101d1ff7902c0
  plain  : Invalid map key type: expected int, str or bin but got nil (0xc0)
  COMPACT: Invalid map key type: expected int, str or bin but got nil (0xc0)
81c0
  plain  : Invalid map key type: expected int, str or bin but got nil (0xc0)
  COMPACT: waits, []
92d4724091a1610182a161014002
  plain  : waits, [[{"type":114,"data":"@"},["a"]],1,{"a":1,"64":2}]
  COMPACT: Invalid map key type: expected int, str or bin but got 0x40
92d4724091a1610182a16101d4724191a16203
  plain  : Invalid map key type: expected int, str or bin but got ext (0xd4)
  COMPACT: Invalid map key type: expected int, str or bin but got ext (0xd4)
82a16101d4
  plain  : Invalid map key type: expected int, str or bin but got ext (0xd4)
  COMPACT: waits, []
82a1610140
  plain  : waits, []
  COMPACT: waits, []
82a16101c1
  plain  : Invalid map key type: expected int, str or bin but got 0xc1
  COMPACT: Unknown code: 0xc1
