<?php
/*
 * Streaming's cost over a one-shot decode when a request makes the one call: what streaming.php's warm loops measure,
 * in a real SAPI instead, each scenario run once in a request of its own (RINIT to RSHUTDOWN), so that the codec's
 * per-request caches start empty and the CPU's caches hold what serving the request left, not the previous run.
 *
 *   php benchmarks/streaming-per-request.php [--pairs=300] [--chunk=4096] [--dataset=github-issues] [--data-dir=DIR]
 *       [--ours=PATH] [--warmup=30] [--only=bu-chunks,mpu-chunks,...] (default: all of them)
 *
 * One PHP built-in server (`php -S`, SAPI cli-server) loads our module (`php -n -d extension=...`); this file is also
 * its router. A request reads the packed bytes the server prepared once, cuts them into pieces, then times the one
 * scenario with hrtime(): only the decode (and, for the streaming ones, their loop of calls) is inside. The runner asks
 * for a scenario and its one-shot counterpart one after the other, their order alternating, and reports per scenario
 * the median time of each with its interquartile range, and the median of the pairs' ratios (streaming / one-shot) with
 * theirs. Scenarios (as in streaming.php):
 *   bu-assembled  BufferUnpacker: append() every piece, then one unpack()   vs  bu-whole: unpack() (the share of
 *               putting the pieces together, which a receiver of one document pays however it decodes)
 *   bu-chunks   BufferUnpacker: append() a piece, tryUnpack(), until the document is out   vs  bu-whole: unpack()
 *   mpu-chunks  MessagePackUnpacker: feed() a piece, execute()/data()                     vs  fn-whole: msgpack_unpack()
 *   bu-many     2,000 small messages in pieces through append()/tryUnpack()/release()     vs  fn-many: msgpack_unpack() each
 *   mpu-many    the same through feed()/execute()/data()                                 vs  fn-many
 * Run it with plain php: it loads no codec itself.
 */

declare(strict_types=1);

const SPR_PAIRS = ['bu-assembled' => 'bu-whole', 'bu-chunks' => 'bu-whole', 'mpu-chunks' => 'fn-whole', 'bu-many' => 'fn-many', 'mpu-many' => 'fn-many'];

/* ---- router: runs in the server ----------------------------------------------------------------------------- */

if (PHP_SAPI === 'cli-server') {
    header('Content-Type: application/json');
    $file = (string) getenv('MSGPACK_SPR_FILE');
    $chunk = max(1, (int) getenv('MSGPACK_SPR_CHUNK'));
    if (($_GET['do'] ?? '') === 'prepare') {
        $doc = json_decode((string) file_get_contents((string) getenv('MSGPACK_SPR_JSON')), true);
        $messages = [];
        for ($i = 0; $i < 2000; $i++) {
            $messages[] = msgpack_pack(['id' => $i, 'ok' => true, 'msg' => 'hello', 'v' => [1, 2, 3]]);
        }
        $bytes = msgpack_pack($doc);
        file_put_contents($file, serialize([$bytes, $messages]));
        echo json_encode(['ok' => msgpack_unpack($bytes) === $doc, 'module' => phpversion('msgpack'), 'php' => PHP_VERSION]);
        return true;
    }
    [$bytes, $messages] = unserialize((string) file_get_contents($file));
    $pieces = str_split($bytes, $chunk);
    $smallPieces = str_split(implode('', $messages), $chunk);
    $got = null;
    $s = (string) ($_GET['s'] ?? '');
    $t = hrtime(true);
    switch ($s) {
        case 'bu-whole':
            $got = (new MessagePack\BufferUnpacker($bytes))->unpack();
            break;
        case 'bu-assembled':
            $u = new MessagePack\BufferUnpacker();
            foreach ($pieces as $p) {
                $u->append($p);
            }
            $got = $u->unpack();
            break;
        case 'fn-whole':
            $got = msgpack_unpack($bytes);
            break;
        case 'bu-chunks':
            $u = new MessagePack\BufferUnpacker();
            foreach ($pieces as $p) {
                $got = $u->append($p)->tryUnpack();
            }
            $got = $got[0];
            break;
        case 'mpu-chunks':
            $u = new MessagePackUnpacker();
            foreach ($pieces as $p) {
                $u->feed($p);
                if ($u->execute()) {
                    $got = $u->data();
                }
            }
            break;
        case 'fn-many':
            $got = 0;
            foreach ($messages as $m) {
                msgpack_unpack($m);
                $got++;
            }
            break;
        case 'bu-many':
            $u = new MessagePack\BufferUnpacker();
            $got = 0;
            foreach ($smallPieces as $p) {
                $got += count($u->append($p)->tryUnpack());
                $u->release();
            }
            break;
        case 'mpu-many':
            $u = new MessagePackUnpacker();
            $got = 0;
            foreach ($smallPieces as $p) {
                $u->feed($p);
                while ($u->execute()) {
                    $u->data();
                    $got++;
                }
            }
            break;
        default:
            http_response_code(400);
            echo json_encode(['error' => "no scenario $s"]);
            return true;
    }
    $ns = hrtime(true) - $t;
    $want = str_ends_with($s, '-many') ? 2000 : msgpack_unpack($bytes);
    echo json_encode(['ns' => $ns, 'ok' => $got === $want]);
    return true;
}

