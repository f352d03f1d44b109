--TEST--
msgpack: a self-referencing array packs without crashing with the default msgpack.php_only=1
--EXTENSIONS--
msgpack
--FILE--
<?php
$a = [1];
$a[] = &$a;
$packed = msgpack_pack($a);
var_dump(is_string($packed) && strlen($packed) > 2);
echo bin2hex(substr($packed, 0, 2)), "\n";

$b = ['x' => 1];
$b['self'] = &$b;
$packed = msgpack_pack($b);
var_dump(is_string($packed) && strlen($packed) > 2);

$c = [];
$c[0] = &$c;
var_dump(is_string(msgpack_pack($c)));

$d = [1, [2]];
$d[1][] = &$d;
var_dump(is_string(msgpack_pack($d)));
echo "done\n";
?>
--EXPECT--
bool(true)
9201
bool(true)
bool(true)
bool(true)
done
