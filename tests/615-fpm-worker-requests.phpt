--TEST--
PHP-FPM, one worker serving request after request with OPcache: after requests that end inside the codec (exit() in __sleep(), a fatal error in __wakeup(), an exception from __sleep() while the session is written at request end, fastcgi_finish_request() and exit() from __sleep() there, memory_limit in a transformer), the next requests of the same worker give what its first one gave, with msgpack.* settings as the pool's php_admin_value and php_value set them
--SKIPIF--
<?php
if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline to start php-fpm with this module');
if (!function_exists('proc_open')) die('skip needs proc_open()');
require __DIR__ . '/615-fpm.inc';
if (msgpack_test_fpm_binary() === null) die('skip no php-fpm of PHP ' . PHP_VERSION . ' (Debian: php' . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION . '-fpm)');
?>
--FILE--
<?php
require __DIR__ . '/470-child.inc';
require __DIR__ . '/615-fpm.inc';

$app = <<<'PHP'
<?php
const ROWS = [['id' => 1, 'name' => 'alpha-name', 'tags' => ['t1', 't2']], ['id' => 2, 'name' => 'beta-name', 'tags' => ['t1', 't2']]];
class Row { public $id = 0; public $name = 'default-name'; public $tags = ['t1', 't2']; public $meta = ['m' => ['deep' => [1, 2]]]; }
class Stopper
{
    public $v = ['lit' => [1, 2, 3]];
    public function __sleep() { stop('__sleep'); return ['v']; }
    public function __wakeup() { stop('__wakeup'); }
}
class StopTransformer implements MessagePack\CanPack
{
    public function pack(MessagePack\Packer $packer, $value): ?string
    {
        if (!$value instanceof Stopper) {
            return null;
        }
        stop('a transformer');
        return $packer->packNil();
    }
}
function stop(string $where): void
{
    global $armed, $cause;
    if (!$armed) {
        return;
    }
    $armed = false;
    echo "stopping in $where\n";
    switch ($cause) {
        case 'exit':
            exit(0);
        case 'fatal':
            trigger_error('stopped', E_USER_ERROR);
        case 'exception':
            throw new RuntimeException('stopped');
        case 'finish':
            fastcgi_finish_request();
            return;
        case 'finish and exit':
            fastcgi_finish_request();
            exit(0);
        case 'memory':
            ini_set('memory_limit', (string) (memory_get_usage() + (8 << 20)));
            $hog = [];
            while (true) {
                $hog[] = str_repeat('m', 100000);
            }
    }
}
function data(): array
{
    $rows = [];
    for ($i = 0; $i < 60; $i++) {
        $r = new Row;
        $r->id = $i;
        $r->name = 'name-' . ($i % 5);
        $rows[] = $r;
    }
    return ['literal' => ROWS, 'rows' => $rows, 'maps' => array_fill(0, 30, ROWS[0]), 'n' => [1.5, -1, 'x']];
}
function check(): array
{
    $out = [];
    foreach (['php_only', 'assoc', 'compact', 'max_depth', 'throw', 'error_display', 'force_f32', 'illegal_key_insert',
            'use_str8_serialization'] as $name) {
        $out[] = "msgpack.$name=" . ini_get("msgpack.$name");
    }
    $out[] = 'last error ' . msgpack_last_error();
    $d = data();
    $packed = msgpack_pack($d);
    $out[] = 'msgpack_pack ' . md5($packed);
    for ($i = 0; $i < 2; $i++) {
        $u = msgpack_unpack($packed);
        $out[] = 'msgpack_unpack ' . md5(serialize($u)) . ($u == $d ? ' equal' : ' DIFFERENT');
    }
    $lib = (new MessagePack\Packer)->pack($d['maps']);
    $out[] = 'Packer ' . md5($lib) . ' ' . md5(serialize((new MessagePack\BufferUnpacker($lib))->unpack()));
    $compact = (new MessagePack\Packer(MessagePack\PackOptions::COMPACT))->pack([ROWS, ROWS, $d['maps']]);
    $out[] = 'compact ' . md5(serialize((new MessagePack\BufferUnpacker($compact, MessagePack\UnpackOptions::COMPACT))->unpack()));
    $mu = new MessagePackUnpacker();
    $got = [];
    foreach (str_split($packed . $packed, 61) as $piece) {
        $mu->feed($piece);
        while ($mu->execute()) {
            $got[] = md5(serialize($mu->data()));
            $mu->reset();
        }
    }
    $out[] = 'MessagePackUnpacker ' . implode(' ', $got);
    session_id('check' . getmypid());
    session_start();
    $out[] = 'new session ' . json_encode($_SESSION);
    $_SESSION = ['rows' => ROWS, 'row' => new Row];
    session_write_close();
    session_start();
    $out[] = 'session read back ' . md5(serialize($_SESSION));
    session_destroy();
    $out[] = 'last error ' . msgpack_last_error();
    $out[] = 'cached by OPcache ' . var_export(function_exists('opcache_is_script_cached') && opcache_is_script_cached(__FILE__), true);
    return $out;
}

