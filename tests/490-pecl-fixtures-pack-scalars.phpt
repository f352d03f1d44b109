--TEST--
PECL fixtures: scalars and arrays pack to the bytes PECL msgpack wrote
--DESCRIPTION--
Replays tests/data/pecl-fixtures.json (recorded from Debian's PECL msgpack by scripts/pecl-fixtures.php):
every scalar family, str8 on and off, lists, maps, int/negative/numeric-string keys, holes.
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (PECL fixtures recorded on 64-bit PHP); 32-bit PHP: tests/960'); ?>
--FILE--
<?php
require __DIR__ . '/data/pecl-fixture-classes.inc';
pf_check_pack(['scalar', 'array']);
?>
--EXPECTF--
pack: %d checked, 0 failed
