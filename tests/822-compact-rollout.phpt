--TEST--
Compact mode rolled out and back on two PHP servers sharing one memcached and one session directory: readers at read first, then writers at full, then the reverse; no request sees a wrong value and no session is lost at any step
--EXTENSIONS--
msgpack
session
--SKIPIF--
<?php
$inc = __DIR__ . '/../scripts/integration/server.inc';
if (!is_file($inc)) die("skip no scripts/integration (a release tarball)\n");
require $inc;
msgpack_test_skipif('memcached');
?>
--INI--
extension=igbinary
extension=memcached
--FILE--
<?php
/*
 * Two pools, A and B: PHP's built-in web server, one process each, started with their own -d msgpack.compact and
 * restarted when it changes (a deploy). Every request reads its session and three memcached keys
 * (Memcached::SERIALIZER_MSGPACK), reports what it read, then changes all of them and writes them back. This process
 * keeps what every value must be (the model) and compares each report with it: a wrong value, a value gone, a
 * warning, or a session that lost its data is a failure.
 */
require __DIR__ . '/../scripts/integration/server.inc';
$memcached = msgpack_test_server('memcached');
$tmp = sys_get_temp_dir() . '/msgpack-822-' . getmypid();
@mkdir($tmp);
@mkdir("$tmp/sessions");

// What both pools and this process share: the classes in the values, and how a request changes them.
$shared = <<<'PHP'
<?php
class Item
{
    public function __construct(public string $sku = '', public int $qty = 0, public string $label = '') {}
}
const NAMES = ['ann@example.org', 'bob@example.org', 'cy@example.org'];
const PAGES = ['/catalog/shoes', '/catalog/boots', '/checkout/cart'];
const TAGS = ['status-pending', 'status-shipped', 'status-returned'];

function initial_session(int $n): array
{
    return ['user' => ['id' => $n, 'name' => NAMES[$n % 3], 'role' => 'customer'], 'visits' => 0,
        'seen' => [PAGES[0], PAGES[1], PAGES[0]], 'cart' => [new Item('sku-1', 1, 'blue suede shoes'),
        new Item('sku-2', 2, 'blue suede shoes')]];
}

function initial_cache(): array
{
    return [
        // records at full: maps of the same keys
        'rows' => [['id' => 1, 'name' => NAMES[0], 'role' => 'admin'], ['id' => 2, 'name' => NAMES[1], 'role' => 'admin']],
        // string references at full: the first occurrence defines a string, the next ones refer to it
        'tags' => [TAGS[0], TAGS[1], TAGS[0], TAGS[0], TAGS[1]],
        // object records at full
        'objects' => [new Item('a-1', 1, 'warehouse north'), new Item('a-2', 2, 'warehouse north')],
    ];
}

/* Request $n's change: each list loses its first entry (which defined a string or record) and gains one. */
function change(int $n, array &$session, array &$cache): void
{
    $session['visits']++;
    $session['seen'][] = PAGES[$n % 3];
    array_shift($session['seen']);
    $session['cart'][] = new Item('sku-' . ($n % 4), $n, 'blue suede shoes');
    if (count($session['cart']) > 3) {
        array_shift($session['cart']);
    }
    array_shift($cache['rows']);
    $cache['rows'][] = ['id' => $n, 'name' => NAMES[$n % 3], 'role' => 'admin'];
    array_shift($cache['tags']);
    $cache['tags'][] = TAGS[$n % 3];
    $cache['tags'][] = TAGS[($n + 1) % 3];
    array_shift($cache['tags']);
    array_shift($cache['objects']);
    $cache['objects'][] = new Item('a-' . $n, $n, 'warehouse north');
}
PHP;
file_put_contents("$tmp/shared.php", $shared);
require "$tmp/shared.php";

$router = <<<'PHP'
<?php
require __DIR__ . '/shared.php';
$warnings = [];
set_error_handler(function ($no, $message) use (&$warnings) { $warnings[] = $message; return true; });
parse_str($_SERVER['QUERY_STRING'] ?? '', $q);
$m = new Memcached();
$m->addServer('127.0.0.1', (int) getenv('MSGPACK_822_MEMCACHED'));
$m->setOption(Memcached::OPT_SERIALIZER, Memcached::SERIALIZER_MSGPACK);
$m->setOption(Memcached::OPT_COMPRESSION, false);
session_id($q['sid']);
session_start();
if ($q['op'] === 'init') {
    $_SESSION = initial_session((int) $q['n']);
    foreach (initial_cache() as $key => $value) {
        $m->set($key, $value);
    }
    echo json_encode(['warnings' => $warnings]);
    return;
}
$session = $_SESSION;
$cache = [];
foreach (array_keys(initial_cache()) as $key) {
    $cache[$key] = $m->get($key);
}
echo json_encode(['compact' => ini_get('msgpack.compact'), 'session' => base64_encode(serialize($session)),
    'cache' => base64_encode(serialize($cache)), 'warnings' => $warnings]);