$case = $_GET['case'] ?? 'check';
$cause = $_GET['cause'] ?? '';
$armed = false;
if ($case !== 'check') {
    // settings the request changes, which the next one must not see
    ini_set('msgpack.use_str8_serialization', '1');
    ini_set('msgpack.max_depth', '50');
    ini_set('msgpack.assoc', '0');
}
switch ($case) {
    case 'check':
        echo getmypid(), "\n", implode("\n", check()), "\n";
        break;
    case 'pack':
        $armed = true;
        msgpack_pack(['d' => data(), 'literal' => ROWS, 's' => [[new Stopper]]]);
        break;
    case 'unpack':
        $bytes = msgpack_pack(['d' => data(), 'literal' => ROWS, 's' => [[new Stopper]]]);
        $armed = true;
        msgpack_unpack($bytes);
        break;
    case 'transformer':
        $armed = true;
        (new MessagePack\Packer(MessagePack\PackOptions::COMPACT, [new StopTransformer]))->pack([ROWS, data()['maps'], [new Stopper], ROWS]);
        break;
    case 'session':
        // written at request end, with no PHP function running
        session_id('end' . getmypid());
        session_start();
        $_SESSION['d'] = ['literal' => ROWS, 'rows' => data()['rows'], 's' => [new Stopper], 'again' => ROWS];
        $armed = true;
        break;
}
echo "script ends\n";
PHP;

$fpm = msgpack_test_fpm_start($app, [
    'php_admin_value[msgpack.compact]' => 'records',
    'php_value[msgpack.use_str8_serialization]' => '0',
    'php_admin_flag[msgpack.error_display]' => 'off',
]);
$first = msgpack_test_fpm_request($fpm, 'case=check');
echo $first === null ? "no answer\n" : substr($first, strpos($first, "\n") + 1);
$scenarios = [
    'case=pack&cause=exit', 'case=unpack&cause=fatal', 'case=unpack&cause=exit', 'case=transformer&cause=memory',
    'case=session&cause=exception', 'case=session&cause=finish', 'case=session&cause=finish and exit',
    'case=session&cause=fatal', 'case=pack&cause=exception',
];
foreach ($scenarios as $query) {
    $answer = msgpack_test_fpm_request($fpm, $query);
    $stopped = $answer !== null && str_contains($answer, 'stopping in ');
    $next = msgpack_test_fpm_request($fpm, 'case=check');
    $again = msgpack_test_fpm_request($fpm, 'case=check');
    echo str_pad($query, 40), ' ', $stopped ? 'stopped' : 'NOT STOPPED: ' . var_export($answer, true), ', then ',
        $next === $first && $again === $first ? 'the same worker, as its first request'
            : "DIFFERENT:\n$next\n$again", "\n";
}
msgpack_test_fpm_stop($fpm);
?>
--EXPECT--
msgpack.php_only=1
msgpack.assoc=1
msgpack.compact=records
msgpack.max_depth=4096
msgpack.throw=0
msgpack.error_display=0
msgpack.force_f32=0
msgpack.illegal_key_insert=0
msgpack.use_str8_serialization=0
last error 0
msgpack_pack dc3b4568bcf79cd425f1be0b5ec4da20
msgpack_unpack 97eb1bf20cfe0f04cd9ab7a578072de7 equal
msgpack_unpack 97eb1bf20cfe0f04cd9ab7a578072de7 equal
Packer b4a3feb07f6f63ae372c51fe16c1369d ac2b634777f2e6c48bc039855f1fbcd0
compact 95615aba75fc6069bb4938878eeb3691
MessagePackUnpacker 97eb1bf20cfe0f04cd9ab7a578072de7 97eb1bf20cfe0f04cd9ab7a578072de7
new session []
session read back 5c7ed1a34e8d95162105ecf6f2acf32a
last error 0
cached by OPcache true
script ends
case=pack&cause=exit                     stopped, then the same worker, as its first request
case=unpack&cause=fatal                  stopped, then the same worker, as its first request
case=unpack&cause=exit                   stopped, then the same worker, as its first request
case=transformer&cause=memory            stopped, then the same worker, as its first request
case=session&cause=exception             stopped, then the same worker, as its first request
case=session&cause=finish                stopped, then the same worker, as its first request
case=session&cause=finish and exit       stopped, then the same worker, as its first request
case=session&cause=fatal                 stopped, then the same worker, as its first request
case=pack&cause=exception                stopped, then the same worker, as its first request
