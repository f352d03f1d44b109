--TEST--
msgpack_last_error()/msgpack_last_error_msg(): set by every pack, unpack and execute call (reset by a success), left alone by the other methods; a call made by user code inside one does not leak out
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
function last(string $what): void
{
    printf("%-44s %d %s\n", $what, msgpack_last_error(), msgpack_last_error_msg());
}
class Woken
{
    public $v = 1;
    public function __wakeup() { @msgpack_unpack("\xc1"); last('  inside __wakeup'); }
}
class Packs
{
    public function __serialize(): array { @msgpack_unpack("\x01\x02"); last('  inside __serialize'); return ['a' => 1]; }
}
class Fails
{
    public function __wakeup() { throw new LogicException('no'); }
    public $v = 1;
}

last('before any call');
@msgpack_unpack("\xc1");
last('msgpack_unpack failed');
msgpack_unpack("\x01");
last('msgpack_unpack succeeded');
@msgpack_unserialize("\x92");
last('msgpack_unserialize failed');
msgpack_unserialize("\xc0");
last('msgpack_unserialize succeeded');
@msgpack_pack(STDIN);
last('msgpack_pack lossy');
msgpack_pack(1);
last('msgpack_pack succeeded');
@msgpack_serialize([STDIN]);
last('msgpack_serialize lossy');
msgpack_serialize(1);
last('msgpack_serialize succeeded');

$mp = new MessagePack();
@$mp->unpack("\xa5abc");
last('MessagePack::unpack failed');
$mp->unpack("\xa3abc");
last('MessagePack::unpack succeeded');
@$mp->pack(STDIN);
last('MessagePack::pack lossy');
$mp->pack('x');
last('MessagePack::pack succeeded');

echo "-- MessagePackUnpacker\n";
$u = new MessagePackUnpacker();
$u->feed("\x92\x01");
var_dump($u->execute());
last('execute: more data needed');
$u->feed("\x02\x93");
var_dump($u->execute());
last('execute: a message');
@msgpack_unpack("\xc1");
var_dump($u->data());
last('data() leaves it');
$u->feed("\x01\xc1\x03");
var_dump($u->execute());
last('execute: corrupt');
msgpack_unpack("\x01");
var_dump($u->execute());
last('execute: stopped, the same error');
$u->feed("\x01");
$u->setOption(MessagePack::OPT_ASSOC, true);
last('feed()/setOption() leave it');
$u->reset();
last('reset() leaves it');
var_dump($u->execute());
last('execute after reset(): from the bad byte');
$u2 = new MessagePackUnpacker();
var_dump($u2->execute("\x91", $offset));
last('execute: direct mode, more data');
var_dump($u2->execute("\x91\xc1", $offset));
last('execute: direct mode, corrupt');

echo "-- calls that end otherwise\n";
@msgpack_unpack("\xc1");
try {
    msgpack_unpack("\x01", null, ['max_depth' => 'x']);
} catch (TypeError $e) {
    echo get_class($e), "\n";
}
last('an options TypeError resets it');
@msgpack_unpack("\xc1");
var_dump(msgpack_unpack("\x91\x01", 'stdClass'));
last('success with a template');
@msgpack_unpack("\xc1");
try {
    msgpack_unpack("\x82\xc0\xa5Fails\xa1v\x01");
} catch (LogicException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
last('user code threw');
msgpack_unpack("\x82\xc0\xa5Woken\xa1v\x01");
last('a failed call inside a good one');
msgpack_pack(new Packs());
last('a lossy call inside a good pack');
try {
    msgpack_last_error(1);
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
before any call                              0 No error
msgpack_unpack failed                        2 Parse error at offset 0
msgpack_unpack succeeded                     0 No error
msgpack_unserialize failed                   1 Insufficient data for unserializing at offset 1
msgpack_unserialize succeeded                0 No error
msgpack_pack lossy                           8 type is unsupported
msgpack_pack succeeded                       0 No error
msgpack_serialize lossy                      8 type is unsupported
msgpack_serialize succeeded                  0 No error
MessagePack::unpack failed                   1 Insufficient data for unserializing at offset 1
MessagePack::unpack succeeded                0 No error
MessagePack::pack lossy                      8 type is unsupported
MessagePack::pack succeeded                  0 No error
-- MessagePackUnpacker
bool(false)
execute: more data needed                    0 No error
bool(true)
execute: a message                           0 No error
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
data() leaves it                             2 Parse error at offset 0
bool(false)
execute: corrupt                             2 Parse error at offset 2
bool(false)
execute: stopped, the same error             2 Parse error at offset 2
feed()/setOption() leave it                  2 Parse error at offset 2
reset() leaves it                            2 Parse error at offset 2
bool(false)
execute after reset(): from the bad byte     2 Parse error at offset 0
bool(false)
execute: direct mode, more data              0 No error
bool(false)
execute: direct mode, corrupt                2 Parse error at offset 1
-- calls that end otherwise
TypeError
an options TypeError resets it               0 No error
object(stdClass)#5 (1) {
  ["0"]=>
  int(1)
}
success with a template                      0 No error
LogicException: no
user code threw                              0 No error
  inside __wakeup                            2 Parse error at offset 0
a failed call inside a good one              0 No error
  inside __serialize                         7 Extra bytes at offset 1
a lossy call inside a good pack              0 No error
msgpack_last_error() expects exactly 0 arguments, 1 given
