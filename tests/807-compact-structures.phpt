--TEST--
Compact mode, shared structures: MessagePack\Structures, Packer/BufferUnpacker::withStructures(), append-only, unknown ids refused
--FILE--
<?php
use MessagePack\{Packer, BufferUnpacker, Structures, PackOptions, UnpackOptions};

$s = new Structures();
var_dump(count($s), $s->getMaxSharedStructures(), $s->toArray());
$p = (new Packer())->withStructures($s);
// A new key list joins the structures and is written as its id alone: the reader must hold the list.
$a = $p->pack(['id' => 1, 'name' => 'a']);
$b = $p->pack(['id' => 2, 'name' => 'b']);
$c = $p->pack([['x' => 1], ['id' => 3, 'name' => 'c']]);
echo bin2hex($a), ' ', bin2hex($b), ' ', bin2hex($c), "\n";
var_dump($s->toArray());
// withStructures() returns a new instance, as extendWith() does; the original is untouched.
$plain = new Packer();
var_dump($plain->withStructures($s) !== $plain, bin2hex($plain->pack(['id' => 1])));

// The persisted list reads what was written, with records implied.
$saved = $s->toArray();
$u = (new BufferUnpacker())->withStructures(new Structures($saved));
var_dump($u->reset($a)->unpack(), $u->reset($c)->unpack());

// Append only: data written with an older list stays readable with a newer one.
$older = new Structures($saved);
$writer = (new Packer())->withStructures($older);
$new = $writer->pack(['other' => true]);
$newer = new Structures($older->toArray());
$reader = (new BufferUnpacker())->withStructures($newer);
var_dump($reader->reset($a)->unpack() === ['id' => 1, 'name' => 'a'], $reader->reset($new)->unpack());

// A reader lacking a structure the message names: a clear exception, never a wrong value.
foreach ([new Structures(), new Structures([['id', 'name']])] as $lacking) {
    try {
        (new BufferUnpacker($new))->withStructures($lacking)->unpack();
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

// Full structures: new key lists become the message's own records (ids after the shared ones), defined in it.
$full = new Structures([['a'], ['b']], 2);
$p2 = (new Packer())->withStructures($full);
echo bin2hex($p2->pack([['a' => 1], ['c' => 2], ['c' => 3]])), "\n";
var_dump(count($full));
$r = (new BufferUnpacker())->withStructures(new Structures([['a'], ['b']], 2));
var_dump($r->reset($p2->pack([['a' => 1], ['c' => 2], ['c' => 3]]))->unpack());
// Maximum 0: no shared structures, only per-message records.
echo bin2hex((new Packer())->withStructures(new Structures([], 0))->pack(['k' => 1])), "\n";

// COMPACT with structures: string references too.
$pc = (new Packer(PackOptions::COMPACT))->withStructures($s2 = new Structures());
$m = $pc->pack([['tag' => 'repeated'], ['tag' => 'repeated']]);
echo bin2hex($m), "\n";
var_dump((new BufferUnpacker($m, UnpackOptions::COMPACT))->withStructures(new Structures($s2->toArray()))->unpack());

// Invalid construction.
foreach ([fn () => new Structures([], -1), fn () => new Structures([], 8161), fn () => new Structures(['a']),
        fn () => new Structures([[1]]), fn () => new Structures([['a'], ['b']], 1)] as $bad) {
    try {
        $bad();
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// A clone is independent; Structures are not serializable (persist toArray()).
$clone = clone $s;
$p->pack(['only' => 'in s']);
var_dump(count($s), count($clone));
try {
    serialize($s);
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// The PECL-family API ignores shared structures: its messages stay self-contained.
ini_set('msgpack.compact', 'records');
echo bin2hex(msgpack_pack(['id' => 1, 'name' => 'a'])), "\n";
?>
--EXPECT--
int(0)
int(32)
array(0) {
}
4001a161 4002a162 9241014003a163
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(2) "id"
    [1]=>
    string(4) "name"
  }
  [1]=>
  array(1) {
    [0]=>
    string(1) "x"
  }
}
bool(true)
string(10) "81a2696401"
array(2) {
  ["id"]=>
  int(1)
  ["name"]=>
  string(1) "a"
}
array(2) {
  [0]=>
  array(1) {
    ["x"]=>
    int(1)
  }
  [1]=>
  array(2) {
    ["id"]=>
    int(3)
    ["name"]=>
    string(1) "c"
  }
}
bool(true)
array(1) {
  ["other"]=>
  bool(true)
}
MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x42: the structures hold 0
MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x42: the structures hold 1
934001d4724291a163024203
int(2)
array(3) {
  [0]=>
  array(1) {
    ["a"]=>
    int(1)
  }
  [1]=>
  array(1) {
    ["c"]=>
    int(2)
  }
  [2]=>
  array(1) {
    ["c"]=>
    int(3)
  }
}
d4724091a16b01
9240d753726570656174656440d45e00
array(2) {
  [0]=>
  array(1) {
    ["tag"]=>
    string(8) "repeated"
  }
  [1]=>
  array(1) {
    ["tag"]=>
    string(8) "repeated"
  }
}
ValueError: MessagePack\Structures::__construct(): Argument #2 ($maxSharedStructures) must be between 0 and 8160
ValueError: MessagePack\Structures::__construct(): Argument #2 ($maxSharedStructures) must be between 0 and 8160
TypeError: MessagePack\Structures::__construct(): Argument #1 ($structures) must be a list of key lists, element 0 is string
TypeError: MessagePack\Structures::__construct(): Argument #1 ($structures) must hold key lists of strings, key list 0 has int
ValueError: MessagePack\Structures::__construct(): Argument #1 ($structures) holds 2 key lists, more than the maximum of 1
int(3)
int(2)
Exception: Serialization of 'MessagePack\Structures' is not allowed
d4724092a26964a46e616d6501a161
