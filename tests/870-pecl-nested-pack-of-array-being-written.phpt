--TEST--
msgpack.php_only=0: msgpack_pack() of an array that an enclosing encode is writing (from an __serialize() or __sleep() inside it) writes that array and cuts only its occurrences below, as PECL does (the whole value was nil)
--INI--
msgpack.php_only=0
--FILE--
<?php
class FromSerialize
{
    public function __serialize(): array
    {
        $GLOBALS['seen'][] = bin2hex(msgpack_pack($GLOBALS['data']['list']));
        $GLOBALS['seen'][] = bin2hex((new MessagePack())->pack($GLOBALS['data']));
        return [1];
    }
}
class FromSleep
{
    public $p = 1;
    public function __sleep()
    {
        $GLOBALS['seen'][] = bin2hex(msgpack_pack($GLOBALS['data']['list']));
        return ['p'];
    }
}

foreach ([new FromSerialize(), new FromSleep()] as $o) {
    $GLOBALS['seen'] = [];
    $data = ['list' => [7, [8, $o]]];
    $GLOBALS['data'] = $data;
    msgpack_pack($GLOBALS['data']);
    echo get_class($o), ': ', implode(' ', $GLOBALS['seen']), "\n";
}
// outside an encode, the same calls write the whole value
$data = ['list' => [7, [8, 9]]];
echo 'outside: ', bin2hex(msgpack_pack($data['list'])), ' ', bin2hex(msgpack_pack($data)), "\n";
// an array that contains itself is still cut where it repeats
$a = [1];
$a[] = &$a;
echo 'self: ', bin2hex(msgpack_pack($a)), "\n";
?>
--EXPECT--
FromSerialize: 9207c0 81a46c697374c0
FromSleep: 9207c0
outside: 9207920809 81a46c6973749207920809
self: 92019201c0
