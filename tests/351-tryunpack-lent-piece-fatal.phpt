--TEST--
BufferUnpacker::tryUnpack(): a memory_limit error while a lent piece is decoded in place (the message begun two pieces before) leaves the piece lent and the suspended decode forgotten: in a shutdown function the object reads the message again from its first byte
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
// Some builds (Debian's PHP 8.2 and 8.4) raise a memory_limit error only at the next opcode, after the call has
// returned: no decode is cut short there. A child process finds out which this PHP is.
$so = __DIR__ . '/../modules/msgpack.so';
if (!is_file($so)) die('skip needs the module built in this tree');
$probe = 'register_shutdown_function(function () { global $u; echo $u->getRemainingCount() > 0 ? "at once" : "after the call"; });'
    . '$u = new MessagePack\BufferUnpacker((new MessagePack\Packer())->pack(str_repeat("z", 3000000)));'
    . 'ini_set("memory_limit", (string) (memory_get_usage(true) + 1000000)); $u->unpack();';
$got = trim((string) shell_exec(sprintf('%s -n -d extension=%s -d display_errors=0 -r %s 2>&1', escapeshellarg(PHP_BINARY),
    escapeshellarg($so), escapeshellarg($probe))));
if ($got !== 'at once') die("skip this PHP raises memory_limit errors after the call ($got)");
?>
--INI--
display_errors=1
log_errors=0
fatal_error_backtraces=0
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer};

$value = ['head' => str_repeat('h', 150), 'inner' => ['list' => [1, 2, 3, str_repeat('m', 150), str_repeat('n', 300)],
    'mid' => 'abcdefghijklmnopqrstuvwxyz0123456789', 'big' => str_repeat('z', 3000000)], 'tail' => 'end'];
$msg = (new Packer())->pack($value) . (new Packer())->pack('next');
$want = md5(json_encode([$value, 'next']));
$at = strpos($msg, 'opqrst');
// Three pieces of 128 bytes or more: the first becomes the buffer, the second is lent and read in place (the first
// joins the history) up to the middle of a short string; the third is lent, the string put together, and the decode
// goes on in the piece, in the map it was in, to the long string, whose allocation fails. The decode was then past
// its first open container: its state is for no piece.
$pieces = [substr($msg, 0, 200), substr($msg, 200, $at - 200), substr($msg, $at)];
unset($msg, $value);

$u = new BufferUnpacker();
foreach ([0, 1] as $i) {
    $u->append($pieces[$i]);
    echo "piece $i: ", count($u->tryUnpack()), " messages, ", $u->getRemainingCount(), " bytes left\n";
}
register_shutdown_function(function () use ($u, $want) {
    ini_set('memory_limit', '-1');
    echo "shutdown: ", $u->getRemainingCount(), " bytes left\n";
    $got = $u->tryUnpack();
    echo "shutdown: ", count($got), " messages, same as packed: ", var_export(md5(json_encode($got)) === $want, true),
        ", ", $u->getRemainingCount(), " bytes left\n";
    // and the object goes on as any other
    $u->append((new Packer())->pack(['after' => str_repeat('a', 300)]));
    echo "after: ", json_encode(array_map(fn($v) => is_array($v) ? array_map('strlen', $v) : $v, $u->tryUnpack())), "\n";
});
ini_set('memory_limit', (string) (memory_get_usage(true) + 1000000));
$u->append($pieces[2]);
unset($pieces);
$u->tryUnpack();
echo "not reached\n";
?>
--EXPECTF--
piece 0: 0 messages, 200 bytes left
piece 1: 0 messages, %d bytes left
%AFatal error: Allowed memory size of %d bytes exhausted%s
shutdown: 3000694 bytes left
shutdown: 2 messages, same as packed: true, 0 bytes left
after: [{"after":300}]
