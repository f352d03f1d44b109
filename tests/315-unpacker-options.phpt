--TEST--
MessagePackUnpacker: $opt, the $options argument (allowed_classes, max_depth), setOption(), no warnings in execute()
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
msgpack.assoc=1
msgpack.max_depth=4096
--FILE--
<?php
class P
{
    public $a = 1;
}
$obj = msgpack_pack(new P());
function first($u, $bytes)
{
    $u->feed($bytes);
    $u->execute();
    return $u->data();
}

echo "-- \$opt: php_only, default from msgpack.php_only\n";
var_dump(get_class(first(new MessagePackUnpacker(), $obj)));
var_dump(first(new MessagePackUnpacker(false), $obj));
var_dump(get_class(first(new MessagePackUnpacker(null), $obj)));
ini_set('msgpack.php_only', '0');
var_dump(first(new MessagePackUnpacker(), $obj));
ini_set('msgpack.php_only', '1');
try {
    new MessagePackUnpacker([]);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

echo "-- \$options: allowed_classes\n";
var_dump(get_class(first(new MessagePackUnpacker(true, ['allowed_classes' => false]), $obj)));
var_dump(get_class(first(new MessagePackUnpacker(true, ['allowed_classes' => ['P']]), $obj)));
var_dump(get_class(first(new MessagePackUnpacker(true, ['allowed_classes' => ['Q']]), $obj)));
var_dump(get_class(first(new MessagePackUnpacker(true, ['allowed_classes' => true]), $obj)));
$u = new MessagePackUnpacker(options: ['allowed_classes' => []]);
$u->feed($obj . $obj);
$u->execute();
var_dump(get_class($u->data()));
$u->execute();
var_dump(get_class($u->data()));

echo "-- \$options: max_depth, also for the scanner\n";
$u = new MessagePackUnpacker(false, ['max_depth' => 2]);
$u->feed("\x91\x91\x01");
var_dump($u->execute(), $u->data());
$u->feed("\x91\x91\x91\x01");
var_dump($u->execute());
$u = new MessagePackUnpacker(false, ['max_depth' => 0]);   // 0: the INI default
$u->feed(str_repeat("\x91", 100) . "\x01");
var_dump($u->execute());

echo "-- invalid options\n";
foreach ([['allowed_classes' => 'P'], ['allowed_classes' => [new P()]], ['max_depth' => 1.5], ['max_depth' => 100000], 'x'] as $bad) {
    try {
        new MessagePackUnpacker(true, $bad);
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
echo "a failed constructor call allows no classes\n";
$u = new MessagePackUnpacker(true, ['allowed_classes' => false]);
try {
    $u->__construct(true, ['allowed_classes' => false, 'max_depth' => -5]);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(get_class(first($u, $obj)));

echo "-- setOption\n";
$u = new MessagePackUnpacker();
var_dump($u->setOption(MessagePack::OPT_PHPONLY, false));
var_dump(first($u, $obj));
var_dump($u->setOption(MESSAGEPACK_OPT_PHPONLY, 1));
var_dump(get_class(first($u, $obj)));
var_dump($u->setOption(MessagePack::OPT_ASSOC, false));
var_dump(first($u, "\x81\xa1k\x01"));
var_dump($u->setOption(MessagePack::OPT_ASSOC, true));
var_dump(first($u, "\x81\xa1k\x01"));
var_dump($u->setOption(MessagePack::OPT_FORCE_F32, true));
var_dump($u->setOption(0, true));
ini_set('msgpack.error_display', '0');
var_dump($u->setOption(0, true));
ini_set('msgpack.error_display', '1');

echo "-- no warnings from execute(), whatever msgpack.error_display says\n";
$u = new MessagePackUnpacker(false);
$u->feed("\x81\xcb\x3f\xf8\x00\x00\x00\x00\x00\x00\x01");   // a float key: a warning in msgpack_unpack()
var_dump($u->execute(), $u->data());
var_dump(msgpack_unpack("\x81\xcb\x3f\xf8\x00\x00\x00\x00\x00\x00\x01"));
?>
--EXPECTF--
-- $opt: php_only, default from msgpack.php_only
string(1) "P"
array(2) {
  [""]=>
  string(1) "P"
  ["a"]=>
  int(1)
}
string(1) "P"
array(2) {
  [""]=>
  string(1) "P"
  ["a"]=>
  int(1)
}
TypeError: MessagePackUnpacker::__construct(): Argument #1 ($opt) must be of type ?bool, array given
-- $options: allowed_classes
string(22) "__PHP_Incomplete_Class"
string(1) "P"
string(22) "__PHP_Incomplete_Class"
string(1) "P"
string(22) "__PHP_Incomplete_Class"
string(22) "__PHP_Incomplete_Class"
-- $options: max_depth, also for the scanner
bool(true)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}
bool(false)
bool(true)
-- invalid options
TypeError: MessagePackUnpacker::__construct(): Option "allowed_classes" must be an array or of type bool, string given
TypeError: MessagePackUnpacker::__construct(): Option "allowed_classes" must be an array of class names, P given
TypeError: MessagePackUnpacker::__construct(): Option "max_depth" must be of type int, float given
ValueError: MessagePackUnpacker::__construct(): Option "max_depth" must be between 0 and 32768
TypeError: MessagePackUnpacker::__construct(): Argument #2 ($options) must be of type ?array, string given
a failed constructor call allows no classes
MessagePackUnpacker::__construct(): Option "max_depth" must be between 0 and 32768
string(22) "__PHP_Incomplete_Class"
-- setOption
bool(true)
array(2) {
  [""]=>
  string(1) "P"
  ["a"]=>
  int(1)
}
bool(true)
string(1) "P"
bool(true)
object(stdClass)#%d (1) {
  ["k"]=>
  int(1)
}
bool(true)
array(1) {
  ["k"]=>
  int(1)
}

Warning: [msgpack] (MessagePackUnpacker::setOption) error setting msgpack option in %s on line %d
bool(false)

Warning: [msgpack] (MessagePackUnpacker::setOption) error setting msgpack option in %s on line %d
bool(false)
bool(false)
-- no warnings from execute(), whatever msgpack.error_display says
bool(true)
array(1) {
  ["1.5"]=>
  int(1)
}

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(1) {
  ["1.5"]=>
  int(1)
}
