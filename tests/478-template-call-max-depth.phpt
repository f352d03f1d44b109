--TEST--
msgpack: templates of msgpack_unpack() and MessagePack::unpack() follow the call's max_depth option
--EXTENSIONS--
msgpack
--FILE--
<?php
// A cyclic value with a cyclic template: the conversion goes down until max_depth stops it.
$a = [];
$a[0] = &$a;
$packed = msgpack_pack($a);
$deep = [1];
for ($i = 0; $i < 40; $i++) {
    $deep = [$deep];
}
$deepPacked = msgpack_pack($deep);
$tpl = [];
$tpl[0] = &$tpl;
var_dump(msgpack_unpack($packed, $tpl, ['max_depth' => 64]));
var_dump((new MessagePack)->unpack($packed, $tpl, ['max_depth' => 50]));
echo "-- 0 keeps msgpack.max_depth, as without options\n";
ini_set('msgpack.max_depth', '32');
var_dump(msgpack_unpack($packed, $tpl, ['max_depth' => 0]));
var_dump(msgpack_unpack($packed, $tpl));
echo "-- a finite value deeper than msgpack.max_depth converts with a larger option\n";
$deepTpl = [0];
for ($i = 0; $i < 40; $i++) {
    $deepTpl = [$deepTpl];
}
var_dump(msgpack_unpack($deepPacked, $deepTpl, ['max_depth' => 100]) === $deep);
?>
--EXPECTF--
Warning: [msgpack] (msgpack_convert_template) Maximum nesting depth of 64 exceeded in %s on line %d
NULL

Warning: [msgpack] (msgpack_convert_template) Maximum nesting depth of 50 exceeded in %s on line %d
NULL
-- 0 keeps msgpack.max_depth, as without options

Warning: [msgpack] (msgpack_convert_template) Maximum nesting depth of 32 exceeded in %s on line %d
NULL

Warning: [msgpack] (msgpack_convert_template) Maximum nesting depth of 32 exceeded in %s on line %d
NULL
-- a finite value deeper than msgpack.max_depth converts with a larger option
bool(true)
