--TEST--
MessagePackUnpacker::data($object): class-name or object templates
--EXTENSIONS--
msgpack
--FILE--
<?php
class P
{
    public $a;
    public $b;
}
$u = new MessagePackUnpacker(false);
$u->feed(msgpack_pack([1, 2]) . msgpack_pack([3, 4]) . msgpack_pack([5, 6]) . msgpack_pack([7, 8]));
var_dump($u->execute(), $u->data('P'));
$p = new P();
var_dump($u->execute(), $u->data($p));
var_dump($u->execute(), $u->data(null));

echo "-- a template of another type is a TypeError (PECL: fatal error); the value stays\n";
$u->feed("\x05");
var_dump($u->execute());
foreach ([[], ['P'], 1, true] as $bad) {
    try {
        $u->data($bad);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump($u->data());
echo "-- nothing finished: false, whatever the template\n";
var_dump($u->data('P'), $u->execute(), $u->data('P'));
?>
--EXPECTF--
bool(true)
object(P)#%d (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
bool(true)
object(P)#%d (2) {
  ["a"]=>
  int(3)
  ["b"]=>
  int(4)
}
bool(true)
array(2) {
  [0]=>
  int(5)
  [1]=>
  int(6)
}
-- a template of another type is a TypeError (PECL: fatal error); the value stays
bool(true)
MessagePackUnpacker::data(): Argument #1 ($object) must be of type object|string|null, array given
MessagePackUnpacker::data(): Argument #1 ($object) must be of type object|string|null, array given
MessagePackUnpacker::data(): Argument #1 ($object) must be of type object|string|null, int given
MessagePackUnpacker::data(): Argument #1 ($object) must be of type object|string|null, bool given
array(2) {
  [0]=>
  int(7)
  [1]=>
  int(8)
}
-- nothing finished: false, whatever the template
bool(false)
bool(true)
object(P)#%d (2) {
  ["a"]=>
  int(5)
  ["b"]=>
  NULL
}
