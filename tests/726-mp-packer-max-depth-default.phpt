--TEST--
MessagePack\Packer::pack(): default msgpack.max_depth 4096 (decision 5): 4096 nested arrays pack, 4097 and a self-referencing array throw
--FILE--
<?php
// NOTE: decision 5; the pure-PHP library has no limit (and runs out of memory on a self-referencing array).
use MessagePack\Exception\PackingFailedException;
use MessagePack\Packer;

var_dump(ini_get('msgpack.max_depth'));
$deep = 1;
for ($i = 0; $i < 4096; $i++) {
    $deep = [$deep];
}
$p = new Packer();
$packed = $p->pack($deep);
var_dump(strlen($packed), $packed === str_repeat("\x91", 4096) . "\x01");
foreach ([[$deep], ['k' => $deep]] as $v) {
    try {
        $p->pack($v);
        echo "packed?!\n";
    } catch (PackingFailedException $e) {
        echo $e->getMessage(), "\n";
    }
}
$a = ['self' => 1];
$a['self'] = &$a;
try {
    $p->pack($a);
} catch (PackingFailedException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
string(4) "4096"
int(4097)
bool(true)
Maximum nesting depth of 4096 exceeded
Maximum nesting depth of 4096 exceeded
Maximum nesting depth of 4096 exceeded
