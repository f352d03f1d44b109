--TEST--
MessagePackUnpacker: the objects waiting for __wakeup() in a message suspended between pieces are released once, without their methods or destructors, when the message is dropped before it completes (reset(), the constructor called again, data() dropping a message begun after the value it hands out, the unpacker freed), fed or direct; the next message decodes as usual
--EXTENSIONS--
msgpack
--FILE--
<?php
// S records a weak reference to each object it makes (Serializable::unserialize() runs as soon as it is complete): once
// the suspended message is dropped, nothing may hold them any more
class S implements Serializable {
    public static array $made = [];
    public $v;
    function __construct($v = null) { $this->v = $v; }
    function serialize() { return serialize($this->v); }
    function unserialize($s) { $this->v = unserialize($s); self::$made[] = WeakReference::create($this); }
    function __destruct() { echo "  ~S({$this->v})\n"; }
}
class W {
    public $s; public $d;
    function __construct($s = null, $d = null) { $this->s = $s; $this->d = $d; }
    function __wakeup() { echo "  W::__wakeup\n"; }
    function __destruct() { echo "  ~W\n"; }
}
class D {
    public $n;
    function __construct($n = null) { $this->n = $n; }
    function __destruct() { echo "  ~D({$this->n})\n"; }
}
ob_start();
$v = [new W(new S('a'), new D('a')), ['k' => new D('r'), 'j' => 1], 'tail'];
$mp = msgpack_pack($v);
$v = null;
$good = msgpack_pack(new W(null, new D('ok')));
ob_end_clean();
// cut before the last element (every byte before it consumed, none left over after the message goes): W is complete
// and queued, and so is the value the map's repeated key replaced
$mp = str_replace("\xa1j", "\xa1k", $mp);
$cut = strlen($mp) - strlen("\xa4tail");

function alive(): int {
    $n = count(array_filter(S::$made, fn ($r) => $r->get() !== null));
    S::$made = [];
    return $n;
}
function suspended(string $how, string $mp, int $cut): MessagePackUnpacker {
    $u = new MessagePackUnpacker(true);
    if ($how === 'fed') {
        $u->feed(substr($mp, 0, $cut));
        var_dump($u->execute());
    } elseif ($how === '1-byte feeds') {
        foreach (str_split(substr($mp, 0, $cut)) as $b) {
            $u->feed($b);
            if ($u->execute()) {
                echo "  value\n";
            }
        }
    } else {
        $off = 0;
        var_dump($u->execute(substr($mp, 0, $cut), $off));
    }
    echo "  made ", count(S::$made), "\n";
    return $u;
}
function next_message(MessagePackUnpacker $u, string $good): void {
    $u->feed($good);
    var_dump($u->execute());
    $u->data();
}
foreach (['fed', '1-byte feeds', 'direct'] as $how) {
    echo "$how, reset():\n";
    $u = suspended($how, $mp, $cut);
    $u->reset();
    echo "  alive ", alive(), "\n";
    next_message($u, $good);

    echo "$how, __construct() again:\n";
    $u = suspended($how, $mp, $cut);
    $u->__construct(true);
    echo "  alive ", alive(), "\n";
    next_message($u, $good);

    echo "$how, freed:\n";
    $u = suspended($how, $mp, $cut);
    $u = null;
    echo "  alive ", alive(), "\n";
}
echo "data() after a message begun:\n";
$u = new MessagePackUnpacker(true);
$u->feed($good . substr($mp, 0, $cut));
var_dump($u->execute(), $u->execute());
echo "  made ", count(S::$made), "\n";
$u->data();
echo "  alive ", alive(), "\n";
next_message($u, $good);
echo "done\n";
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
fed, reset():
bool(false)
  made 1
  alive 0
  W::__wakeup
bool(true)
  ~W
  ~D(ok)
fed, __construct() again:
bool(false)
  made 1
  alive 0
  W::__wakeup
bool(true)
  ~W
  ~D(ok)
fed, freed:
bool(false)
  made 1
  alive 0
1-byte feeds, reset():
  made 1
  alive 0
  W::__wakeup
bool(true)
  ~W
  ~D(ok)
1-byte feeds, __construct() again:
  made 1
  alive 0
  W::__wakeup
bool(true)
  ~W
  ~D(ok)
1-byte feeds, freed:
  made 1
  alive 0
direct, reset():
bool(false)
  made 1
  alive 0
  W::__wakeup
bool(true)
  ~W
  ~D(ok)
direct, __construct() again:
bool(false)
  made 1
  alive 0
  W::__wakeup
bool(true)
  ~W
  ~D(ok)
direct, freed:
bool(false)
  made 1
  alive 0
data() after a message begun:
  W::__wakeup
bool(true)
bool(false)
  made 1
  ~W
  ~D(ok)
  alive 0
  W::__wakeup
bool(true)
  ~W
  ~D(ok)
done
