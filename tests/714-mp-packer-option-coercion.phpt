--TEST--
MessagePack\Packer constructor and MessagePack facade: options null / PackOptions / int-like values accepted, other types give fromBitmask()'s TypeError
--FILE--
<?php
use MessagePack\MessagePack;
use MessagePack\PackOptions;
use MessagePack\Packer;
use MessagePack\UnpackOptions;

// A userland TypeError ends in ", called in <file> on line <n>" (the library's own file); that part is not compared.
function attempt(string $label, callable $f): void
{
    try {
        $r = $f();
        echo $label, ': ', is_string($r) ? $r : var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo $label, ': ', get_class($e), ': ', explode(', called in ', $e->getMessage())[0], "\n";
    }
}

$sample = ["\xff", 'a', [1 => 1], 0.5];
$run = fn (Packer $p) => implode(' ', array_map(fn ($v) => bin2hex($p->pack($v)), $sample));

attempt('null', fn () => $run(new Packer(null)));
attempt('no argument', fn () => $run(new Packer()));
attempt('PackOptions', fn () => $run(new Packer(PackOptions::fromBitmask(PackOptions::FORCE_BIN | PackOptions::FORCE_ARR))));
attempt('int 4', fn () => $run(new Packer(4)));
attempt('"4"', fn () => $run(new Packer('4')));
attempt('4.0', fn () => $run(new Packer(4.0)));
attempt('" 4"', fn () => $run(new Packer(' 4')));
attempt('"80"', fn () => $run(new Packer('80')));
attempt('true', fn () => $run(new Packer(true)));
attempt('false', fn () => $run(new Packer(false)));
attempt('0', fn () => $run(new Packer(0)));
attempt('"abc"', fn () => new Packer('abc'));
attempt('""', fn () => new Packer(''));
attempt('"4abc"', fn () => new Packer('4abc'));
attempt('array', fn () => new Packer([]));
attempt('array with value', fn () => new Packer([PackOptions::FORCE_BIN]));
attempt('UnpackOptions', fn () => new Packer(UnpackOptions::fromDefaults()));
attempt('stdClass', fn () => new Packer(new stdClass()));
attempt('INF', fn () => new Packer(INF));
attempt('NAN', fn () => new Packer(NAN));
attempt('transformers not an array', fn () => new Packer(null, 'x'));
attempt('transformers null', fn () => new Packer(null, null));

echo "-- facade\n";
attempt('pack "4"', fn () => bin2hex(MessagePack::pack("\xff", '4')));
attempt('pack 2.0', fn () => bin2hex(MessagePack::pack('a', 2.0)));
attempt('pack PackOptions', fn () => bin2hex(MessagePack::pack([1 => 1], PackOptions::fromBitmask(PackOptions::FORCE_ARR))));
attempt('pack "abc"', fn () => MessagePack::pack(1, 'abc'));
attempt('pack UnpackOptions', fn () => MessagePack::pack(1, UnpackOptions::fromDefaults()));
attempt('unpack "1"', fn () => var_export(MessagePack::unpack("\xcf" . str_repeat("\xff", 8), '1'), true));
attempt('unpack "abc"', fn () => MessagePack::unpack("\x01", 'abc'));
attempt('unpack PackOptions', fn () => MessagePack::unpack("\x01", PackOptions::fromDefaults()));
attempt('unpack UnpackOptions', fn () => MessagePack::unpack("\x01", UnpackOptions::fromDefaults()));
?>
--EXPECT--
null: a1ff a161 810101 cb3fe0000000000000
no argument: a1ff a161 810101 cb3fe0000000000000
PackOptions: c401ff c40161 9101 cb3fe0000000000000
int 4: c401ff a161 810101 cb3fe0000000000000
"4": c401ff a161 810101 cb3fe0000000000000
4.0: c401ff a161 810101 cb3fe0000000000000
" 4": c401ff a161 810101 cb3fe0000000000000
"80": a1ff a161 810101 ca3f000000
true: a1ff a161 810101 cb3fe0000000000000
false: a1ff a161 810101 cb3fe0000000000000
0: a1ff a161 810101 cb3fe0000000000000
"abc": TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, string given
"": TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, string given
"4abc": TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, string given
array: TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, array given
array with value: TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, array given
UnpackOptions: TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, MessagePack\UnpackOptions given
stdClass: TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, stdClass given
INF: TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, float given
NAN: TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, float given
transformers not an array: TypeError: MessagePack\Packer::__construct(): Argument #2 ($transformers) must be of type array, string given
transformers null: TypeError: MessagePack\Packer::__construct(): Argument #2 ($transformers) must be of type array, null given
-- facade
pack "4": c401ff
pack 2.0: c40161
pack PackOptions: 9101
pack "abc": TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, string given
pack UnpackOptions: TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, MessagePack\UnpackOptions given
unpack "1": '18446744073709551615'
unpack "abc": TypeError: MessagePack\UnpackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, string given
unpack PackOptions: TypeError: MessagePack\UnpackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, MessagePack\PackOptions given
unpack UnpackOptions: 1
