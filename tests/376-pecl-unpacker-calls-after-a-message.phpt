--TEST--
MessagePackUnpacker: after an execute() that decoded a message, whatever changes the stream or the object before the next execute() is seen by it (a piece fed then, lent or appended, reset(), direct mode, the constructor or destructor again, setOption(), a malformed byte), with or without data() and the execute() that returns false in between
--EXTENSIONS--
msgpack
--FILE--
<?php
$small = msgpack_pack(['id' => 1, 'ok' => true]);
// 128 bytes or more: fed to an idle unpacker, the piece is read where it is (lent) instead of appended
$big = msgpack_pack(['id' => 2, 'text' => str_repeat('x', 200)]);
$next = msgpack_pack(['id' => 3, 'list' => [1, 2, 3]]);

function show($u, string $label): void
{
    $r = [];
    for ($i = 0; $i < 4 && ($ok = $u->execute()); $i++) {
        $v = $u->data();
        $r[] = is_array($v) ? 'array ' . $v['id'] : get_class($v) . ' ' . $v->id;
    }
    printf("%s: %s%s\n", $label, $r ? implode(', ', $r) : '-', msgpack_last_error() ? ' (' . msgpack_last_error_msg() . ')' : '');
}

// Each case: one message decoded (data() taken or not), then the calls under test, then what execute() reads.
$cases = [
    'a lent piece fed at once' => function ($u) use ($big) { $u->feed($big); },
    'an appended piece fed at once' => function ($u) use ($next) { $u->feed($next); },
    'the rest of a message begun' => function ($u) use ($big) { $u->feed(substr($big, 0, 50)); $u->feed(substr($big, 50)); },
    'reset() then a piece' => function ($u) use ($next) { $u->reset(); $u->feed($next); },
    'direct mode, then a piece' => function ($u) use ($big, $next) {
        $offset = 0;
        var_dump($u->execute($big, $offset), $offset, $u->data()['id']);
        $u->feed($next);
    },
    'direct mode cut short, then a piece' => function ($u) use ($big, $next) {
        $offset = 0;
        var_dump($u->execute(substr($big, 0, 50), $offset), $offset);
        $u->feed($next);
    },
    'the constructor again, then a piece' => function ($u) use ($big) { $u->__construct(); $u->feed($big); },
    'the destructor, then a piece' => function ($u) use ($big) { $u->__destruct(); $u->feed($big); },
    'setOption(OPT_ASSOC, false)' => function ($u) use ($next) { $u->setOption(MessagePack::OPT_ASSOC, false); $u->feed($next); },
    'a malformed byte' => function ($u) use ($next) { $u->feed("\xc1" . $next); },
];
foreach ($cases as $label => $calls) {
    foreach (['data()' => true, 'no data()' => false] as $how => $take) {
        $u = new MessagePackUnpacker();
        $u->feed($small);
        $u->execute();
        if ($take) {
            $u->data();
        }
        $calls($u);
        show($u, "$label, $how");
    }
}

// A message that ended exactly where the buffer did, and the piece after it lent, with more messages behind it.
$u = new MessagePackUnpacker();
$u->feed($small . $next);
var_dump($u->execute(), $u->data()['id'], $u->execute(), $u->data()['id']);
$u->feed($big . $next);
show($u, 'lent after the buffer ran out');
?>
--EXPECT--
a lent piece fed at once, data(): array 2
a lent piece fed at once, no data(): array 2
an appended piece fed at once, data(): array 3
an appended piece fed at once, no data(): array 3
the rest of a message begun, data(): array 2
the rest of a message begun, no data(): array 2
reset() then a piece, data(): array 3
reset() then a piece, no data(): array 3
bool(true)
int(212)
int(2)
direct mode, then a piece, data(): array 3
bool(true)
int(212)
int(2)
direct mode, then a piece, no data(): array 3
bool(false)
int(12)
direct mode cut short, then a piece, data(): -
bool(false)
int(12)
direct mode cut short, then a piece, no data(): -
the constructor again, then a piece, data(): array 2
the constructor again, then a piece, no data(): array 2
the destructor, then a piece, data(): array 2
the destructor, then a piece, no data(): array 2
setOption(OPT_ASSOC, false), data(): stdClass 3
setOption(OPT_ASSOC, false), no data(): stdClass 3
a malformed byte, data(): - (Parse error at offset 0)
a malformed byte, no data(): - (Parse error at offset 0)
bool(true)
int(1)
bool(true)
int(3)
lent after the buffer ran out: array 2, array 3
