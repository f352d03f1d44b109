--TEST--
__wakeup/__unserialize/Serializable::unserialize run in unserialize()'s order: inner objects first, each seeing what unserialize() shows it (chains, trees, shared children, cycles, references, mixed kinds)
--INI--
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
// Every magic method logs its object's name and what it sees of the objects it holds at that moment.
$log = [];
function seen($v) {
    if ($v instanceof __PHP_Incomplete_Class) {
        return 'incomplete';
    }
    if (is_object($v)) {
        return ($v->name ?? get_class($v)) . (isset($v->restored) ? '+' : '-');
    }
    if (is_array($v)) {
        return '[' . implode(',', array_map('seen', $v)) . ']';
    }
    return var_export($v, true);
}
class W {
    public $name, $kids = [], $restored;
    function __construct($name, ...$kids) { $this->name = $name; $this->kids = $kids; }
    function __wakeup() { global $log; $log[] = "wakeup {$this->name} sees " . seen($this->kids); $this->restored = true; }
}
class U {
    public $name, $kids = [], $restored;
    function __construct($name, ...$kids) { $this->name = $name; $this->kids = $kids; }
    function __serialize(): array { return ['name' => $this->name, 'kids' => $this->kids]; }
    function __unserialize(array $d): void {
        global $log;
        $this->name = $d['name'];
        $this->kids = $d['kids'];
        $log[] = "unserialize {$this->name} sees " . seen($this->kids);
        $this->restored = true;
    }
}
class S implements Serializable {
    public $name, $kids = [], $restored;
    function __construct($name, ...$kids) { $this->name = $name; $this->kids = $kids; }
    function serialize() { return serialize([$this->name, $this->kids]); }
    function unserialize($data) {
        global $log;
        [$this->name, $this->kids] = unserialize($data);
        $log[] = "Serializable {$this->name} sees " . seen($this->kids);
        $this->restored = true;
    }
}

$cases = [];
$cases['chain of __wakeup'] = new W('a', new W('b', new W('c')));
$cases['chain of __unserialize'] = new U('a', new U('b', new U('c')));
$cases['tree, mixed'] = new U('root', new W('x', new U('x1'), new W('x2')), new U('y', new W('y1')), new W('z'));
$shared = new W('shared', new U('leaf'));
$cases['shared child'] = [new U('p', $shared), new W('q', $shared), $shared];
$a = new W('a'); $b = new U('b', $a); $a->kids[] = $b;
$cases['cycle __wakeup/__unserialize'] = $a;
$u1 = new U('u1'); $u2 = new U('u2', $u1); $u1->kids[] = $u2;
$cases['cycle of __unserialize'] = [$u1, $u2];
$self = new W('self'); $self->kids[] = $self;
$cases['object containing itself'] = $self;
$cases['Serializable around others'] = new W('w', new S('s', new W('sw'), new U('su')), new U('after'));
$cases['Serializable inside __unserialize'] = new U('u', new S('s', new U('deep')));
$r = new W('target');
$cases['references'] = ['x' => &$r, 'y' => &$r, 'z' => new U('holder', $r)];
$cases['siblings in a list'] = [new W('one'), new U('two'), new W('three', new U('three-a'))];
$cases['Serializable and __wakeup alternating'] = [new S('s1', new W('s1w')), new W('w1'), new S('s2', new U('s2u')), new W('w2'),
    new S('s3', new W('s3w')), new U('u3')];
$dt = new DateTime('2024-02-03 04:05:06', new DateTimeZone('UTC'));
$cases['internal objects inside'] = new U('dates', $dt, new DatePeriod($dt, new DateInterval('P1D'), 2), new ArrayObject([new W('in-ao')]));

$failures = 0;
foreach ($cases as $name => $value) {
    $log = [];
    $expected = unserialize(serialize($value));
    $expectedLog = $log;
    $log = [];
    $actual = msgpack_unpack(msgpack_pack($value));
    $actualLog = $log;
    $same = $expectedLog === $actualLog && serialize($expected) === serialize($actual);
    echo $same ? "ok   " : "DIFF ", $name, "\n";
    if (!$same) {
        $failures++;
        echo "  unserialize(): ", implode(' | ', $expectedLog), "\n  msgpack:       ", implode(' | ', $actualLog), "\n";
    }
}
// allowed_classes reaches an unserialize() nested in Serializable::unserialize(), as in unserialize().
$value = [new S('s', new W('nested')), new W('outer')];
foreach ([['S'], ['S', 'W'], false] as $allowed) {
    $log = [];
    $expected = serialize(unserialize(serialize($value), ['allowed_classes' => $allowed]));
    $expectedLog = $log;
    $log = [];
    $actual = serialize(msgpack_unpack(msgpack_pack($value), null, ["allowed_classes" => $allowed]));
    echo $expected === $actual && $expectedLog === $log ? "ok   " : "DIFF ", "allowed_classes ", json_encode($allowed), "\n";
}
// Past the contexts a decode keeps (MSGPACK_PHP_CONTEXTS_MAX), the order may differ; every call still runs once.
$many = [];
for ($i = 0; $i < 20; $i++) {
    $many[] = new S("s$i", new W("in$i"));
    $many[] = new W("w$i");
}
$log = [];
$r = msgpack_unpack(msgpack_pack($many));
sort($log);
$m = $log;
$log = [];
unserialize(serialize($many));
sort($log);
echo count($m), " calls, ", $m === $log ? "the same" : "not the same", " as unserialize()'s\n";
// The issue's example, spelled out.
$log = [];
$t = msgpack_unpack(msgpack_pack(new U('outer', new U('inner'))));
echo implode("\n", $log), "\n";
echo $failures, " differences\n";
?>
--EXPECTF--
ok   chain of __wakeup
ok   chain of __unserialize
ok   tree, mixed
ok   shared child
ok   cycle __wakeup/__unserialize
ok   cycle of __unserialize
ok   object containing itself
ok   Serializable around others
ok   Serializable inside __unserialize
ok   references
ok   siblings in a list
ok   Serializable and __wakeup alternating
ok   internal objects inside
ok   allowed_classes ["S"]
ok   allowed_classes ["S","W"]

Warning: Class __PHP_Incomplete_Class has no unserializer in %s on line %d

Warning: [msgpack] (msgpack_unserialize_map_item) Class __PHP_Incomplete_Class has no unserializer in %s on line %d
ok   allowed_classes false
60 calls, the same as unserialize()'s
unserialize inner sees []
unserialize outer sees [inner+]
0 differences
