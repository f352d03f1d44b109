--TEST--
MessagePackUnpacker::execute($str, &$offset) (direct mode) decodes as fed bytes are decoded: a complete object in a message that never completes fails at once, user code runs once whatever the cut, a cut message goes on with fed bytes, a throwing message is dropped and the next one read
--EXTENSIONS--
msgpack
--FILE--
<?php
// MessagePackUnpacker::execute($str, &$offset) reads a message as execute() reads fed bytes: decoded as far as its
// bytes go, so user code runs once and at the same time, whichever way the bytes come.
abstract class Abs { public $a; }
class Counted
{
    public static int $wakeups = 0;
    public $n;
    public function __construct($n) { $this->n = $n; }
    public function __wakeup() { self::$wakeups++; }
}
class Thrower { public $x = 1; public function __wakeup() { throw new RuntimeException('no wakeup'); } }

function attempt(callable $f): string
{
    try {
        return json_encode($f());
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}
// the PECL way: the bytes so far in one string, execute() from the offset it left
function direct(MessagePackUnpacker $u, array $pieces): array
{
    $buf = '';
    $off = 0;
    $out = [];
    foreach ($pieces as $piece) {
        $buf .= $piece;
        while ($u->execute($buf, $off)) {
            $out[] = $u->data();
        }
    }
    return $out;
}
function fed(MessagePackUnpacker $u, array $pieces): array
{
    $out = [];
    foreach ($pieces as $piece) {
        $u->feed($piece);
        while ($u->execute()) {
            $out[] = $u->data();
        }
    }
    return $out;
}

echo "-- a complete object no class can make, in a message that never completes: both ways fail at once\n";
$abs = "\x92\x82\xc0\xa3Abs\xa1a\x01"; // [object of Abs, ... (the second element never comes)
foreach (['direct', 'fed'] as $way) {
    echo "  $way: ", attempt(fn () => $way(new MessagePackUnpacker(true), [$abs])), "\n";
}

echo "-- user code runs once, a message cut anywhere\n";
$value = [new Counted(1), [new Counted(2), 'x' => new Counted(3)], str_repeat('s', 40), new Counted(4)];
$bytes = msgpack_pack($value);
$expect = serialize(msgpack_unpack($bytes));
$bad = [];
foreach (['direct', 'fed'] as $way) {
    for ($cut = 1; $cut < strlen($bytes); $cut++) {
        foreach ([[substr($bytes, 0, $cut), substr($bytes, $cut)], array_merge(str_split(substr($bytes, 0, $cut), 3), [substr($bytes, $cut)])] as $pieces) {
            Counted::$wakeups = 0;
            $got = $way(new MessagePackUnpacker(true), $pieces);
            if (count($got) !== 1 || serialize($got[0]) !== $expect || Counted::$wakeups !== 4) {
                $bad[] = "$way cut $cut: " . count($got) . ' messages, ' . Counted::$wakeups . ' wakeups';
            }
        }
    }
}
echo '  ', $bad ? implode("\n  ", array_slice($bad, 0, 5)) : 'every cut: the same value, 4 wakeups for 4 objects', "\n";
// a message whose first item is cut (the list's 3-byte header): the decode begins once that is here
$long = msgpack_pack(array_merge(range(1, 20), [new Counted(5)]));
$expect = serialize(msgpack_unpack($long));
$bad = [];
for ($cut = 1; $cut < strlen($long); $cut++) {
    foreach (['direct', 'fed'] as $way) {
        Counted::$wakeups = 0;
        $got = $way(new MessagePackUnpacker(true), [substr($long, 0, $cut), substr($long, $cut)]);
        if (count($got) !== 1 || serialize($got[0]) !== $expect || Counted::$wakeups !== 1) {
            $bad[] = "$way cut $cut: " . count($got) . ' messages, ' . Counted::$wakeups . ' wakeups';
        }
    }
}
echo '  ', $bad ? implode("\n  ", array_slice($bad, 0, 5)) : 'a list of 21 cut anywhere: the same value, 1 wakeup', "\n";

echo "-- begun in a direct call, finished by fed bytes (from the offset it left)\n";
$half = intdiv(strlen($bytes), 2);
$whole = serialize(msgpack_unpack($bytes));
Counted::$wakeups = 0;
$u = new MessagePackUnpacker(true);
$off = 0;
var_dump($u->execute(substr($bytes, 0, $half), $off));
echo '  offset ', $off <= $half ? 'within the first part' : 'PAST IT', "\n";
$u->feed(substr($bytes, $off));
var_dump($u->execute());
echo '  ', serialize($u->data()) === $whole ? 'same value' : 'DIFFERS', ', ', Counted::$wakeups, " wakeups\n";

echo "-- many messages in one string: each read in turn, offsets as PECL's\n";
$all = '';
$ends = [];
foreach (range(1, 50) as $i) {
    $all .= msgpack_pack(['i' => $i, 'o' => new Counted($i)]);
    $ends[] = strlen($all);
}
$u = new MessagePackUnpacker(true);
$off = 0;
$offsets = [];
$sum = 0;
while ($u->execute($all, $off)) {
    $offsets[] = $off;
    $sum += $u->data()['i'];
}
var_dump($offsets === $ends, $sum);

echo "-- a message whose user code throws, cut: dropped, and the next one read\n";
$two = msgpack_pack([new Thrower, str_repeat('t', 30)]) . msgpack_pack('next');
foreach (['direct', 'fed'] as $way) {
    $u = new MessagePackUnpacker(true);
    $out = [];
    $buf = '';
    $off = 0;
    foreach (str_split($two, 5) as $piece) {
        try {
            if ($way === 'direct') {
                $buf .= $piece;
                while ($u->execute($buf, $off)) {
                    $out[] = $u->data();
                }
            } else {
                $u->feed($piece);
                while ($u->execute()) {
                    $out[] = $u->data();
                }
            }
        } catch (RuntimeException $e) {
            $out[] = 'threw ' . $e->getMessage();
        }
    }
    echo "  $way: ", json_encode($out), "\n";
}
?>
--EXPECT--
-- a complete object no class can make, in a message that never completes: both ways fail at once
  direct: Error: Cannot instantiate abstract class Abs
  fed: Error: Cannot instantiate abstract class Abs
-- user code runs once, a message cut anywhere
  every cut: the same value, 4 wakeups for 4 objects
  a list of 21 cut anywhere: the same value, 1 wakeup
-- begun in a direct call, finished by fed bytes (from the offset it left)
bool(false)
  offset within the first part
bool(true)
  same value, 4 wakeups
-- many messages in one string: each read in turn, offsets as PECL's
bool(true)
int(1275)
-- a message whose user code throws, cut: dropped, and the next one read
  direct: ["threw no wakeup","next"]
  fed: ["threw no wakeup","next"]
