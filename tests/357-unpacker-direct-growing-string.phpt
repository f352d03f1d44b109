--TEST--
MessagePackUnpacker::execute($str, $offset) over a string that grows by uneven steps and is passed twice at each length: the messages and offsets of a one-shot decode (a list, an object read once whole, a root string), as PECL gives them
--EXTENSIONS--
msgpack
--FILE--
<?php
// a list of maps, then a long string; read through direct mode with the string growing by uneven steps,
// calling again with no growth in between: every step against a one-shot decode
class Point { public $x = 0; public $y = 0; public $label = ''; }
$p = new Point;
$p->x = 3;
$p->label = str_repeat('p', 50);
$docs = [
    'list' => msgpack_pack([['id' => 1, 'name' => str_repeat('a', 20)], ['id' => 2, 'name' => str_repeat('b', 30)],
        str_repeat('z', 300), [1.5, true, null, "\u{e9}"]]),
    // an object is decoded once all of it is there; a root string once it is whole
    'object' => msgpack_pack($p),
    'string' => msgpack_pack(str_repeat('s', 200)),
];
$next = msgpack_pack(['after' => 1]);
$bad = 0;
$runs = 0;
foreach ($docs as $doc)
foreach ([[3, 7], [5, 11], [2, 40], [17, 1], [64, 3]] as [$first, $step]) {
    $all = $doc . $next;
    $u = new MessagePackUnpacker();
    $buf = 'xx';
    $off = 2;
    $got = [];
    $len = $first;
    for (;;) {
        $len = min($len, strlen($all));
        $buf = 'xx' . substr($all, 0, $len);
        // twice with the same string: the second call has nothing new
        for ($i = 0; $i < 2; $i++) {
            while ($u->execute($buf, $off)) {
                $got[] = [$u->data(), $off];
            }
        }
        if ($len === strlen($all)) {
            break;
        }
        $len += $step;
        $step = $step * 2 % 13 + 1;
    }
    $runs++;
    if ($got != [[msgpack_unpack($doc), 2 + strlen($doc)], [['after' => 1], 2 + strlen($all)]]) {
        $bad++;
        echo "differs from first=$first step=$step\n";
        var_dump($got);
    }
}
echo "$runs runs, $bad wrong\n";
?>
--EXPECT--
15 runs, 0 wrong
