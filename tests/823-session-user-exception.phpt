--TEST--
Sessions: an exception thrown by __unserialize(), __wakeup() or an autoloader during session_start() has the outcome PHP's own php and php_serialize serializers give it (compared here), at msgpack.compact 0 and full
--EXTENSIONS--
msgpack
session
--FILE--
<?php
/*
 * Each case runs the request that meets the exception in a process of its own (an uncaught exception ends the
 * request, and PHP writes the session at its end), for every serializer; this process writes the session before and
 * reads what is left after. A delayed __unserialize() or __wakeup() that throws leaves the session active with
 * everything it held (the object whose call threw, and those whose calls were skipped after it, keep their
 * defaults), and is written back so at the end of the request unless the application aborts it; an autoloader that
 * throws destroys it (PHP's warning, the file gone).
 */
// Nothing is printed before the last session has ended (session settings cannot change after output).
ob_start();
$classes = <<<'PHP'
class Thrower
{
    public $v = 1;
    public function __serialize(): array { return ['v' => $this->v]; }
    public function __unserialize(array $d): void
    {
        if (getenv('MSGPACK_823') === 'unserialize') {
            throw new RuntimeException('database down');
        }
        $this->v = $d['v'];
    }
}
class Waker
{
    public $w = 2;
    public function __wakeup(): void
    {
        if (getenv('MSGPACK_823') === 'wakeup') {
            throw new LogicException('cache down');
        }
    }
}
spl_autoload_register(function (string $class) {
    if (getenv('MSGPACK_823') === 'autoload') {
        throw new DomainException("cannot load $class");
    }
    if ($class === 'Lazy') {
        eval('class Lazy { public $a = 3; }');
    }
});
function summary(mixed $v): string
{
    if (is_object($v)) {
        return get_class($v) . summary(get_object_vars($v));
    }
    if (is_array($v)) {
        $parts = [];
        foreach ($v as $k => $item) {
            $parts[] = "$k: " . summary($item);
        }
        return '{' . implode(', ', $parts) . '}';
    }
    return var_export($v, true);
}
PHP;
eval($classes);

$request = <<<'PHP'
[, $dir, $how] = $argv;
ini_set('session.save_path', $dir);
session_id('s823');
$report = function (string $start, int $status) {
    echo json_encode(['start' => $start, 'status' => $status, 'session' => summary($_SESSION ?? null)]), "\n";
};
if ($how === 'uncaught') {
    register_shutdown_function(function () use ($report) {
        $report('uncaught ' . strtok((string) (error_get_last()['message'] ?? ''), ':'), session_status());
    });
    session_start();
    $report('returned', session_status());
    exit;
}
try {
    $start = 'returned ' . var_export(session_start(), true);
} catch (Throwable $e) {
    $start = 'threw ' . get_class($e) . ': ' . $e->getMessage();
}
$status = session_status();
if ($how === 'abort' && $status === PHP_SESSION_ACTIVE) {
    session_abort();
}
$report($start, $status);
PHP;

$script = tempnam(sys_get_temp_dir(), 'msgpack-823-');
file_put_contents($script, "<?php\n$classes\n$request\n");
$dir = sys_get_temp_dir() . '/msgpack-823-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('session.use_cookies', '0');
ini_set('session.use_strict_mode', '0');
ini_set('session.cache_limiter', '');
$file = "$dir/sess_s823";

$serializers = ['php' => ['php', '0'], 'php_serialize' => ['php_serialize', '0'],
    'msgpack at 0' => ['msgpack', '0'], 'msgpack at full' => ['msgpack', 'full']];
// The child gets this test's settings (-n, this module, the INI section), then the serializer's.
$php = getenv('TEST_PHP_EXECUTABLE') . ' ' . getenv('TEST_PHP_EXTRA_ARGS')
    . ' -d session.use_cookies=0 -d session.use_strict_mode=0 -d session.cache_limiter= -d fatal_error_backtraces=0';

