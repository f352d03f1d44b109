--TEST--
memory_limit reached in an extension's unpackExt() while tryUnpack() reads a compact stream in msgpackr's sequential form: on an engine that delays the error (Debian's PHP 8.2 and 8.4: the fatal error, then an exit that unwinds the call), the call is rolled back once, and a shutdown function going on with the same object finds the stream's records intact
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
if (PHP_OS_FAMILY !== 'Linux') die('skip uses a child process for the memory limit');
?>
--FILE--
<?php
/*
 * The fatal-error hook hands the records tryUnpack() began with back to the object (the call's reference to them
 * passes to it). Such an engine then unwinds the call with an exit instead of a bailout, and tryUnpack() handed them
 * back and released them again, while the object held them: the shutdown function read freed records (its maps came
 * out as the record's id and loose values, or the process crashed).
 */
$child = <<<'PHP'
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, PackOptions, UnpackOptions};

final class Marker {}
final class StopOnce implements Extension
{
    public static string $cause = '';
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string
    {
        return $value instanceof Marker ? $packer->packExt(5, 'M') : null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        $body = $unpacker->read($extLength);
        $cause = self::$cause;
        self::$cause = '';
        if ($cause === 'memory') {
            ini_set('memory_limit', '16M');
            $GLOBALS['big'] = str_repeat('x', 64 << 20);
        } elseif ($cause === 'user_error') {
            trigger_error('stopped', E_USER_ERROR);
        }
        return "ext:$body";
    }
}
$p = new Packer(PackOptions::COMPACT | PackOptions::SEQUENTIAL, [new StopOnce]);
$m1 = $p->pack([['a' => 1, 'b' => 2], ['a' => 3, 'b' => 4]]);
$m2 = $p->pack([['c' => 1, 'd' => new Marker], ['a' => 5, 'b' => 6]]);
$m3 = $p->pack([['c' => 9, 'd' => 9], ['a' => 7, 'b' => 8]]);
$u = new BufferUnpacker('', UnpackOptions::COMPACT, [new StopOnce]);
register_shutdown_function(function () use ($u, $m3) {
    ini_set('memory_limit', -1);
    echo 'again: ', json_encode($u->tryUnpack()), "\n";
    $u->append($m3);
    echo 'next: ', json_encode($u->tryUnpack()), "\n";
});
$u->append($m1);
echo 'first: ', json_encode($u->tryUnpack()), "\n";
$u->append($m2);
StopOnce::$cause = $argv[1];
$u->tryUnpack();
echo "not stopped\n";
PHP;
$file = tempnam(sys_get_temp_dir(), 'msgpack-673-');
file_put_contents($file, $child);
foreach (['memory', 'user_error'] as $cause) {
    // The tracked allocator checks every allocation against memory_limit, USE_ZEND_ALLOC=0 (sanitizers) included.
    // PHP 8.4 deprecates E_USER_ERROR; PHP 8.5+ prints a backtrace after a fatal error unless told not to.
    $cmd = sprintf('USE_ZEND_ALLOC=0 USE_TRACKED_ALLOC=1 %s -n -d extension=%s -d display_errors=1 -d log_errors=0 '
        . '-d fatal_error_backtraces=0 -d error_reporting=%d %s %s 2>&1', escapeshellarg(PHP_BINARY),
        escapeshellarg(__DIR__ . '/../modules/msgpack.so'), E_ALL & ~E_DEPRECATED, escapeshellarg($file), $cause);
    $out = [];
    exec($cmd, $out, $status);
    echo "-- $cause (exit status $status)\n";
    foreach ($out as $line) {
        if ($line !== '') {
            echo preg_replace('/^(PHP )?Fatal error: +(Allowed memory size of) \d+ .*$/', 'Fatal error: $2 ...', $line), "\n";
        }
    }
}
unlink($file);
?>
--EXPECTF--
-- memory (exit status 255)
first: [[{"a":1,"b":2},{"a":3,"b":4}]]
Fatal error: Allowed memory size of ...
again: [[{"c":1,"d":"ext:M"},{"a":5,"b":6}]]
next: [[{"c":9,"d":9},{"a":7,"b":8}]]
-- user_error (exit status 255)
first: [[{"a":1,"b":2},{"a":3,"b":4}]]
Fatal error: stopped in %s on line %d
again: [[{"c":1,"d":"ext:M"},{"a":5,"b":6}]]
next: [[{"c":9,"d":9},{"a":7,"b":8}]]
