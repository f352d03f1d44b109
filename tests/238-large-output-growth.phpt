--TEST--
Large outputs and messages gathered from many pieces grow their buffer by half at least from 2 MB, not a page at a time: a 4 MB output is reallocated a few times past 2 MB, not once every 4 KiB (counted)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--INI--
memory_limit=-1
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\CanBePacked;
use MessagePack\Packer;

// 4,000 strings of 1,000 bytes: about 4 MB. Growing a page (4 KiB) at a time took about 500 reallocations between 2 and 4 MB.
$value = [];
for ($i = 0; $i < 4000; $i++) {
    $value[] = str_pad((string) $i, 1000, '.');
}
$expected = msgpack_pack($value);

final class Raw implements CanBePacked
{
    public function __construct(private string $s) {}
    public function pack(Packer $packer): string { return $packer->packStr($this->s); }
}

$bound = 10;
$check = function (string $name, callable $run) use ($bound, $value, $expected) {
    msgpack_test_counters(true);
    $out = $run();
    $grows = msgpack_test_counters()['large_grows'];
    $same = is_string($out) ? $out === $expected : $out === $value;
    printf("%-34s %s, %s\n", $name, $same ? 'same' : 'DIFFERENT', $grows <= $bound ? 'few reallocations' : "$grows reallocations");
};

$check('msgpack_pack()', fn () => msgpack_pack($value));
$check('MessagePack::pack()', fn () => (new MessagePack())->pack($value));
$check('Packer::pack()', fn () => (new Packer())->pack($value));
// What user code returns is appended as it is: the same growth.
$objects = array_map(fn ($s) => new Raw($s), $value);
$check('Packer::pack(), CanBePacked', fn () => (new Packer())->pack($objects));
$pieces = str_split($expected, 4096);
$check('MessagePackUnpacker::feed()', function () use ($pieces) {
    $u = new MessagePackUnpacker();
    foreach ($pieces as $piece) {
        $u->feed($piece);
        if ($u->execute()) {
            return $u->data();
        }
    }
});
$check('MessagePackUnpacker::execute($str, $offset)', function () use ($pieces) {
    $u = new MessagePackUnpacker();
    $buffer = '';
    $offset = 0;
    foreach ($pieces as $piece) {
        $buffer .= $piece;
        if ($u->execute($buffer, $offset)) {
            return $u->data();
        }
    }
});
// In compact mode the scanner follows the message through the pieces and gathers it for the decoder.
ini_set('msgpack.compact', 'full');
$check('execute($str, $offset), compact mode', function () use ($pieces) {
    $u = new MessagePackUnpacker();
    $buffer = '';
    $offset = 0;
    foreach ($pieces as $piece) {
        $buffer .= $piece;
        if ($u->execute($buffer, $offset)) {
            return $u->data();
        }
    }
});
ini_restore('msgpack.compact');
$check('BufferUnpacker::append()', function () use ($pieces) {
    $u = new BufferUnpacker();
    foreach ($pieces as $piece) {
        $u->append($piece);
        if ($r = $u->tryUnpack()) {
            return $r[0];
        }
    }
});
?>
--EXPECT--
msgpack_pack()                     same, few reallocations
MessagePack::pack()                same, few reallocations
Packer::pack()                     same, few reallocations
Packer::pack(), CanBePacked        same, few reallocations
MessagePackUnpacker::feed()        same, few reallocations
MessagePackUnpacker::execute($str, $offset) same, few reallocations
execute($str, $offset), compact mode same, few reallocations
BufferUnpacker::append()           same, few reallocations
