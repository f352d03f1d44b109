--TEST--
MessagePackUnpacker::execute(): the value data() did not take is dropped first; its destructor may call execute() again (each value it leaves is dropped too, none lost) or throw (the call ends before it reads the next message, which the next call gets)
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
// item 1 is dropped here; its execute() decodes item 2 and leaves it, which is dropped as well, and so on
var_dump(Item::$u->execute(), Item::$u->data(), msgpack_last_error());
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
// item 2 was not read yet
var_dump(Item::$u->execute());
$v = Item::$u->data();
var_dump($v->id, Item::$u->execute());
Item::$u = null;
echo "done\n";
?>
--EXPECT--
-- a destructor that calls execute()
wakeup 1
bool(true)
destruct 1
wakeup 2
  inner execute(): true
destruct 2
wakeup 3
  inner execute(): true
destruct 3
  inner execute(): false
bool(false)
bool(false)
int(0)
end of the first part
-- a destructor that throws
wakeup 1
bool(true)
destruct 1
RuntimeException: destructor of 1
int(0)
wakeup 2
bool(true)
int(2)
bool(false)
done
