--TEST--
Object records: instances of stdClass, of a class with __wakeup() and no declared property, and of an unknown class (incomplete), each a byte and its values, stay within 512 bytes per input byte + 64 KiB
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
// The peak is read from the Zend allocator, which valgrind and ASan runs replace.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
?>
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

// Object record 0x40 [nil, Class, "a", "b"] (its first instance: nil, nil), then trees of instances whose values are
// instances down to empty maps (each a stdClass): `40 40 .. 80 80 ..`, 2^14 - 1 instances in 2^15 - 1 bytes a tree.
function tree(int $depth): string
{
    return $depth === 0 ? "\x80" : "\x40" . tree($depth - 1) . tree($depth - 1);
}

foreach (['stdClass', 'Woken', 'Unknown'] as $class) {
    $bytes = "\xdd" . pack('N', 11) . "\xd4\x72\x40\x94\xc0" . chr(0xa0 | strlen($class)) . $class . "\xa1a\xa1b\xc0\xc0"
        . str_repeat(tree(14), 10);
    $bound = 512 * strlen($bytes) + 64 * 1024;
    gc_collect_cycles();
    memory_reset_peak_usage();
    $base = memory_get_usage();
    $value = msgpack_unpack($bytes);
    $peak = memory_get_peak_usage() - $base;
    $leaf = $value[10];
    for ($levels = 0; isset(((array) $leaf)['a']); $levels++) {
        $leaf = ((array) $leaf)['b'];
    }
    echo "$class: ", count($value), ' values of ', get_class($value[10]), ", $levels levels, ",
        $peak <= $bound ? 'within the bound' : "$peak bytes > $bound", "\n";
    unset($value, $leaf);
}
echo Woken::$woken, " woken\n";
?>
--EXPECT--
stdClass: 11 values of stdClass, 14 levels, within the bound
Woken: 11 values of Woken, 14 levels, within the bound
Unknown: 11 values of __PHP_Incomplete_Class, 14 levels, within the bound
163831 woken
