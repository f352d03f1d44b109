--TEST--
msgpack: module is loaded and exposes the PECL functions with PECL's parameter names
--EXTENSIONS--
msgpack
--FILE--
<?php
var_dump(extension_loaded('msgpack'));
foreach (['msgpack_pack', 'msgpack_serialize', 'msgpack_unpack', 'msgpack_unserialize'] as $name) {
    $fn = new ReflectionFunction($name);
    $params = [];
    foreach ($fn->getParameters() as $p) {
        $params[] = ($p->isOptional() ? '[$' : '$') . $p->getName() . ($p->isOptional() ? ']' : '');
    }
    printf("%s(%s) required=%d\n", $name, implode(', ', $params), $fn->getNumberOfRequiredParameters());
}

try {
    msgpack_pack();
} catch (ArgumentCountError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    msgpack_unpack([]);
} catch (TypeError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
bool(true)
msgpack_pack($value) required=1
msgpack_serialize($value) required=1
msgpack_unpack($str, [$object], [$options]) required=1
msgpack_unserialize($str, [$object], [$options]) required=1
ArgumentCountError: msgpack_pack() expects exactly 1 argument, 0 given
TypeError: msgpack_unpack(): Argument #1 ($str) must be of type string, array given