if ($q['op'] === 'change') {
    change((int) $q['n'], $session, $cache);
    $_SESSION = $session;
    foreach ($cache as $key => $value) {
        $m->set($key, $value);
    }
}
session_write_close();
PHP;
file_put_contents("$tmp/router.php", $router);

/* ---- the pools ---- */

$servers = [];
function pool(string $name, string $compact): array
{
    global $servers, $tmp, $memcached;
    if (isset($servers[$name]) && $servers[$name]['compact'] === $compact) {
        return $servers[$name];
    }
    stop_pool($name);
    $cmd = getenv('TEST_PHP_EXECUTABLE') . ' ' . getenv('TEST_PHP_EXTRA_ARGS') . " -d msgpack.compact=$compact"
        . ' -d session.save_handler=files -d session.serialize_handler=msgpack -d session.use_cookies=0'
        . ' -d session.use_strict_mode=0 -d session.cache_limiter= -d ' . escapeshellarg("session.save_path=$tmp/sessions");
    for ($attempt = 0; $attempt < 5; $attempt++) {
        $port = free_port();
        $log = "$tmp/pool-$name.log";
        $env = getenv();
        unset($env['PHP_CLI_SERVER_WORKERS']);
        $env['MSGPACK_822_MEMCACHED'] = (string) $memcached->port;
        $proc = proc_open("exec $cmd -S 127.0.0.1:$port " . escapeshellarg("$tmp/router.php"),
            [0 => ['file', '/dev/null', 'r'], 1 => ['file', $log, 'a'], 2 => ['file', $log, 'a']], $pipes, $tmp, $env);
        // Ready when it answers (under valgrind that takes a while); a server that exited lost the port to another.
        $deadline = microtime(true) + 120;
        while (proc_get_status($proc)['running'] && microtime(true) < $deadline) {
            $s = @stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 1);
            if ($s !== false) {
                fclose($s);
                return $servers[$name] = ['proc' => $proc, 'port' => $port, 'compact' => $compact, 'log' => $log];
            }
            usleep(50000);
        }
        proc_terminate($proc, 9);
        proc_close($proc);
    }
    throw new RuntimeException("pool $name did not start: " . file_get_contents($log));
}

function stop_pool(string $name): void
{
    global $servers;
    if (isset($servers[$name])) {
        proc_terminate($servers[$name]['proc']);
        proc_close($servers[$name]['proc']);
        unset($servers[$name]);
    }
}

function free_port(): int
{
    $sock = stream_socket_server('tcp://127.0.0.1:0');
    $name = stream_socket_get_name($sock, false);
    fclose($sock);
    return (int) substr($name, strrpos($name, ':') + 1);
}

function request(array $pool, array $query): array
{
    $s = stream_socket_client("tcp://127.0.0.1:{$pool['port']}", $errno, $errstr, 120);
    stream_set_timeout($s, 300);
    fwrite($s, 'GET /?' . http_build_query($query) . " HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n");
    $raw = (string) stream_get_contents($s);
    fclose($s);
    $body = substr($raw, (int) strpos($raw, "\r\n\r\n") + 4);
    return json_decode($body, true) ?? ['error' => "no answer: $raw"];
}

/* ---- the model and the checks ---- */

$sids = ['s1', 's2', 's3'];
$model = ['session' => [], 'cache' => initial_cache()];
$n = 0;
$wrong = 0;

function visit(string $poolName, string $sid, string $op = 'change'): string
{
    global $servers, $model, $n, $wrong;
    $n++;
    $got = request($servers[$poolName], ['sid' => $sid, 'op' => $op, 'n' => $n]);
    $problems = [];
    if (isset($got['error'])) {
        $problems[] = $got['error'];
    } else {
        if ($got['warnings']) {
            $problems[] = 'warnings: ' . implode('; ', $got['warnings']);
        }
        if (base64_decode($got['session']) !== serialize($model['session'][$sid])) {
            $problems[] = 'session ' . json_encode(unserialize(base64_decode($got['session'])));
        }
        $cache = unserialize(base64_decode($got['cache']));
        foreach ($model['cache'] as $key => $value) {
            if (serialize($cache[$key]) !== serialize($value)) {
                $problems[] = "cache $key " . json_encode($cache[$key]);
            }
        }
    }
    if ($op === 'change') {
        change($n, $model['session'][$sid], $model['cache']);
    }
    $wrong += count($problems) > 0;
    return $problems ? "$poolName WRONG " . implode(', ', $problems) : $poolName;
}

