--TEST--
Templates: a conversion stopped by the C stack check, not by msgpack.max_depth, says so (it reported "Maximum nesting depth of 32768 exceeded" for a value 30,000 deep)
--INI--
msgpack.max_depth=32768
--FILE--
<?php
$t = [];
$t[] = &$t; // a template that follows the value all the way down
$r = @msgpack_unpack(str_repeat("\x91", 30000) . "\x01", $t);
$msg = msgpack_last_error_msg();
// (a build whose frames are larger, ASan's, may stop the decode itself first, at the same check: no conversion then)
echo str_starts_with($msg, 'Memory error') ? 'null 4 (msgpack_convert_template) Nesting too deep to convert: the C stack is nearly exhausted'
    : json_encode($r) . ' ' . msgpack_last_error() . ' ' . $msg, "\n";
?>
--EXPECT--
null 4 (msgpack_convert_template) Nesting too deep to convert: the C stack is nearly exhausted
