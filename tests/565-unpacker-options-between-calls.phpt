--TEST--
MessagePackUnpacker: execute() keeps its options from call to call only while they stay the same: msgpack.illegal_key_insert, setOption() and a second constructor call between two execute() calls on the same fed bytes each apply to the next call
--FILE--
<?php
// three maps with an array key ({[]: 1}), fed at once: each execute() after the first reads straight from the buffer
$u = new MessagePackUnpacker();
$u->feed(str_repeat("\x81\x90\x01", 4));
foreach (['0', '1', '1', '0'] as $setting) {
    ini_set('msgpack.illegal_key_insert', $setting);
    var_dump(@$u->execute());
    echo $setting, ' ', json_encode(@$u->data()), "\n";
}

// throw mode switched on and off between calls
$u = new MessagePackUnpacker();
$u->feed("\x01\x02\xc1");
var_dump($u->execute(), $u->data());
$u->setOption(MessagePack::OPT_THROW, true);
var_dump($u->execute(), $u->data());
try {
    $u->execute();
} catch (MessagePack\Exception\UnpackingFailedException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$u->reset();
$u->setOption(MessagePack::OPT_THROW, false);
$u->feed("\xc1");
var_dump($u->execute(), msgpack_last_error() === MSGPACK_ERROR_PARSE);

// the constructor called again: its max_depth applies to the next execute()
$u = new MessagePackUnpacker();
$u->feed("\x91\x91\x01\x91\x91\x01");
var_dump($u->execute(), $u->data());
$u->__construct(null, ['max_depth' => 1]);
$u->feed("\x91\x91\x01");
var_dump($u->execute(), msgpack_last_error() === MSGPACK_ERROR_DEPTH);
$u->__construct();
$u->feed("\x91\x91\x01");
var_dump($u->execute(), $u->data());
?>
--EXPECT--
bool(true)
0 {"Array":1}
bool(true)
1 [[],1]
bool(true)
1 [[],1]
bool(true)
0 {"Array":1}
bool(true)
int(1)
bool(true)
int(2)
MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
bool(false)
bool(true)
bool(true)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}
bool(false)
bool(true)
bool(true)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}
