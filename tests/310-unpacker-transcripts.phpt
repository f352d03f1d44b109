--TEST--
MessagePackUnpacker: PECL's verified buffered-mode transcripts
--EXTENSIONS--
msgpack
--FILE--
<?php
$u = new MessagePackUnpacker();
echo "empty: ";
var_dump($u->execute(), $u->data());

echo "-- byte by byte: 93010203 a3616263 81a16ba176\n";
$bytes = hex2bin('93010203a361626381a16ba176');
for ($i = 0; $i < strlen($bytes); $i++) {
    $u->feed($bytes[$i]);
    if ($u->execute()) {
        echo "complete after byte $i: ", json_encode($u->data()), "\n";
    } elseif ($u->data() !== false) {
        echo "data() before completion was not false\n";
    }
}

echo "-- data() twice\n";
$u->feed("\x05");
var_dump($u->execute(), $u->data(), $u->data());

echo "-- feed/execute/reset/feed: the partial array is discarded\n";
$u = new MessagePackUnpacker();
var_dump($u->feed("\x93\x01"), $u->execute());
var_dump($u->reset());
$u->feed("\x02\x03");
var_dump($u->execute(), $u->data(), $u->execute(), $u->data(), $u->execute());

echo "-- reset() keeps bytes of a field not consumed yet\n";
$u = new MessagePackUnpacker();
$u->feed("\xa3ab");          // a3 is consumed, "ab" waits for its third byte
var_dump($u->execute());
$u->reset();                  // drops a3
$u->feed("c");
var_dump($u->execute(), $u->data(), $u->execute(), $u->data(), $u->execute(), $u->data(), $u->execute());

echo "-- execute() twice without data() drops the first value\n";
$u = new MessagePackUnpacker();
$u->feed("\x01\x02");
var_dump($u->execute(), $u->execute(), $u->data(), $u->execute(), $u->data());

echo "-- data() with nothing finished leaves a partial message alone\n";
$u = new MessagePackUnpacker();
$u->feed("\x92\x01");
var_dump($u->execute(), $u->data());
$u->feed("\x02");
var_dump($u->execute(), $u->data());
var_dump($u->feed(""), $u->execute());
?>
--EXPECT--
empty: bool(false)
bool(false)
-- byte by byte: 93010203 a3616263 81a16ba176
complete after byte 3: [1,2,3]
complete after byte 7: "abc"
complete after byte 12: {"k":"v"}
-- data() twice
bool(true)
int(5)
bool(false)
-- feed/execute/reset/feed: the partial array is discarded
bool(true)
bool(false)
NULL
bool(true)
int(2)
bool(true)
int(3)
bool(false)
-- reset() keeps bytes of a field not consumed yet
bool(false)
bool(true)
int(97)
bool(true)
int(98)
bool(true)
int(99)
bool(false)
-- execute() twice without data() drops the first value
bool(true)
bool(true)
int(2)
bool(false)
bool(false)
-- data() with nothing finished leaves a partial message alone
bool(false)
bool(false)
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
bool(true)
bool(false)
