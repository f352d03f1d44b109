--TEST--
module: optional dependencies on session and apcu, so that both start before msgpack when loaded
--EXTENSIONS--
msgpack
--FILE--
<?php
var_dump((new ReflectionExtension('msgpack'))->getDependencies());
?>
--EXPECT--
array(2) {
  ["session"]=>
  string(8) "Optional"
  ["apcu"]=>
  string(8) "Optional"
}
