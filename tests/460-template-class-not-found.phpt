--TEST--
msgpack: unknown template class throws Error 'Class "X" not found' (PECL: fatal error); autoloading
--EXTENSIONS--
msgpack
--FILE--
<?php
function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
spl_autoload_register(function ($name) {
    echo "autoload($name)\n";
    if ($name === 'Loaded') {
        eval('class Loaded { public $v; }');
    } elseif ($name === 'Throwing') {
        throw new RuntimeException("cannot load $name");
    }
});
$packed = msgpack_pack([1]);

echo "-- PECL stops with a fatal error; here an Error, as for new\n";
attempt(fn() => msgpack_unpack($packed, 'Nope'));
attempt(fn() => msgpack_unpack($packed, ''));
attempt(fn() => msgpack_unpack(msgpack_pack([[1]]), ['Nope']));
echo "-- the autoloader is used\n";
attempt(fn() => msgpack_unpack($packed, 'Loaded'));
attempt(fn() => msgpack_unpack($packed, 'Throwing'));
echo "-- still usable afterwards\n";
attempt(fn() => msgpack_unpack($packed, 'Loaded'));
?>
--EXPECTF--
-- PECL stops with a fatal error; here an Error, as for new
autoload(Nope)
Error: Class "Nope" not found
Error: Class "" not found
autoload(Nope)
Error: Class "Nope" not found
-- the autoloader is used
autoload(Loaded)
object(Loaded)#%d (1) {
  ["v"]=>
  int(1)
}
autoload(Throwing)
RuntimeException: cannot load Throwing
-- still usable afterwards
object(Loaded)#%d (1) {
  ["v"]=>
  int(1)
}
