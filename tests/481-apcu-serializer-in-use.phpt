--TEST--
APCu: msgpack is listed among APCu's serializers and is the one apc.serializer=msgpack uses for arrays and objects
--EXTENSIONS--
msgpack
apcu
--INI--
apc.enable_cli=1
apc.serializer=msgpack
--FILE--
<?php
ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();
preg_match('/^Serialization Support => (.*)$/m', $info, $m);
var_dump(in_array('msgpack', array_map('trim', explode(',', $m[1])), true));
var_dump(ini_get('apc.serializer'));

// Proof that the values went through msgpack: with msgpack.force_f32 floats are stored as float32.
ini_set('msgpack.force_f32', '1');
apcu_store('f32', [0.1, 'o' => (object) ['f' => 0.1]]);
ini_set('msgpack.force_f32', '0');
var_dump(apcu_fetch('f32'));
// Scalars are stored by APCu itself.
apcu_store('scalar', 0.1);
ini_set('msgpack.force_f32', '1');
var_dump(apcu_fetch('scalar'));
?>
--EXPECTF--
bool(true)
string(7) "msgpack"
array(2) {
  [0]=>
  float(0.10000000149011612)
  ["o"]=>
  object(stdClass)#%d (1) {
    ["f"]=>
    float(0.10000000149011612)
  }
}
float(0.1)
