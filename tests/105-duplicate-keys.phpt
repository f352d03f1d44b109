--TEST--
msgpack: duplicate map keys: the last value wins, the first position is kept
--EXTENSIONS--
msgpack
--FILE--
<?php
foreach (['82a16101a16102', '83a16101a16202a16103', '820101010 2', '83a1310101020103', '82ff01d0ff02', '82a0c0a0c3'] as $hex) {
    $hex = str_replace(' ', '', $hex);
    echo $hex, "\n";
    var_dump(msgpack_unpack(hex2bin($hex)));
}
// a duplicate that replaces a container
var_dump(msgpack_unpack(hex2bin('82a16193010203a16190')));
?>
--EXPECT--
82a16101a16102
array(1) {
  ["a"]=>
  int(2)
}
83a16101a16202a16103
array(2) {
  ["a"]=>
  int(3)
  ["b"]=>
  int(2)
}
8201010102
array(1) {
  [1]=>
  int(2)
}
83a1310101020103
array(1) {
  [1]=>
  int(3)
}
82ff01d0ff02
array(1) {
  [-1]=>
  int(2)
}
82a0c0a0c3
array(1) {
  [""]=>
  bool(true)
}
array(1) {
  ["a"]=>
  array(0) {
  }
}
