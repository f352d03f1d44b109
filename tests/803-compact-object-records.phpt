--TEST--
Compact mode, object records (PHP-only format): [nil, "Class", names...] once per message, restored as unserialize() restores
--INI--
msgpack.php_only=1
--FILE--
<?php
$log = [];
class P { public $x = 1; protected $y = 2; private $z = 3; public $next = null; }
class W { public $a; public $tag; function __wakeup() { global $log; $log[] = "W::__wakeup {$this->tag} sees " . (is_object($this->a) ? get_class($this->a) . ':' . json_encode($this->a->log ?? $this->a->v ?? null) : gettype($this->a)); } }
class S { public $v = 5; public $log = []; function __serialize(): array { return ['v' => $this->v]; }
    function __unserialize(array $d): void { global $log; $this->v = $d['v']; $log[] = "S::__unserialize {$d['v']}"; } }
enum E { case A; case B; }
class T { public int $n = 0; public ?string $s = null; public readonly int $r; function __construct() { $this->r = 7; } }
class Uninit { public int $set = 1; public int $unset; }
#[AllowDynamicProperties] class D { public $declared = 'd'; }

$p = new P; $p->next = new P; $shared = new P;
$w1 = new W; $w1->tag = 'outer'; $w1->a = new W; $w1->a->tag = 'inner'; $w1->a->a = new S;
$self = new stdClass; $self->self = $self; $self->{'5'} = 'five';
$e = new stdClass;
$d = new D; $d->extra = [1, 2];
$ref = new P;
$cases = [
    'chain, shared' => [$p, $p, $shared, [$shared, $shared]],
    'wakeup order' => [$w1, new S, $w1],
    'enums, __serialize' => [new S, new S, E::A, E::B, E::A],
    'cycle, numeric name' => $self,
    'empty objects' => [$e, $e, new stdClass, new stdClass],
    'typed, readonly' => [new T, new T],
    'uninitialised' => [new Uninit, new Uninit],
    'dynamic' => [$d, new D],
    'internal' => [new ArrayObject([1, 2]), new ArrayObject([3]), new DateTime('2020-01-02 03:04:05 UTC'), new SplObjectStorage()],
    'references' => [&$ref, &$ref, $ref, new P],
    'nested 70 classes' => null,
];
// More classes than record ids: the ids cycle, each redefinition taking over the oldest.
$nested = null;
for ($i = 0; $i < 70; $i++) {
    eval("class C$i { public \$child; public \$i = $i; }");
    $o = new ("C$i"); $o->child = $nested; $nested = $o;
}
$cases['nested 70 classes'] = [$nested, new C0, new C69];

foreach (['records', 'full'] as $mode) {
    ini_set('msgpack.compact', $mode);
    foreach ($cases as $name => $v) {
        $log = [];
        $ours = msgpack_unpack(msgpack_pack($v));
        $oursLog = $log;
        $log = [];
        $theirs = unserialize(serialize($v));
        $same = serialize($ours) === serialize($theirs) && $oursLog === $log;
        printf("%-7s %-20s %s\n", $mode, $name, $same ? 'as unserialize()' : "DIFFERS:\n  " . serialize($ours) . "\n  " . serialize($theirs) . "\n  " . json_encode([$oursLog, $log]));
    }
}
// The order itself (the same as unserialize(), compared above): inner objects first.
$log = [];
msgpack_unpack(msgpack_pack($cases['wakeup order']));
echo implode("\n", $log), "\n";

// The bytes: the class and the names in the definition, then only the values.
ini_set('msgpack.compact', 'records');
echo bin2hex(msgpack_pack([new P, new P])), "\n";
// A referenced object keeps the reference marker map; __serialize() objects keep theirs (their array is a record).
echo bin2hex(msgpack_pack([new S, new S])), "\n";

// Object records are the PHP-only format: without it, and in the MessagePack\ classes, they are refused.
$b = msgpack_pack([new P]);
ini_set('msgpack.php_only', '0');
var_dump(msgpack_unpack($b));
try {
    (new MessagePack\BufferUnpacker($b, MessagePack\UnpackOptions::COMPACT))->unpack();
} catch (MessagePack\Exception\UnpackingFailedException $ex) {
    echo get_class($ex), ': ', $ex->getMessage(), "\n";
}
?>
--EXPECTF--
records chain, shared        as unserialize()
records wakeup order         as unserialize()
records enums, __serialize   as unserialize()
records cycle, numeric name  as unserialize()
records empty objects        as unserialize()
records typed, readonly      as unserialize()
records uninitialised        as unserialize()
records dynamic              as unserialize()
records internal             as unserialize()
records references           as unserialize()
records nested 70 classes    as unserialize()
full    chain, shared        as unserialize()
full    wakeup order         as unserialize()
full    enums, __serialize   as unserialize()
full    cycle, numeric name  as unserialize()
full    empty objects        as unserialize()
full    typed, readonly      as unserialize()
full    uninitialised        as unserialize()
full    dynamic              as unserialize()
full    internal             as unserialize()
full    references           as unserialize()
full    nested 70 classes    as unserialize()
S::__unserialize 5
W::__wakeup inner sees S:[]
W::__wakeup outer sees W:null
S::__unserialize 5
92d4724096c0a150a178a4002a0079a40050007aa46e657874010203c040010203c0
9282c0a153c0d4724091a1760582c0a153c04005

Warning: [msgpack] (php_msgpack_unserialize) An object record outside the PHP-only format in %s on line 65
bool(false)
MessagePack\Exception\UnpackingFailedException: An object record outside the PHP-only format
