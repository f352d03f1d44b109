--TEST--
One PHP process serving request after request (the built-in web server): after a request that a fatal error, exit(), memory_limit, a timeout or an uncaught exception ended in the middle of the codec (in __wakeup(), __sleep(), a transformer, an extension, an autoloader, a stream, a session read or write, APCu), the next requests decode and encode as the process's first one did, with every cache warm, and msgpack.* settings the failed request changed are back to their defaults
--EXTENSIONS--
msgpack
session
--INI--
pcre.jit=0
--SKIPIF--
<?php
if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline to start the server with this module');
if (!function_exists('proc_open')) die('skip needs proc_open()');
?>
--FILE--
<?php
/*
 * The server runs this module as this test's PHP does (-n, the same extension= settings), with APCu after it where
 * APCu is installed. Request "check" runs every API over data that fills the per-thread caches (map keys, string
 * values, map shapes, property slots, object shapes, the kept output buffer) and prints digests of what it gets; each
 * scenario request stops inside a codec call the way its cause says, and the two requests after it must print what the
 * first "check" printed. Under run-tests -m the server runs under valgrind as every child does, with the tracked
 * allocator so that memory_limit still holds.
 */
require __DIR__ . '/470-child.inc';

$tmp = sys_get_temp_dir() . '/msgpack-178-' . getmypid();
@mkdir($tmp);
@mkdir("$tmp/sessions");
$router = <<<'PHP'
<?php
$case = $_GET['case'] ?? 'check';
$cause = $_GET['cause'] ?? 'none';
$armed = false;

/* Ends the request the way $cause says, once armed. */
function stop(): void
{
    global $armed, $cause;
    if (!$armed) {
        return;
    }
    $armed = false;
    echo "stopping\n";
    switch ($cause) {
        case 'user_error':
            trigger_error('stopped', E_USER_ERROR);
        case 'exit':
            exit(0);
        case 'exception':
            throw new RuntimeException('stopped');
        case 'timeout':
            set_time_limit(1);
            while (true) {
            }
        case 'memory':
            ini_set('memory_limit', (string) (memory_get_usage(true) + (4 << 20)));
            $hog = [];
            while (true) {
                $hog[] = str_repeat('m', 100000);
            }
    }
}

class Row { public $id; public $name; public $tags; public $inner; }
class Wakes { public $x = 1; public $k = 'v'; public function __wakeup() { stop(); } }
class Unserializes
{
    public $x = 1;
    public function __serialize(): array { return ['x' => $this->x]; }
    public function __unserialize(array $d): void { stop(); $this->x = $d['x']; }
}
class Sleeps { public $a = 1; public $b = [2]; public function __sleep() { stop(); return ['a', 'b']; } }
class Serializes { public function __serialize(): array { stop(); return ['s' => 1]; } }
class Stops {}
class StopTransformer implements MessagePack\CanPack
{
    public function pack(MessagePack\Packer $packer, $value): ?string
    {
        if ($value instanceof Stops) {
            stop();
            return $packer->packNil();
        }
        return null;
    }
}
class StopExtension implements MessagePack\Extension
{
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, $value): ?string { return null; }
    public function unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength)
    {
        $first = $unpacker->read(1);
        stop();
        return 'ext:' . $first . $unpacker->read($extLength - 1);
    }
}
class SuspendingWaker { public $x = 1; public function __wakeup() { Fiber::suspend(); } }
class Legacy implements Serializable
{
    public $inner;
    public function serialize() { return serialize($this->inner); }
    public function unserialize($data) { $this->inner = unserialize($data); stop(); }
}
class StopStream
{
    public $context;
    private $n = 0;
    public function stream_open($path, $mode, $options, &$opened) { return true; }
    public function stream_read($count)
    {
        if ($this->n++ === 3) {
            stop();
        }
        return msgpack_pack(['abc' => $this->n, 'def' => 'x']);
    }
    public function stream_eof() { return $this->n > 10; }
    public function stream_stat() { return []; }
}
class CloseFails implements SessionHandlerInterface, SessionIdInterface, SessionUpdateTimestampHandlerInterface
{
    public function open(string $path, string $name): bool { return true; }
    public function close(): bool
    {
        msgpack_pack([[[1]], [[2]]]);
        trigger_error('close fails', E_USER_ERROR);
    }
    public function read(string $id): string|false { return ''; }
    public function write(string $id, string $data): bool { return true; }
    public function destroy(string $id): bool { return true; }
    public function gc(int $max): int|false { return 0; }
    /* (PHP 8.6 warns at the declaration of a handler without these) */
    public function create_sid(): string { return 's178new'; }
    public function validateId(string $id): bool { return true; }
    public function updateTimestamp(string $id, string $data): bool { return true; }
}

