--TEST--
MessagePackUnpacker::execute($str, &$offset): a message cut across strings is taken up by the decoder first, and $offset is still PECL's (the whole fields consumed) at every cut; the bytes past $offset are read again from the next string, even when they differ
--EXTENSIONS--
msgpack
--FILE--
<?php
// PECL's parser consumes whole fields: a code byte, then its length field once complete, then its body (an ext's type
// and data together) once complete; a container's items follow its header. This is where it stops in a prefix.
function fields_consumed(string $b): int
{
    $pos = 0;
    $expect = [1]; // items still expected per open container, the message first
    $n = strlen($b);
    while ($expect) {
        if ($pos >= $n) {
            return $pos;
        }
        $c = ord($b[$pos]);
        $lenBytes = 0;
        $body = 0;
        $items = 0;
        if ($c <= 0x7f || $c >= 0xe0 || ($c >= 0xc2 && $c <= 0xc3) || $c === 0xc0) {
        } elseif ($c >= 0xa0 && $c <= 0xbf) {
            $body = $c & 0x1f;
        } elseif ($c >= 0x90 && $c <= 0x9f) {
            $items = $c & 0x0f;
        } elseif ($c >= 0x80 && $c <= 0x8f) {
            $items = 2 * ($c & 0x0f);
        } elseif ($c === 0xc1) {
            return $pos;
        } else {
            $fixed = [0xcc => 1, 0xcd => 2, 0xce => 4, 0xcf => 8, 0xd0 => 1, 0xd1 => 2, 0xd2 => 4, 0xd3 => 8, 0xca => 4,
                0xcb => 8, 0xd4 => 2, 0xd5 => 3, 0xd6 => 5, 0xd7 => 9, 0xd8 => 17];
            $lens = [0xc4 => 1, 0xc5 => 2, 0xc6 => 4, 0xd9 => 1, 0xda => 2, 0xdb => 4, 0xc7 => 1, 0xc8 => 2, 0xc9 => 4,
                0xdc => 2, 0xdd => 4, 0xde => 2, 0xdf => 4];
            if (isset($fixed[$c])) {
                $body = $fixed[$c];
            } else {
                $lenBytes = $lens[$c];
            }
        }
        $pos++;
        if ($lenBytes) {
            if ($n - $pos < $lenBytes) {
                return $pos;
            }
            $len = $lenBytes === 1 ? ord($b[$pos]) : ($lenBytes === 2 ? unpack('n', $b, $pos)[1] : unpack('N', $b, $pos)[1]);
            $pos += $lenBytes;
            if ($c === 0xdc || $c === 0xdd) {
                $items = $len;
            } elseif ($c === 0xde || $c === 0xdf) {
                $items = 2 * $len;
            } else {
                $body = $len + ($c >= 0xc7 && $c <= 0xc9 ? 1 : 0);
            }
        }
        if ($body) {
            if ($n - $pos < $body) {
                return $pos;
            }
            $pos += $body;
        }
        $expect[count($expect) - 1]--;
        if ($items) {
            $expect[] = $items;
        }
        while ($expect && end($expect) === 0) {
            array_pop($expect);
        }
    }
    return $pos;
}

class Pt { public $x; public $y; public $tags; }

$pt = new Pt;
$pt->x = 1.5;
$pt->y = str_repeat('y', 300);
$pt->tags = ['a', 'b'];
$rows = [];
for ($i = 0; $i < 40; $i++) {
    $rows[] = ['id' => $i, 'name' => "row $i", 'score' => $i / 3, 'flags' => [true, false, null], 'body' => str_repeat('b', $i * 7)];
}
$cases = [
    'rows' => $rows,
    'nested' => ['a' => ['b' => ['c' => ['d' => [1, 2, [3, [4, [5]]]]]]], 'e' => str_repeat('e', 9000)],
    'int keys' => [1000 => ['x' => 1], 2000 => [1, 2, 3], -5 => 'neg', 7 => 'small'],
    'binary' => [new MessagePack\Type\Bin("\x00\x01\x02" . str_repeat("\xff", 300)), PHP_INT_MIN => PHP_INT_MAX, 'f' => 0.25],
    'objects' => [$pt, [$pt, 'after'], 'end'],
];

$bad = 0;
$checked = 0;
foreach ($cases as $name => $value) {
    $msg = msgpack_pack($value);
    $want = msgpack_unpack($msg);
    foreach ([1, 3, 5, 13, 64, 300, 1024, 4096] as $size) {
        $u = new MessagePackUnpacker();
        $buffer = '';
        $offset = 0;
        $got = null;
        foreach (str_split($msg, $size) as $piece) {
            $buffer .= $piece;
            if ($u->execute($buffer, $offset)) {
                $got = $u->data();
                if ($offset !== strlen($msg)) {
                    echo "$name/$size: offset $offset at the end of " . strlen($msg) . " bytes\n";
                    $bad++;
                }
                break;
            }
            $checked++;
            $expected = fields_consumed($buffer);
            if ($offset !== $expected) {
                echo "$name/$size: offset $offset after " . strlen($buffer) . " bytes, PECL's parser stops at $expected\n";
                $bad++;
                break;
            }
        }
        if (serialize($got) !== serialize($want)) {
            echo "$name/$size: DIFFERS\n";
            $bad++;
        }
    }
}
echo 'offsets at every cut: ', $bad === 0 ? "all PECL's" : "$bad wrong", $checked > 10000 ? '' : " (only $checked cuts)", "\n";

echo "-- the caller gives other bytes past \$offset: they are read, not the ones it gave before\n";
// a list [1, 2, str8 of 40]: the second string holds the first 20 bytes of the string, then 40 other bytes come
$head = "\x93\x01";
$rest = "\x02\xd9\x28";
$u = new MessagePackUnpacker();
$off = 0;
var_dump($u->execute($head, $off), $off);
$s = $head . $rest . str_repeat('A', 20);
var_dump($u->execute($s, $off), $off);
$s = substr($s, 0, $off) . str_repeat('B', 40);
var_dump($u->execute($s, $off), $off === strlen($s), $u->data() === [1, 2, str_repeat('B', 40)]);

// the same past a map key cut in its middle, and with fewer bytes than before, then the rest
$u = new MessagePackUnpacker();
$off = 0;
var_dump($u->execute("\x82\xa1a\x01", $off), $off);
$s = "\x82\xa1a\x01\xa5keyA";
var_dump($u->execute($s, $off), $off);
$s = substr($s, 0, $off) . "key";
var_dump($u->execute($s, $off), $off);
$s .= "BB\x07";
var_dump($u->execute($s, $off), $u->data());
?>
--EXPECT--
offsets at every cut: all PECL's
-- the caller gives other bytes past $offset: they are read, not the ones it gave before
bool(false)
int(2)
bool(false)
int(5)
bool(true)
bool(true)
bool(true)
bool(false)
int(4)
bool(false)
int(5)
bool(false)
int(5)
bool(true)
array(2) {
  ["a"]=>
  int(1)
  ["keyBB"]=>
  int(7)
}
