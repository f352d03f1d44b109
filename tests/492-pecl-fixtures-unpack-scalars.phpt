--TEST--
PECL fixtures: PECL's bytes for scalars and arrays unpack to what PECL msgpack unpacked
--FILE--
<?php
require __DIR__ . '/data/pecl-fixture-classes.inc';
pf_check_unpack(['scalar', 'array']);
?>
--EXPECTF--
unpack: %d checked, 0 failed
