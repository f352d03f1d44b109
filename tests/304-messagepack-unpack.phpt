--TEST--
MessagePack::unpack(): warnings, template only on success (PECL crashed), the $options argument
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
class P
{
    public $a;
    public $b;
}
$m = new MessagePack();
var_dump($m->unpack(msgpack_pack([1, 2]), 'P'));
$p = new P();
$p->a = 'x';
var_dump($m->unpack($m->pack($p), 'P'));

echo "-- failed decodes are returned as they are, never converted\n";
var_dump($m->unpack("\xc1", 'stdClass'));
var_dump($m->unpack("\x92\x01", new P()));
var_dump($m->unpack("", 'P'));
var_dump($m->unpack("\x01\x02"));

echo "-- options\n";
var_dump($m->unpack("\x91\x91\x01", null, ['max_depth' => 2]));
var_dump($m->unpack("\x91\x91\x01", null, ['max_depth' => 1]));
var_dump(get_class($m->unpack($m->pack($p), null, ['allowed_classes' => false])));
var_dump(get_class($m->unpack($m->pack($p), null, ['allowed_classes' => ['p']])));
var_dump(get_class($m->unpack($m->pack($p), null, ['allowed_classes' => ['Other']])));
var_dump(get_class($m->unpack($m->pack($p), null, ['allowed_classes' => true])));
foreach ([['allowed_classes' => 1], ['allowed_classes' => [1]], ['max_depth' => 'x'], ['max_depth' => -1]] as $bad) {
    try {
        $m->unpack("\x01", null, $bad);
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    $m->unpack("\x01", null, 'nope');
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
ini_set('msgpack.error_display', '0');
var_dump($m->unpack("\xc1"), $m->unpack("\x01\x02"));
?>
--EXPECTF--
object(P)#%d (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
object(P)#%d (2) {
  ["a"]=>
  string(1) "x"
  ["b"]=>
  NULL
}
-- failed decodes are returned as they are, never converted

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
NULL

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
int(1)
-- options
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
string(22) "__PHP_Incomplete_Class"
string(1) "P"
string(22) "__PHP_Incomplete_Class"
string(1) "P"
TypeError: MessagePack::unpack(): Option "allowed_classes" must be an array or of type bool, int given
TypeError: MessagePack::unpack(): Option "allowed_classes" must be an array of class names, int given
TypeError: MessagePack::unpack(): Option "max_depth" must be of type int, string given
ValueError: MessagePack::unpack(): Option "max_depth" must be between 0 and 32768
TypeError: MessagePack::unpack(): Argument #3 ($options) must be of type ?array, string given
bool(false)
int(1)
