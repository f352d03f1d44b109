--TEST--
Bounded reservation: 1 MiB of container headers nested 2000 deep, each declaring the rest of the input, peak at most 256 bytes per input byte + 64 KiB through every entry point (memory_limit=-1)
--EXTENSIONS--
msgpack
session
--SKIPIF--
<?php
// The peak is read from the Zend allocator, which valgrind and ASan runs replace.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
?>
--INI--
memory_limit=-1
msgpack.error_display=0
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
--FILE--
<?php
require __DIR__ . '/data/nested-headers.inc';

final class Unwrap implements MessagePack\Extension
{
    public function getType(): int { return 9; }
    public function pack(MessagePack\Packer $packer, $value): ?string { return null; }
    public function unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength)
    {
        return $unpacker->unpack();
    }
}

$size = 1 << 20;
$bound = 256 * $size + 64 * 1024;
$entries = [
    'msgpack_unpack' => fn (string $b) => msgpack_unpack($b),
    'msgpack_unpack php_only=0' => fn (string $b) => msgpack_unpack($b),
    'msgpack_unpack assoc=0' => fn (string $b) => msgpack_unpack($b),
    'MessagePack::unpack' => fn (string $b) => (new MessagePack(true))->unpack($b),
    'MessagePackUnpacker feed' => function (string $b) {
        $u = new MessagePackUnpacker();
        foreach (str_split($b, 65536) as $chunk) {
            $u->feed($chunk);
            if ($u->execute()) {
                return $u->data();
            }
        }
        return null;
    },
    'MessagePackUnpacker direct' => function (string $b) {
        $u = new MessagePackUnpacker();
        $offset = 0;
        return $u->execute($b, $offset) ? $u->data() : null;
    },
    'BufferUnpacker::unpack' => function (string $b) {
        try {
            return (new MessagePack\BufferUnpacker($b))->unpack();
        } catch (MessagePack\Exception\UnpackingFailedException $e) {
            return null;
        }
    },
    'BufferUnpacker::tryUnpack' => function (string $b) {
        $u = new MessagePack\BufferUnpacker();
        foreach (str_split($b, 65536) as $chunk) {
            // (an invalid key fails at once now, with the message incomplete: the stream goes on after it)
            try {
                $u->append($chunk)->tryUnpack();
            } catch (MessagePack\Exception\UnpackingFailedException $e) {
            }
        }
        try {
            return $u->unpack();
        } catch (MessagePack\Exception\UnpackingFailedException $e) {
            return null;
        }
    },
    'session_decode' => function (string $b) {
        session_start();
        $r = session_decode($b);
        session_destroy();
        return $r;
    },
];
$worst = 0;
$over = [];
foreach ($entries as $entry => $decode) {
    ini_set('msgpack.php_only', str_contains($entry, 'php_only=0') ? '0' : '1');
    ini_set('msgpack.assoc', str_contains($entry, 'assoc=0') ? '0' : '1');
    foreach (nh_inputs($size, 2000) as $name => $bytes) {
        gc_collect_cycles();
        $base = memory_get_usage();
        memory_reset_peak_usage();
        $result = $decode($bytes);
        $peak = memory_get_peak_usage() - $base;
        unset($result);
        $worst = max($worst, $peak / $size);
        if ($peak > $bound) {
            $over[] = sprintf('%s / %s: %d bytes', $entry, $name, $peak);
        }
    }
}
ini_set('msgpack.php_only', '1');
ini_set('msgpack.assoc', '1');

// ext values nested the same way, each unpacked by an extension through the same BufferUnpacker
foreach (['array32', 'map32', 'array16', 'fixarray'] as $kind) {
    $bytes = nh_ext_nested($kind, 1000, $size);
    gc_collect_cycles();
    $base = memory_get_usage();
    memory_reset_peak_usage();
    try {
        $result = (new MessagePack\BufferUnpacker($bytes, null, [new Unwrap()]))->unpack();
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
    }
    $peak = memory_get_peak_usage() - $base;
    unset($result);
    $worst = max($worst, $peak / $size);
    if ($peak > $bound) {
        $over[] = sprintf('ext-nested %s: %d bytes', $kind, $peak);
    }
}
echo $over ? implode("\n", $over) : 'all within 256 bytes per input byte + 64 KiB', "\n";
?>
--EXPECT--
all within 256 bytes per input byte + 64 KiB
