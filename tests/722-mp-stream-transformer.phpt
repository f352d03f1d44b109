--TEST--
MessagePack\TypeTransformer\StreamTransformer: packs a stream's remaining contents (from the current position) as bin; null for anything else
--FILE--
<?php
use MessagePack\PackOptions;
use MessagePack\Packer;
use MessagePack\TypeTransformer\StreamTransformer;

$t = new StreamTransformer();
$p = new Packer();

$s = fopen('php://memory', 'w+');
fwrite($s, 'hello');
rewind($s);
echo bin2hex($t->pack($p, $s)), "\n";
echo bin2hex($t->pack($p, $s)), " (at EOF)\n";
fseek($s, 2);
echo bin2hex($t->pack($p, $s)), " (from offset 2)\n";
var_dump(ftell($s));

echo "-- not a stream: null\n";
$closed = fopen('php://memory', 'r');
fclose($closed);
foreach ([1, 'php://memory', null, [], new stdClass(), $closed, stream_context_create(), new SplFileObject('php://memory')] as $v) {
    var_dump($t->pack($p, $v));
}

echo "-- as a registered transformer\n";
$big = fopen('php://temp', 'w+');
fwrite($big, str_repeat('x', 300));
rewind($big);
$q = new Packer(PackOptions::FORCE_STR, [new StreamTransformer()]);
$s2 = fopen('php://memory', 'w+');
fwrite($s2, "\x00\xff");
rewind($s2);
$packed = $q->pack(['a' => $s2, 'big' => $big, 's' => 'str']);
echo bin2hex(substr($packed, 0, 14)), ' ', strlen($packed), "\n";
echo bin2hex($q->pack([$s2])), "\n";
try {
    $q->pack($closed);
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
c40568656c6c6f
c400 (at EOF)
c4036c6c6f (from offset 2)
int(5)
-- not a stream: null
NULL
NULL
NULL
NULL
NULL
NULL
NULL
NULL
-- as a registered transformer
83a161c40200ffa3626967c5012c 320
91c400
Unsupported type "resource (closed)", maybe you forgot to register the type transformer or extension?