/* Rows that repeat keys, string values, map shapes and objects of one class. */
function dataset(): array
{
    $rows = $maps = [];
    for ($i = 0; $i < 200; $i++) {
        $r = new Row;
        $r->id = $i;
        $r->name = 'name-' . ($i % 7);
        $r->tags = ['t1', 't2', 'status-' . ($i % 3)];
        $r->inner = ['kind' => 'k' . ($i % 4), 'url' => 'https://example.org/' . ($i % 5), 'n' => $i];
        $rows[] = $r;
        $maps[] = ['id' => $i, 'label' => 'label' . ($i % 9), 'country' => 'DE', 'deep' => ['a' => $i, 'b' => 'x']];
    }
    return ['rows' => $rows, 'maps' => $maps, 'scalars' => [1, -1, 1.5, true, null, str_repeat('q', 300)]];
}

function check(): array
{
    $out = [];
    foreach (['error_display', 'php_only', 'assoc', 'illegal_key_insert', 'use_str8_serialization', 'force_f32', 'throw',
            'max_depth', 'compact'] as $name) {
        $out[] = "msgpack.$name=" . ini_get("msgpack.$name");
    }
    $out[] = 'last error ' . msgpack_last_error();
    $d = dataset();
    $packed = msgpack_pack($d);
    $out[] = 'msgpack_pack ' . md5($packed);
    for ($i = 0; $i < 3; $i++) {
        $u = msgpack_unpack($packed);
        $out[] = 'msgpack_unpack ' . md5(serialize($u)) . ($u == $d ? ' equal' : ' DIFFERENT');
    }
    for ($n = 1; $n < 5000 && msgpack_unpack(str_repeat("\x91", $n) . "\x01") !== false; $n += 97);
    $out[] = "nesting refused from $n";
    $v = 1;
    for ($i = 0; $i < 5000; $i++) {
        $v = [$v];
    }
    $out[] = 'too deep to pack: ' . var_export(@msgpack_pack($v) === false, true);
    $packer = new MessagePack\Packer(null, [new StopTransformer]);
    $lib = $packer->pack($d['maps']);
    $out[] = 'Packer ' . md5($lib) . ' ' . bin2hex($packer->pack([new Stops, [new Stops]]));
    $bu = new MessagePack\BufferUnpacker("\x92\x01\xd5\x05ab" . $lib, null, [new StopExtension]);
    $out[] = 'BufferUnpacker ' . json_encode($bu->unpack()) . ' ' . md5(serialize($bu->unpack()));
    $bu->reset();
    $got = [];
    foreach (str_split($lib . $lib, 100) as $piece) {
        foreach ($bu->append($piece)->tryUnpack() as $message) {
            $got[] = md5(serialize($message));
        }
    }
    $out[] = 'tryUnpack ' . implode(' ', $got);
    $mu = new MessagePackUnpacker();
    $got = [];
    foreach (str_split($packed . msgpack_pack([new Wakes, new Unserializes]), 77) as $piece) {
        $mu->feed($piece);
        while ($mu->execute()) {
            $got[] = md5(serialize($mu->data()));
            $mu->reset();
        }
    }
    $out[] = 'MessagePackUnpacker ' . implode(' ', $got);
    $mu = new MessagePackUnpacker();
    $offset = 0;
    $buffer = '';
    foreach (str_split($packed, 55) as $piece) {
        $buffer .= $piece;
        if ($mu->execute($buffer, $offset)) {
            $out[] = 'MessagePackUnpacker direct ' . md5(serialize($mu->data()));
        }
    }
    $stream = fopen('php://memory', 'w+');
    fwrite($stream, $lib . $lib);
    rewind($stream);
    $got = [];
    foreach (new MessagePack\StreamUnpacker($stream) as $message) {
        $got[] = md5(serialize($message));
    }
    $out[] = 'StreamUnpacker ' . implode(' ', $got);
    $compact = (new MessagePack\Packer(MessagePack\PackOptions::COMPACT))->pack($d['maps']);
    $out[] = 'compact ' . md5($compact) . ' '
        . md5(serialize((new MessagePack\BufferUnpacker($compact, MessagePack\UnpackOptions::COMPACT))->unpack()));
    ini_set('msgpack.compact', 'full');
    $compact = msgpack_pack($d);
    $out[] = 'msgpack.compact=full ' . md5($compact) . (msgpack_unpack($compact) == $d ? ' equal' : ' DIFFERENT');
    ini_restore('msgpack.compact');
    ini_set('msgpack.php_only', '0');
    $out[] = 'msgpack.php_only=0 ' . md5(msgpack_pack($d));
    ini_restore('msgpack.php_only');
    $structures = new MessagePack\Structures();
    $records = (new MessagePack\Packer(MessagePack\PackOptions::RECORDS))->withStructures($structures)->pack($d['maps']);
    $out[] = 'Structures ' . md5($records) . ' ' . count($structures);
    $out[] = 'template ' . json_encode(msgpack_unpack(msgpack_pack(['x' => 5]), 'Wakes'));
    $out[] = 'Serializable ' . md5(serialize(msgpack_unpack(msgpack_pack([new Legacy, new Legacy]))));
    session_id('check' . bin2hex(random_bytes(8)));
    session_start();
    $out[] = 'new session ' . json_encode($_SESSION);
    $_SESSION = ['rows' => array_slice($d['maps'], 0, 5), 'row' => $d['rows'][3]];
    session_write_close();
    session_start();
    $out[] = 'session read back ' . md5(serialize($_SESSION));
    session_destroy();
    if (function_exists('apcu_store')) {
        apcu_store('check', $d);
        $out[] = 'APCu ' . (apcu_fetch('check') == $d ? 'equal' : 'DIFFERENT');
    }
    $out[] = 'last error ' . msgpack_last_error();
    return $out;
}

