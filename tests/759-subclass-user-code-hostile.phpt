--TEST--
Packer and BufferUnpacker subclasses: overrides that end the request (fatal error, exit()) leave the object as a fresh one for shutdown functions; overrides that replace the buffer, drop the last reference to the object or the value, or throw deep inside nested containers
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Packer;

$expected = [
    'Packer' => "deepest: 16 (fresh: 16)\n9201920207\n",
    'unpack' => "[[1,[7],[1,2,3],\"stop\"],\"z\"] (fresh: [[1,[7],[1,2,3],\"stop\"],\"z\"])\ndeepest: 16 (fresh: 16)\n",
    'tryUnpack' => "[[1,[7],[1,2,3],\"stop\"],\"z\"] (fresh: [[1,[7],[1,2,3],\"stop\"],\"z\"])\ndeepest: 16 (fresh: 16)\n",
    'read' => "[[1,[8],[1,2,3],\"stop\"],\"z\"] (fresh: [[1,[8],[1,2,3],\"stop\"],\"z\"])\ndeepest: 16 (fresh: 16)\n",
];
foreach ($expected as $scenario => $want) {
    foreach (['user_error', 'timeout', 'compile_error', 'memory', 'exit'] as $cause) {
        // PHP 8.5+ prints a backtrace after a fatal error unless fatal_error_backtraces=0 (older versions ignore the
        // setting): what is checked here is the state the shutdown function finds, not the error's report.
        $cmd = sprintf('%s -n -d extension=%s -d display_errors=1 -d log_errors=0 -d fatal_error_backtraces=0 %s %s %s 2>&1', escapeshellarg(PHP_BINARY),
            escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg(__DIR__ . '/data/subclass-fatal-scenarios.inc'),
            escapeshellarg($scenario), escapeshellarg($cause));
        exec($cmd, $out, $status);
        $text = implode("\n", $out) . "\n";
        $out = [];
        // The error that ended the request comes first (none for exit()).
        $text = preg_replace('/^\s*(PHP )?Fatal error: .*\n/', '', $text);
        echo $text === $want ? "ok   " : "FAIL ", "$scenario, $cause\n";
        if ($text !== $want) {
            echo $text, "(exit status $status)\n";
        }
    }
}

echo "-- overrides that replace, append to or release the buffer\n";
class Replacing extends BufferUnpacker
{
    public string $action = '';
    public function read($length)
    {
        $bytes = parent::read($length);
        $action = $this->action;
        $this->action = '';
        match ($action) {
            'reset' => $this->reset("\xa1x\x05"),
            'append' => $this->append(str_repeat("\x01", 100)),
            'release' => $this->release(),
            default => null,
        };
        return $bytes;
    }
}
foreach (['reset', 'append', 'release'] as $action) {
    $u = new Replacing(str_repeat('-', 50) . "\x93\xa2ab\xa1c\x09");
    $u->seek(50);
    $u->action = $action;
    try {
        echo $action, ': ', json_encode($u->unpack()), ', remaining ', $u->getRemainingCount(), "\n";
    } catch (Exception $e) {
        echo $action, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- overrides that drop the last other reference to the object or the value\n";
class Dropping extends BufferUnpacker
{
    public function unpack()
    {
        $GLOBALS['u'] = null;
        return parent::unpack();
    }
}
$u = new Dropping("\x92\x91\x01\xa3abc");
echo json_encode($u->unpack()), "\n";
class DroppingPacker extends Packer
{
    public function packStr($str)
    {
        if ($str === 'x') {
            // while the array $inner was is being written
            $GLOBALS['p'] = null;
            $GLOBALS['value'] = null;
            $GLOBALS['inner'] = 'gone';
        }
        return parent::packStr($str);
    }
}
$inner = ['x', 'y'];
$value = [&$inner, ['k' => 'v']];
$p = new DroppingPacker();
echo bin2hex($p->pack($value)), "\n";

echo "-- exceptions deep inside nested containers\n";
class Deep extends BufferUnpacker
{
    public function unpack()
    {
        $value = parent::unpack();
        if ($value === 'boom') {
            throw new LogicException('boom');
        }
        return $value;
    }
}
$d = new Deep("\x92\x82\xa1a\x92\x01\x02\xa1b\x91\x92\xa1c\xa4boom\x01");
try {
    $d->unpack();
} catch (LogicException $e) {
    echo $e->getMessage(), ', remaining ', $d->getRemainingCount(), "\n";
}
class DeepPacker extends Packer
{
    public function packStr($str)
    {
        if ($str === 'boom') {
            throw new LogicException('boom');
        }
        return parent::packStr($str);
    }
}
try {
    (new DeepPacker())->pack([['a' => [1, 2], 'b' => [['c', 'boom']]], 1]);
} catch (LogicException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
ok   Packer, user_error
ok   Packer, timeout
ok   Packer, compile_error
ok   Packer, memory
ok   Packer, exit
ok   unpack, user_error
ok   unpack, timeout
ok   unpack, compile_error
ok   unpack, memory
ok   unpack, exit
ok   tryUnpack, user_error
ok   tryUnpack, timeout
ok   tryUnpack, compile_error
ok   tryUnpack, memory
ok   tryUnpack, exit
ok   read, user_error
ok   read, timeout
ok   read, compile_error
ok   read, memory
ok   read, exit
-- overrides that replace, append to or release the buffer
reset: ["ab","x",5], remaining 0
append: ["ab","c",9], remaining 100
release: ["ab","c",9], remaining 0
-- overrides that drop the last other reference to the object or the value
[[1],"abc"]
9292a178a17981a16ba176
-- exceptions deep inside nested containers
boom, remaining 1
boom
