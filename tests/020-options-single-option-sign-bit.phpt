--TEST--
Options: the one-option check of a group holds for the sign bit alone (no signed overflow; checked by the UBSan build)
--EXTENSIONS--
msgpack
--FILE--
<?php
foreach ([MessagePack\PackOptions::class, MessagePack\UnpackOptions::class] as $class) {
    // private, reached through reflection with any bitmask
    $single = new ReflectionMethod($class, 'getSingleOption');
    var_dump($single->invoke(null, 'x', PHP_INT_MIN, PHP_INT_MIN) === PHP_INT_MIN);
    var_dump($single->invoke(null, 'x', PHP_INT_MIN, 1));
    var_dump($single->invoke(null, 'x', 4, 6));
}
?>
--EXPECT--
bool(true)
int(0)
int(4)
bool(true)
int(0)
int(4)
