--TEST--
Compact mode: a record definition whose instance would nest deeper than msgpack.max_depth is refused for its depth at its field names' header, before any name is read, by every reader alike (a bad name after it is never met), whole, cut and in chunks
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

function attempt(callable $f): string
{
    try {
        $r = $f();
        return is_string($r) ? $r : json_encode($r);
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}
function unpack_all(string $bytes): void
{
    echo '  BufferUnpacker: ', attempt(fn () => (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack()), "\n";
    echo '  msgpack_unpack(): ', attempt(fn () => msgpack_unpack($bytes)), "\n";
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    echo '  in 1-byte pieces: ', attempt(function () use ($u, $bytes) {
        foreach (str_split($bytes) as $b) {
            if ($r = $u->append($b)->tryUnpack()) {
                return $r[0];
            }
        }
        return 'waits';
    }), "\n";
    foreach ([0, 1] as $fed) {
        $m = new MessagePackUnpacker(false);
        echo $fed ? '  MessagePackUnpacker, fed bytes: ' : '  MessagePackUnpacker, direct: ', attempt(function () use ($m, $bytes, $fed) {
            if (!$fed) {
                $off = 0;
                return $m->execute($bytes, $off) ? $m->data() : 'false at ' . $off . ', ' . msgpack_last_error_msg();
            }
            foreach (str_split($bytes) as $b) {
                $m->feed($b);
                if ($m->execute()) {
                    return $m->data();
                }
            }
            return 'false, ' . msgpack_last_error_msg();
        }), "\n";
    }
}
ini_set('msgpack.compact', 'full');
ini_set('msgpack.error_display', '0');
set_error_handler(function ($no, $msg) { echo "  warning: $msg\n"; return true; });

// [[definition `d4 72 40`, names ["a", NAME], values 1, 2]]: the instance is a map at depth 3
$cases = ['a bad second name (0xc1)' => '9191d4724092a161c10102', 'good names' => '9191d4724092a161a1620102',
    'no names' => '9191d4724090'];
foreach ([3, 2] as $depth) {
    ini_set('msgpack.max_depth', (string) $depth);
    echo "== msgpack.max_depth=$depth\n";
    foreach ($cases as $what => $hex) {
        echo "-- $what\n";
        unpack_all(hex2bin($hex));
    }
}

if (function_exists('msgpack_test_frame')) {
    // the streaming scanner (which frames fed bytes) and the decoder stop at the same byte with the same verdict
    $disagree = [];
    foreach ($cases as $hex) {
        $bytes = hex2bin($hex);
        foreach (range(1, strlen($bytes)) as $cut) {
            foreach ([0, 1, 3] as $chunk) {
                foreach (msgpack_test_frame(substr($bytes, 0, $cut) . ($cut === strlen($bytes) ? $bytes : ''), $chunk, false, true) as $m) {
                    $ok = match (true) {
                        $m['decode'] === 'ok' => $m['scan'] === 'done' && $m['scan_end'] === $m['decode_end'],
                        $m['scan'] === 'error' => $m['scan_end'] === $m['decode_end'],
                        default => $m['scan'] === 'more' && $m['decode'] === 'insufficient',
                    };
                    if (!$ok) {
                        $disagree[] = substr($hex, 0, 2 * $cut) . " chunk=$chunk: " . json_encode($m);
                    }
                }
            }
        }
    }
    echo $disagree ? implode("\n", array_slice($disagree, 0, 5)) . "\n" : "frame: agree\n";
} else {
    echo "frame: agree\n";
}
?>
--EXPECT--
== msgpack.max_depth=3
-- a bad second name (0xc1)
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
  MessagePackUnpacker, direct: false at 8, Parse error at offset 8
  MessagePackUnpacker, fed bytes: false, Parse error at offset 8
-- good names
  BufferUnpacker: [[{"a":1,"b":2}]]
  msgpack_unpack(): [[{"a":1,"b":2}]]
  in 1-byte pieces: [[{"a":1,"b":2}]]
  MessagePackUnpacker, direct: [[{"a":1,"b":2}]]
  MessagePackUnpacker, fed bytes: [[{"a":1,"b":2}]]
-- no names
  BufferUnpacker: [[[]]]
  msgpack_unpack(): [[{}]]
  in 1-byte pieces: [[[]]]
  MessagePackUnpacker, direct: [[[]]]
  MessagePackUnpacker, fed bytes: [[[]]]
== msgpack.max_depth=2
-- a bad second name (0xc1)
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
  MessagePackUnpacker, direct: false at 5, Memory error at offset 5
  MessagePackUnpacker, fed bytes: false, Memory error at offset 5
-- good names
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
  MessagePackUnpacker, direct: false at 5, Memory error at offset 5
  MessagePackUnpacker, fed bytes: false, Memory error at offset 5
-- no names
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
  MessagePackUnpacker, direct: false at 5, Memory error at offset 5
  MessagePackUnpacker, fed bytes: false, Memory error at offset 5
frame: agree
