--TEST--
MessagePack\Packer subclasses: the str/bin, arr/map and float options choose the overridden method as in the library; what an override returns (non-strings converted as `.` converts them, returned as is at the top level); overrides that throw, re-enter or recurse; depth limits; the array being packed changed meanwhile
--INI--
msgpack.max_depth=4
--FILE--
<?php
use MessagePack\Packer;
use MessagePack\PackOptions;
use MessagePack\Exception\PackingFailedException;

function r($v): string
{
    return is_string($v) ? 's' . bin2hex($v) : (is_array($v) ? '[' . count($v) . ']' : var_export($v, true));
}

function show($s): string
{
    return preg_replace_callback('/(<[^<>]*>)|([^<>]+)/s', fn ($m) => $m[1] !== '' ? $m[1] : bin2hex($m[2]), $s);
}

// Every method pack() may dispatch to, except pack() itself, tagged.
class TagPacker extends Packer
{
    private function tag(string $method, array $args): string
    {
        return '<' . $method . ':' . implode(',', array_map('r', $args)) . '>';
    }
    public function packInt($int) { return $this->tag('Int', func_get_args()) . parent::packInt($int); }
    public function packStr($str) { return $this->tag('Str', func_get_args()) . parent::packStr($str); }
    public function packBin($str) { return $this->tag('Bin', func_get_args()) . parent::packBin($str); }
    public function packFloat($float) { return $this->tag('Float', func_get_args()) . parent::packFloat($float); }
    public function packArray($array) { return $this->tag('Array', func_get_args()) . parent::packArray($array); }
    public function packMap($map) { return $this->tag('Map', func_get_args()) . parent::packMap($map); }
    public function packArrayHeader($size) { return $this->tag('AH', func_get_args()) . parent::packArrayHeader($size); }
    public function packMapHeader($size) { return $this->tag('MH', func_get_args()) . parent::packMapHeader($size); }
}

echo "-- options\n";
echo show((new TagPacker(PackOptions::FORCE_BIN))->pack(['a' => 'b', 1 => ''])), "\n";
echo show((new TagPacker(PackOptions::FORCE_MAP))->pack([1, [2]])), ' ', show((new TagPacker(PackOptions::FORCE_MAP))->pack([])), "\n";
echo show((new TagPacker(PackOptions::FORCE_ARR))->pack(['a' => 1.5, 'b' => []])), "\n";
echo show((new TagPacker(PackOptions::FORCE_FLOAT32))->pack([0.5])), "\n";
echo show((new TagPacker(PackOptions::DETECT_STR_BIN))->pack(["\xc3\xa9" => "\xc3"])), "\n";

