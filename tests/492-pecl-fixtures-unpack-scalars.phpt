--TEST--
PECL fixtures: PECL's bytes for scalars and arrays unpack to what PECL msgpack unpacked
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (PECL fixtures recorded on 64-bit PHP); 32-bit PHP: tests/961'); ?>
--FILE--
<?php
require __DIR__ . '/data/pecl-fixture-classes.inc';
pf_check_unpack(['scalar', 'array']);
?>
--EXPECTF--
unpack: %d checked, 0 failed
