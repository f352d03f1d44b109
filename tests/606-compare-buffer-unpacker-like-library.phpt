--TEST--
BufferUnpacker objects compare (==, <, <=>) as the library's do by their private properties, in order: the buffer (every byte since the last release(), pieces appended and read where they are included), the offset, isBigIntAsDec, isBigIntAsGmp, the extensions by type; also from an extension in the middle of a decode, which then goes on unchanged
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker as BU, Extension, Packer, UnpackOptions as U};
use MessagePack\Extension\TimestampExtension;

function cmp(string $what, $a, $b): void
{
    printf("%-42s == %-5s < %-5s <=> %2d\n", $what, var_export($a == $b, true), var_export($a < $b, true), $a <=> $b);
}

final class Ext7 implements Extension
{
    public $seen = [];
    public $other;
    public function __construct(public int $type = 7) {}
    public function getType(): int { return $this->type; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BU $u, int $n): mixed
    {
        if ($this->other) {
            $this->seen[] = [$u == $this->other, $u <=> $this->other];
        }
        return $u->read($n);
    }
}

echo "-- the same construction\n";
cmp("BU() / BU('')", new BU(), new BU(''));
cmp("BU('ab') / BU('ab', BIGINT_AS_STR)", new BU('ab'), new BU('ab', U::BIGINT_AS_STR));
cmp("BU('ab') / withBuffer('ab')", new BU('ab'), (new BU('xy'))->withBuffer('ab'));
cmp("BU('ab') / reset('ab')", new BU('ab'), (new BU('xy'))->reset('ab'));
$u = new BU("\x01\x02", U::BIGINT_AS_GMP, [new Ext7()]);
cmp('a clone', $u, clone $u);
var_dump($u === clone $u);

echo "-- buffer, offset\n";
cmp("BU(\"\\x01\") / BU(\"\\x02\")", new BU("\x01"), new BU("\x02"));
cmp("BU('abc') / BU('abd')", new BU('abc'), new BU('abd'));
cmp("BU('ab') / BU('abc')", new BU('ab'), new BU('abc'));
cmp("BU('1') / BU('01'): numeric, as PHP's ==", new BU('1'), new BU('01'));
$a = new BU("\x01\x02");
$a->unpack();
cmp('offset 1 / offset 0', $a, new BU("\x01\x02"));
cmp('offset 1 / seek(1)', $a, (new BU("\x01\x02"))->seek(1));
$a->release();
cmp("released / BU(\"\\x02\")", $a, new BU("\x02"));
cmp("append(\"\\x02\") / BU(\"\\x01\\x02\")", (new BU("\x01"))->append("\x02"), new BU("\x01\x02"));

echo "-- options\n";
cmp('BIGINT_AS_STR / BIGINT_AS_GMP', new BU('', U::BIGINT_AS_STR), new BU('', U::BIGINT_AS_GMP));
cmp('BIGINT_AS_GMP / BIGINT_AS_DEC', new BU('', U::BIGINT_AS_GMP), new BU('', U::BIGINT_AS_DEC));
cmp('BIGINT_AS_DEC / BIGINT_AS_STR', new BU('', U::BIGINT_AS_DEC), new BU('', U::BIGINT_AS_STR));
cmp("BU('a', GMP) / BU('b')", new BU('a', U::BIGINT_AS_GMP), new BU('b'));

echo "-- extensions, by type\n";
$ts = new TimestampExtension();
cmp('[] / [Timestamp]', new BU(), new BU('', null, [$ts]));
cmp('[Timestamp] / extendWith(Timestamp)', new BU('', null, [$ts]), (new BU())->extendWith(new TimestampExtension()));
cmp('[Ext7] / [Ext7]: two equal objects', new BU('', null, [new Ext7()]), new BU('', null, [new Ext7()]));
cmp('[Ext7(7)] / [Ext7(8)]', new BU('', null, [new Ext7(7)]), new BU('', null, [new Ext7(8)]));
cmp('[Ext7, Timestamp] / [Timestamp, Ext7]', new BU('', null, [new Ext7(), $ts]), new BU('', null, [$ts, new Ext7()]));
cmp('[Ext7(7), Ext7(7)] / [Ext7(7)]', new BU('', null, [new Ext7(), new Ext7()]), new BU('', null, [new Ext7()]));