$armed = true;
switch ($case) {
    case 'check':
        $armed = false;
        echo implode("\n", check()), "\n";
        break;
    case 'settings':
        // every setting changed, then the request dies in an encode
        foreach (['php_only' => '0', 'assoc' => '0', 'max_depth' => '3', 'compact' => 'full', 'throw' => '1',
                'error_display' => '0', 'force_f32' => '1', 'illegal_key_insert' => '1', 'use_str8_serialization' => '0'] as $k => $v) {
            ini_set("msgpack.$k", $v);
        }
        msgpack_pack(['list' => [1, 2.5], 'object' => new Sleeps]);
        break;
    case 'unpack __wakeup':
        $armed = false;
        $bytes = msgpack_pack(dataset() + ['w' => [1, new Wakes, 2]]);
        $armed = true;
        msgpack_unpack($bytes);
        break;
    case 'unpack __unserialize':
        $armed = false;
        $bytes = msgpack_pack(['u' => [new Unserializes], 'd' => dataset()]);
        $armed = true;
        msgpack_unpack($bytes);
        break;
    case 'Serializable::unserialize':
        $armed = false;
        $bytes = msgpack_pack(['d' => dataset(), 'l' => new Legacy]);
        $armed = true;
        msgpack_unpack($bytes);
        break;
    case 'pack __sleep, php_only=0':
        ini_set('msgpack.php_only', '0');
        msgpack_pack(['d' => dataset(), 's' => [[new Sleeps]]]);
        break;
    case 'pack __serialize, compact':
        ini_set('msgpack.compact', 'full');
        msgpack_pack(['d' => dataset(), 's' => [new Serializes]]);
        break;
    case 'Packer transformer':
        (new MessagePack\Packer(MessagePack\PackOptions::COMPACT, [new StopTransformer]))->pack([dataset()['maps'], [[new Stops]]]);
        break;
    case 'Packer::packToStream':
        (new MessagePack\Packer(null, [new StopTransformer]))->packToStream(fopen('php://temp', 'w+'),
            [dataset()['maps'], str_repeat('a', 100000), [new Stops]]);
        break;
    case 'BufferUnpacker::tryUnpack extension':
        $bu = new MessagePack\BufferUnpacker('', null, [new StopExtension]);
        foreach (str_split((new MessagePack\Packer)->pack(dataset()['maps']) . "\x93\x01\x81\xa2ab\xd5\x05ab\x02", 7) as $piece) {
            $bu->append($piece)->tryUnpack();
        }
        break;
    case 'MessagePackUnpacker::execute':
        $armed = false;
        $bytes = msgpack_pack(dataset()) . msgpack_pack([1, new Wakes, 2]);
        $armed = true;
        $mu = new MessagePackUnpacker();
        foreach (str_split($bytes, 50) as $piece) {
            $mu->feed($piece);
            while ($mu->execute()) {
                $mu->reset();
            }
        }
        break;
    case 'MessagePackUnpacker direct':
        $armed = false;
        $bytes = msgpack_pack(dataset()) . msgpack_pack([1, new Wakes, 2]);
        $armed = true;
        $mu = new MessagePackUnpacker();
        $offset = 0;
        $buffer = '';
        foreach (str_split($bytes, 50) as $piece) {
            $buffer .= $piece;
            while ($mu->execute($buffer, $offset)) {
                $mu->reset();
                $buffer = substr($buffer, $offset);
                $offset = 0;
            }
        }
        break;
    case 'StreamUnpacker stream':
        stream_wrapper_register('stopper', StopStream::class);
        foreach (new MessagePack\StreamUnpacker(fopen('stopper://x', 'r')) as $message) {
        }
        break;
    case 'autoloader':
        spl_autoload_register(function ($class) {
            stop();
        });
        msgpack_unpack(str_replace('Wakes', 'Later', msgpack_pack(['d' => dataset(), 'w' => new Wakes])));
        break;
    case 'session read':
        $armed = false;
        session_id('s178read');
        session_start();
        $_SESSION = ['rows' => dataset()['maps'], 'w' => new Wakes];
        session_write_close();
        $armed = true;
        session_start();
        break;
    case 'session written at request end':
        // __sleep() throws with no function running: an uncaught exception; then the save handler's close() packs and
        // fails
        ini_set('msgpack.php_only', '0');
        session_set_save_handler(new CloseFails, false);
        session_id('s178write');
        session_start();
        $_SESSION['data'] = ['rows' => dataset()['maps'], 'list' => [1, [2, new Sleeps]]];
        $cause = 'exception';
        echo "stopping\n";
        exit;
    case 'APCu fetch':
        $armed = false;
        apcu_store('w', ['d' => dataset(), 'u' => new Unserializes]);
        $armed = true;
        apcu_fetch('w');
        break;
    case 'Fibers suspended in the codec':
        // not an error: the request ends with both Fibers suspended inside a decode
        $armed = false;
        $GLOBALS['f1'] = new Fiber(fn () => msgpack_unpack(msgpack_pack(['d' => dataset(), 'w' => new SuspendingWaker])));
        $GLOBALS['f1']->start();
        $bu = new MessagePack\BufferUnpacker((new MessagePack\Packer)->pack(dataset()['maps']) . "\x92\x01\xd5\x05ab",
            null, [new class implements MessagePack\Extension {
                public function getType(): int { return 5; }
                public function pack(MessagePack\Packer $packer, $value): ?string { return null; }
                public function unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength) { Fiber::suspend(); return 1; }
            }]);
        $GLOBALS['f2'] = new Fiber(fn () => [$bu->unpack(), $bu->unpack()]);
        $GLOBALS['f2']->start();
        echo "stopping\n";
        exit;
    case 'memory_limit in the decoder':
        $armed = false;
        $big = [];
        for ($i = 0; $i < 100000; $i++) {
            $big['key' . $i] = ['v' => 'val' . ($i % 1000), 'n' => $i];
        }
        $bytes = msgpack_pack($big);
        unset($big);
        msgpack_unpack(msgpack_pack(dataset()));
        // Half of what the value takes: PHP 8.4 raises the error in the allocation that passes the limit; Debian's
        // PHP 8.2 at the next opcode, and ends the process at twice the limit (its tracked allocator counts exactly).
        $before = memory_get_usage();
        $value = msgpack_unpack($bytes);
        $need = memory_get_usage() - $before;
        unset($value);
        // (not below what the allocator holds: PHP 8.4 refuses such a limit)
        ini_set('memory_limit', (string) max(memory_get_usage() + intdiv($need, 2), memory_get_usage(true) + 1));
        echo "stopping\n";
        msgpack_unpack($bytes);
        break;
}
echo "not stopped\n";
PHP;
file_put_contents("$tmp/router.php", $router);

