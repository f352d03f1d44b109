--TEST--
MessagePack\BufferUnpacker subclasses: unpackArray() and unpackMap() take their count from overridden unpackArrayHeader() / unpackMapHeader() (unpack() reads its headers itself, as the library's does); a count that is not an int of 0 or more is a TypeError
--FILE--
<?php
use MessagePack\BufferUnpacker;

class Headers extends BufferUnpacker
{
    public array $log = [];
    public $delta = 0;
    public bool $replace = false;
    public function unpackArrayHeader()
    {
        $n = parent::unpackArrayHeader();
        $this->log[] = "a$n";
        return $this->replace ? $this->delta : $n + $this->delta;
    }
    public function unpackMapHeader()
    {
        $n = parent::unpackMapHeader();
        $this->log[] = "m$n";
        return $this->replace ? $this->delta : $n + $this->delta;
    }
}

function run(Headers $u, string $method, string $data, $delta = 0, bool $replace = false)
{
    $u->log = [];
    $u->delta = $delta;
    $u->replace = $replace;
    try {
        $value = json_encode($u->reset($data)->$method());
    } catch (Throwable $e) {
        $value = get_class($e) . ': ' . $e->getMessage();
    }
    echo $method, ': ', $value, ' | ', implode(' ', $u->log), ' | remaining ', $u->getRemainingCount(), "\n";
}

$u = new Headers();
run($u, 'unpack', "\x92\x01\x91\x02");
run($u, 'unpackArray', "\x92\x01\x91\x02");
run($u, 'unpackMap', "\x81\x01\x81\x02\x03");
run($u, 'unpackArray', "\xdc\x00\x02\xa1a\xa1b");
run($u, 'tryUnpack', "\x91\x01");
echo "-- the count returned is the one used\n";
run($u, 'unpackArray', "\x93\x01\x02\x03", -1);
run($u, 'unpackMap', "\x81\x01\x02\x03\x04", 1);
run($u, 'unpackArray', "\x91\x01", 1);
run($u, 'unpackArray', "\x90", 0);
foreach (['2', -1, null, 1.5, 2.0] as $bad) {
    run($u, 'unpackArray', "\x92\x01\x02", $bad, true);
}
echo "-- a header override that reads nothing\n";
class Counting extends BufferUnpacker
{
    public function unpackArrayHeader()
    {
        return 2;
    }
}
$c = new Counting("\x01\xa1a\x07");
echo json_encode($c->unpackArray()), ' ', $c->getRemainingCount(), "\n";
echo "-- the typed methods still check the code when the header method is not overridden\n";
class OnlyMap extends BufferUnpacker
{
    public function unpackMapHeader()
    {
        return parent::unpackMapHeader();
    }
}
$o = new OnlyMap("\x81\x01\x02");
try {
    $o->unpackArray();
} catch (MessagePack\Exception\UnpackingFailedException $e) {
    echo $e->getMessage(), ', remaining ', $o->getRemainingCount(), "\n";
}
echo json_encode($o->reset("\x81\x01\x02")->unpackMap()), "\n";
?>
--EXPECT--
unpack: [1,[2]] |  | remaining 0
unpackArray: [1,[2]] | a2 | remaining 0
unpackMap: {"1":{"2":3}} | m1 | remaining 0
unpackArray: ["a","b"] | a2 | remaining 0
tryUnpack: [[1]] |  | remaining 0
-- the count returned is the one used
unpackArray: [1,2] | a3 | remaining 1
unpackMap: {"1":2,"3":4} | m1 | remaining 0
unpackArray: MessagePack\Exception\InsufficientDataException: Not enough data to read | a1 | remaining 0
unpackArray: [] | a0 | remaining 0
unpackArray: TypeError: Headers::unpackArrayHeader() must return a count (an int of 0 or more), string returned | a2 | remaining 2
unpackArray: TypeError: Headers::unpackArrayHeader() must return a count (an int of 0 or more), int returned | a2 | remaining 2
unpackArray: TypeError: Headers::unpackArrayHeader() must return a count (an int of 0 or more), null returned | a2 | remaining 2
unpackArray: TypeError: Headers::unpackArrayHeader() must return a count (an int of 0 or more), float returned | a2 | remaining 2
unpackArray: [1,2] | a2 | remaining 0
-- a header override that reads nothing
[1,"a"] 1
-- the typed methods still check the code when the header method is not overridden
Unexpected array code: 0x81, remaining 2
{"1":2}
