--TEST--
Compact mode: a fatal error (E_USER_ERROR, memory_limit; exit() too) in user code a decode runs after a shared array's definition (a class autoloader, __wakeup(), __unserialize(), an Extension): a shutdown function decodes the same data again with the same decoder, and new data with msgpack_unpack() and the same BufferUnpacker, and packs, all sharing arrays as a fresh request does
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
?>
--FILE--
<?php
$child = <<<'PHP'
// Run as: php child.php SCENARIO CAUSE. Decodes compact data whose shared array definition comes before user code
// that ends the request; a shutdown function then decodes and packs again.
error_reporting(E_ALL & ~E_DEPRECATED);
[, $scenario, $cause] = $argv + [null, '', ''];
ini_set('msgpack.compact', 'full');
$armed = true;

function stop(): void
{
    global $armed, $cause;
    if (!$armed) {
        return;
    }
    $armed = false;
    switch ($cause) {
        case 'user_error':
            trigger_error('stopped', E_USER_ERROR);
        case 'memory':
            ini_set('memory_limit', '16M');
            $big = str_repeat('x', 64 << 20);
        case 'exit':
            exit(0);
    }
}

// How many holders the array at $list[$i] has (debug_zval_dump()'s figure, less the argument's own).
function holders(array $list, int $i): int
{
    ob_start();
    debug_zval_dump($list[$i]);
    return preg_match('/refcount\((\d+)\)/', ob_get_clean(), $m) ? (int) $m[1] - 1 : -1;
}

// The value decoded again: equal to $want, its copies of $tags one array (shared), a write to one copy its own.
function check(string $what, mixed $got, array $want, array $copies): void
{
    $same = $got == $want;
    $shared = holders($got, $copies[0]) >= count($copies);
    $got[$copies[0]][] = 'written';
    $separate = true;
    foreach (array_slice($copies, 1) as $i) {
        $separate = $separate && $got[$i] === $want[$i];
    }
    printf("%s: %s, %s, %s\n", $what, $same ? 'equal' : 'DIFFERENT: ' . json_encode($got),
        $shared ? 'shared' : 'NOT SHARED', $separate ? 'copy on write' : 'A WRITE SHOWS IN THE OTHER COPIES');
}

class Wakes
{
    public $n = 1;
    public function __wakeup()
    {
        stop();
    }
}
class Unserializes
{
    public $n = 1;
    public function __serialize(): array
    {
        return ['n' => $this->n];
    }
    public function __unserialize(array $data): void
    {
        stop();
        $this->n = $data['n'];
    }
}
final class Stops implements MessagePack\Extension
{
    public function getType(): int
    {
        return 5;
    }
    public function pack(MessagePack\Packer $packer, mixed $value): ?string
    {
        return null;
    }
    public function unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength): string
    {
        stop();
        return 'ext:' . $unpacker->read($extLength);
    }
}

$tags = ['php', 'msgpack', 'shared'];
$many = array_fill(0, 500, $tags);
$u = new MessagePack\BufferUnpacker('', MessagePack\UnpackOptions::COMPACT, [new Stops]);
switch ($scenario) {
    case 'autoload':
        // (a class of the same length renamed in the bytes: one the autoloader is asked for)
        class Here
        {
            public $n = 1;
        }
        $data = str_replace('Here', 'Gone', msgpack_pack([$tags, new Here, $tags, $tags]));
        spl_autoload_register(function (string $class) {
            stop();
        });
        $decode = fn () => msgpack_unpack($data);
        break;
    case 'wakeup':
        $data = msgpack_pack([$tags, new Wakes, $tags, $tags]);
        $decode = fn () => msgpack_unpack($data);
        break;
    case 'unserialize':
        $data = msgpack_pack([$tags, new Unserializes, $tags, $tags]);
        $decode = fn () => msgpack_unpack($data);
        break;
    case 'extension':
        $data = (new MessagePack\Packer(MessagePack\PackOptions::COMPACT))
            ->pack([$tags, new MessagePack\Type\Ext(5, 'ab'), $tags, $tags]);
        $decode = fn () => $u->reset($data)->unpack();
        break;
}
if (!str_contains($data, "\xc7\x00\x41")) {
    echo "no array definition in ", bin2hex($data), "\n";
}
register_shutdown_function(function () use ($decode, $u, $tags, $many) {
    ini_set('memory_limit', -1);
    // the interrupted decode again (its user code does nothing now)
    $got = $decode();
    $want = $got;
    $want[0] = $want[2] = $want[3] = $tags;
    check('again', $got, $want, [0, 2, 3]);
    // new decodes with the same decoders, and packs
    $packed = msgpack_pack($many);
    check('msgpack_unpack', msgpack_unpack($packed), $many, range(0, 499));
    $packer = new MessagePack\Packer(MessagePack\PackOptions::COMPACT);
    $bytes = $packer->pack($many);
    check('BufferUnpacker', $u->reset($bytes)->unpack(), $many, range(0, 499));
    echo strlen($packed) < 2000 && $bytes === $packed ? "packed shared\n" : "PACKED " . strlen($packed) . " BYTES\n";
});
$decode();
echo "not stopped\n";
PHP;
$want = "again: equal, shared, copy on write\nmsgpack_unpack: equal, shared, copy on write\n"
    . "BufferUnpacker: equal, shared, copy on write\npacked shared\n";
foreach (['autoload', 'wakeup', 'unserialize', 'extension'] as $scenario) {
    foreach (['user_error', 'memory', 'exit'] as $cause) {
        // USE_TRACKED_ALLOC: memory_limit holds under USE_ZEND_ALLOC=0 too (the valgrind pass). PHP 8.5+ prints a
        // backtrace after a fatal error unless fatal_error_backtraces=0: the state the shutdown function finds is what
        // is checked, not the error's report.
        $cmd = sprintf('USE_TRACKED_ALLOC=1 %s -n -d extension=%s -d display_errors=1 -d log_errors=0 -d fatal_error_backtraces=0 -r %s %s %s 2>&1',
            escapeshellarg(PHP_BINARY), escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($child),
            escapeshellarg($scenario), escapeshellarg($cause));
        exec($cmd, $out, $status);
        $text = implode("\n", $out) . "\n";
        $out = [];
        // The error that ended the request comes first (none for exit()).
        $text = preg_replace('/^\s*(PHP )?Fatal error: .*\n/', '', $text);
        echo $text === $want ? 'ok   ' : 'FAIL ', "$scenario, $cause\n";
        if ($text !== $want) {
            echo $text, "(exit status $status)\n";
        }
    }
}
?>
--EXPECT--
ok   autoload, user_error
ok   autoload, memory
ok   autoload, exit
ok   wakeup, user_error
ok   wakeup, memory
ok   wakeup, exit
ok   unserialize, user_error
ok   unserialize, memory
ok   unserialize, exit
ok   extension, user_error
ok   extension, memory
ok   extension, exit