$extensions = is_file(ini_get('extension_dir') . '/apcu.so') ? ['apcu'] : [];
$cmd = msgpack_test_child([
    'session.serialize_handler' => 'msgpack',
    'session.save_path' => "$tmp/sessions",
    'session.use_cookies' => '0',
    'session.use_strict_mode' => '0',
    'session.cache_limiter' => '',
    'apc.enable_cli' => '1',
    'apc.serializer' => 'msgpack',
    'display_errors' => '1',
    'html_errors' => '0',
    'log_errors' => '0',
    'max_execution_time' => '0',
    'fatal_error_backtraces' => '0',
    'error_reporting' => (string) (E_ALL & ~E_DEPRECATED),
], $extensions);
$env = getenv();
unset($env['PHP_CLI_SERVER_WORKERS']);
if (($env['USE_ZEND_ALLOC'] ?? '') === '0') {
    // (memory_limit holds only with the tracked allocator)
    $env['USE_TRACKED_ALLOC'] = '1';
}
for ($attempt = 0; $attempt < 5; $attempt++) {
    $sock = stream_socket_server('tcp://127.0.0.1:0');
    $name = stream_socket_get_name($sock, false);
    fclose($sock);
    $port = (int) substr($name, strrpos($name, ':') + 1);
    $server = proc_open("exec $cmd -S 127.0.0.1:$port " . escapeshellarg("$tmp/router.php"),
        [0 => ['file', '/dev/null', 'r'], 1 => ['file', "$tmp/server.log", 'a'], 2 => ['file', "$tmp/server.log", 'a']],
        $pipes, $tmp, $env);
    // Ready when it answers (under valgrind that takes a while); one that exited lost the port to another process.
    for ($ready = false, $deadline = microtime(true) + 120; !$ready && proc_get_status($server)['running']
            && microtime(true) < $deadline; usleep(50000)) {
        if ($s = @stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 1)) {
            fclose($s);
            $ready = true;
        }
    }
    if ($ready) {
        break;
    }
    proc_terminate($server, 9);
    proc_close($server);
    $server = null;
}
if (!$server) {
    die("the server did not start:\n" . file_get_contents("$tmp/server.log"));
}