function write_session(): void
{
    session_id('s823');
    session_start();
    $t = new Thrower();
    $t->v = 5;
    $w = new Waker();
    $w->w = 6;
    $l = new Lazy();
    $l->a = 7;
    $_SESSION = ['user' => 'ann', 'waker' => $w, 'thrower' => $t, 'lazy' => $l, 'cart' => [1, 2, 3]];
    session_write_close();
}
function read_session(): string
{
    session_id('s823');
    session_start();
    $s = summary($_SESSION);
    session_abort();
    return $s;
}

$failures = 0;
foreach (['unserialize', 'wakeup', 'autoload'] as $throws) {
    foreach (['caught', 'abort', 'uncaught'] as $how) {
        $outcomes = [];
        foreach ($serializers as $name => [$handler, $compact]) {
            ini_set('session.serialize_handler', $handler);
            ini_set('msgpack.compact', $compact);
            @unlink($file);
            putenv('MSGPACK_823');
            write_session();
            $before = file_get_contents($file);
            $cmd = "MSGPACK_823=$throws $php -d session.serialize_handler=$handler -d msgpack.compact=$compact "
                . escapeshellarg($script) . ' ' . escapeshellarg($dir) . " $how 2>&1";
            $output = (string) shell_exec($cmd);
            $lines = preg_grep('/^\{/', explode("\n", $output));
            $seen = json_decode((string) end($lines), true) ?? ['start' => "no report: $output"];
            // PHP's own warnings, as displayed (an error handler is not called while an exception is pending)
            preg_match_all('/^(?:Warning|Notice|Deprecated): (.*) in \S+ on line \d+$/m', $output, $m);
            $seen['warnings'] = $m[1];
            clearstatcache();
            $seen['file'] = !is_file($file) ? 'gone' : (file_get_contents($file) === $before ? 'intact' : 'rewritten');
            $seen['next request reads'] = is_file($file) ? read_session() : '-';
            $outcomes[$name] = $seen;
        }
        echo "== $throws throws, $how\n";
        foreach ($outcomes['php'] as $what => $value) {
            printf("  %s: %s\n", $what, is_array($value) ? json_encode($value) : $value);
        }
        foreach ($outcomes as $name => $seen) {
            if ($seen != $outcomes['php']) {
                $failures++;
                echo "  DIFFERS with $name: ", json_encode($seen), "\n";
            }
        }
    }
}
echo $failures === 0 ? "every serializer alike\n" : "$failures differ\n";
unlink($script);
@unlink($file);
@rmdir($dir);
?>
--EXPECT--
== unserialize throws, caught
  start: threw RuntimeException: database down
  status: 2
  session: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 1}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
  warnings: []
  file: rewritten
  next request reads: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 1}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
== unserialize throws, abort
  start: threw RuntimeException: database down
  status: 2
  session: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 1}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
  warnings: []
  file: intact
  next request reads: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 5}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
== unserialize throws, uncaught
  start: uncaught Uncaught RuntimeException
  status: 2
  session: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 1}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
  warnings: []
  file: rewritten
  next request reads: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 1}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
== wakeup throws, caught
  start: threw LogicException: cache down
  status: 2
  session: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 1}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
  warnings: []
  file: rewritten
  next request reads: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 1}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
== wakeup throws, abort
  start: threw LogicException: cache down
  status: 2
  session: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 1}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
  warnings: []
  file: intact
  next request reads: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 5}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
== wakeup throws, uncaught
  start: uncaught Uncaught LogicException
  status: 2
  session: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 1}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
  warnings: []
  file: rewritten
  next request reads: {user: 'ann', waker: Waker{w: 6}, thrower: Thrower{v: 1}, lazy: Lazy{a: 7}, cart: {0: 1, 1: 2, 2: 3}}
== autoload throws, caught
  start: threw DomainException: cannot load Lazy
  status: 1
  session: {}
  warnings: ["session_start(): Failed to decode session object. Session has been destroyed"]
  file: gone
  next request reads: -
== autoload throws, abort
  start: threw DomainException: cannot load Lazy
  status: 1
  session: {}
  warnings: ["session_start(): Failed to decode session object. Session has been destroyed"]
  file: gone
  next request reads: -
== autoload throws, uncaught
  start: uncaught Uncaught DomainException
  status: 1
  session: {}
  warnings: ["session_start(): Failed to decode session object. Session has been destroyed"]
  file: gone
  next request reads: -
every serializer alike