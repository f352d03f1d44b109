--TEST--
PECL fixtures: PECL's bytes for objects and references unpack as PECL msgpack unpacked them
--DESCRIPTION--
Objects are compared by class and property values (internal classes by their __serialize() data), object identity
by numbering objects in order of appearance, PHP references likewise (&r1, &r2...). The expectation is what PECL's
decoder gave, except where the fixture flags a PECL bug ("ours_decoded"). Our own bytes for those cases ("ours")
must decode to "ours_roundtrip".
--FILE--
<?php
require __DIR__ . '/data/pecl-fixture-classes.inc';
pf_check_unpack(['object', 'reference', 'php_only_off', 'decode']);
?>
--EXPECTF--
unpack: %d checked, 0 failed
