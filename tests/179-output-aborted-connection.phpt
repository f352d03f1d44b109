--TEST--
A closed connection found while user code the codec runs writes output (echo, flush() in __sleep(), an extension, a transformer, __wakeup(), an error handler) ends the request with a bailout and no error: every call in progress is put right for the shutdown functions (objects, array marks), and a fatal error there walks no stale frame
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline to start a child process');
if (!function_exists('proc_open')) die('skip needs proc_open()');
?>
--FILE--
<?php
/*
 * Each scenario is a child process whose standard output is a pipe this process closes at once: the first write of
 * the output its user code makes fails, and the CLI ends the request as a web server does when the client has gone
 * (php_handle_aborted_connection(): a bailout, no error). Its shutdown function writes to a file what it finds, uses
 * the objects again, then ends in E_USER_ERROR, whose handler walks the calls still registered.
 */
require __DIR__ . '/470-child.inc';

$child = <<<'CODE'
[, $scenario, $report] = $argv;
$armed = true;
function out(string $what): void
{
    global $armed;
    if ($armed) {
        $armed = false;
        echo str_repeat('x', 100), "\n";
        flush();
    }
}
function report(string $line): void
{
    global $report;
    file_put_contents($report, "$line\n", FILE_APPEND);
}
function deepest_pack(MessagePack\Packer $p): int
{
    for ($n = 1, $v = 1; $n < 40; $n++) {
        $v = [$v];
        try {
            $p->pack($v);
        } catch (MessagePack\Exception\PackingFailedException) {
            return $n - 1;
        }
    }
    return $n;
}
class Talks { public $x = 1; public function __sleep() { out('sleep'); return ['x']; } public function __wakeup() { out('wakeup'); } }
class TalkingExtension implements MessagePack\Extension
{
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, $value): ?string { return null; }
    public function unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength)
    {
        $first = $unpacker->read(1);
        out('extension');
        return 'ext:' . $first . $unpacker->read($extLength - 1);
    }
}
class Marker {}
class TalkingTransformer implements MessagePack\CanPack
{
    public function pack(MessagePack\Packer $packer, $value): ?string
    {
        if ($value instanceof Marker) {
            out('transformer');
            return $packer->packNil();
        }
        return null;
    }
}
ini_set('msgpack.max_depth', 16);
register_shutdown_function(function () {
    report('connection status ' . connection_status());
    // runs after the scenario's own
    register_shutdown_function(function () {
        msgpack_pack([[[1]], [[2]]]);
        trigger_error('the shutdown function gives up', E_USER_ERROR);
    });
});
switch ($scenario) {
    case 'msgpack_pack, php_only=0':
        ini_set('msgpack.php_only', '0');
        $list = [1, [2, 3]];
        $value = ['list' => $list, 'talks' => new Talks];
        register_shutdown_function(function () use ($value) {
            report('array marked: ' . (str_contains(print_r($value, true), '*RECURSION*') ? 'yes' : 'no'));
            $GLOBALS['armed'] = false;
            report('packs again: ' . bin2hex(msgpack_pack($value)));
        });
        msgpack_pack([$value]);
        break;
    case 'BufferUnpacker extension':
        $data = "\x93\x01\x91\xd5\x05ab\x93\x01\x02\x03";
        $u = new MessagePack\BufferUnpacker($data, null, [new TalkingExtension]);
        register_shutdown_function(function () use ($u) {
            report('offset at the start: ' . var_export($u->getRemainingCount() === 11, true));
            report('unpacks: ' . json_encode($u->unpack()));
        });
        $u->unpack();
        break;
    case 'Packer transformer':
        $p = new MessagePack\Packer(null, [new TalkingTransformer]);
        register_shutdown_function(function () use ($p) {
            report('deepest: ' . deepest_pack($p) . ' (fresh: ' . deepest_pack(new MessagePack\Packer) . ')');
            report('packs: ' . bin2hex($p->pack([1, [2, new Marker]])));
        });
        $p->pack([[[new Marker]]]);
        break;
    case 'MessagePackUnpacker __wakeup':
        $GLOBALS['armed'] = false;
        $bytes = msgpack_pack([1, new Talks, 2]) . msgpack_pack('next');
        $GLOBALS['armed'] = true;
        $mu = new MessagePackUnpacker();
        $mu->feed($bytes);
        register_shutdown_function(function () use ($mu) {
            try {
                $mu->reset();
                report('execute: ' . var_export($mu->execute(), true) . ' ' . json_encode($mu->data()));
                $mu->feed(msgpack_pack([3, 4]));
                report('execute: ' . var_export($mu->execute(), true) . ' ' . json_encode($mu->data()));
            } catch (Throwable $e) {
                report(get_class($e) . ': ' . $e->getMessage());
            }
        });
        $mu->execute();
        break;
    case 'error handler in a decode':
        set_error_handler(function () {
            out('handler');
            return true;
        });
        $mu = new MessagePackUnpacker();
        // an array as a map key: "Array to string conversion", through the error handler, in the middle of the decode
        $mu->feed("\x81\x91\x01\x02" . msgpack_pack('next'));
        register_shutdown_function(function () use ($mu) {
            restore_error_handler();
            try {
                $mu->reset();
                report('execute: ' . var_export($mu->execute(), true) . ' ' . json_encode($mu->data()));
                $mu->feed(msgpack_pack([3, 4]));
                report('execute: ' . var_export($mu->execute(), true) . ' ' . json_encode($mu->data()));
            } catch (Throwable $e) {
                report(get_class($e) . ': ' . $e->getMessage());
            }
        });
        $mu->execute();
        break;
}
report('NOT STOPPED');
CODE;
$script = tempnam(sys_get_temp_dir(), 'msgpack-179-');
file_put_contents($script, "<?php\n$child");
$report = tempnam(sys_get_temp_dir(), 'msgpack-179-report-');
$cmd = msgpack_test_child(['display_errors' => '0', 'log_errors' => '0', 'output_buffering' => '0',
    'implicit_flush' => '1', 'ignore_user_abort' => '0']);
foreach (['msgpack_pack, php_only=0', 'BufferUnpacker extension', 'Packer transformer', 'MessagePackUnpacker __wakeup',
        'error handler in a decode'] as $scenario) {
    file_put_contents($report, '');
    $proc = proc_open($cmd . ' ' . escapeshellarg($script) . ' ' . escapeshellarg($scenario) . ' ' . escapeshellarg($report),
        [0 => ['file', '/dev/null', 'r'], 1 => ['pipe', 'w'], 2 => ['file', '/dev/null', 'w']], $pipes);
    // the reading end closed before the child writes: its first write fails
    fclose($pipes[1]);
    $status = proc_close($proc);
    echo "== $scenario (exit status $status)\n", file_get_contents($report);
}
unlink($script);
unlink($report);
?>
--EXPECT--
== msgpack_pack, php_only=0 (exit status 255)
connection status 1
array marked: no
packs again: 82a46c6973749201920203a574616c6b7382c0a554616c6b73a17801
== BufferUnpacker extension (exit status 255)
connection status 1
offset at the start: true
unpacks: [1,["ext:ab"],[1,2,3]]
== Packer transformer (exit status 255)
connection status 1
deepest: 16 (fresh: 16)
packs: 92019202c0
== MessagePackUnpacker __wakeup (exit status 255)
connection status 1
execute: true "next"
execute: true [3,4]
== error handler in a decode (exit status 255)
connection status 1
execute: true "next"
execute: true [3,4]
