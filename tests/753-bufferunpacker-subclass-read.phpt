--TEST--
MessagePack\BufferUnpacker subclasses: a read() override reads the bytes of every str and bin (values and map keys, in unpack(), unpackStr(), unpackBin(), tryUnpack()) and TimestampExtension's payload, with the library's lengths; what it returns is the value (a map key as PHP converts array keys)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension\TimestampExtension;

class Upper extends BufferUnpacker
{
    public array $log = [];
    public function read($length)
    {
        $this->log[] = $length;
        return strtoupper(parent::read($length));
    }
}

function run(BufferUnpacker $u, string $method)
{
    $u->log = [];
    $value = $u->$method();
    echo $method, ': ', json_encode($value), ' | read ', implode(' ', $u->log), ' | remaining ', $u->getRemainingCount(), "\n";
}

// ['ab', '' (fixstr: nothing read), '' (str8 of 0: read(0)), bin 'x', ['k' => 'v'], ext 1 'z', 300, 1.5, null]
$u = new Upper("\x99\xa2ab\xa0\xd9\x00\xc4\x01x\x81\xa1k\xa1v\xd4\x01z\xcd\x01\x2c\xcb\x3f\xf8\0\0\0\0\0\0\xc0");
run($u, 'unpack');
run($u->reset("\xa2cd"), 'unpackStr');
run($u->reset("\xc4\x00"), 'unpackBin');
run($u->reset("\xda\x00\x03abc"), 'unpackStr');
run($u->reset("\xa1a\x91\xa1b\xa1c"), 'tryUnpack');
run($u->reset("\x82\xa11\x01\xc4\x01\x02\x02"), 'unpackMap');

echo "-- TimestampExtension reads its payload through read(), as the library's does\n";
$t = new Upper("\x92\xd6\xff\x00\x00\x00\x01\xd7\xff\x00\x00\x00\x04\x00\x00\x00\x00", null, [new TimestampExtension()]);
run($t, 'unpack');
$t->log = [];
$value = $t->reset("\xd6\xff\x00\x00\x00\x02")->unpack();
echo get_class($value), ' ', $value->getSeconds(), ' | read ', implode(' ', $t->log), "\n";
$t->log = [];
$value = (new TimestampExtension())->unpackExt($t->reset("\x00\x00\x00\x03"), 4);
echo $value->getSeconds(), ' | read ', implode(' ', $t->log), "\n";

echo "-- what read() returns is the value, or the key\n";
class Returning extends BufferUnpacker
{
    public $r;
    public function read($length)
    {
        parent::read($length);
        return $this->r;
    }
}
/* What PHP itself reports for `$map[$key] = 1`, the library's way to store a pair: PHP 8.5 deprecates null keys. */
function key_messages(mixed $key): array
{
    $messages = [];
    set_error_handler(function (int $no, string $msg) use (&$messages) {
        $messages[] = $msg;
        return true;
    });
    try {
        $map = [];
        $map[$key] = 1;
    } catch (Throwable) {
    } finally {
        restore_error_handler();
    }
    return $messages;
}
$u = new Returning();
foreach ([7, '12', null, true, 2.0, ['x']] as $r) {
    $u->r = $r;
    $messages = [];
    $after_values = null;
    set_error_handler(function (int $no, string $msg) use (&$messages) {
        $messages[] = $msg;
        return true;
    });
    try {
        echo json_encode($u->reset("\x92\xa1a\xc4\x01b")->unpack()), ' ';
        $after_values = $messages;
        echo json_encode($u->reset("\x81\xa1k\x01")->unpack());
    } catch (Throwable $e) {
        echo get_class($e);
    } finally {
        restore_error_handler();
    }
    // values raise nothing; a key raises what PHP raises for it on this version
    $want = key_messages($r);
    echo $after_values === [] && $messages === $want ? '' : ' messages: ' . json_encode($messages) . ', PHP: ' . json_encode($want), "\n";
}
class Wrong extends BufferUnpacker
{
    public function read($length)
    {
        return parent::read($length) . '!';
    }
}
try {
    (new Wrong("\xd6\xff\x00\x00\x00\x01", null, [new TimestampExtension()]))->unpack();
} catch (MessagePack\Exception\UnpackingFailedException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

echo "-- a read() override that reads nothing: the library's loops go on from where it left the offset\n";
class Skipping extends BufferUnpacker
{
    public function read($length)
    {
        return "($length)";
    }
}
$s = new Skipping("\x93\xa2ab\x01");
echo json_encode($s->unpack()), ' ', $s->getRemainingCount(), "\n";
?>
--EXPECT--
unpack: ["AB","","","X",{"K":"V"},{"type":1,"data":"z"},300,1.5,null] | read 2 0 1 1 1 | remaining 0
unpackStr: "CD" | read 2 | remaining 0
unpackBin: "" | read 0 | remaining 0
unpackStr: "ABC" | read 3 | remaining 0
tryUnpack: ["A",["B"],"C"] | read 1 1 1 | remaining 0
unpackMap: {"1":1,"\u0002":2} | read 1 1 | remaining 0
-- TimestampExtension reads its payload through read(), as the library's does
unpack: [{},{}] | read 4 8 | remaining 0
MessagePack\Type\Timestamp 2 | read 4
3 | read 4
-- what read() returns is the value, or the key
[7,7] {"7":1}
["12","12"] {"12":1}
[null,null] {"":1}
[true,true] {"1":1}
[2,2] {"2":1}
[["x"],["x"]] TypeError
MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 5
-- a read() override that reads nothing: the library's loops go on from where it left the offset
["(2)",97,98] 1
