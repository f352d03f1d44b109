--TEST--
The classes that keep their state in properties compare by them, as the library's do, unchanged: PackOptions and UnpackOptions (the mode of each group, then compact mode), Type\Bin, Map, Ext, Timestamp, TimestampExtension (no state), TraversableTransformer (to a map or an array), StreamTransformer
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{PackOptions as P, UnpackOptions as U};
use MessagePack\Type\{Bin, Ext, Map, Timestamp};
use MessagePack\Extension\TimestampExtension;
use MessagePack\TypeTransformer\{StreamTransformer, TraversableTransformer as TT};

function cmp(string $what, $a, $b): void
{
    printf("%-40s == %-5s <=> %2d\n", $what, var_export($a == $b, true), $a <=> $b);
}

cmp('PackOptions defaults / FORCE_STR', P::fromDefaults(), P::fromBitmask(P::FORCE_STR));
cmp('PackOptions FORCE_STR / FORCE_BIN', P::fromBitmask(P::FORCE_STR), P::fromBitmask(P::FORCE_BIN));
cmp('PackOptions FORCE_ARR / FORCE_FLOAT32', P::fromBitmask(P::FORCE_ARR), P::fromBitmask(P::FORCE_FLOAT32));
cmp('PackOptions none / COMPACT', P::fromDefaults(), P::fromBitmask(P::COMPACT));
cmp('UnpackOptions defaults / BIGINT_AS_STR', U::fromDefaults(), U::fromBitmask(U::BIGINT_AS_STR));
cmp('UnpackOptions STR / GMP', U::fromBitmask(U::BIGINT_AS_STR), U::fromBitmask(U::BIGINT_AS_GMP));
cmp('UnpackOptions none / COMPACT', U::fromDefaults(), U::fromBitmask(U::COMPACT));
cmp("Bin('a') / Bin('a')", new Bin('a'), new Bin('a'));
cmp("Bin('a') / Bin('b')", new Bin('a'), new Bin('b'));
cmp('Map([1]) / Map([2])', new Map([1]), new Map([2]));
cmp("Ext(1, 'a') / Ext(1, 'a')", new Ext(1, 'a'), new Ext(1, 'a'));
cmp("Ext(1, 'b') / Ext(2, 'a')", new Ext(1, 'b'), new Ext(2, 'a'));
cmp('Timestamp(1, 5) / Timestamp(1, 5)', new Timestamp(1, 5), new Timestamp(1, 5));
cmp('Timestamp(1, 5) / Timestamp(2, 0)', new Timestamp(1, 5), new Timestamp(2, 0));
cmp('Timestamp(1, 5) / Timestamp(1, 4)', new Timestamp(1, 5), new Timestamp(1, 4));
cmp('TimestampExtension / TimestampExtension', new TimestampExtension(), new TimestampExtension());
cmp('toMap() / toMap()', TT::toMap(), TT::toMap());
cmp('toMap() / toArray()', TT::toMap(), TT::toArray());
cmp('StreamTransformer / StreamTransformer', new StreamTransformer(), new StreamTransformer());
cmp('Bin / Ext', new Bin('a'), new Ext(1, 'a'));
?>
--EXPECT--
PackOptions defaults / FORCE_STR         == true  <=>  0
PackOptions FORCE_STR / FORCE_BIN        == false <=> -1
PackOptions FORCE_ARR / FORCE_FLOAT32    == false <=> -1
PackOptions none / COMPACT               == false <=> -1
UnpackOptions defaults / BIGINT_AS_STR   == true  <=>  0
UnpackOptions STR / GMP                  == false <=> -1
UnpackOptions none / COMPACT             == false <=> -1
Bin('a') / Bin('a')                      == true  <=>  0
Bin('a') / Bin('b')                      == false <=> -1
Map([1]) / Map([2])                      == false <=> -1
Ext(1, 'a') / Ext(1, 'a')                == true  <=>  0
Ext(1, 'b') / Ext(2, 'a')                == false <=> -1
Timestamp(1, 5) / Timestamp(1, 5)        == true  <=>  0
Timestamp(1, 5) / Timestamp(2, 0)        == false <=> -1
Timestamp(1, 5) / Timestamp(1, 4)        == false <=>  1
TimestampExtension / TimestampExtension  == true  <=>  0
toMap() / toMap()                        == true  <=>  0
toMap() / toArray()                      == false <=>  1
StreamTransformer / StreamTransformer    == true  <=>  0
Bin / Ext                                == false <=>  1
