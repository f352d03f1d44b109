--TEST--
MessagePackUnpacker's frame kept between calls, after a fatal error in each kind of user code a decode runs (__wakeup(), __unserialize(), an autoloader, unserialize_callback_func, a destructor, an error handler, memory_limit; plain, direct and in pieces; a Fiber suspended in another unpacker's decode; two unpackers nested) and after an aborted connection's bailout between decodes: the shutdown function finds no frame in a call, writes output unguarded, reads with the same unpacker, and a second fatal error there leaves it usable again (counted in test builds)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!function_exists('msgpack_test_counters')) die('skip needs a build with -DMSGPACK_TEST_COUNTERS');
if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline to start a child process');
if (!function_exists('proc_open')) die('skip needs proc_open()');
?>
--FILE--
<?php
/*
 * Each scenario is a child process (the same module) that ends in a fatal error inside a decode, or in an aborted
 * connection's bailout between two; it writes what it finds to a file, since its output is not this test's.
 */
require __DIR__ . '/470-child.inc';

$child = <<<'CODE'
[, $scenario, $report] = $argv;
function report(string $line): void
{
    global $report;
    file_put_contents($report, "$line\n", FILE_APPEND);
}
// the frames now, and the SAPI writes and flushes the guard took since the last call
function frames(): string
{
    $c = msgpack_test_counters(true);
    return "registered {$c['frames_registered']}, in a call {$c['frames_in_call']}, guarded {$c['guarded_writes']}";
}
function boom(string $where): void
{
    global $scenario;
    if ($scenario === 'memory_limit' && $where === 'wakeup 1') {
        $GLOBALS['hog'] = str_repeat('m', 64 << 20);
    }
    trigger_error("boom: $where", E_USER_ERROR);
}
class Boom
{
    public $n = 0;
    public function __wakeup() { boom("wakeup {$this->n}"); }
}
class Unser
{
    public $n = 0;
    public function __serialize(): array { return ['n' => $this->n]; }
    public function __unserialize(array $data): void { boom("unserialize {$data['n']}"); }
}
class Dies
{
    public $n = 0;
    public function __destruct() { if ($this->n) boom("destruct {$this->n}"); }
}
class Waits
{
    public function __wakeup() { Fiber::suspend(); }
}
class Outer
{
    public function __wakeup()
    {
        $GLOBALS['other']->feed(msgpack_pack(boom_value(1)));
        $GLOBALS['other']->execute();
    }
}
function boom_value(int $n): Boom
{
    $b = new Boom;
    $b->n = $n;
    return $b;
}
$u = new MessagePackUnpacker();
$u->feed(msgpack_pack('first'));
$u->execute();
$u->data();
register_shutdown_function(function () use ($u) {
    global $fiber, $other;
    report('shutdown: ' . frames());
    echo "unguarded";
    report('an echo: ' . frames());
    try {
        $u->feed(msgpack_pack('again'));
        $read = [];
        while ($u->execute()) {
            $read[] = $u->data();
        }
        $offset = 0;
        $bytes = msgpack_pack('direct');
        $u->execute($bytes, $offset);
        $read[] = $u->data();
        report('reads: ' . json_encode($read) . ', ' . frames());
        if (isset($fiber)) {
            try {
                $fiber->resume();
            } catch (FiberError $e) {
                report('Fiber: ' . $e->getMessage());
            }
        }
        if (isset($other)) {
            $other->feed(msgpack_pack('other'));
            report('other: ' . var_export($other->execute(), true) . ' ' . json_encode($other->data()));
        }
    } catch (Throwable $e) {
        report(get_class($e) . ': ' . $e->getMessage());
    }
    // after a second fatal error, in the same unpacker's decode
    ob_start(function (string $buffer) use ($u) {
        $found = frames();
        $u->feed(msgpack_pack('last'));
        $u->execute();
        report("at the end: $found; reads " . json_encode($u->data()) . ', ' . frames());
        return $buffer;
    });
    $u->feed(msgpack_pack(boom_value(2)) . msgpack_pack('lost'));
    $u->execute();
    report('NOT STOPPED in shutdown');
});

