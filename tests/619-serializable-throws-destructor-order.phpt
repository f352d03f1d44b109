--TEST--
Serializable::unserialize() throwing in msgpack_unpack(): the object it threw for stays in its place, so the destructors of the objects decoded so far run in the order unserialize() of the same graph runs them (the failed object among them, not first), all before the exception reaches the caller; __unserialize() and __wakeup() throwing keep unserialize()'s order too
--EXTENSIONS--
msgpack
session
--INI--
error_reporting=E_ALL & ~E_DEPRECATED
session.use_cookies=0
session.cache_limiter=
session.save_handler=files
--FILE--
<?php
ob_start(); // session_start() below
$log = [];
class D {
    public function __construct(public $id, public $child = null) {}
    public function __destruct() { $GLOBALS['log'][] = "D{$this->id}"; }
}
class S implements Serializable {
    public function __construct(public $id) {}
    public function serialize() { return $this->id; }
    public function unserialize($data) {
        $this->id = $data;
        if (str_starts_with($data, 'boom')) {
            throw new Exception("refused $data");
        }
    }
    public function __destruct() { $GLOBALS['log'][] = "S{$this->id}"; }
}
class U {
    public function __construct(public $id) {}
    public function __serialize(): array { return ['id' => $this->id]; }
    public function __unserialize(array $data): void {
        $this->id = $data['id'];
        if (str_starts_with($this->id, 'boom')) {
            throw new Exception("refused {$this->id}");
        }
    }
    public function __destruct() { $GLOBALS['log'][] = "U{$this->id}"; }
}
class W {
    public function __construct(public $id) {}
    public function __wakeup() {
        if (str_starts_with($this->id, 'boom')) {
            throw new Exception("refused {$this->id}");
        }
    }
    public function __destruct() { $GLOBALS['log'][] = "W{$this->id}"; }
}

function graphs(string $t): array {
    return [
        'list' => fn () => [new D(1), new D(2), new $t('boom'), new D(3)],
        'map' => fn () => ['a' => new D(1), 'b' => new $t('ok'), 'c' => new $t('boom'), 'd' => new $t('boom2')],
        'nested' => fn () => [new D(1, new D(2)), [new D(3), [new $t('boom'), new D(4)]], new D(5)],
        'shared' => function () use ($t) {
            $a = new D(1);
            $b = new D(2);
            return [$a, $b, $a, new $t('boom'), $b];
        },
        'reference' => function () use ($t) {
            $a = new D(1);
            $r = [$a, new $t('boom')];
            return [&$r, $a];
        },
        'root' => fn () => new $t('boom'),
    ];
}

/* The destructors a decode runs, and where the exception came: "!" marks its arrival at the caller. */
function run(callable $decode, string $bytes): string {
    $GLOBALS['log'] = [];
    try {
        $decode($bytes);
        $GLOBALS['log'][] = 'returned';
    } catch (Exception $e) {
        $GLOBALS['log'][] = '! ' . $e->getMessage();
    }
    return implode(' ', $GLOBALS['log']);
}

foreach (['S', 'U', 'W'] as $t) {
    foreach (graphs($t) as $name => $make) {
        $value = $make();
        $serialized = serialize($value);
        $packed = msgpack_pack($value);
        unset($value);
        $ours = run('msgpack_unpack', $packed);
        $php = run('unserialize', $serialized);
        echo str_pad("$t $name:", 14), $ours, $ours === $php ? '' : "  (unserialize(): $php)", "\n";
    }
}

echo "-- the other ways in\n";
$value = [new D(1), new D(2), new S('boom'), new D(3)];
$packed = msgpack_pack($value);
unset($value);
echo run(fn ($b) => (new MessagePack())->unpack($b), $packed), "\n";
echo run(function ($b) {
    $u = new MessagePackUnpacker();
    foreach (str_split($b, 5) as $piece) {
        $u->feed($piece);
        if ($u->execute()) {
            break;
        }
    }
}, $packed), "\n";
ini_set('session.serialize_handler', 'msgpack');
session_start();
$_SESSION = ['x' => [new D(1), new S('boom'), new D(2)], 'y' => new D(3)];
$data = session_encode();
$_SESSION = [];
echo run(fn ($b) => session_decode($b), $data), "\n";
?>
--EXPECTF--
S list:       D1 D2 Sboom ! refused boom
S map:        D1 Sok Sboom ! refused boom
S nested:     D1 D2 D3 Sboom ! refused boom
S shared:     D2 D1 Sboom ! refused boom
S reference:  D1 Sboom ! refused boom
S root:       Sboom ! refused boom
U list:       D1 D2 D3 ! refused boom
U map:        D1 Uok ! refused boom
U nested:     D1 D2 D3 D4 D5 ! refused boom
U shared:     D1 D2 ! refused boom
U reference:  D1 ! refused boom
U root:       ! refused boom
W list:       D1 D2 D3 ! refused boom
W map:        D1 Wok ! refused boom
W nested:     D1 D2 D3 D4 D5 ! refused boom
W shared:     D1 D2 ! refused boom
W reference:  D1 ! refused boom
W root:       ! refused boom
-- the other ways in
D1 D2 Sboom ! refused boom
D1 D2 Sboom ! refused boom

Warning: session_decode(): Failed to decode session object. Session has been destroyed in %s on line %d
D1 Sboom ! refused boom
