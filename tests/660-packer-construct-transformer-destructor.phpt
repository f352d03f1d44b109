--TEST--
MessagePack\Packer::__construct(): a dropped transformer's destructor that constructs the Packer again keeps its transformers (no leak)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\CanPack;
use MessagePack\Packer;

class Tagger implements CanPack {
    public ?Packer $packer = null;
    public function __construct(public string $tag) {}
    public function pack(Packer $packer, $value): ?string {
        return $value instanceof stdClass ? $packer->packStr($this->tag) : null;
    }
    public function __destruct() {
        if ($this->packer) {
            echo "destructor of {$this->tag}\n";
            $packer = $this->packer;
            $this->packer = null;
            $packer->__construct(0, [new Tagger('inner')]);
        }
    }
}

$t = new Tagger('first');
$p = new Packer(0, [$t]);
$t->packer = $p;
unset($t);
$p->__construct(0, [new Tagger('outer')]);
var_dump(bin2hex($p->pack(new stdClass)));
unset($p);
echo "done\n";
?>
--EXPECT--
destructor of first
string(12) "a5696e6e6572"
done
