--TEST--
MessagePack\BufferUnpacker::unpack(): nil, bool, every int family and floats (float32 widened to double)
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (int64 and uint64 values beyond 32 bits); 32-bit PHP: tests/961, 965'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;

$inputs = [
    // positive and negative fixint
    '00', '01', '7f', 'e0', 'f0', 'ff',
    // nil / bool
    'c0', 'c2', 'c3',
    // uint 8/16/32/64
    'cc00', 'cc80', 'ccff', 'cd0000', 'cd0100', 'cdffff', 'ce00000000', 'ce00010000', 'ceffffffff',
    'cf0000000000000000', 'cf0000000000000005', 'cf0000000100000000', 'cf7fffffffffffffff',
    // int 8/16/32/64 (d3 is always an int)
    'd000', 'd07f', 'd080', 'd0ff', 'd10000', 'd17fff', 'd18000', 'd1ffff',
    'd200000000', 'd27fffffff', 'd280000000', 'd2ffffffff',
    'd30000000000000001', 'd37fffffffffffffff', 'd38000000000000000', 'd3ffffffffffffffff', 'd3fffffffeffffffff',
    // float32, widened
    'ca3f8ccccd', 'ca3f800000', 'ca00000000', 'ca80000000', 'ca7f800000', 'caff800000', 'ca7fc00000', 'ca00000001',
    'ca7f7fffff', 'cac0490fdb',
    // float64
    'cb3ff199999999999a', 'cb0000000000000000', 'cb8000000000000000', 'cb7ff0000000000000', 'cbfff0000000000000',
    'cb7ff8000000000000', 'cb0000000000000001', 'cb7fefffffffffffff', 'cbc00921fb54442d18',
];
foreach ($inputs as $hex) {
    $u = new BufferUnpacker(hex2bin($hex));
    echo str_pad($hex, 20), ' ';
    var_dump($u->unpack());
    if ($u->hasRemaining()) {
        echo "  left ", $u->getRemainingCount(), " bytes\n";
    }
}
// several values in one buffer are read one after the other
$u = new BufferUnpacker(hex2bin('01c3cd0102d0fecb4000000000000000c0'));
$all = [];
while ($u->hasRemaining()) {
    $all[] = $u->unpack();
}
var_dump($all);
?>
--EXPECT--
00                   int(0)
01                   int(1)
7f                   int(127)
e0                   int(-32)
f0                   int(-16)
ff                   int(-1)
c0                   NULL
c2                   bool(false)
c3                   bool(true)
cc00                 int(0)
cc80                 int(128)
ccff                 int(255)
cd0000               int(0)
cd0100               int(256)
cdffff               int(65535)
ce00000000           int(0)
ce00010000           int(65536)
ceffffffff           int(4294967295)
cf0000000000000000   int(0)
cf0000000000000005   int(5)
cf0000000100000000   int(4294967296)
cf7fffffffffffffff   int(9223372036854775807)
d000                 int(0)
d07f                 int(127)
d080                 int(-128)
d0ff                 int(-1)
d10000               int(0)
d17fff               int(32767)
d18000               int(-32768)
d1ffff               int(-1)
d200000000           int(0)
d27fffffff           int(2147483647)
d280000000           int(-2147483648)
d2ffffffff           int(-1)
d30000000000000001   int(1)
d37fffffffffffffff   int(9223372036854775807)
d38000000000000000   int(-9223372036854775808)
d3ffffffffffffffff   int(-1)
d3fffffffeffffffff   int(-4294967297)
ca3f8ccccd           float(1.100000023841858)
ca3f800000           float(1)
ca00000000           float(0)
ca80000000           float(-0)
ca7f800000           float(INF)
caff800000           float(-INF)
ca7fc00000           float(NAN)
ca00000001           float(1.401298464324817E-45)
ca7f7fffff           float(3.4028234663852886E+38)
cac0490fdb           float(-3.1415927410125732)
cb3ff199999999999a   float(1.1)
cb0000000000000000   float(0)
cb8000000000000000   float(-0)
cb7ff0000000000000   float(INF)
cbfff0000000000000   float(-INF)
cb7ff8000000000000   float(NAN)
cb0000000000000001   float(5.0E-324)
cb7fefffffffffffff   float(1.7976931348623157E+308)
cbc00921fb54442d18   float(-3.141592653589793)
array(6) {
  [0]=>
  int(1)
  [1]=>
  bool(true)
  [2]=>
  int(258)
  [3]=>
  int(-2)
  [4]=>
  float(2)
  [5]=>
  NULL
}
