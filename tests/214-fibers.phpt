--TEST--
Fibers: pack and unpack through every API inside a Fiber and a nested Fiber; the C-stack guard measures the running Fiber's stack, accepts data that fits and stops data that does not without crashing
--EXTENSIONS--
msgpack
--FILE--
<?php
function everything(string $where): void
{
    $value = ['a' => [1, 2], 'b' => str_repeat('x', 40), 'c' => new MessagePack\Type\Bin("\x00")];
    $packed = msgpack_pack(['a' => [1, 2]]);
    echo "$where msgpack_pack/unpack: ", bin2hex($packed), ' ', json_encode(msgpack_unpack($packed)), "\n";
    $p = (new MessagePack\Packer())->pack($value);
    echo "$where Packer/BufferUnpacker: ", strlen($p), ' ', json_encode((new MessagePack\BufferUnpacker($p))->unpack()['a']), "\n";
    $m = new MessagePack(false);
    echo "$where MessagePack: ", json_encode($m->unpack($m->pack([1, [2]]))), "\n";
    $u = new MessagePackUnpacker(false);
    $u->feed("\x92\x01");
    $u->feed("\x02");
    echo "$where MessagePackUnpacker: ", var_export($u->execute(), true), ' ', json_encode($u->data()), "\n";
    // nesting that fits the default Fiber stack
    $deep = str_repeat("\x91", 2000) . "\x01";
    $r = msgpack_unpack($deep);
    echo "$where 2000 levels: ", $r === false ? 'refused' : 'decoded', ', packed again: ', strlen(msgpack_pack($r)), " bytes\n";
}

everything('main');
$outer = new Fiber(function () {
    everything('fiber');
    $inner = new Fiber(function () {
        everything('nested fiber');
        Fiber::suspend();
        everything('nested fiber, resumed');
    });
    $inner->start();
    Fiber::suspend();
    $inner->resume();
});
$outer->start();
everything('main, between');
$outer->resume();

// A small Fiber stack: deep input either fits or is refused with a warning; the process survives either way.
ini_set('fiber.stack_size', '128K');
$small = new Fiber(function () {
    foreach ([100, 4000] as $levels) {
        $r = @msgpack_unpack(str_repeat("\x91", $levels) . "\x01");
        $e = error_get_last();
        echo "small stack, $levels levels: ", $r !== false ? 'decoded' : ($e ? 'refused: ' . $e['message'] : 'refused'), "\n";
        error_clear_last();
        try {
            $nested = [];
            for ($i = 0; $i < $levels; $i++) {
                $nested = [$nested];
            }
            $p = (new MessagePack\Packer())->pack($nested);
            echo "small stack, $levels levels packed: ", strlen($p), " bytes\n";
        } catch (MessagePack\Exception\PackingFailedException $e) {
            echo "small stack, $levels levels packed: refused: ", $e->getMessage(), "\n";
            unset($e); // its trace holds the argument
        }
        // The engine frees nested arrays recursively: a debug PHP's frames need more than 128K for 4000 levels.
        while (is_array($nested) && $nested) {
            $nested = $nested[0];
        }
    }
});
$small->start();

// A finished Fiber's context may be freed and its address reused by the next Fiber, whose stack is another one: the
// guard must not keep the first Fiber's bounds (a 8M stack's, here, for a 128K one).
ini_set('fiber.stack_size', '8M');
$big = new Fiber(fn () => msgpack_unpack("\x91\x01"));
$big->start();
unset($big);
ini_set('fiber.stack_size', '128K');
foreach ([4000, 100] as $levels) {
    (new Fiber(function () use ($levels) {
        $r = @msgpack_unpack(str_repeat("\x91", $levels) . "\x01");
        echo "after an 8M Fiber, 128K stack, $levels levels: ", $r === false ? 'refused' : 'decoded', "\n";
    }))->start();
}
?>
--EXPECTF--
main msgpack_pack/unpack: 81a161920102 {"a":[1,2]}
main Packer/BufferUnpacker: 55 [1,2]
main MessagePack: [1,[2]]
main MessagePackUnpacker: true [1,2]
main 2000 levels: decoded, packed again: 2001 bytes
fiber msgpack_pack/unpack: 81a161920102 {"a":[1,2]}
fiber Packer/BufferUnpacker: 55 [1,2]
fiber MessagePack: [1,[2]]
fiber MessagePackUnpacker: true [1,2]
fiber 2000 levels: decoded, packed again: 2001 bytes
nested fiber msgpack_pack/unpack: 81a161920102 {"a":[1,2]}
nested fiber Packer/BufferUnpacker: 55 [1,2]
nested fiber MessagePack: [1,[2]]
nested fiber MessagePackUnpacker: true [1,2]
nested fiber 2000 levels: decoded, packed again: 2001 bytes
main, between msgpack_pack/unpack: 81a161920102 {"a":[1,2]}
main, between Packer/BufferUnpacker: 55 [1,2]
main, between MessagePack: [1,[2]]
main, between MessagePackUnpacker: true [1,2]
main, between 2000 levels: decoded, packed again: 2001 bytes
nested fiber, resumed msgpack_pack/unpack: 81a161920102 {"a":[1,2]}
nested fiber, resumed Packer/BufferUnpacker: 55 [1,2]
nested fiber, resumed MessagePack: [1,[2]]
nested fiber, resumed MessagePackUnpacker: true [1,2]
nested fiber, resumed 2000 levels: decoded, packed again: 2001 bytes
small stack, 100 levels: decoded
small stack, 100 levels packed: 101 bytes
small stack, 4000 levels: %s
small stack, 4000 levels packed: %s
after an 8M Fiber, 128K stack, 4000 levels: refused
after an 8M Fiber, 128K stack, 100 levels: decoded
