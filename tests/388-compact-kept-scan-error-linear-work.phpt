--TEST--
BufferUnpacker with UnpackOptions::COMPACT: a scan error the decode has not reached yet (a malformed record definition inside an array that declares more elements than have arrived) is kept from append to append: each byte is scanned at most twice, not again from the message's start at every tryUnpack() (counted)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

// An array declaring more elements than there are bytes, holding a malformed record definition: the scan finds the
// error at once, the decode (which waits at the array's head until that many bytes are there) not yet.
$n = 5000;
$head = "\xdc\xff\xff" . str_repeat("\x01", $n) . "\xd4\x72\x40\xa1";
msgpack_test_counters(true);
$u = new BufferUnpacker('', UnpackOptions::COMPACT);
$u->append($head);
$error = null;
try {
    for ($i = 0; $i < 4000 && $error === null; $i++) {
        $u->tryUnpack();
        $u->append("\xc0");
    }
} catch (Throwable $e) {
    $error = get_class($e) . ': ' . $e->getMessage();
}
$c = msgpack_test_counters(true);
$len = strlen($head) + $i;
echo $error ?? 'no error', "\n";
echo $c['scanned_bytes'] <= 2 * $len ? "scanned each byte at most twice\n" : "scanned {$c['scanned_bytes']} bytes for $len\n";
?>
--EXPECT--
no error
scanned each byte at most twice
