--TEST--
MessagePack\BufferUnpacker::tryUnpack(): the messages of one call come back as a plain list of every size (growing past each doubling of its table), which takes more elements and works as any PHP list; the same with the bigint options, the extensions and a constructor called again between calls
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension\TimestampExtension;
use MessagePack\Packer;
use MessagePack\UnpackOptions;

$packer = new Packer();
$failed = 0;
foreach ([0, 1, 2, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000] as $n) {
    $bytes = '';
    $want = [];
    for ($i = 0; $i < $n; $i++) {
        $v = ['i' => $i, 's' => "m$i", 'l' => [$i, $i + 1]];
        $want[] = $v;
        $bytes .= $packer->pack($v);
    }
    foreach ([
        'plain' => fn () => new BufferUnpacker(),
        'bigint as str' => fn () => new BufferUnpacker('', UnpackOptions::BIGINT_AS_STR),
        'extensions' => fn () => new BufferUnpacker('', null, [new TimestampExtension()]),
    ] as $how => $make) {
        $u = $make();
        // the tail of an incomplete message after the complete ones
        $got = $u->append($bytes . "\x83\xa1i")->tryUnpack();
        $ok = $got === $want && array_is_list($got) && count($got) === $n && $u->getRemainingCount() === 3;
        $got[] = 'more';
        $ok = $ok && array_key_last($got) === $n && $got[$n] === 'more' && count($got) === $n + 1;
        if ($n > 0) {
            $ok = $ok && reset($got) === $want[0] && key($got) === 0 && next($got) === ($want[1] ?? 'more');
            unset($got[0]);
            $ok = $ok && count($got) === $n && array_key_first($got) === 1;
        }
        $rest = $u->append("\x01\xa1s\xa1x\xa1l\x90")->tryUnpack();
        $ok = $ok && $rest === [['i' => 1, 's' => 'x', 'l' => []]] && !$u->hasRemaining();
        if (!$ok) {
            $failed++;
            echo "$n messages, $how: wrong\n";
        }
    }
}

// the constructor called again between two calls: the second reads with what it gives now
$ts = (new Packer(null, [new TimestampExtension()]))->pack(new MessagePack\Type\Timestamp(1700000000));
$u = new BufferUnpacker($ts);
echo get_class($u->tryUnpack()[0]), "\n";
$u->__construct($ts . $ts, null, [new TimestampExtension()]);
echo implode(' ', array_map('get_class', $u->tryUnpack())), "\n";
echo $failed === 0 ? "all lists right\n" : "$failed wrong\n";
?>
--EXPECT--
MessagePack\Type\Ext
MessagePack\Type\Timestamp MessagePack\Type\Timestamp
all lists right
