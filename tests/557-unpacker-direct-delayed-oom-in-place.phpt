--TEST--
MessagePackUnpacker::execute($str, $offset): memory_limit reached in user code while a message is read in place in the string past $offset 0, on an engine that delays the error to the next opcode (PHP 8.2.36, 8.4.27) and unwinds the call with an exit after it: the call stops there without reading the unpacker's own buffer at the string's positions (it read out of bounds and crashed), and a shutdown function reads direct and fed messages with the same unpacker
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the engine\'s allocator (memory_limit)');
?>
--FILE--
<?php
class Grow
{
    public $k;
    public function __wakeup()
    {
        $x = [];
        for ($i = 0; $i < 10000000; $i++) {
            $x[] = str_repeat('z', 100);
        }
    }
}
$u = new MessagePackUnpacker();
register_shutdown_function(function () use ($u) {
    ini_set('memory_limit', '-1');
    echo "shutdown\n";
    $s = 'xyz' . msgpack_pack(['after' => 1]) . msgpack_pack([2]);
    $off = 3;
    echo json_encode([$u->execute($s, $off), $off, $u->data()]), "\n";
    echo json_encode([$u->execute($s, $off), $off === strlen($s), $u->data()]), "\n";
    $u->feed(msgpack_pack(['fed' => 3]));
    echo json_encode([$u->execute(), $u->data(), $u->execute()]), "\n";
});
$g = new Grow();
$g->k = 1;
$s = str_repeat('-', 1000) . msgpack_pack([str_repeat('p', 40), $g, 'tail']) . msgpack_pack('next');
$off = 1000;
ini_set('memory_limit', (string) (memory_get_usage(true) + 4 * 1024 * 1024));
$u->execute($s, $off);
echo "not reached\n";
?>
--EXPECTF--
Fatal error: Allowed memory size of %d bytes exhausted %s in %s on line %d
shutdown
[true,11,{"after":1}]
[true,true,[2]]
[true,{"fed":3},false]
