--TEST--
MessagePackUnpacker::execute(): user code it runs outside the decoder (a destructor of the value it drops after a malformed byte, a __wakeup delayed in a suspended decode it drops) cannot call the unpacker either, direct or fed; the caller's string is never written to, and $offset and the error are those of fed bytes
--EXTENSIONS--
msgpack
--FILE--
<?php
error_reporting(E_ALL & ~E_DEPRECATED);
// An object made by Serializable::unserialize() holds one whose destructor runs when the partial value is dropped.
eval('class S implements Serializable {
    public $held;
    public function serialize() { return "x"; }
    public function unserialize($s) { $this->held = new Dropped; }
}');
class Dropped
{
    public function __destruct()
    {
        global $u, $call;
        echo '  destructor: ';
        try {
            $call($u);
            echo "allowed\n";
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
    }
}
function lit(): string
{
    // 20 bytes before the message [S, 0xc1]: an interned literal, the same string wherever it is used
    return "--------------------\x92\x82\xc0\x03\xa1S\xa1x\xc1";
}
$calls = [
    'feed' => fn ($u) => $u->feed(str_repeat('F', 64)),
    'feed small' => fn ($u) => $u->feed('AB'),
    '__construct' => fn ($u) => $u->__construct(true),
    'reset' => fn ($u) => $u->reset(),
    'execute' => function ($u) { $o = 0; $u->execute("\x01", $o); },
];
echo "-- a malformed byte after an object, the string read in place\n";
foreach ($calls as $name => $call) {
    echo "$name:\n";
    $u = new MessagePackUnpacker(true);
    $off = 20;
    $r = $u->execute(lit(), $off);
    echo '  ', json_encode([$r, $off, msgpack_last_error()]), ', the string ',
        bin2hex(lit()) === str_repeat('2d', 20) . '9282c003a153a178c1' ? 'unchanged' : 'CHANGED: ' . bin2hex(lit()), "\n";
}
echo "-- the same bytes fed\n";
foreach (['feed' => $calls['feed'], 'reset' => $calls['reset']] as $name => $call) {
    echo "$name:\n";
    $u = new MessagePackUnpacker(true);
    $u->feed(substr(lit(), 20));
    $r = $u->execute();
    echo '  ', json_encode([$r, msgpack_last_error()]), "\n";
}

echo "-- a suspended decode dropped when the next string's bytes break the depth limit\n";
// S made an object whose __wakeup is delayed to the end of the message; the message never ends
eval('class T implements Serializable {
    public $held;
    public function serialize() { return "x"; }
    public function unserialize($s) { $this->held = unserialize(\'O:1:"W":0:{}\'); }
}');
class W
{
    public function __wakeup()
    {
        global $u, $call;
        echo '  __wakeup: ';
        try {
            $call($u);
            echo "allowed\n";
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
    }
}
foreach (['reset' => $calls['reset'], 'feed' => $calls['feed'], 'execute' => $calls['execute']] as $name => $call) {
    foreach (['direct', 'fed'] as $way) {
        echo "$name, $way:\n";
        $u = new MessagePackUnpacker(true, ['max_depth' => 2, 'throw' => true]);
        $rest = "\x82\xc0\x03\xa1T\xa1x" . "\x92\x01\x83\xc0\xa1P\xa1a\x81";  // T, then [1, {object P ... (depth 3 > 2)
        try {
            if ($way === 'direct') {
                $buf = "\x92";
                $off = 0;
                $u->execute($buf, $off);
                $buf .= $rest;
                $u->execute($buf, $off);
            } else {
                $u->feed("\x92");
                $u->execute();
                $u->feed($rest);
                $u->execute();
            }
            echo "  no error\n";
        } catch (Throwable $e) {
            echo '  ', get_class($e), ': ', $e->getMessage(), ', last error ', msgpack_last_error(), "\n";
        }
    }
}
?>
--EXPECT--
-- a malformed byte after an object, the string read in place
feed:
  destructor: Cannot modify a MessagePackUnpacker while it is decoding
  [false,28,2], the string unchanged
feed small:
  destructor: Cannot modify a MessagePackUnpacker while it is decoding
  [false,28,2], the string unchanged
__construct:
  destructor: Cannot modify a MessagePackUnpacker while it is decoding
  [false,28,2], the string unchanged
reset:
  destructor: Cannot modify a MessagePackUnpacker while it is decoding
  [false,28,2], the string unchanged
execute:
  destructor: Cannot modify a MessagePackUnpacker while it is decoding
  [false,28,2], the string unchanged
-- the same bytes fed
feed:
  destructor: Cannot modify a MessagePackUnpacker while it is decoding
  [false,2]
reset:
  destructor: Cannot modify a MessagePackUnpacker while it is decoding
  [false,2]
-- a suspended decode dropped when the next string's bytes break the depth limit
reset, direct:
  __wakeup: Cannot modify a MessagePackUnpacker while it is decoding
  MessagePack\Exception\UnpackingFailedException: Memory error at offset 10, last error 3
reset, fed:
  __wakeup: Cannot modify a MessagePackUnpacker while it is decoding
  MessagePack\Exception\UnpackingFailedException: Memory error at offset 10, last error 3
feed, direct:
  __wakeup: Cannot modify a MessagePackUnpacker while it is decoding
  MessagePack\Exception\UnpackingFailedException: Memory error at offset 10, last error 3
feed, fed:
  __wakeup: Cannot modify a MessagePackUnpacker while it is decoding
  MessagePack\Exception\UnpackingFailedException: Memory error at offset 10, last error 3
execute, direct:
  __wakeup: Cannot modify a MessagePackUnpacker while it is decoding
  MessagePack\Exception\UnpackingFailedException: Memory error at offset 10, last error 3
execute, fed:
  __wakeup: Cannot modify a MessagePackUnpacker while it is decoding
  MessagePack\Exception\UnpackingFailedException: Memory error at offset 10, last error 3
