--TEST--
Serializable::unserialize() methods that call unserialize() on payloads written by serialize() in Serializable::serialize(): each payload's back-references count from its own values, as the encoder (and PECL's) wrote them, past the fourth such payload too; their __wakeup() calls still run in unserialize()'s order
--EXTENSIONS--
msgpack
--INI--
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
class O {
    public $n;
    public function __construct($n) { $this->n = $n; }
    public function __wakeup() { echo "wakeup {$this->n}\n"; }
}
class C implements Serializable {
    public $p;
    public function __construct($p = null) { $this->p = $p; }
    public function serialize() { return serialize($this->p); }
    public function unserialize($s) { $this->p = unserialize($s); }
}
function check(array $r) {
    foreach ($r as $i => $c) {
        $ok = $c->p[0] instanceof O && $c->p[0]->n === $i && $c->p[0] === $c->p[1];
        echo $i, ': ', $ok ? 'ok' : 'WRONG ' . json_encode($c->p), "\n";
    }
}
$v = [];
for ($i = 0; $i < 6; $i++) {
    $o = new O($i);
    $v[] = new C([$o, $o]);
}
echo "-- unserialize()\n";
check(unserialize(serialize($v)));
echo "-- msgpack_unpack()\n";
check(msgpack_unpack(msgpack_pack($v)));
echo "-- written by PECL msgpack 3.0.0\n";
check(msgpack_unpack(hex2bin('9282c003a143d92a613a323a7b693a303b4f3a313a224f223a313a7b733a313a226e223b693a303b7d693a313b723a323b7d82c003a143d92a613a323a7b693a303b4f3a313a224f223a313a7b733a313a226e223b693a313b7d693a313b723a323b7d')));
?>
--EXPECT--
-- unserialize()
wakeup 0
wakeup 1
wakeup 2
wakeup 3
wakeup 4
wakeup 5
0: ok
1: ok
2: ok
3: ok
4: ok
5: ok
-- msgpack_unpack()
wakeup 4
wakeup 5
wakeup 0
wakeup 1
wakeup 2
wakeup 3
0: ok
1: ok
2: ok
3: ok
4: ok
5: ok
-- written by PECL msgpack 3.0.0
wakeup 0
wakeup 1
0: ok
1: ok
