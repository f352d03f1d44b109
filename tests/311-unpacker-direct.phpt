--TEST--
MessagePackUnpacker: direct mode execute($str, &$offset), PECL's offsets for partial fields, mixed modes
--EXTENSIONS--
msgpack
--FILE--
<?php
echo "-- PECL's example\n";
$u = new MessagePackUnpacker();
$o = 0;
var_dump($u->execute("\x92\x01", $o), $o);
var_dump($u->execute("\x92\x01\x02", $o), $o, $u->data());

echo "-- offsets: headers and whole scalars are consumed, an incomplete field is not\n";
$cases = ['a3', 'a361', 'da', 'da00', 'da0005', 'da00056162', 'cd', 'cd01', '93', '9301', '9301a261', 'c7', 'c702',
    'c70205', 'c7020561', 'd4', 'd401', '81', '81a1', '81a16b', 'dc00', 'dc000201', 'c4', 'c400', 'c402', 'c40261',
    'd900', 'c700', 'c70001', '80', '9001', 'cb0000', 'ce00000000', 'df0000000181a1', 'c1', '91c1', '9201c1'];
foreach ($cases as $hex) {
    $u = new MessagePackUnpacker();
    $o = 0;
    $r = $u->execute(hex2bin($hex), $o);
    printf("%-16s %-5s %d\n", $hex, var_export($r, true), $o);
}

echo "-- README loop: the caller keeps the unconsumed tail\n";
$stream = msgpack_pack([1, 2]) . msgpack_pack('abc') . msgpack_pack(['k' => str_repeat('v', 300)]) . msgpack_pack(7);
foreach ([1, 2, 3, 5, 64] as $size) {
    $u = new MessagePackUnpacker();
    $buffer = '';
    $nread = 0;
    $got = [];
    foreach (str_split($stream, $size) as $chunk) {
        $buffer .= $chunk;
        while ($u->execute($buffer, $nread)) {
            $got[] = $u->data();
            $buffer = substr($buffer, $nread);
            $nread = 0;
        }
    }
    echo $size, ": ", count($got), " ", md5(serialize($got)) === md5(serialize([[1, 2], 'abc', ['k' => str_repeat('v', 300)], 7])) ? 'ok' : 'WRONG', " left=", strlen($buffer), "\n";
}

echo "-- the caller may also drop consumed bytes of a message in progress\n";
$u = new MessagePackUnpacker();
$msg = msgpack_pack(['a' => [1, 2, 3], 'b' => str_repeat('x', 100)]);
$pending = '';
$done = null;
foreach (str_split($msg, 3) as $chunk) {
    $pending .= $chunk;
    $o = 0;
    if ($u->execute($pending, $o)) {
        $done = $u->data();
    }
    $pending = substr($pending, $o);
}
var_dump($done === ['a' => [1, 2, 3], 'b' => str_repeat('x', 100)], $pending);

echo "-- without \$offset parsing starts at 0\n";
$u = new MessagePackUnpacker();
var_dump($u->execute("\x05\x06"), $u->data());
var_dump($u->execute("\x05\x06"), $u->data());

echo "-- the buffer is left alone by direct mode\n";
$u = new MessagePackUnpacker();
$u->feed("\x01");
$o = 0;
var_dump($u->execute("\x02", $o), $u->data(), $u->execute(), $u->data());

echo "-- a message begun in the buffer continues in direct mode, and the other way round\n";
$u = new MessagePackUnpacker();
$u->feed("\x93\x01");
var_dump($u->execute());
$o = 0;
var_dump($u->execute("\x02\xa3a", $o), $o);
$u->feed("bc");
var_dump($u->execute());
$u->reset();
$u = new MessagePackUnpacker();
$u->feed("\x92");
var_dump($u->execute());
$o = 0;
var_dump($u->execute("\x01\x02", $o), $o, $u->data());
$o = 0;
var_dump($u->execute("\x92\xa2h", $o), $o);
$u->feed("hi\x07");
var_dump($u->execute());
$u->feed("\x07");
var_dump($u->execute());

$u = new MessagePackUnpacker();
$o = 0;
var_dump($u->execute("\x92\x01", $o), $o);
$u->feed("\x03");
var_dump($u->execute(), $u->data());

echo "-- empty string\n";
$u = new MessagePackUnpacker();
$o = 0;
var_dump($u->execute("", $o), $o);
?>
--EXPECT--
-- PECL's example
bool(false)
int(2)
bool(true)
int(3)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
-- offsets: headers and whole scalars are consumed, an incomplete field is not
a3               false 1
a361             false 1
da               false 1
da00             false 1
da0005           false 3
da00056162       false 3
cd               false 1
cd01             false 1
93               false 1
9301             false 2
9301a261         false 3
c7               false 1
c702             false 2
c70205           false 2
c7020561         false 2
d4               false 1
d401             false 1
81               false 1
81a1             false 2
81a16b           false 3
dc00             false 1
dc000201         false 4
c4               false 1
c400             true  2
c402             false 2
c40261           false 2
d900             true  2
c700             false 2
c70001           true  3
80               true  1
9001             true  1
cb0000           false 1
ce00000000       true  5
df0000000181a1   false 7
c1               false 0
91c1             false 1
9201c1           false 2
-- README loop: the caller keeps the unconsumed tail
1: 4 ok left=0
2: 4 ok left=0
3: 4 ok left=0
5: 4 ok left=0
64: 4 ok left=0
-- the caller may also drop consumed bytes of a message in progress
bool(true)
string(0) ""
-- without $offset parsing starts at 0
bool(true)
int(5)
bool(true)
int(5)
-- the buffer is left alone by direct mode
bool(true)
int(2)
bool(true)
int(1)
-- a message begun in the buffer continues in direct mode, and the other way round
bool(false)
bool(false)
int(2)
bool(false)
bool(false)
bool(true)
int(2)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
bool(false)
int(2)
bool(true)
bool(true)
bool(false)
int(2)
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
-- empty string
bool(false)
int(0)
