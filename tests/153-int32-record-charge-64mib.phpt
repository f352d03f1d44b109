--TEST--
32-bit PHP: object records in a message of 64 MiB are read: the bound on their charge (64 bytes per input byte) does not wrap
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (a 64-bit size_t holds the bound)'); ?>
--INI--
memory_limit=-1
msgpack.compact=read
--FILE--
<?php
#[AllowDynamicProperties]
class Woken
{
    public static int $woken = 0;
    public function __wakeup(): void { self::$woken++; }
}

// 2000 instances of an object record (96 bytes of charge each for the delayed __wakeup(), 3 bytes of input) after a
// bin that makes the message 64 MiB: 64 * 64 MiB is 4 GiB, which a 32-bit size_t wrapped to 0, leaving 64 KiB.
$n = 2000;
$records = "\xd4\x72\x40\x94\xc0\xa5Woken\xa1a\xa1b\x01\x02" . "\xdd" . pack('N', $n) . str_repeat("\x40\x03\x04", $n);
$bin = str_repeat("z", 64 * 1024 * 1024 - 6 - strlen($records));
$bytes = "\x93\xc6" . pack('N', strlen($bin)) . $bin . $records;
unset($bin);
var_dump(strlen($bytes) === 64 * 1024 * 1024);
$value = msgpack_unpack($bytes);
var_dump(strlen($value[0]), get_class($value[1]), count($value[2]), $value[2][$n - 1]->b, Woken::$woken);
?>
--EXPECT--
bool(true)
int(67102836)
string(5) "Woken"
int(2000)
int(4)
int(2001)
