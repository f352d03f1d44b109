--TEST--
MessagePack streaming: release() between tryUnpack() calls drops exactly the complete messages and keeps the partial one
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Packer;

$packer = new Packer();
$msgs = [];
for ($i = 0; $i < 50; $i++) {
    $msgs[] = ['seq' => $i, 'payload' => str_repeat(chr(65 + $i % 26), $i * 7)];
}
$stream = implode('', array_map([$packer, 'pack'], $msgs));
$sizes = array_map(fn ($m) => strlen($packer->pack($m)), $msgs);

$u = new BufferUnpacker();
$got = [];
$consumed = 0;     // bytes of complete messages seen so far
$released = 0;     // bytes dropped by release()
$appended = 0;
$ok = true;
foreach (str_split($stream, 37) as $chunk) {
    $u->append($chunk);
    $appended += strlen($chunk);
    $batch = $u->tryUnpack();
    foreach ($batch as $m) {
        $consumed += $sizes[count($got)];
        $got[] = $m;
    }
    $r = $u->release();
    $released += $r;
    // release() drops exactly the bytes of the messages returned since the last release()
    $ok = $ok && $released === $consumed;
    // what is left is the partial message, starting at offset 0
    $ok = $ok && $u->getRemainingCount() === $appended - $consumed;
}
var_dump(count($got), $got === $msgs, $released, strlen($stream), $ok, $u->getRemainingCount(), $u->release());

echo "-- release() with a partial message pending\n";
$u = new BufferUnpacker("\x01\x02\x93\x01");
var_dump($u->tryUnpack(), $u->release(), $u->getRemainingCount());
// the partial message is intact at the start of the buffer
var_dump($u->append("\x02\x03\x04")->tryUnpack(), $u->release(), $u->getRemainingCount());

echo "-- release() after a failed unpack() drops the consumed bytes too (decision 7)\n";
$u = new BufferUnpacker("\x93\x01\x02");
try {
    $u->unpack();
} catch (Throwable $e) {
    echo $e->getMessage(), "\n";
}
var_dump($u->release(), $u->append("\x03")->unpack());

echo "-- release() in a read() loop\n";
$u = new BufferUnpacker('');
$out = '';
foreach (['abc', 'def', 'gh', 'ijklm'] as $piece) {
    $u->append($piece);
    while ($u->getRemainingCount() >= 2) {
        $out .= $u->read(2) . '|';
    }
    $u->release();
}
var_dump($out, $u->getRemainingCount(), $u->read(1));
?>
--EXPECT--
int(50)
bool(true)
int(9383)
int(9383)
bool(true)
int(0)
int(0)
-- release() with a partial message pending
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(2)
int(2)
array(2) {
  [0]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
  }
  [1]=>
  int(4)
}
int(5)
int(0)
-- release() after a failed unpack() drops the consumed bytes too (decision 7)
Not enough data to read
int(3)
int(3)
-- release() in a read() loop
string(18) "ab|cd|ef|gh|ij|kl|"
int(1)
string(1) "m"
