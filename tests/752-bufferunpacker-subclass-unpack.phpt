--TEST--
MessagePack\BufferUnpacker subclasses: an unpack() override reads every element of arrays and every value of maps (top level and nested, in unpack(), unpackArray(), unpackMap()), not map keys; tryUnpack() calls it per message, at least once; what it returns is the element
--FILE--
<?php
use MessagePack\BufferUnpacker;

function r($v): string
{
    return is_string($v) ? 's' . bin2hex($v) : (is_array($v) ? '[' . count($v) . ']' : var_export($v, true));
}

// Logs each value its parent returned (so nested calls come first).
class Logging extends BufferUnpacker
{
    public array $log = [];
    public int $calls = 0;
    public function unpack()
    {
        $this->calls++;
        $value = parent::unpack();
        $this->log[] = r($value);
        return $value;
    }
}

function run(BufferUnpacker $u, string $method)
{
    $u->log = [];
    $u->calls = 0;
    $value = $u->$method();
    echo $method, ': ', json_encode($value), ' | ', implode(' ', $u->log), ' | calls ', $u->calls, ', remaining ',
        $u->getRemainingCount(), "\n";
}

// [1, [2, 'a'], ['k' => 3, 1 => null]]
$u = new Logging("\x93\x01\x92\x02\xa1a\x82\xa1k\x03\x01\xc0");
run($u, 'unpack');
run($u->reset("\x92\x01\x91\x02"), 'unpackArray');
run($u->reset("\x82\xa1a\x05\x07\x81\x01\x02"), 'unpackMap');
run($u->reset("\x05"), 'unpackInt');
run($u->reset("\x92\xc3\xcb\x3f\xf8\x00\x00\x00\x00\x00\x00"), 'unpack');

echo "-- tryUnpack(): unpack() per message; an incomplete one is rolled back\n";
$u->reset("\x01\x91\x02\x93\x03");
run($u, 'tryUnpack');
$u->append("\x04\x05");
run($u, 'tryUnpack');
run($u, 'tryUnpack');
run($u->reset(''), 'tryUnpack');

echo "-- what the override returns is the element\n";
class Doubling extends BufferUnpacker
{
    public function unpack()
    {
        $value = parent::unpack();
        return is_int($value) ? 2 * $value : $value;
    }
}
echo json_encode((new Doubling("\x92\x01\x82\xa1a\x02\x03\x91\x04"))->unpack()), "\n";
echo json_encode((new Doubling("\x92\x01\x02\x03"))->tryUnpack()), "\n";
class Replacing extends BufferUnpacker
{
    public function unpack()
    {
        // Reads nothing: the library's loops go on all the same.
        return $this->hasRemaining() && $this->getRemainingCount() > 2 ? parent::unpack() : 'r';
    }
}
$r = new Replacing("\x93\x01\x02");
var_dump($r->unpack(), $r->getRemainingCount());

echo "-- an override that throws: the offset stays where the library leaves it\n";
class Throwing extends BufferUnpacker
{
    public function unpack()
    {
        $value = parent::unpack();
        if ($value === 2) {
            throw new RuntimeException('two');
        }
        return $value;
    }
}
$t = new Throwing("\x93\x01\x02\x03\xa1z");
try {
    $t->unpack();
} catch (RuntimeException $e) {
    echo $e->getMessage(), ', remaining ', $t->getRemainingCount(), "\n";
}
var_dump($t->unpack(), $t->unpack());
$t->reset("\x03\x91\x02\x01");
try {
    $t->tryUnpack();
} catch (RuntimeException $e) {
    echo $e->getMessage(), ', remaining ', $t->getRemainingCount(), "\n";
}
?>
--EXPECT--
unpack: [1,[2,"a"],{"k":3,"1":null}] | 1 2 s61 [2] 3 NULL [2] [3] | calls 8, remaining 0
unpackArray: [1,[2]] | 1 2 [1] | calls 3, remaining 0
unpackMap: {"a":5,"7":{"1":2}} | 5 2 [1] | calls 3, remaining 0
unpackInt: 5 |  | calls 0, remaining 0
unpack: [true,1.5] | true 1.5 [2] | calls 3, remaining 0
-- tryUnpack(): unpack() per message; an incomplete one is rolled back
tryUnpack: [1,[2]] | 1 2 [1] 3 | calls 6, remaining 2
tryUnpack: [[3,4,5]] | 3 4 5 [3] | calls 4, remaining 0
tryUnpack: [] |  | calls 1, remaining 0
tryUnpack: [] |  | calls 1, remaining 0
-- what the override returns is the element
[2,{"a":4,"3":[8]}]
[[2,4],6]
array(3) {
  [0]=>
  string(1) "r"
  [1]=>
  string(1) "r"
  [2]=>
  string(1) "r"
}
int(2)
-- an override that throws: the offset stays where the library leaves it
two, remaining 3
int(3)
string(1) "z"
two, remaining 1
