--TEST--
MessagePackUnpacker: after execute($str, $offset) decodes a message read in place in its string (nothing buffered), every next call finds the unpacker as it left it: fed bytes whole and in pieces, a value data() did not take, reset(), setOption(), a direct cut, an error
--FILE--
<?php
function show(string $what, $v): void
{
    echo $what, ': ', json_encode($v), "\n";
}
$a = msgpack_pack(['a' => 1]);
$b = msgpack_pack(['b' => [1, 2]]);

// nothing fed after it: execute() has nothing, data() gives the direct value once
$u = new MessagePackUnpacker();
$off = 0;
show('direct', $u->execute($a, $off));
show('offset', $off);
show('fed, none', $u->execute());
show('data', $u->data());
show('data again', $u->data());

// the direct value not taken: a fed message finished next replaces it
$u = new MessagePackUnpacker();
$off = 0;
$u->execute($a . $b, $off);
$u->feed($b);
show('fed', $u->execute());
show('data', $u->data());
show('direct on', $u->execute($a . $b, $off));
show('data', $u->data());

// a fed message in two pieces, then several at once
$u = new MessagePackUnpacker();
$off = 0;
$u->execute($b, $off);
$u->data();
$u->feed(substr($b, 0, 3));
show('half', $u->execute());
$u->feed(substr($b, 3) . $a . $a);
$n = 0;
while ($u->execute()) {
    $n++;
    $u->data();
}
show('messages', $n);

// reset() and setOption() between them
$u = new MessagePackUnpacker();
$off = 0;
$u->execute($a, $off);
$u->reset();
show('after reset', $u->data());
$off = 0;
$u->execute($a, $off);
$u->setOption(MessagePack::OPT_PHPONLY, false);
$u->feed(msgpack_pack([1 => 'x']));
show('option', [$u->execute(), $u->data()]);

// a direct cut next, then its rest
$u = new MessagePackUnpacker();
$s = $a . substr($b, 0, 4);
$off = 0;
show('first', [$u->execute($s, $off), $u->data(), $off]);
show('cut', [$u->execute($s, $off), $off]);
$s = substr($s, $off) . substr($b, 4);
$off = 0;
show('rest', [$u->execute($s, $off), $u->data(), $off === strlen($s)]);

// a fed message decoded with another still buffered, then a direct call: the buffered one comes first
$u = new MessagePackUnpacker();
$u->feed($a . $b);
show('fed first', [$u->execute(), $u->data()]);
$off = 0;
show('direct after', [$u->execute($a, $off), $u->data(), $off]);
show('direct next', [$u->execute($a, $off), $u->data(), $off]);
$off = 0;
show('direct again', [$u->execute($b, $off), $u->data(), $off]);

// malformed fed bytes after it: the error, then every call fails until reset()
$u = new MessagePackUnpacker();
$off = 0;
$u->execute($a, $off);
$u->feed("\xc1");
show('error', [$u->execute(), msgpack_last_error() === MSGPACK_ERROR_PARSE, $u->data()]);
$off = 0;
show('still', $u->execute($a, $off));
$u->reset();
$off = 0;
show('after reset', [$u->execute($a, $off), $u->data()]);
?>
--EXPECT--
direct: true
offset: 4
fed, none: false
data: {"a":1}
data again: false
fed: true
data: {"b":[1,2]}
direct on: true
data: {"b":[1,2]}
half: false
messages: 3
after reset: false
option: [true,{"1":"x"}]
first: [true,{"a":1},4]
cut: [false,8]
rest: [true,{"b":[1,2]},true]
fed first: [true,{"a":1}]
direct after: [true,{"a":1},4]
direct next: [false,false,4]
direct again: [true,{"b":[1,2]},6]
error: [false,true,{"a":1}]
still: false
after reset: [true,{"a":1}]
