--TEST--
MessagePackUnpacker feed()/execute(): a message is decoded as its pieces arrive and taken up where it stopped; every way of cutting a stream gives what msgpack_unpack() gives for each message, with the same __wakeup()/__unserialize()/Serializable calls in the same order and the same destructors (objects, references, cycles, Serializable, nested __unserialize(), internal classes, a late class marker; msgpack.assoc on and off)
--EXTENSIONS--
msgpack
--FILE--
<?php
$log = [];
class W { public $a = 1; public $b; function __wakeup() { global $log; $log[] = 'W' . json_encode($this->a); } }
class U {
    public $v;
    function __construct($v = null) { $this->v = $v; }
    function __serialize(): array { return ['v' => $this->v]; }
    function __unserialize(array $d): void { global $log; $log[] = 'U' . json_encode($d['v'] instanceof W ? 'w' : $d['v']); $this->v = $d['v']; }
}
class S implements Serializable {
    public $d;
    function __construct($d = null) { $this->d = $d; }
    function serialize() { return serialize($this->d); }
    function unserialize($s) { global $log; $this->d = unserialize($s); $log[] = 'S' . json_encode($this->d); }
    function __serialize(): array { return [$this->d]; }
    function __unserialize(array $a): void { global $log; $this->d = $a[0]; $log[] = 'S2'; }
}
class D {
    public $n;
    static $alive = 0;
    function __construct($n = 0) { $this->n = $n; }
    function __wakeup() { D::$alive++; }
    function __destruct() { if ($this->n !== 'x') D::$alive--; }
}

function docs(): array
{
    $docs = [];
    $w = new W; $w->b = [1, 2, ['x' => 'y']];
    $docs['objects in rows'] = array_map(fn ($i) => ['id' => $i, 'w' => $i % 3 ? $w : new W, 'tags' => [], 'u' => new U($i)], range(1, 30));
    $a = [1, 2, 3]; $r = ['x' => &$a, 'y' => &$a, 'z' => $a];
    $docs['references'] = [$r, 'tail', [[]], [&$a]];
    $rec = [1]; $rec[] = &$rec;
    $docs['recursive'] = ['head' => str_repeat('h', 40), 'rec' => $rec];
    $o = new stdClass; $o->self = $o; $o->list = range(1, 50);
    $docs['stdclass cycle'] = [$o, $o, ['k' => $o]];
    $docs['serializable'] = [new S([1, 2]), 'between', new S('x'), [new S(new W)]];
    $docs['nested unserialize'] = [new U(new W), new U([new W, new W]), new U(new U(5))];
    $docs['internal'] = [new DateTime('2020-01-02 03:04:05 UTC'), new ArrayObject([1, 2, 3]), new SplObjectStorage()];
    $docs['plain'] = array_map(fn ($i) => ['id' => $i, 'name' => "n$i", 'v' => [$i, $i * 1.5, null, true], 'e' => []], range(1, 80));
    $docs['root object'] = $w;
    $docs['deep'] = array_reduce(range(1, 12), fn ($c, $i) => [$i => $c, 'o' => new W], 'leaf');
    $docs['destructors'] = [new D(1), [new D(2), new D(3)], 'x'];
    $docs['empty containers'] = [[], new stdClass, [[]], ['a' => []]];
    return $docs;
}

function pieces(string $s, string $how): array
{
    if ($how === 'whole') {
        return [$s];
    }
    if ($how[0] !== 'r') {
        return str_split($s, (int) $how);
    }
    mt_srand(crc32($how . $s));
    $out = [];
    for ($i = 0; $i < strlen($s); $i += $n) {
        $n = mt_rand(1, 40);
        $out[] = substr($s, $i, $n);
    }
    return $out;
}

foreach ([true, false] as $assoc) {
    ini_set('msgpack.assoc', $assoc ? '1' : '0');
    $docs = array_map('msgpack_pack', docs());
    $docs['late marker'] = "\x92\x83\xa1a\x01\xc0\xa1W\xa1b\x02\xa3end"; // [{a:1, nil:"W", b:2}, "end"]
    foreach ($docs as $name => $bytes) {
        $failed = [];
        foreach (['whole', '1', '2', '3', '7', '64', 'r1', 'r2'] as $how) {
            foreach ([1, 2] as $copies) {
                $stream = str_repeat($bytes, $copies);
                $log = [];
                D::$alive = 0;
                $want = [];
                for ($i = 0; $i < $copies; $i++) {
                    // (a stdClass cycle packed under msgpack.assoc=0 has no class marker to point back at: warns)
                    $want[] = @msgpack_unpack($bytes);
                }
                $wantS = serialize($want);
                $wantLog = $log;
                unset($want);
                $wantAlive = D::$alive;
                $log = [];
                D::$alive = 0;
                $u = new MessagePackUnpacker();
                $got = [];
                foreach (pieces($stream, $how) as $p) {
                    $u->feed($p);
                    while ($u->execute()) {
                        $got[] = $u->data();
                        $u->reset();
                    }
                }
                $gotS = serialize($got);
                unset($got, $u);
                if ($gotS !== $wantS || $log !== $wantLog || D::$alive !== $wantAlive) {
                    $failed[] = "$how x$copies";
                }
            }
        }
        printf("assoc=%d %-18s %s\n", $assoc, $name, $failed ? 'DIFFERS: ' . implode(', ', $failed) : 'same');
    }
}
?>
--EXPECT--
assoc=1 objects in rows    same
assoc=1 references         same
assoc=1 recursive          same
assoc=1 stdclass cycle     same
assoc=1 serializable       same
assoc=1 nested unserialize same
assoc=1 internal           same
assoc=1 plain              same
assoc=1 root object        same
assoc=1 deep               same
assoc=1 destructors        same
assoc=1 empty containers   same
assoc=1 late marker        same
assoc=0 objects in rows    same
assoc=0 references         same
assoc=0 recursive          same
assoc=0 stdclass cycle     same
assoc=0 serializable       same
assoc=0 nested unserialize same
assoc=0 internal           same
assoc=0 plain              same
assoc=0 root object        same
assoc=0 deep               same
assoc=0 destructors        same
assoc=0 empty containers   same
assoc=0 late marker        same
