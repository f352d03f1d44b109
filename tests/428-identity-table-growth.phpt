--TEST--
PHP-only identity table: thousands of objects and references, entries taken back (objects written as nil) across its growth, held temporaries released in the order they were written, as unserialize(serialize()) has them
--FILE--
<?php
// __sleep() returning null writes the object as nil and takes its id back.
class Gone { public $v = 1; function __sleep() { return null; } }
class Noisy {
    public function __construct(public int $n) {}
    public function __destruct() { $GLOBALS['order'][] = $this->n; }
}
// __serialize() returns fresh objects: only the encoder holds them once that array is written.
class Maker {
    public function __construct(public int $from) {}
    public function __serialize(): array {
        $out = [];
        for ($i = 0; $i < 20; $i++) {
            $out[] = new Noisy($this->from + $i);
        }
        return $out;
    }
    public function __unserialize(array $data): void {}
}

// Where each object or array reference first appeared, walking the value: equal shapes have equal identities.
function shape($v, array &$seen, array &$out, string $path = '') {
    if (is_object($v)) {
        $id = spl_object_id($v);
        if (isset($seen[$id])) { $out[] = "$path=>" . $seen[$id]; return; }
        $seen[$id] = $path;
        $out[] = "$path:" . get_class($v);
        foreach (get_object_vars($v) as $k => $x) { shape($x, $seen, $out, "$path.$k"); }
    } elseif (is_array($v)) {
        foreach ($v as $k => $x) { shape($x, $seen, $out, "$path/$k"); }
    } else {
        $out[] = "$path=" . var_export($v, true);
    }
}
function shape_of($v) { $seen = []; $out = []; shape($v, $seen, $out); return $out; }

// (Each Gone once: serialize() writes a repeated one as a back-reference to its N, which unserialize() refuses.)
$objs = $withGone = [];
for ($i = 0; $i < 3000; $i++) {
    $o = new stdClass;
    $o->i = $i;
    if ($i % 5 === 0) {
        $o->self = $o;
    }
    $objs[] = $withGone[] = $o;
    if ($i % 7 === 0) {
        $withGone[] = new Gone;
    }
}
$shared = [1, 2];
$value = [$withGone, array_reverse($objs), &$shared, &$shared, $objs[10], new Gone, $objs[2999]];

$packed = @msgpack_pack($value);
$ours = msgpack_unpack($packed);
$ref = unserialize(@serialize($value));
var_dump(shape_of($ours) === shape_of($ref));
var_dump(count(shape_of($ours)));
$ours[2][] = 3;
var_dump($ours[3]);

// Held temporaries, enough to grow the table: released at the end, in the order they were written.
$GLOBALS['order'] = [];
$packed = msgpack_pack([new Maker(0), new Maker(100), new Maker(200)]);
$oursOrder = $GLOBALS['order'];
$GLOBALS['order'] = [];
$s = serialize([new Maker(0), new Maker(100), new Maker(200)]);
var_dump($oursOrder === $GLOBALS['order'], count($oursOrder), $oursOrder[0], $oursOrder[20], $oursOrder[59]);
?>
--EXPECT--
bool(true)
int(10036)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
bool(true)
int(60)
int(0)
int(100)
int(219)
