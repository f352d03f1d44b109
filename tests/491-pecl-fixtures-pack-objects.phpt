--TEST--
PECL fixtures: objects, identity and references pack to the bytes PECL msgpack wrote
--DESCRIPTION--
Replays tests/data/pecl-fixtures.json: stdClass, user classes (visibility, inheritance, typed, readonly),
__serialize, Serializable, __sleep, __wakeup, SPL and date classes, __PHP_Incomplete_Class, not-serializable
classes, enums, repeated objects, references to arrays and objects, recursion, php_only=0. Where PECL's output is
corrupt (flagged "pecl_bug" in the fixture) the expected bytes are our fixed ones ("ours").
--FILE--
<?php
require __DIR__ . '/data/pecl-fixture-classes.inc';
pf_check_pack(['object', 'reference', 'php_only_off']);
?>
--EXPECTF--
pack: %d checked, 0 failed
