--TEST--
msgpack: template conversion of cyclic values stops at msgpack.max_depth with one warning
--EXTENSIONS--
msgpack
--INI--
msgpack.max_depth=100
--FILE--
<?php
class Node {
    public $value;
    public $next;
    public function __construct() { $this->next = new Link; }
}
class Link {
    public $value;
    public $next = ['Node'];
}
// A cyclic value (a PHP reference to its own container) with a template that follows it: one warning, null.
$a = [1];
$a[] = &$a;
var_dump(msgpack_unpack(msgpack_pack($a), 'Node'));
echo "-- a cyclic template over a cyclic value\n";
$b = [];
$b[] = &$b;
$t = [];
$t[] = &$t;
var_dump(msgpack_unpack(msgpack_pack($b), $t));
echo "-- deep but finite nesting converts\n";
$deep = 'leaf';
for ($i = 0; $i < 25; $i++) {
    $deep = [$i, [$i, [$deep]]];
}
$r = msgpack_unpack(msgpack_pack($deep), 'Node');
for ($i = 1; $r->next->next[0] instanceof Node; $i++) {
    $r = $r->next->next[0];
}
var_dump($i, $r->value);
echo "-- msgpack.error_display=0\n";
ini_set('msgpack.error_display', '0');
var_dump(msgpack_unpack(msgpack_pack($a), 'Node'));
unset($a, $b, $t, $r);
gc_collect_cycles();
?>
--EXPECTF--

Warning: [msgpack] (msgpack_convert_template) Maximum nesting depth of 100 exceeded in %s on line 14
NULL
-- a cyclic template over a cyclic value

Warning: [msgpack] (msgpack_convert_template) Maximum nesting depth of 100 exceeded in %s on line 20
NULL
-- deep but finite nesting converts
int(26)
string(4) "leaf"
-- msgpack.error_display=0
NULL
