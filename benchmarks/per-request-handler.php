<?php
/*
 * The request handler of benchmarks/per-request.php: the router script of each PHP built-in server (`php -S`) that
 * per-request.php starts, one server per implementation. Every HTTP request is a whole PHP request (RINIT to
 * RSHUTDOWN), so the codec's per-request caches start empty in each one, as in a web request that reads its session.
 *
 * The server's environment says which implementation it runs and where its files are:
 *   MSGPACK_PR_IMPL   ours, pecl or igbinary (the name of the bytes files)
 *   MSGPACK_PR_CODEC  msgpack (msgpack_pack/msgpack_unpack) or igbinary (igbinary_serialize/igbinary_unserialize)
 *   MSGPACK_PR_DIR    the run's temp directory, which holds IMPL-DATASET.bin
 *   MSGPACK_PR_DATA   the directory of the JSON datasets
 *
 * Requests (GET, the query string says what to do; the answer is one JSON object):
 *   ?do=info                          PHP version, SAPI, the codec's module and version, opcache
 *   ?do=prepare&ds=D                  build dataset D, encode it, write IMPL-D.bin, decode it and compare with D
 *   ?do=time&ds=D&op=unpack&calls=N   read IMPL-D.bin, then decode it N times, each call timed on its own
 *   ?do=time&ds=D&op=pack&calls=N     build D (without the codec: PHP code or json_decode), then encode it N times
 * "time" answers {"ns": [one per call], "empty_ns": a timed section with no call in it, "pid": ...}. Only the call is
 * inside hrtime(): reading the file or building the value comes before, freeing the results after (at the end of
 * the request). The results of the N calls are all kept alive until then, so a later call never frees an earlier one.
 */

declare(strict_types=1);

$impl = (string) getenv('MSGPACK_PR_IMPL');
$codec = (string) getenv('MSGPACK_PR_CODEC');
$dir = (string) getenv('MSGPACK_PR_DIR');
$dataDir = (string) getenv('MSGPACK_PR_DATA');
$do = (string) ($_GET['do'] ?? '');
$ds = (string) ($_GET['ds'] ?? '');
header('Content-Type: application/json');

/** Answer with a JSON object (and an HTTP status other than 200 for an error). */
function pr_reply(array $data, int $status = 200): void
{
    http_response_code($status);
    echo json_encode($data, JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE);
}

$messages = [];
set_error_handler(static function (int $no, string $msg) use (&$messages): bool {
    $messages[] = $msg;
    return true;
});

if ($do === 'time') {
    $op = (string) ($_GET['op'] ?? '');
    $calls = max(1, min(10, (int) ($_GET['calls'] ?? 1)));
    $file = "$dir/$impl-$ds.bin";
    $ns = [];
    $keep = [];
    if ($op === 'unpack') {
        // (outside the timing: the classes of the php-object datasets, which a request that decodes them has)
        require __DIR__ . '/datasets.php';
        $bytes = file_get_contents($file);
        if ($bytes === false) {
            pr_reply(['error' => "cannot read $file"], 500);
            return;
        }
        if ($codec === 'igbinary') {
            for ($i = 0; $i < $calls; $i++) {
                $t0 = hrtime(true);
                $r = igbinary_unserialize($bytes);
                $t1 = hrtime(true);
                $ns[] = $t1 - $t0;
                $keep[] = $r;
            }
        } else {
            for ($i = 0; $i < $calls; $i++) {
                $t0 = hrtime(true);
                $r = msgpack_unpack($bytes);
                $t1 = hrtime(true);
                $ns[] = $t1 - $t0;
                $keep[] = $r;
            }
        }
    } elseif ($op === 'pack') {
        require __DIR__ . '/datasets.php';
        $value = bench_build($ds, $dataDir);
        if ($codec === 'igbinary') {
            for ($i = 0; $i < $calls; $i++) {
                $t0 = hrtime(true);
                $r = igbinary_serialize($value);
                $t1 = hrtime(true);
                $ns[] = $t1 - $t0;
                $keep[] = $r;
            }
        } else {
            for ($i = 0; $i < $calls; $i++) {
                $t0 = hrtime(true);
                $r = msgpack_pack($value);
                $t1 = hrtime(true);
                $ns[] = $t1 - $t0;
                $keep[] = $r;
            }
        }
    } else {
        pr_reply(['error' => "unknown op '$op'"], 400);
        return;
    }
    $t0 = hrtime(true);
    $t1 = hrtime(true);
    $out = ['ns' => $ns, 'empty_ns' => $t1 - $t0, 'pid' => getmypid()];
    if ($messages) {
        $out['messages'] = array_slice($messages, 0, 3);
    }
    pr_reply($out);
    return;
}

if ($do === 'info') {
    $opcache = function_exists('opcache_get_status') ? (opcache_get_status(false)['opcache_enabled'] ?? false) : false;
    pr_reply([
        'php' => PHP_VERSION,
        'sapi' => PHP_SAPI,
        'pid' => getmypid(),
        'codec' => $codec,
        'available' => $codec === 'igbinary' ? function_exists('igbinary_unserialize') : function_exists('msgpack_unpack'),
        'version' => phpversion($codec) ?: null,
        // Only our module has the MessagePack\ classes: a "PECL" server that has them runs ours.
        'has_lib_classes' => class_exists('MessagePack\\Packer', false),
        'php_only' => ini_get('msgpack.php_only'),
        'opcache' => (bool) $opcache,
    ]);
    return;
}

if ($do === 'prepare') {
    require __DIR__ . '/datasets.php';
    try {
        $value = bench_build($ds, $dataDir);
        $bytes = $codec === 'igbinary' ? igbinary_serialize($value) : msgpack_pack($value);
        if (!is_string($bytes)) {
            pr_reply(['error' => 'encode returned ' . gettype($bytes), 'messages' => $messages], 500);
            return;
        }
        if (file_put_contents("$dir/$impl-$ds.bin", $bytes) !== strlen($bytes)) {
            pr_reply(['error' => "cannot write $dir/$impl-$ds.bin"], 500);
            return;
        }
        $back = $codec === 'igbinary' ? igbinary_unserialize($bytes) : msgpack_unpack($bytes);
        $same = bench_same($value, $back);
        pr_reply([
            'size' => strlen($bytes),
            'sha1' => sha1($bytes),
            'roundtrip' => $same,
            'diff' => $same ? null : substr(bench_first_difference($value, $back), 0, 300),
            'messages' => $messages,
        ]);
    } catch (Throwable $e) {
        pr_reply(['error' => get_class($e) . ': ' . $e->getMessage()], 500);
    }
    return;
}

pr_reply(['error' => "unknown request '$do'"], 400);
