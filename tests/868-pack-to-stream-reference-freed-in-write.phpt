--TEST--
Packer::packToStream(): a string reached through a PHP reference stays alive while it is written, when the stream's write (user code, run by the flush a string's reservation makes) assigns to the reference and frees it: short strings copied after the flush, and long ones written from where they are whose header's reservation flushes first
--INI--
memory_limit=256M
--FILE--
<?php
use MessagePack\{Packer, PackOptions};

/* Collects what is written; the first write drops the string the reference holds and fills the freed memory. */
class Sink
{
    public $context;
    public static string $out = '';
    public static ?string $drop = null;

    public function stream_open($path, $mode, $options, &$opened)
    {
        self::$out = '';
        return true;
    }
    public function stream_write($data)
    {
        self::$out .= $data;
        if (self::$drop !== null && array_key_exists(self::$drop, $GLOBALS)) {
            $GLOBALS[self::$drop] = null;
            $GLOBALS['junk'] = [];
            for ($i = 0; $i < 200; $i++) {
                $GLOBALS['junk'][] = str_repeat(chr(65 + $i % 26), 5000);
            }
        }
        return strlen($data);
    }
}
stream_wrapper_register('sink', 'Sink');

function check(string $label, callable $make, int $options = 0): void
{
    // the expected bytes, from a copy of the value the stream's write does not touch
    Sink::$drop = null;
    $expect = (new Packer($options))->pack($make());
    $value = $make();
    Sink::$drop = 'held';
    $f = fopen('sink://x', 'w');
    stream_set_chunk_size($f, 1 << 30);
    $n = (new Packer($options))->packToStream($f, $value);
    fclose($f);
    unset($value);
    $GLOBALS['junk'] = null;
    printf("%s: %d bytes, %s\n", $label, $n, Sink::$out === $expect ? 'the bytes pack() gives' : 'DIFFERENT BYTES');
}

// 66,000 bytes before the string: the buffer holds over 64 KiB when the string's reservation grows it, so it flushes
check('5 KB str after 66 KB', function () {
    $GLOBALS['held'] = str_repeat('s', 5000);
    return [str_repeat('a', 65000), str_repeat('b', 1000), &$GLOBALS['held']];
});
check('5 KB str, FORCE_BIN', function () {
    $GLOBALS['held'] = str_repeat('s', 5000);
    return [str_repeat('a', 65000), str_repeat('b', 1000), &$GLOBALS['held']];
}, PackOptions::FORCE_BIN);
check('5 KB str, DETECT_STR_BIN', function () {
    $GLOBALS['held'] = str_repeat("\xff", 5000);
    return [str_repeat('a', 65000), str_repeat('b', 1000), &$GLOBALS['held']];
}, PackOptions::DETECT_STR_BIN);
check('5 KB str as a map value', function () {
    $GLOBALS['held'] = str_repeat('s', 5000);
    return ['a' => str_repeat('a', 65000), 'b' => str_repeat('b', 1000), 'held' => &$GLOBALS['held']];
});
// the buffer 5 bytes short of its capacity: the str32 header's reservation flushes before the payload goes out
check('100 KB str after 69.6 KB', function () {
    $GLOBALS['held'] = str_repeat('B', 100000);
    return [str_repeat('a', 65000), str_repeat('b', 4600), &$GLOBALS['held']];
});
echo "done\n";
?>
--EXPECT--
5 KB str after 66 KB: 71010 bytes, the bytes pack() gives
5 KB str, FORCE_BIN: 71010 bytes, the bytes pack() gives
5 KB str, DETECT_STR_BIN: 71010 bytes, the bytes pack() gives
5 KB str as a map value: 71019 bytes, the bytes pack() gives
100 KB str after 69.6 KB: 169612 bytes, the bytes pack() gives
done
