--TEST--
msgpack: a self-referencing array packs without crashing (php_only=0: the recursion point becomes nil)
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=0
--FILE--
<?php
$a = [1];
$a[] = &$a;
echo bin2hex(msgpack_pack($a)), "\n";

$b = ['x' => 1];
$b['self'] = &$b;
echo bin2hex(msgpack_pack($b)), "\n";

$c = [];
$c[0] = &$c;
echo bin2hex(msgpack_pack($c)), "\n";

$d = [1, [2]];
$d[1][] = &$d;
echo bin2hex(msgpack_pack($d)), "\n";

// the output is well-formed
var_dump(msgpack_unpack(msgpack_pack($a)));
// a value referenced twice without recursion is packed twice
$e = [1, 2];
$f = [&$e, &$e];
echo bin2hex(msgpack_pack($f)), "\n";
?>
--EXPECT--
92019201c0
82a17801a473656c6682a17801a473656c66c0
9191c0
920192029201c0
array(2) {
  [0]=>
  int(1)
  [1]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    NULL
  }
}
92920102920102
