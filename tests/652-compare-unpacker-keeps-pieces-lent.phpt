--TEST--
BufferUnpacker compared (==, <=>, in_array(), sort()) between append() and tryUnpack() reads all of its bytes, pieces lent included, and leaves them where they are: tryUnpack() goes on in the lent piece, and the pieces of the messages after are lent too (counted in test builds)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!function_exists('msgpack_test_counters')) die('skip needs a build with -DMSGPACK_TEST_COUNTERS');
?>
--FILE--
<?php
use MessagePack\BufferUnpacker;

// (before: the compare put the pieces together in the object, which then copied every piece after it)
$msg = "\x92\xda\x01\x2c" . str_repeat('a', 300) . "\xda\x01\x2c" . str_repeat('b', 300);
$cut = 150;
$whole = new BufferUnpacker($msg);

$u = new BufferUnpacker();
$u->append(substr($msg, 0, $cut));
var_dump($u->tryUnpack());
$u->append(substr($msg, $cut));
msgpack_test_counters(true);
var_dump($u == $whole, $u <=> $whole, in_array($u, [new BufferUnpacker('x'), $whole]));
$list = [new BufferUnpacker("\xff"), $u, new BufferUnpacker("\x00")];
sort($list);
var_dump($list[1] === $u);
$c = msgpack_test_counters();
echo "appended bytes: {$c['appended_bytes']}, lent: {$c['lent_pieces']}\n";
$got = $u->tryUnpack();
var_dump($got === [$whole->unpack()], $u->getRemainingCount());

for ($i = 0; $i < 3; $i++) {
    $u->append(substr($msg, 0, $cut));
    $a = $u->tryUnpack();
    $u->append(substr($msg, $cut));
    var_dump($u == new BufferUnpacker($msg), $u->hasRemaining());
    $b = $u->tryUnpack();
    var_dump($a === [] && $b === $got);
}
$c = msgpack_test_counters();
echo "lent: {$c['lent_pieces']}\n";
?>
--EXPECT--
array(0) {
}
bool(true)
int(0)
bool(true)
bool(true)
appended bytes: 0, lent: 0
bool(true)
int(0)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
lent: 4