switch ($scenario) {
    case '__wakeup':
        $u->feed(msgpack_pack([1, boom_value(1)]) . msgpack_pack('next'));
        $u->execute();
        break;
    case '__unserialize':
        $x = new Unser;
        $x->n = 1;
        $u->feed(msgpack_pack(['a' => $x]));
        $u->execute();
        break;
    case 'autoloader':
        spl_autoload_register(function (string $class) {
            boom("autoload $class");
        });
        $u->feed(str_replace('Boom', 'Moob', msgpack_pack(boom_value(1))));
        $u->execute();
        break;
    case 'unserialize_callback_func':
        ini_set('unserialize_callback_func', 'missing_class');
        function missing_class(string $class): void
        {
            boom("callback $class");
        }
        $u->feed(str_replace('Boom', 'Moob', msgpack_pack(boom_value(1))));
        $u->execute();
        break;
    case 'destructor':
        // a key twice: the first value is dropped in the middle of the decode
        $dies = new Dies;
        $dies->n = 1;
        $u->feed("\x82\xa1k" . msgpack_pack($dies) . "\xa1k\x01");
        $dies->n = 0;
        $u->execute();
        break;
    case 'error handler':
        set_error_handler(function (int $type, string $message) {
            boom("handler: $message");
        });
        // an array as a map key: "Array to string conversion" in the middle of the decode
        $u->feed("\x81\x91\x01\x02" . msgpack_pack('next'));
        $u->execute();
        break;
    case 'memory_limit':
        $u->feed(msgpack_pack(boom_value(1)));
        $u->execute();
        break;
    case 'direct':
        $offset = 0;
        $bytes = msgpack_pack([1, boom_value(1)]);
        $u->execute($bytes, $offset);
        break;
    case 'pieces':
        $bytes = msgpack_pack([str_repeat('p', 40), boom_value(1)]);
        $u->feed(substr($bytes, 0, 20));
        $u->execute();
        $u->feed(substr($bytes, 20));
        $u->execute();
        break;
    case 'Fiber suspended in a decode':
        $other = new MessagePackUnpacker();
        $fiber = new Fiber(function () use ($other) {
            $other->feed(msgpack_pack(new Waits));
            $other->execute();
        });
        $fiber->start();
        report('suspended: ' . frames());
        $u->feed(msgpack_pack(boom_value(1)));
        $u->execute();
        break;
    case 'nested':
        $other = new MessagePackUnpacker();
        $u->feed(msgpack_pack(new Outer));
        $u->execute();
        break;
    case 'aborted between decodes':
        echo str_repeat('x', 100), "\n";
        break;
}
report('NOT STOPPED');
CODE;
$script = tempnam(sys_get_temp_dir(), 'msgpack-559-');
file_put_contents($script, "<?php\n$child");
$report = tempnam(sys_get_temp_dir(), 'msgpack-559-report-');
$cmd = msgpack_test_child(['display_errors' => '0', 'log_errors' => '0', 'output_buffering' => '0',
    'implicit_flush' => '1', 'ignore_user_abort' => '0', 'memory_limit' => '32M']);
// memory_limit needs an allocator that counts: under valgrind and ASan (USE_ZEND_ALLOC=0), the tracked one
$env = getenv();
if (($env['USE_ZEND_ALLOC'] ?? '') === '0') {
    unset($env['USE_ZEND_ALLOC']);
    $env['USE_TRACKED_ALLOC'] = '1';
}
foreach (['__wakeup', '__unserialize', 'autoloader', 'unserialize_callback_func', 'destructor', 'error handler', 'memory_limit', 'direct', 'pieces',
        'Fiber suspended in a decode', 'nested', 'aborted between decodes'] as $scenario) {
    file_put_contents($report, '');
    $aborted = $scenario === 'aborted between decodes';
    $proc = proc_open($cmd . ' ' . escapeshellarg($script) . ' ' . escapeshellarg($scenario) . ' ' . escapeshellarg($report),
        [0 => ['file', '/dev/null', 'r'], 1 => $aborted ? ['pipe', 'w'] : ['file', '/dev/null', 'w'],
            2 => ['file', '/dev/null', 'w']], $pipes, null, $env);
    if ($aborted) {
        // the reading end closed before the child writes: its first write fails
        fclose($pipes[1]);
    }
    $status = proc_close($proc);
    echo "== $scenario (exit status $status)\n", file_get_contents($report);
}
unlink($script);
unlink($report);
?>
--EXPECT--
== __wakeup (exit status 255)
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["next","again","direct"], registered 1, in a call 0, guarded 0
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== __unserialize (exit status 255)
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["again","direct"], registered 1, in a call 0, guarded 0
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== autoloader (exit status 255)
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["again","direct"], registered 1, in a call 0, guarded 0
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== unserialize_callback_func (exit status 255)
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["again","direct"], registered 1, in a call 0, guarded 0
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== destructor (exit status 255)
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["again","direct"], registered 1, in a call 0, guarded 0
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== error handler (exit status 255)
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["next","again","direct"], registered 1, in a call 0, guarded 0
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== memory_limit (exit status 255)
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["again","direct"], registered 1, in a call 0, guarded 0
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== direct (exit status 255)
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["again","direct"], registered 1, in a call 0, guarded 0
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== pieces (exit status 255)
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["again","direct"], registered 1, in a call 0, guarded 0
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== Fiber suspended in a decode (exit status 255)
suspended: registered 3, in a call 2, guarded 0
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["again","direct"], registered 1, in a call 0, guarded 0
Fiber: Cannot resume a fiber that is not suspended
other: true "other"
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== nested (exit status 255)
shutdown: registered 0, in a call 0, guarded 0
an echo: registered 0, in a call 0, guarded 0
reads: ["again","direct"], registered 1, in a call 0, guarded 0
other: true "other"
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0
== aborted between decodes (exit status 255)
shutdown: registered 1, in a call 0, guarded 0
an echo: registered 1, in a call 0, guarded 0
reads: ["again","direct"], registered 1, in a call 0, guarded 0
at the end: registered 0, in a call 0, guarded 0; reads "lost", registered 1, in a call 0, guarded 0