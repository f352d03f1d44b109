--TEST--
Compact mode: msgpackr's bundled strings of JavaScript strings cut inside a surrogate pair (the bundle joins the halves into one character): each half reads as U+FFFD, as msgpackr writes a lone surrogate outside a bundle; a half no later string takes is refused
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

ini_set('msgpack.compact', 'read');
ini_set('msgpack.php_only', '0');
// $s = 'abc😀def😀ghi'; msgpackr: new Packr({bundleStrings: true}).pack(v), and new Packr().pack(v) beside it
$cases = [
    '[s.slice(0, 4), s.slice(4)]' => ['92d66200000008c1fcc1f7b1616263f09f9880646566f09f9880676869a0', '92a6616263efbfbdadefbfbd646566f09f9880676869'],
    '[s.slice(0, 4), s.slice(4, 9), s.slice(9)]' => ['93d6620000000ac1fcc1fbc1fcb1616263f09f9880646566f09f9880676869a0', '93a6616263efbfbda9efbfbd646566efbfbda6efbfbd676869'],
    'halves as record names and a value' => ['d4724092d6620000000cc1fcc1fb0191c1fcb1616263f09f9880646566f09f9880676869a0', 'd4724092a6616263efbfbda9efbfbd646566efbfbd0191a6efbfbd676869'],
];
foreach ($cases as $what => [$bundled, $plain]) {
    $value = msgpack_unpack(hex2bin($bundled));
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    $pieces = [];
    foreach (str_split(hex2bin($bundled)) as $b) {
        array_push($pieces, ...$u->append($b)->tryUnpack());
    }
    echo $what, ': ', json_encode($value), "\n";
    echo '  as without bundles: ', var_export($value === msgpack_unpack(hex2bin($plain)), true),
        ', BufferUnpacker: ', var_export((new BufferUnpacker(hex2bin($bundled), UnpackOptions::COMPACT))->unpack() === $value, true),
        ', in pieces: ', var_export($pieces === [$value], true), "\n";
}

// not msgpackr's: the first half taken, the second by no string; a count of 0 leaves it for the next
$bundle = fn (string $value, string $strings) => "\xd6\x62" . pack('N', 4 + strlen($value)) . $value . $strings;
foreach ([
    'half left' => $bundle("\x91\xc1\xff", "\xa4\xf0\x9f\x98\x80\xa0"),
    'count of 0 between' => $bundle("\x93\xc1\xff\xc1\x00\xc1\xff", "\xa4\xf0\x9f\x98\x80\xa0"),
    'second half and more than is left' => $bundle("\x92\xc1\xff\xc1\xfe", "\xa4\xf0\x9f\x98\x80\xa0"),
] as $what => $bytes) {
    try {
        $value = (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack();
        echo $what, ': ', json_encode($value), "\n";
    } catch (Exception $e) {
        echo $what, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
[s.slice(0, 4), s.slice(4)]: ["abc\ufffd","\ufffddef\ud83d\ude00ghi"]
  as without bundles: true, BufferUnpacker: true, in pieces: true
[s.slice(0, 4), s.slice(4, 9), s.slice(9)]: ["abc\ufffd","\ufffddef\ufffd","\ufffdghi"]
  as without bundles: true, BufferUnpacker: true, in pieces: true
halves as record names and a value: {"abc\ufffd":1,"\ufffddef\ufffd":["\ufffdghi"]}
  as without bundles: true, BufferUnpacker: true, in pieces: true
half left: MessagePack\Exception\UnpackingFailedException: A bundled string ends inside a character
count of 0 between: ["\ufffd","","\ufffd"]
second half and more than is left: MessagePack\Exception\UnpackingFailedException: A bundled string of 2 characters, beyond its bundle (or inside a character)
