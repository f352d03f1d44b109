--TEST--
MessagePackUnpacker: a message fed in 1 KiB chunks is decoded once, when complete (an autoloader at its start runs once, not once per chunk)
--EXTENSIONS--
msgpack
--FILE--
<?php
// The first value of the message is an object of a class that does not exist: every decode attempt of the message
// asks the autoloader for it. Decoding it again from the start on every chunk would call the autoloader ~800 times.
$calls = 0;
spl_autoload_register(function (string $class) use (&$calls) {
    if ($class === 'NotDeclaredAnywhere') {
        $calls++;
    }
});
$head = msgpack_pack(['x' => 1]);
// PECL's PHP-only object form: a map whose first pair is nil => class name
$object = "\x82\xc0\xb3NotDeclaredAnywhere\xa1x\x01";
$rows = msgpack_pack(array_fill(0, 20000, ['id' => 12345, 'name' => str_repeat('n', 20), 'list' => [1, 2, 3]]));
$msg = "\x92" . $object . $rows;
$chunks = str_split($msg, 1024);
echo count($chunks), " chunks\n";

$u = new MessagePackUnpacker();
$done = 0;
foreach ($chunks as $c) {
    $u->feed($c);
    $done += $u->execute();
}
$data = $u->data();
printf("buffered: %d done, autoloader calls %d, %s, %d rows\n", $done, $calls, get_class($data[0]), count($data[1]));

$calls = 0;
$u = new MessagePackUnpacker();
$buffer = '';
$offset = 0;
$done = 0;
foreach ($chunks as $c) {
    $buffer .= $c;
    $done += $u->execute($buffer, $offset);
}
$data = $u->data();
printf("direct: %d done, autoloader calls %d, %s, %d rows\n", $done, $calls, get_class($data[0]), count($data[1]));
?>
--EXPECT--
821 chunks
buffered: 1 done, autoloader calls 1, __PHP_Incomplete_Class, 20000 rows
direct: 1 done, autoloader calls 1, __PHP_Incomplete_Class, 20000 rows
