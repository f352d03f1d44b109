--TEST--
msgpack: MessagePackUnpacker::data() converts by its template with the unpacker's max_depth option
--EXTENSIONS--
msgpack
--FILE--
<?php
class Node {
    public $value;
    public $next = ['Node'];
}
// A cyclic value and a class whose template follows it.
$a = [1];
$a[] = &$a;
$packed = msgpack_pack($a);
$u = new MessagePackUnpacker(null, ['max_depth' => 40]);
$u->feed($packed);
var_dump($u->execute());
var_dump($u->data('Node'));
echo "-- a finite value deeper than msgpack.max_depth\n";
$deep = 'leaf';
for ($i = 0; $i < 15; $i++) {
    $deep = [$i, [$deep]];
}
$deepPacked = msgpack_pack($deep);
ini_set('msgpack.max_depth', '20');
$u = new MessagePackUnpacker(null, ['max_depth' => 100]);
$u->feed($deepPacked);
var_dump($u->execute());
$r = $u->data('Node');
for ($i = 1; $r->next[0] instanceof Node; $i++) {
    $r = $r->next[0];
}
var_dump($i, $r->value);
?>
--EXPECTF--
bool(true)

Warning: [msgpack] (msgpack_convert_template) Maximum nesting depth of 40 exceeded in %s on line %d
NULL
-- a finite value deeper than msgpack.max_depth
bool(true)
int(16)
string(4) "leaf"