/* ---- runner ------------------------------------------------------------------------------------------------- */

require __DIR__ . '/common.php';

function spr_get(string $base, string $query): array
{
    $answer = @file_get_contents("$base/?$query", false, stream_context_create(['http' => ['timeout' => 30, 'ignore_errors' => true]]));
    $data = $answer === false ? null : json_decode($answer, true);
    if (!is_array($data) || isset($data['error']) || !($data['ok'] ?? false)) {
        fwrite(STDERR, "request ?$query failed: " . var_export($answer, true) . "\n");
        exit(1);
    }
    return $data;
}

$ours = bench_opt($argv, 'ours', null) ?? dirname(__DIR__) . '/modules/msgpack.so';
$dir = bench_opt($argv, 'data-dir', null) ?: (getenv('MSGPACK_BENCH_DATA') ?: __DIR__ . '/data');
$json = "$dir/" . bench_opt($argv, 'dataset', 'github-issues') . '.json';
$pairs = max(1, (int) bench_opt($argv, 'pairs', '300'));
$warmup = max(0, (int) bench_opt($argv, 'warmup', '30'));
$only = explode(',', bench_opt($argv, 'only', 'bu-assembled,bu-chunks,mpu-chunks,bu-many,mpu-many'));
foreach ($only as $name) {
    if (!isset(SPR_PAIRS[$name])) {
        fwrite(STDERR, "--only: no scenario $name (" . implode(', ', array_keys(SPR_PAIRS)) . ")\n");
        exit(1);
    }
}
if (!is_file($json) || !is_file($ours)) {
    fwrite(STDERR, "$json or $ours not found (--data-dir=DIR, --ours=PATH)\n");
    exit(1);
}

$tmp = sys_get_temp_dir() . '/msgpack-spr-' . getmypid() . '.ser';
$sock = stream_socket_server('tcp://127.0.0.1:0');
$port = (int) substr(strrchr(stream_socket_get_name($sock, false), ':'), 1);
fclose($sock);
$env = getenv() + ['MSGPACK_SPR_FILE' => $tmp, 'MSGPACK_SPR_JSON' => $json,
    'MSGPACK_SPR_CHUNK' => bench_opt($argv, 'chunk', '4096')];
$server = proc_open([PHP_BINARY, '-n', '-d', "extension=$ours", '-S', "127.0.0.1:$port", __FILE__],
    [0 => ['file', '/dev/null', 'r'], 1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']], $pipes, null, $env);
$base = "http://127.0.0.1:$port";
for ($i = 0; $i < 100 && @file_get_contents("$base/?s=none", false, stream_context_create(['http' => ['ignore_errors' => true]])) === false; $i++) {
    usleep(50000);
}
$info = spr_get($base, 'do=prepare');
printf("msgpack %s, PHP %s, cli-server, %s in %s-byte pieces; one scenario a request, %d pairs a scenario\n\n",
    $info['module'], $info['php'], basename($json, '.json'), $env['MSGPACK_SPR_CHUNK'], $pairs);

$rows = [];
foreach ($only as $name) {
    $base1 = SPR_PAIRS[$name];
    for ($i = 0; $i < $warmup; $i++) {
        spr_get($base, "s=$name");
        spr_get($base, "s=$base1");
    }
    $t = [$name => [], $base1 => []];
    $ratios = [];
    for ($i = 0; $i < $pairs; $i++) {
        $order = $i % 2 ? [$name, $base1] : [$base1, $name];
        $got = [];
        foreach ($order as $s) {
            $got[$s] = spr_get($base, "s=$s")['ns'] / 1e3;
            $t[$s][] = $got[$s];
        }
        $ratios[] = $got[$name] / $got[$base1];
    }
    $q = fn (array $xs) => sprintf('%.1f (%.1f-%.1f)', bench_median($xs), bench_quantile($xs, 0.25), bench_quantile($xs, 0.75));
    $rows[] = [$base1, $q($t[$base1]), '', ''];
    $rows[] = [$name, $q($t[$name]), sprintf('%.3f', bench_median($ratios)),
        sprintf('%.3f-%.3f', bench_quantile($ratios, 0.25), bench_quantile($ratios, 0.75))];
}
proc_terminate($server);
proc_close($server);
@unlink($tmp);
echo bench_table(['scenario', 'us median (IQR)', 'ratio', 'ratio IQR'], $rows);
