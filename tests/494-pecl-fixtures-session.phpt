--TEST--
PECL fixtures: the msgpack session serializer writes and reads PECL's session bytes
--SKIPIF--
<?php if (!extension_loaded('session')) die('skip session extension not available'); ?>
--FILE--
<?php
require __DIR__ . '/data/pecl-fixture-classes.inc';
pf_check_session();
?>
--EXPECTF--
session: %d checked, 0 failed