function request(string $query): ?string
{
    global $port;
    $s = @stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 120);
    if (!$s) {
        return null;
    }
    stream_set_timeout($s, 600);
    fwrite($s, "GET /?$query HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n");
    $raw = (string) stream_get_contents($s);
    fclose($s);
    return substr($raw, (int) strpos($raw, "\r\n\r\n") + 4);
}

/* How a scenario's request ended, in words that do not depend on PHP's version. */
function ending(string $body): string
{
    return match (true) {
        str_contains($body, 'not stopped') => 'NOT STOPPED: ' . $body,
        !str_contains($body, 'stopping') => 'STOPPED EARLY: ' . $body,
        (bool) preg_match('/Fatal error: +stopped/', $body) => 'fatal error',
        (bool) preg_match('/Fatal error: +Allowed memory size/', $body) => 'memory_limit',
        (bool) preg_match('/Fatal error: +Maximum execution time/', $body) => 'timeout',
        (bool) preg_match('/Fatal error: +Uncaught RuntimeException: stopped/', $body) => 'uncaught exception',
        trim($body) === 'stopping' => 'exit() or the end of the script',
        default => 'UNEXPECTED: ' . $body,
    };
}

$first = request('case=check');
echo $first !== null && str_ends_with($first, "not stopped\n") ? "first request answered\n" : "first request: $first\n";
$scenarios = [
    ['settings', 'user_error'],
    ['unpack __wakeup', 'user_error'],
    ['unpack __wakeup', 'exit'],
    ['unpack __unserialize', 'memory'],
    ['unpack __unserialize', 'timeout'],
    ['Serializable::unserialize', 'user_error'],
    ['pack __sleep, php_only=0', 'user_error'],
    ['pack __serialize, compact', 'exception'],
    ['Packer transformer', 'memory'],
    ['Packer::packToStream', 'exit'],
    ['BufferUnpacker::tryUnpack extension', 'user_error'],
    ['BufferUnpacker::tryUnpack extension', 'exception'],
    ['MessagePackUnpacker::execute', 'user_error'],
    ['MessagePackUnpacker direct', 'memory'],
    ['StreamUnpacker stream', 'user_error'],
    ['autoloader', 'exit'],
    ['session read', 'user_error'],
    ['session written at request end', 'none'],
    ['APCu fetch', 'user_error'],
    ['Fibers suspended in the codec', 'none'],
    ['memory_limit in the decoder', 'none'],
];
foreach ($scenarios as [$case, $cause]) {
    if ($case === 'APCu fetch' && !$extensions) {
        echo "$case, $cause: not run: no APCu\n";
        continue;
    }
    $body = request(http_build_query(['case' => $case, 'cause' => $cause]));
    echo "$case, $cause: ", $body === null ? 'no answer' : ending($body);
    $after = [request('case=check'), request('case=check')];
    echo $after[0] === $first && $after[1] === $first ? ", the next requests as the first\n" : "\n";
    foreach ($after as $i => $body) {
        if ($body !== $first) {
            echo "  request ", $i + 1, " after it:\n", $body === null ? "  no answer\n" : '', implode("\n",
                array_map(fn ($l) => "  $l", array_diff(explode("\n", (string) $body), explode("\n", $first)))), "\n";
        }
    }
    if (!proc_get_status($server)['running']) {
        echo "the server exited\n";
        break;
    }
}
proc_terminate($server);
proc_close($server);
// what the server printed besides its access log (a crash, a memory checker's reports)
$log = preg_replace('/^\[[^\]]*\] (PHP [\d.]+\S* Development Server .* started|127\.0\.0\.1:\d+ .*)\n/m', '',
    (string) file_get_contents("$tmp/server.log"));
