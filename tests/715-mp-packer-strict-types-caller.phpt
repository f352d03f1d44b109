--TEST--
MessagePack\Packer under a strict_types caller: options and pack* arguments are still coerced (the library's own code is not strict); direct fromBitmask() calls are strict
--FILE--
<?php
declare(strict_types=1);

use MessagePack\MessagePack;
use MessagePack\PackOptions;
use MessagePack\Packer;
use MessagePack\UnpackOptions;

function attempt(string $label, callable $f): void
{
    try {
        $r = $f();
        echo $label, ': ', $r, "\n";
    } catch (Throwable $e) {
        echo $label, ': ', get_class($e), ': ', explode(', called in ', $e->getMessage())[0], "\n";
    }
}

attempt('new Packer("4")', fn () => bin2hex((new Packer('4'))->pack("\xff")));
attempt('new Packer(4.0)', fn () => bin2hex((new Packer(4.0))->pack("\xff")));
attempt('new Packer(true)', fn () => bin2hex((new Packer(true))->pack("\xff")));
attempt('MessagePack::pack(.., "2")', fn () => bin2hex(MessagePack::pack('a', '2')));
attempt('MessagePack::unpack(.., "1")', fn () => var_export(MessagePack::unpack("\x05", '1'), true));
attempt('new Packer("abc")', fn () => new Packer('abc'));
attempt('PackOptions::fromBitmask("4")', fn () => PackOptions::fromBitmask('4'));
attempt('UnpackOptions::fromBitmask(1.0)', fn () => UnpackOptions::fromBitmask(1.0));

$p = new Packer();
attempt('packStr(123)', fn () => bin2hex($p->packStr(123)));
attempt('packBin(45)', fn () => bin2hex($p->packBin(45)));
attempt('packInt("5")', fn () => bin2hex($p->packInt('5')));
attempt('packInt("-200")', fn () => bin2hex($p->packInt('-200')));
attempt('packBool(0)', fn () => bin2hex($p->packBool(0)));
attempt('packFloat(1)', fn () => bin2hex($p->packFloat(1)));
attempt('packFloat32("0.5")', fn () => bin2hex($p->packFloat32('0.5')));
attempt('packArrayHeader("20")', fn () => bin2hex($p->packArrayHeader('20')));
attempt('packMapHeader(3.0)', fn () => bin2hex($p->packMapHeader(3.0)));
attempt('packExt("5", 12)', fn () => bin2hex($p->packExt('5', 12)));
?>
--EXPECT--
new Packer("4"): c401ff
new Packer(4.0): c401ff
new Packer(true): a1ff
MessagePack::pack(.., "2"): c40161
MessagePack::unpack(.., "1"): 5
new Packer("abc"): TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, string given
PackOptions::fromBitmask("4"): TypeError: MessagePack\PackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, string given
UnpackOptions::fromBitmask(1.0): TypeError: MessagePack\UnpackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, float given
packStr(123): a3313233
packBin(45): c4023435
packInt("5"): 05
packInt("-200"): d1ff38
packBool(0): c2
packFloat(1): cb3ff0000000000000
packFloat32("0.5"): ca3f000000
packArrayHeader("20"): dc0014
packMapHeader(3.0): 83
packExt("5", 12): d5053132
