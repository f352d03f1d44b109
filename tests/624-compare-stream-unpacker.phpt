--TEST--
StreamUnpacker objects compare by their stream (the resource), then the BufferUnpacker holding what was read and not yet taken (options, extensions, buffer, offset), the messages yielded so far; objects not constructed are equal to each other only
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{StreamUnpacker as SU, UnpackOptions as U};
use MessagePack\Extension\TimestampExtension;

function cmp(string $what, $a, $b): void
{
    printf("%-40s == %-5s <=> %2d\n", $what, var_export($a == $b, true), $a <=> $b);
}

$f = fopen('php://memory', 'w+');
fwrite($f, "\x01\x02\x03");
rewind($f);
$g = fopen('php://memory', 'w+');
cmp('one stream / one stream', new SU($f), new SU($f));
cmp('stream f / stream g', new SU($f), new SU($g));
cmp('default / BIGINT_AS_GMP', new SU($f), new SU($f, U::BIGINT_AS_GMP));
cmp('[] / [Timestamp]', new SU($f), new SU($f, null, [new TimestampExtension()]));
$a = new SU($f);
$b = new SU($f);
foreach ($a as $k => $v) {
    echo "$k => $v\n";
    break;
}
cmp('after a message / none', $a, $b);
$r = new ReflectionClass(SU::class);
cmp('not constructed / not constructed', $r->newInstanceWithoutConstructor(), $r->newInstanceWithoutConstructor());
cmp('not constructed / constructed', $r->newInstanceWithoutConstructor(), new SU($f));
cmp('StreamUnpacker / BufferUnpacker', new SU($f), new MessagePack\BufferUnpacker());
?>
--EXPECT--
one stream / one stream                  == true  <=>  0
stream f / stream g                      == false <=> -1
default / BIGINT_AS_GMP                  == false <=> -1
[] / [Timestamp]                         == false <=> -1
0 => 1
after a message / none                   == false <=>  1
not constructed / not constructed        == true  <=>  0
not constructed / constructed            == false <=>  1
StreamUnpacker / BufferUnpacker          == false <=>  1
