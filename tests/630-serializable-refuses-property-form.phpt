--TEST--
A Serializable class without __unserialize() is not built from properties, as unserialize() refuses it ("Erroneous data format"): its unserialize() checks cannot be skipped
--INI--
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
class Token implements Serializable {
    public $user = 'guest';
    function serialize() { return $this->user; }
    function unserialize($data) {
        if ($data !== 'guest') throw new UnexpectedValueException('refused');
        $this->user = $data;
    }
    function __wakeup() { echo "Token::__wakeup\n"; }
}
// Both forms: Serializable::unserialize() and __unserialize(); the latter wins for the properties form.
class Both implements Serializable {
    public $seen;
    function serialize() { return ''; }
    function unserialize($data) {}
    function __serialize(): array { return []; }
    function __unserialize(array $data): void { $this->seen = $data; }
}
echo "unserialize(): ";
var_dump(@unserialize('O:5:"Token":1:{s:4:"user";s:5:"admin";}'));

$forged = [
    'marker first' => "\x82\xc0\xa5Token\xa4user\xa5admin",
    'marker last' => "\x82\xa4user\xa5admin\xc0\xa5Token",
    'in an array' => "\x92\x01\x82\xc0\xa5Token\xa4user\xa5admin",
    'in a reference' => "\x92\x83\xc0\x01\xc0\xa5Token\xa4user\xa5admin\x82\xc0\x02\x00\x02",
];
foreach ($forged as $name => $data) {
    echo "$name: ";
    var_dump(msgpack_unpack($data));
}
ini_set('msgpack.throw', '1');
try {
    msgpack_unpack($forged['marker first']);
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
ini_set('msgpack.throw', '0');
// Not instantiated: read as an incomplete object, as unserialize() reads it.
echo get_class(msgpack_unpack($forged['marker first'], null, ['allowed_classes' => false])), "\n";
// Written by us (and PECL): the Serializable form, through unserialize().
var_dump(msgpack_unpack(msgpack_pack(new Token)));
var_dump(msgpack_unpack("\x82\xc0\xa4Both\xa1p\x01")->seen);
?>
--EXPECTF--
unserialize(): bool(false)
marker first: 
Warning: [msgpack] (php_msgpack_unserialize) Erroneous data format for unserializing 'Token' in %s on line %d
bool(false)
marker last: 
Warning: [msgpack] (php_msgpack_unserialize) Erroneous data format for unserializing 'Token' in %s on line %d
bool(false)
in an array: 
Warning: [msgpack] (php_msgpack_unserialize) Erroneous data format for unserializing 'Token' in %s on line %d
bool(false)
in a reference: 
Warning: [msgpack] (php_msgpack_unserialize) Erroneous data format for unserializing 'Token' in %s on line %d
bool(false)
MessagePack\Exception\UnpackingFailedException: Erroneous data format for unserializing 'Token' at offset %d
__PHP_Incomplete_Class
object(Token)#%d (1) {
  ["user"]=>
  string(5) "guest"
}
array(1) {
  ["p"]=>
  int(1)
}
