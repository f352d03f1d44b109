--TEST--
msgpack: MessagePack\Type\Bin is final, has a public $data and packs as bin8/bin16/bin32
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Type\Bin;

$rc = new ReflectionClass(Bin::class);
var_dump($rc->isFinal());
var_dump(array_map(fn ($p) => $p->getName() . ($p->isPublic() ? ' public' : ''), $rc->getProperties()));
$ctor = $rc->getConstructor();
echo $ctor->getNumberOfRequiredParameters(), ' ', $ctor->getParameters()[0]->getName(), "\n";

$b = new Bin("\x00\xffabc");
var_dump($b->data === "\x00\xffabc");
echo bin2hex(msgpack_pack($b)), "\n";
$b->data = 'xy';
echo bin2hex(msgpack_pack($b)), "\n";

foreach ([0, 1, 31, 32, 255, 256, 65535, 65536] as $len) {
    $data = str_repeat("\xa5", $len);
    $packed = msgpack_pack(new Bin($data));
    $back = msgpack_unpack($packed);
    printf("%d: header %s, decodes to %s\n", $len, bin2hex(substr($packed, 0, strlen($packed) - $len)),
        $back === $data ? 'the same string' : 'SOMETHING ELSE');
}

// independent of the string settings and of php_only
ini_set('msgpack.use_str8_serialization', '0');
ini_set('msgpack.php_only', '0');
echo bin2hex(substr(msgpack_pack(new Bin(str_repeat('z', 40))), 0, 2)), "\n";
ini_restore('msgpack.use_str8_serialization');
ini_restore('msgpack.php_only');

// inside containers
echo bin2hex(msgpack_pack([new Bin('a'), 'a'])), "\n";
echo bin2hex(msgpack_pack(['k' => new Bin('')])), "\n";

// constructor argument checks (coercive typing mode)
var_dump((new Bin(123))->data);
try {
    new Bin([]);
} catch (TypeError $e) {
    echo get_class($e), "\n";
}
try {
    new Bin();
} catch (ArgumentCountError $e) {
    echo get_class($e), "\n";
}
?>
--EXPECT--
bool(true)
array(1) {
  [0]=>
  string(11) "data public"
}
1 data
bool(true)
c40500ff616263
c4027879
0: header c400, decodes to the same string
1: header c401, decodes to the same string
31: header c41f, decodes to the same string
32: header c420, decodes to the same string
255: header c4ff, decodes to the same string
256: header c50100, decodes to the same string
65535: header c5ffff, decodes to the same string
65536: header c600010000, decodes to the same string
c428
92c40161a161
81a16bc400
string(3) "123"
TypeError
ArgumentCountError
