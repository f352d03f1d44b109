--TEST--
MessagePackUnpacker::execute($str, &$offset): a Fiber suspended in user code while the string is read in place (the unpacker refuses other calls, then reads on when resumed), and one dropped while suspended (the unpacker reads new strings afterwards)
--EXTENSIONS--
msgpack
--FILE--
<?php
spl_autoload_register(function ($c) {
    if ($c === 'Later') {
        Fiber::suspend('in autoload');
        eval('class Later { public $k; }');
    }
});
$u = new MessagePackUnpacker();
$m = msgpack_pack([1, 2]) . "\x92\xa4head\x82\xc0\xa5Later\xa1k\x07" . msgpack_pack('tail');
$f = new Fiber(function () use ($u, $m) {
    $off = 0;
    $got = [];
    while ($u->execute($m, $off)) {
        $got[] = $u->data();
    }
    return [$got, $off];
});
var_dump($f->start());
try { $o = 0; $u->execute("\x01", $o); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$f->resume();
[$got, $off] = $f->getReturn();
echo json_encode($got), ' ', $off === strlen($m) ? 'all read' : "stopped at $off", "\n";
// a Fiber suspended while the string is lent, then dropped: the unpacker reads on afterwards
spl_autoload_register(function ($c) { if ($c === 'Never') { Fiber::suspend('never'); } }, true, true);
$u2 = new MessagePackUnpacker();
$f2 = new Fiber(function () use ($u2) { $s = "\x81\xc0\xa5Never"; $o = 0; $u2->execute($s, $o); echo "resumed\n"; });
var_dump($f2->start());
unset($f2);
gc_collect_cycles();
$o = 0;
var_dump($u2->execute(msgpack_pack(['after' => 1]), $o), $u2->data());
?>
--EXPECT--
string(11) "in autoload"
Error: Cannot modify a MessagePackUnpacker while it is decoding
[[1,2],["head",{"k":7}],"tail"] all read
string(5) "never"
bool(true)
array(1) {
  ["after"]=>
  int(1)
}