echo "-- pieces appended while a message waits\n";
$msg = (new Packer())->pack([str_repeat('a', 300), str_repeat('b', 300), 5]);
$a = new BU();
$b = new BU();
$got = [];
foreach (str_split($msg, 140) as $i => $piece) {
    array_push($got, ...$a->tryUnpack());
    $a->append($piece);
    $b->append($piece);
    cmp("after piece $i", $a, $b);
}
array_push($got, ...$a->tryUnpack());
var_dump($got === [[str_repeat('a', 300), str_repeat('b', 300), 5]]);
cmp('done / not read', $a, $b);
$b->unpack();
cmp('done / read', $a, $b);

echo "-- from an extension, in a decode\n";
$e = new Ext7();
$u = new BU("\x92\xd4\x07A\xd4\x07B", null, [$e]);
$e->other = (clone $u)->seek(3);
var_dump($u->unpack());
var_dump($e->seen);

echo "-- other classes\n";
class MyBU extends BU { public $tag = 1; }
cmp('BU / MyBU', new BU(), new MyBU());
cmp('MyBU / MyBU', new MyBU('a'), new MyBU('a'));
cmp("MyBU('a') / MyBU('b')", new MyBU('a'), new MyBU('b'));
$t = new MyBU('a');
$t->tag = 0;
cmp("MyBU('a') / MyBU('a') tag 0", new MyBU('a'), $t);
cmp('BU / stdClass', new BU(), new stdClass());
?>
--EXPECT--
-- the same construction
BU() / BU('')                              == true  < false <=>  0
BU('ab') / BU('ab', BIGINT_AS_STR)         == true  < false <=>  0
BU('ab') / withBuffer('ab')                == true  < false <=>  0
BU('ab') / reset('ab')                     == true  < false <=>  0
a clone                                    == true  < false <=>  0
bool(false)
-- buffer, offset
BU("\x01") / BU("\x02")                    == false < true  <=> -1
BU('abc') / BU('abd')                      == false < true  <=> -1
BU('ab') / BU('abc')                       == false < true  <=> -1
BU('1') / BU('01'): numeric, as PHP's ==   == true  < false <=>  0
offset 1 / offset 0                        == false < false <=>  1
offset 1 / seek(1)                         == true  < false <=>  0
released / BU("\x02")                      == true  < false <=>  0
append("\x02") / BU("\x01\x02")            == true  < false <=>  0
-- options
BIGINT_AS_STR / BIGINT_AS_GMP              == false < true  <=> -1
BIGINT_AS_GMP / BIGINT_AS_DEC              == false < true  <=> -1
BIGINT_AS_DEC / BIGINT_AS_STR              == false < false <=>  1
BU('a', GMP) / BU('b')                     == false < true  <=> -1
-- extensions, by type
[] / [Timestamp]                           == false < true  <=> -1
[Timestamp] / extendWith(Timestamp)        == true  < false <=>  0
[Ext7] / [Ext7]: two equal objects         == true  < false <=>  0
[Ext7(7)] / [Ext7(8)]                      == false < false <=>  1
[Ext7, Timestamp] / [Timestamp, Ext7]      == true  < false <=>  0
[Ext7(7), Ext7(7)] / [Ext7(7)]             == true  < false <=>  0
-- pieces appended while a message waits
after piece 0                              == true  < false <=>  0
after piece 1                              == true  < false <=>  0
after piece 2                              == true  < false <=>  0
after piece 3                              == true  < false <=>  0
after piece 4                              == true  < false <=>  0
bool(true)
done / not read                            == false < false <=>  1
done / read                                == true  < false <=>  0
-- from an extension, in a decode
array(2) {
  [0]=>
  string(1) "A"
  [1]=>
  string(1) "B"
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    bool(true)
    [1]=>
    int(0)
  }
  [1]=>
  array(2) {
    [0]=>
    bool(false)
    [1]=>
    int(1)
  }
}
-- other classes
BU / MyBU                                  == false < false <=>  1
MyBU / MyBU                                == true  < false <=>  0
MyBU('a') / MyBU('b')                      == false < true  <=> -1
MyBU('a') / MyBU('a') tag 0                == false < false <=>  1
BU / stdClass                              == false < false <=>  1