/* Every stored value is plain MessagePack: it reads the same at 0 and at read. */
function stored_forms(): string
{
    global $tmp, $memcached;
    $forms = [];
    $bytes = [];
    foreach (glob("$tmp/sessions/sess_*") as $file) {
        $bytes[] = file_get_contents($file);
    }
    foreach (array_keys(initial_cache()) as $key) {
        $bytes[] = msgpack_test_memcached_get_raw($memcached->port, $key)['data'];
    }
    foreach ($bytes as $b) {
        ini_set('msgpack.compact', '0');
        $plain = @msgpack_unpack($b);
        ini_set('msgpack.compact', 'read');
        $forms[] = serialize(@msgpack_unpack($b)) === serialize($plain) ? 'plain' : 'compact';
    }
    $counts = array_count_values($forms);
    ksort($counts);
    return json_encode($counts);
}

/* Both pools at their settings; each session is written by one pool and then read by the other. */
function step(string $title, string $a, string $b, bool $control = false): void
{
    global $sids, $wrong;
    pool('A', $a);
    pool('B', $b);
    $order = [];
    $before = $wrong;
    foreach ($sids as $i => $sid) {
        foreach ($i % 2 ? ['B', 'A'] : ['A', 'B'] as $p) {
            $order[] = "$sid " . visit($p, $sid);
        }
    }
    if ($control) {
        $order = [$wrong > $before ? 'wrong values seen' : 'NO WRONG VALUE SEEN'];
        $wrong = $before;
    }
    printf("%-30s A=%-4s B=%-4s %s\n", $title, $a, $b, implode(', ', $order));
    echo str_repeat(' ', 31), 'stored: ', stored_forms(), "\n";
}

pool('A', '0');
pool('B', '0');
foreach ($sids as $i => $sid) {
    $model['session'][$sid] = initial_session($i);
    $init = request($servers['A'], ['sid' => $sid, 'op' => 'init', 'n' => $i]);
    if ($init['warnings'] ?? true) {
        echo "init: ", json_encode($init), "\n";
    }
}

step('0. all plain', '0', '0');
step('1. readers first', 'read', 'read');
step('2. one writer', 'full', 'read');
step('3. all writers', 'full', 'full');
step('4. roll back: writers first', 'read', 'full');
step('5. all read', 'read', 'read');
// Only once nothing compact is stored (every value was rewritten at 5).
step('6. back to 0', '0', '0');
echo $wrong === 0 ? "no request saw a wrong value\n" : "$wrong requests saw wrong values\n";

// The checks catch what the rollout avoids: a writer at full while a reader is at 0.
step('control: a reader left at 0', 'full', '0', true);

stop_pool('A');
stop_pool('B');
array_map('unlink', glob("$tmp/sessions/*"));
rmdir("$tmp/sessions");
array_map('unlink', glob("$tmp/*"));
rmdir($tmp);
?>
--EXPECTF--
0. all plain                   A=0    B=0    s1 A, s1 B, s2 B, s2 A, s3 A, s3 B
                               stored: {"plain":6}
1. readers first               A=read B=read s1 A, s1 B, s2 B, s2 A, s3 A, s3 B
                               stored: {"plain":6}
2. one writer                  A=full B=read s1 A, s1 B, s2 B, s2 A, s3 A, s3 B
                               stored: {"compact":1,"plain":5}
3. all writers                 A=full B=full s1 A, s1 B, s2 B, s2 A, s3 A, s3 B
                               stored: {"compact":6}
4. roll back: writers first    A=read B=full s1 A, s1 B, s2 B, s2 A, s3 A, s3 B
                               stored: {"compact":5,"plain":1}
5. all read                    A=read B=read s1 A, s1 B, s2 B, s2 A, s3 A, s3 B
                               stored: {"plain":6}
6. back to 0                   A=0    B=0    s1 A, s1 B, s2 B, s2 A, s3 A, s3 B
                               stored: {"plain":6}
no request saw a wrong value
control: a reader left at 0    A=full B=0    wrong values seen
                               stored: {"compact":%d,"plain":%d}