echo $log === '' ? "server log: clean\n" : "server log:\n$log";
array_map('unlink', glob("$tmp/sessions/*"));
@rmdir("$tmp/sessions");
@unlink("$tmp/router.php");
@unlink("$tmp/server.log");
@rmdir($tmp);
?>
--EXPECTF--
first request answered
settings, user_error: fatal error, the next requests as the first
unpack __wakeup, user_error: fatal error, the next requests as the first
unpack __wakeup, exit: exit() or the end of the script, the next requests as the first
unpack __unserialize, memory: memory_limit, the next requests as the first
unpack __unserialize, timeout: timeout, the next requests as the first
Serializable::unserialize, user_error: fatal error, the next requests as the first
pack __sleep, php_only=0, user_error: fatal error, the next requests as the first
pack __serialize, compact, exception: uncaught exception, the next requests as the first
Packer transformer, memory: memory_limit, the next requests as the first
Packer::packToStream, exit: exit() or the end of the script, the next requests as the first
BufferUnpacker::tryUnpack extension, user_error: fatal error, the next requests as the first
BufferUnpacker::tryUnpack extension, exception: uncaught exception, the next requests as the first
MessagePackUnpacker::execute, user_error: fatal error, the next requests as the first
MessagePackUnpacker direct, memory: memory_limit, the next requests as the first
StreamUnpacker stream, user_error: fatal error, the next requests as the first
autoloader, exit: exit() or the end of the script, the next requests as the first
session read, user_error: fatal error, the next requests as the first
session written at request end, none: uncaught exception, the next requests as the first
APCu fetch, user_error: %r(fatal error, the next requests as the first|not run: no APCu)%r
Fibers suspended in the codec, none: exit() or the end of the script, the next requests as the first
memory_limit in the decoder, none: memory_limit, the next requests as the first
server log: clean