echo "-- what an override returns\n";
class Ret extends Packer
{
    public $r;
    public function packInt($int) { return $this->r; }
    public function packArrayHeader($size) { return $this->r; }
}
class Str
{
    public function __toString(): string { return 'S'; }
}
$p = new Ret();
foreach ([42, null, true, 1.5, new Str(), ['x'], new stdClass()] as $r) {
    $p->r = $r;
    try {
        $top = var_export($p->pack(5), true);
        $nested = bin2hex($p->pack(['k' => 5]));
        echo get_debug_type($r), ": top level $top, nested $nested\n";
    } catch (Error $e) {
        echo get_debug_type($r), ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$p->r = 7;
var_dump($p->packArray([]));
echo bin2hex($p->packArray(['a'])), "\n";

echo "-- an override that throws; the packer is usable afterwards, at full depth\n";
class Thrower extends Packer
{
    public function packStr($str)
    {
        if ($str === 'bad') {
            throw new RuntimeException("no '$str'");
        }
        return parent::packStr($str);
    }
}
$t = new Thrower();
try {
    $t->pack(['ok', [['bad']]]);
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo bin2hex($t->pack([[[['x']]]])), "\n";

echo "-- overrides that call the packer again\n";
class Prefixing extends Packer
{
    public function packStr($str)
    {
        return $this->pack(strlen($str)) . parent::packStr($str);
    }
    public function packArray($array)
    {
        return parent::packArray(array_reverse($array));
    }
}
echo bin2hex((new Prefixing())->pack(['ab', ['c', 1]])), "\n";
class Swapping extends Packer
{
    public function pack($value)
    {
        return is_array($value) && array_is_list($value) ? $this->packMap($value) : parent::pack($value);
    }
}
echo bin2hex((new Swapping())->pack([[true]])), "\n";

echo "-- recursion through overrides that nest nothing ends with an exception\n";
class Loop extends Packer
{
    public function packStr($str)
    {
        return $this->pack($str);
    }
}
try {
    (new Loop())->pack(['x']);
} catch (PackingFailedException $e) {
    echo $e->getMessage(), "\n";
}
// the same from 0 to 23 levels of internal calls deeper: the engine checks the stack when user code is called (PHP 8.3+),
// the codec at every level, and the codec's error must come first whatever the offset
$from = function (int $levels) use (&$from) {
    return $levels === 0 ? (new Loop())->pack(['x']) : array_map(fn () => $from($levels - 1), [1])[0];
};
$messages = [];
for ($levels = 0; $levels < 24; $levels++) {
    try {
        $from($levels);
    } catch (Throwable $e) {
        $messages[get_class($e) . ': ' . $e->getMessage()] = true;
    }
}
echo implode("\n", array_keys($messages)), "\n";

echo "-- msgpack.max_depth bounds the nesting through overrides\n";
class Passing extends Packer
{
    public function pack($value)
    {
        return parent::pack($value);
    }
}
echo bin2hex((new Passing())->pack([[[[1]]]])), "\n";
foreach ([new Passing(), new TagPacker()] as $packer) {
    try {
        $packer->pack([[[[[1]]]]]);
    } catch (PackingFailedException $e) {
        echo get_class($packer), ': ', $e->getMessage(), "\n";
    }
}

echo "-- the array being packed, changed by an override\n";
$inner = [1, 2];
$outer = [&$inner, 3];
class Changer extends Packer
{
    public function packInt($int)
    {
        global $inner, $outer;
        $inner = 'gone';
        $outer = null;
        return parent::packInt($int);
    }
}
echo bin2hex((new Changer())->pack($outer)), "\n";
var_dump($inner, $outer);
?>
--EXPECTF--
-- options
<Map:[2]><MH:2>82<Bin:s61>c40161<Bin:s62>c40162<Int:1>01c400
<Map:[2]><MH:2>82<Int:0>00<Int:1>01<Int:1>01<Map:[1]><MH:1>81<Int:0>00<Int:2>02 80
<Array:[2]><AH:2>92<Float:1.5>cb3ff800000000000090
<Array:[1]><AH:1>91<Float:0.5>ca3f000000
<Map:[1]><MH:1>81<Str:sc3a9>a2c3a9<Bin:sc3>c401c3
-- what an override returns
int: top level 42, nested 81a16b3432
null: top level NULL, nested 81a16b
bool: top level true, nested 81a16b31
float: top level 1.5, nested 81a16b312e35
Str: top level \Str::__set_state(array(
)), nested 81a16b53

Warning: Array to string conversion in %s on line %d
array: top level array (
  0 => 'x',
), nested 81a16b4172726179
stdClass: Error: Object of class stdClass could not be converted to string
int(7)
37a161
-- an override that throws; the packer is usable afterwards, at full depth
RuntimeException: no 'bad'
91919191a178
-- overrides that call the packer again
92920101a16302a26162
81008100c3
-- recursion through overrides that nest nothing ends with an exception
Nesting too deep to pack: the C stack is nearly exhausted
MessagePack\Exception\PackingFailedException: Nesting too deep to pack: the C stack is nearly exhausted
-- msgpack.max_depth bounds the nesting through overrides
9191919101
Passing: Maximum nesting depth of 4 exceeded
TagPacker: Maximum nesting depth of 4 exceeded
-- the array being packed, changed by an override
9292010203
string(4) "gone"
NULL
