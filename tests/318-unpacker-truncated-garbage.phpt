--TEST--
MessagePackUnpacker: every wire form cut at every offset (PECL's offsets); random garbage agrees with msgpack_unpack()
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=0
--FILE--
<?php
// Every wire form, including the 16/32-bit ones msgpack_pack() never emits for short data.
$parts = [
    'c0', 'c2', 'c3', '00', '7f', 'e0', 'cc80', 'cd0100', 'ce00010000', 'cf0000000100000000', 'd080', 'd1ff00',
    'd2ffff0000', 'd3ffffffff00000000', 'ca3fc00000', 'cb3ff8000000000000', 'a0', 'a3616263', 'd90461626364',
    'da0002787a', 'db00000001' . '71', 'c40101', 'c50001ff', 'c60000000100', 'd40101', 'd5020102', 'd603' . '01020304',
    'd704' . '0102030405060708', 'd805' . str_repeat('ab', 16), 'c70206' . '0102', 'c8000107' . '01', 'c900000000' . '08',
    '90', '80', '9201a161', 'dc0002c0c3', 'dd0000000100', '81a16b01', 'de0001a16b02', 'df00000001a16b03',
    'd6ff00000001',
];
$msg = hex2bin('dc' . sprintf('%04x', count($parts)) . implode('', $parts));
$full = msgpack_unpack($msg);
echo strlen($msg), " bytes, ", count($full), " items\n";

echo "-- cut at every offset: nothing before the end, the value after it\n";
$offsets = [];
$ok = true;
for ($k = 0; $k < strlen($msg); $k++) {
    $u = new MessagePackUnpacker();
    $u->feed(substr($msg, 0, $k));
    $r = [$u->execute(), $u->data()];
    $u->feed(substr($msg, $k));
    $r[] = $u->execute();
    $r[] = serialize($u->data());
    $r[] = $u->execute();
    if ($r !== [false, false, true, serialize($full), false]) {
        echo "buffered, cut at $k: ", bin2hex(serialize($r)), "\n";
        $ok = false;
    }

    $u = new MessagePackUnpacker();
    $o = 0;
    $r = [$u->execute(substr($msg, 0, $k), $o)];
    $offsets[] = $o;
    $rest = substr($msg, $o);
    $o = 0;
    $r[] = $u->execute($rest, $o);
    $r[] = $o === strlen($rest);
    $r[] = serialize($u->data());
    if ($r !== [false, true, true, serialize($full)]) {
        echo "direct, cut at $k: ", bin2hex(serialize($r)), "\n";
        $ok = false;
    }
}
var_dump($ok);
echo "offsets reached by each prefix (PECL's): ", md5(implode(',', $offsets)), "\n";

echo "-- the same message alone at every offset of a stream: each cut piece can be any size\n";
$stream = $msg . "\x01" . $msg;
$ok = true;
for ($k = 1; $k < strlen($stream); $k += 3) {
    $u = new MessagePackUnpacker();
    $got = [];
    foreach ([substr($stream, 0, $k), substr($stream, $k, 5), substr($stream, $k + 5)] as $piece) {
        $u->feed($piece);
        while ($u->execute()) {
            $got[] = serialize($u->data());
        }
    }
    $ok = $ok && $got === [serialize($full), serialize(1), serialize($full)];
}
var_dump($ok);

echo "-- garbage: the scanner and the decoder agree on every input, fed at once or byte by byte\n";
error_reporting(E_ALL & ~E_WARNING);   // "Array to string conversion" for array keys, as in PECL
function drain(MessagePackUnpacker $u, array &$got): void
{
    while ($u->execute()) {
        $got[] = serialize($u->data());
    }
}
$alphabet = array_merge(range(0, 255), array_fill(0, 40, 0x91), array_fill(0, 20, 0x81), array_fill(0, 20, 0xc1),
    [0xdc, 0xdd, 0xde, 0xdf, 0xdb, 0xc6, 0xc9, 0xc9, 0xd9, 0xd9]);
$checked = 0;
$mismatch = 0;
foreach ([false, true] as $phpOnly) {
    mt_srand(318 + (int) $phpOnly);
    for ($n = 0; $n < 1500; $n++) {
        $len = mt_rand(1, 40);
        $s = '';
        for ($i = 0; $i < $len; $i++) {
            $s .= chr($alphabet[mt_rand(0, count($alphabet) - 1)]);
        }
        $opts = ['max_depth' => 6, 'allowed_classes' => false];
        $a = new MessagePackUnpacker($phpOnly, $opts);
        $a->feed($s);
        $gotA = [];
        drain($a, $gotA);
        $b = new MessagePackUnpacker($phpOnly, $opts);
        $gotB = [];
        for ($i = 0; $i < $len; $i++) {
            $b->feed($s[$i]);
            drain($b, $gotB);
        }
        $c = new MessagePackUnpacker($phpOnly, $opts);
        $gotC = [];
        $o = 0;
        while ($c->execute($s, $o)) {
            $gotC[] = serialize($c->data());
        }
        $first = $gotA ? $gotA[0] : null;
        ini_set('msgpack.php_only', $phpOnly ? '1' : '0');
        $ref = msgpack_unpack($s, null, $opts);
        ini_set('msgpack.php_only', '0');
        $agree = $gotA === $gotB && $gotA === $gotC
            && ($first === null ? $ref === false : $first === serialize($ref));
        if (!$agree) {
            $mismatch++;
            if ($mismatch < 5) {
                echo "mismatch on ", bin2hex($s), "\n";
            }
        }
        $checked++;
    }
}
echo "$checked inputs, $mismatch mismatches\n";
?>
--EXPECTF--
194 bytes, 41 items
-- cut at every offset: nothing before the end, the value after it
bool(true)
offsets reached by each prefix (PECL's): de961b521af1317a7983da93be7a0e5a
-- the same message alone at every offset of a stream: each cut piece can be any size
bool(true)
-- garbage: the scanner and the decoder agree on every input, fed at once or byte by byte
3000 inputs, 0 mismatches
