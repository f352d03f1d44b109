--TEST--
MessagePack and MessagePackUnpacker objects compare as PECL msgpack 2.2.0's do: any two of one class are equal, whatever their options or the bytes fed (their state is no property there either); the two classes are uncomparable
--EXTENSIONS--
msgpack
--FILE--
<?php
function cmp(string $what, $a, $b): void
{
    printf("%-40s == %-5s <=> %2d\n", $what, var_export($a == $b, true), $a <=> $b);
}

cmp('MessagePack() / MessagePack()', new MessagePack(), new MessagePack());
cmp('MessagePack(true) / MessagePack(false)', new MessagePack(true), new MessagePack(false));
$m = new MessagePack();
$m->setOption(MESSAGEPACK_OPT_PHPONLY, false);
cmp('MessagePack() / setOption(PHPONLY, false)', new MessagePack(), $m);
cmp('Unpacker() / Unpacker()', new MessagePackUnpacker(), new MessagePackUnpacker());
cmp('Unpacker(true) / Unpacker(false)', new MessagePackUnpacker(true), new MessagePackUnpacker(false));
$u1 = new MessagePackUnpacker();
$u1->feed("\x01");
$u2 = new MessagePackUnpacker();
$u2->feed("\x02");
cmp('fed 01 / fed 02', $u1, $u2);
$u1->execute();
cmp('executed / fed', $u1, $u2);
cmp('MessagePack / MessagePackUnpacker', new MessagePack(), new MessagePackUnpacker());
var_dump(in_array(new MessagePack(false), [new MessagePack(true)]));
?>
--EXPECT--
MessagePack() / MessagePack()            == true  <=>  0
MessagePack(true) / MessagePack(false)   == true  <=>  0
MessagePack() / setOption(PHPONLY, false) == true  <=>  0
Unpacker() / Unpacker()                  == true  <=>  0
Unpacker(true) / Unpacker(false)         == true  <=>  0
fed 01 / fed 02                          == true  <=>  0
executed / fed                           == true  <=>  0
MessagePack / MessagePackUnpacker        == false <=>  1
bool(true)
