--TEST--
Bounded reservation: headers that declare large counts, nested among one-byte arrays and cut short, peak at most 256 bytes per input byte + 64 KiB through every entry point, in one piece and in pieces; completed, they read as a whole decode does
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
// The peak is read from the Zend allocator, which valgrind and ASan runs replace.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
// A debug build's allocator adds a header to every block: a one-element array takes more than 256 bytes there.
if (PHP_DEBUG) die('skip the bound is for release builds');
?>
--INI--
memory_limit=-1
msgpack.error_display=0
--FILE--
<?php
/*
 * A one-element array is one byte and takes 216 bytes decoded (its table has the engine's 8 slots), so what the
 * decoder reserves for declared counts, the list of a suspended decode's open containers and the scan of a failed
 * decode's first error must all fit in the 40 bytes per input byte left. Before the reservation budget counted the
 * bytes tables take, a declared count of 65 pairs (a table of 128 buckets, 5 KiB) cost as much as a 65-element list.
 */
function unit(string $head, string $key, int $arrays): string
{
    return hex2bin($head) . $key . str_repeat("\x91", $arrays);
}

function prefix(string $unit, int $len): string
{
    return str_repeat($unit, intdiv($len, strlen($unit)));
}

// What completes a prefix made of container headers and empty str keys: nil values, and in maps "" keys before them.
function completion(string $prefix): string
{
    $open = [];  // per open container: [is a map, items still expected (a map's keys and values)]
    $i = 0;
    $n = strlen($prefix);
    while ($i < $n) {
        if ($open) {
            $open[count($open) - 1][1]--;
        }
        $b = ord($prefix[$i]);
        if ($b >= 0x90 && $b <= 0x9f) {
            $open[] = [false, $b & 15];
            $i++;
        } elseif ($b === 0xdc || $b === 0xde) {
            $count = unpack('n', substr($prefix, $i + 1, 2))[1];
            $open[] = [$b === 0xde, $b === 0xde ? 2 * $count : $count];
            $i += 3;
        } else {
            $i++;  // an empty str key
        }
        while ($open && $open[count($open) - 1][1] === 0) {
            array_pop($open);
        }
    }
    $rest = '';
    foreach (array_reverse($open) as [$map, $left]) {
        if ($map && $left % 2) {
            $rest .= "\xc0";
            $left--;
        }
        $rest .= str_repeat($map ? "\xa0\xc0" : "\xc0", $map ? intdiv($left, 2) : $left);
    }
    return $rest;
}

$inputs = [
    'arrays of 129 among one-byte arrays' => prefix(unit('dc0081', '', 126), 4000),
    'arrays of 257 among one-byte arrays' => prefix(unit('dc0101', '', 254), 4000),
    'maps of 65 pairs among one-byte arrays' => prefix(unit('de0041', "\xa0", 60), 4000),
    'maps of 129 pairs among one-byte arrays' => prefix(unit('de0081', "\xa0", 60), 4000),
    'fixarrays of 15, nested' => str_repeat("\x9f", 4000),
];

$readers = [
    'msgpack_unpack' => fn (string $b, int $piece) => msgpack_unpack($b),
    'msgpack_unpack assoc=0' => function (string $b, int $piece) {
        ini_set('msgpack.assoc', '0');
        try {
            return msgpack_unpack($b);
        } finally {
            ini_restore('msgpack.assoc');
        }
    },
    'MessagePack::unpack' => fn (string $b, int $piece) => (new MessagePack(false))->unpack($b),
    'BufferUnpacker::unpack' => function (string $b, int $piece) {
        try {
            return (new MessagePack\BufferUnpacker($b))->unpack();
        } catch (MessagePack\Exception\UnpackingFailedException $e) {
            return null;
        }
    },
    'BufferUnpacker::tryUnpack' => function (string $b, int $piece) {
        $u = new MessagePack\BufferUnpacker();
        foreach (str_split($b, $piece) as $p) {
            $u->append($p)->tryUnpack();
        }
        return $u;
    },
    'MessagePackUnpacker feed' => function (string $b, int $piece) {
        $u = new MessagePackUnpacker();
        foreach (str_split($b, $piece) as $p) {
            $u->feed($p);
            $u->execute();
        }
        return $u;
    },
    'MessagePackUnpacker direct' => function (string $b, int $piece) {
        $u = new MessagePackUnpacker();
        $s = '';
        $offset = 0;
        foreach (str_split($b, $piece) as $p) {
            $s .= $p;
            $u->execute($s, $offset);
        }
        return $u;
    },
];

$over = [];
foreach ($inputs as $name => $bytes) {
    $bound = 256 * strlen($bytes) + 64 * 1024;
    foreach ($readers as $reader => $read) {
        foreach (str_contains($reader, 'unpack') && !str_contains($reader, 'try') ? [strlen($bytes)] : [strlen($bytes), 4096, 15, 1] as $piece) {
            gc_collect_cycles();
            $base = memory_get_usage();
            memory_reset_peak_usage();
            $held = $read($bytes, $piece);
            $peak = memory_get_peak_usage() - $base;
            unset($held);
            if ($peak > $bound) {
                $over[] = sprintf('%s, %s %s: %d bytes > %d', $name, $reader,
                    $piece === strlen($bytes) ? 'whole' : "in pieces of $piece", $peak, $bound);
            }
        }
    }
}
echo $over ? implode("\n", $over) : 'all within 256 bytes per input byte + 64 KiB', "\n";

// Completed, each reads as msgpack_unpack() reads it whole, in pieces too (a list the budget could not pay for leaves
// the message to be read whole once complete).
foreach ($inputs as $name => $bytes) {
    $whole = $bytes . completion($bytes);
    $want = serialize(msgpack_unpack($whole));
    $got = [];
    foreach ([4096, 15, 1] as $piece) {
        $u = new MessagePackUnpacker();
        foreach (str_split($whole, $piece) as $p) {
            $u->feed($p);
            if ($u->execute()) {
                $got["feed $piece"] = serialize($u->data());
            }
        }
        $d = new MessagePackUnpacker();
        $s = '';
        $offset = 0;
        foreach (str_split($whole, $piece) as $p) {
            $s .= $p;
            if ($d->execute($s, $offset)) {
                $got["direct $piece"] = serialize($d->data());
            }
        }
        $b = new MessagePack\BufferUnpacker();
        foreach (str_split($whole, $piece) as $p) {
            foreach ($b->append($p)->tryUnpack() as $v) {
                $got["tryUnpack $piece"] = serialize($v);
            }
        }
    }
    $wrong = array_keys(array_filter($got, fn ($g) => $g !== $want));
    printf("%s: %d reads, %s\n", $name, count($got), $wrong ? 'differ: ' . implode(', ', $wrong) : 'all as the whole decode');
}
?>
--EXPECT--
all within 256 bytes per input byte + 64 KiB
arrays of 129 among one-byte arrays: 9 reads, all as the whole decode
arrays of 257 among one-byte arrays: 9 reads, all as the whole decode
maps of 65 pairs among one-byte arrays: 9 reads, all as the whole decode
maps of 129 pairs among one-byte arrays: 9 reads, all as the whole decode
fixarrays of 15, nested: 9 reads, all as the whole decode
