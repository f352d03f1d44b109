--TEST--
__sleep: missing names, empty list, non-string names, non-array result (PECL's notices; no corrupt or empty output)
--FILE--
<?php
class SleepMissing { public $a = 1; function __sleep() { return ['a', 'zz']; } }
class SleepEmpty { public $a = 1; function __sleep() { return []; } }
class SleepNonString { public $a = 1; function __sleep() { return [1, 'a']; } }
class SleepNotArray { public $a = 1; function __sleep() { return 5; } }
echo bin2hex(msgpack_pack(new SleepMissing)), "\n";
// PECL wrote nothing for an empty list ("" and "9201" inside [obj, 1], undecodable): an object without properties.
echo bin2hex($p = msgpack_pack([new SleepEmpty, 1])), "\n";
var_dump(msgpack_unpack($p));
// PECL promised 2 pairs and wrote 1 (a corrupt map): the non-string name is left out of the count too.
echo bin2hex($p = msgpack_pack(new SleepNonString)), "\n";
var_dump(msgpack_unpack($p));
echo bin2hex(msgpack_pack([new SleepNotArray, 2])), "\n";
ini_set('msgpack.error_display', 0);
echo bin2hex(msgpack_pack(new SleepMissing)), "\n";

--EXPECTF--

Notice: [msgpack] (msgpack_serialize_class) "zz" returned as member variable from __sleep() but does not exist in %s on line %d
83c0ac536c6565704d697373696e67a16101a27a7ac0
9281c0aa536c656570456d70747901
array(2) {
  [0]=>
  object(SleepEmpty)#1 (1) {
    ["a"]=>
    int(1)
  }
  [1]=>
  int(1)
}

Notice: [msgpack] (msgpack_serialize_class) __sleep should return an array only containing the names of instance-variables to serialize in %s on line %d
82c0ae536c6565704e6f6e537472696e67a16101
object(SleepNonString)#1 (1) {
  ["a"]=>
  int(1)
}

Notice: [msgpack] (msgpack_serialize_object) __sleep should return an array only containing the names of instance-variables to serialize in %s on line %d
92c002
83c0ac536c6565704d697373696e67a16101a27a7ac0
