--TEST--
MessagePackUnpacker::execute(): the value data() did not take stays until a call finishes the next message (as PECL's data() still returns it after an execute() that finishes none), which drops it once the new value is in place; its destructor may call execute() again (each value it leaves drops the one before, the last one is data()'s) or throw (the new value is kept for data())
--EXTENSIONS--
msgpack
--FILE--
<?php
class Item
{
    public static ?MessagePackUnpacker $u = null;
    public static string $mode = '';
    public $id;

    public function __wakeup(): void
    {
        echo "wakeup {$this->id}\n";
    }

    public function __destruct()
    {
        if (self::$u === null) {
            return;
        }
        echo "destruct {$this->id}\n";
        if (self::$mode === 'execute') {
            $got = self::$u->execute();
            echo "  inner execute(): ", var_export($got, true), "\n";
        } elseif (self::$mode === 'throw' && $this->id === 1) {
            throw new RuntimeException("destructor of {$this->id}");
        }
    }
}

function messages(int ...$ids): string
{
    $bytes = '';
    foreach ($ids as $id) {
        $o = new Item();
        $o->id = $id;
        $bytes .= msgpack_pack($o);
    }
    return $bytes;
}

// (made before any unpacker is set: these objects' destructors say nothing)
$three = messages(1, 2, 3);
$two = messages(1, 2);

echo "-- a destructor that calls execute()\n";
Item::$u = new MessagePackUnpacker();
Item::$u->feed($three);
Item::$mode = 'execute';
var_dump(Item::$u->execute());
// item 2 drops item 1, whose execute() reads item 3, which drops item 2, whose execute() finds nothing more (item 3,
// taken by data(), is released before var_dump() prints: its execute() finds nothing either)
var_dump(Item::$u->execute(), Item::$u->data()->id, msgpack_last_error());
echo "end of the first part\n";

echo "-- a destructor that throws\n";
Item::$mode = 'throw';
Item::$u = new MessagePackUnpacker();
Item::$u->feed($two);
var_dump(Item::$u->execute());
try {
    Item::$u->execute();
    echo "not thrown\n";
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(msgpack_last_error());
// item 2 was read and kept
var_dump(Item::$u->execute());
$v = Item::$u->data();
var_dump($v->id, Item::$u->execute());

echo "-- an execute() that finishes no message keeps the value\n";
Item::$u = null;
$u = new MessagePackUnpacker();
$u->feed("\x01");
var_dump($u->execute(), $u->execute(), $u->data(), $u->data());
// a message begun but not finished: the finished one stays too, and data() drops the unfinished one as PECL's data()
// does by its reset() (tests/656): the next byte is a message of its own
$u->feed("\x02\x92\x01");
var_dump($u->execute(), $u->execute(), $u->data());
$u->feed("\x03");
var_dump($u->execute(), $u->data());
// a malformed message stops the unpacker, the finished value stays for data()
$u->feed("\x04\xc1");
var_dump($u->execute(), $u->execute(), $u->data());
// direct mode the same
$u = new MessagePackUnpacker();
$off = 0;
var_dump($u->execute("\x05\x92", $off), $off, $u->execute("\x05\x92", $off), $off, $u->data());
echo "done\n";
?>
--EXPECT--
-- a destructor that calls execute()
wakeup 1
bool(true)
wakeup 2
destruct 1
wakeup 3
destruct 2
  inner execute(): false
  inner execute(): true
destruct 3
  inner execute(): false
bool(true)
int(3)
int(0)
end of the first part
-- a destructor that throws
wakeup 1
bool(true)
wakeup 2
destruct 1
RuntimeException: destructor of 1
int(0)
bool(false)
int(2)
bool(false)
-- an execute() that finishes no message keeps the value
bool(true)
bool(false)
int(1)
bool(false)
bool(true)
bool(false)
int(2)
bool(true)
int(3)
bool(true)
bool(false)
int(4)
bool(true)
int(1)
bool(false)
int(2)
int(5)
done
