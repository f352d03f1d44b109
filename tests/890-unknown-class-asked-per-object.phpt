--TEST--
Objects of a class that cannot be found: the autoloader and unserialize_callback_func run for each object, as unserialize() runs them, so that a class one of them defines later serves the objects after it (only a class found, or one allowed_classes refuses, is remembered for the next object)
--FILE--
<?php
$autoload = 0;
$callback = 0;
spl_autoload_register(function ($c) {
    global $autoload;
    $autoload++;
});
function define_it($c)
{
    global $callback;
    if (++$callback === 2 && $c === 'Nope') {
        eval('class Nope { }');
    }
}
ini_set('unserialize_callback_func', 'define_it');
$mp = "\x93" . str_repeat("\x81\xc0\xa4Nope", 3); // [{nil: "Nope"} x3]
$r = @msgpack_unpack($mp);
echo "msgpack_unpack(): autoloader $autoload, callback $callback: ", implode(' ', array_map('get_class', $r)), "\n";
$autoload = $callback = 0;
$r = @unserialize('a:3:{i:0;O:5:"Nope2":0:{}i:1;O:5:"Nope2":0:{}i:2;O:5:"Nope2":0:{}}');
echo "unserialize() of another class: autoloader $autoload, callback $callback\n";
$autoload = $callback = 0;
$r = @msgpack_unpack("\x93" . str_repeat("\x81\xc0\xa5Nope2", 3));
echo "msgpack_unpack() of it: autoloader $autoload, callback $callback\n";
$autoload = $callback = 0;
$r = msgpack_unpack("\x93" . str_repeat("\x81\xc0\xa5Nope3", 3), null, ['allowed_classes' => false]);
echo "not allowed: autoloader $autoload, callback $callback, ", get_class($r[2]), "\n";
?>
--EXPECT--
msgpack_unpack(): autoloader 3, callback 2: __PHP_Incomplete_Class Nope Nope
unserialize() of another class: autoloader 6, callback 3
msgpack_unpack() of it: autoloader 6, callback 3
not allowed: autoloader 0, callback 0, __PHP_Incomplete_Class
