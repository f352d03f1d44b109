--TEST--
msgpack: a NAN or INF map key becomes a string key as PHP converts the float on this version (PHP 8.5+ warns about NAN as `(string) NAN` does), in msgpack_unpack() with either php_only and in MessagePackUnpacker; an error handler that throws on PHP's warning stops the decode
--EXTENSIONS--
msgpack
--FILE--
<?php
$messages = [];
function collect(callable $fn): mixed
{
    global $messages;
    $messages = [];
    set_error_handler(function (int $no, string $msg) {
        global $messages;
        $messages[] = $msg;
        return true;
    });
    try {
        return $fn();
    } finally {
        restore_error_handler();
    }
}

const ILLEGAL = '[msgpack] (msgpack_unserialize_map_item) illegal key type';
$keys = ['NAN' => NAN, 'INF' => INF, '-INF' => -INF, '1e20' => 1e20, '-0.0' => -0.0];
foreach ($keys as $name => $key) {
    $bytes = "\x82" . "\xcb" . pack('E', $key) . "\x01" . "\xa1a" . "\x02";
    // what PHP itself makes of the float as a string key, and what it reports doing so
    $string = collect(fn() => (string) $key);
    $php = $messages;
    $want = [$string => 1, 'a' => 2];
    foreach (['msgpack_unpack, php_only=1' => '1', 'msgpack_unpack, php_only=0' => '0'] as $how => $php_only) {
        ini_set('msgpack.php_only', $php_only);
        $got = collect(fn() => msgpack_unpack($bytes));
        $ok = $got === $want && $messages === array_merge([ILLEGAL], $php);
        echo $ok ? 'ok   ' : 'FAIL ', "$name, $how", $ok ? '' : ': ' . var_export($got, true) . ' ' . json_encode($messages), "\n";
    }
    $u = new MessagePackUnpacker(false);
    $got = collect(function () use ($u, $bytes) {
        $u->feed($bytes);
        return $u->execute() ? $u->data() : 'not done';
    });
    // MessagePackUnpacker does not warn about illegal keys (PECL's neither); PHP's own warning remains
    $ok = $got === $want && $messages === $php;
    echo $ok ? 'ok   ' : 'FAIL ', "$name, MessagePackUnpacker", $ok ? '' : ': ' . var_export($got, true) . ' ' . json_encode($messages), "\n";
    if ($name === 'NAN') {
        $nan_warning = PHP_VERSION_ID >= 80500 ? ['unexpected NAN value was coerced to string'] : [];
        echo 'PHP warns converting NAN from 8.5 on: ', $php === $nan_warning ? 'yes' : json_encode($php), "\n";
    }
}

echo "-- illegal_key_insert=1: the float stays a value, nothing converts it\n";
ini_set('msgpack.illegal_key_insert', '1');
$got = collect(fn() => msgpack_unpack("\x81\xcb" . pack('E', NAN) . "\x01"));
var_dump(is_nan($got[0]), $got[1], $messages);
ini_set('msgpack.illegal_key_insert', '0');

echo "-- an error handler that throws on PHP's conversion warning\n";
set_error_handler(function (int $no, string $msg) {
    if ($msg !== ILLEGAL) {
        throw new ErrorException($msg);
    }
    return true;
});
$want = PHP_VERSION_ID >= 80500 ? 'ErrorException: unexpected NAN value was coerced to string' : '[{"NAN":["x"]},"y"]';
foreach (['1', '0'] as $php_only) {
    ini_set('msgpack.php_only', $php_only);
    try {
        $got = json_encode(msgpack_unpack("\x92\x81\xcb" . pack('E', NAN) . "\x91\xa1x\xa1y"));
    } catch (ErrorException $e) {
        $got = 'ErrorException: ' . $e->getMessage();
    }
    echo "php_only=$php_only: ", $got === $want ? 'the exception on PHP 8.5+, the value before' : "unexpected: $got", "\n";
}
restore_error_handler();
?>
--EXPECT--
ok   NAN, msgpack_unpack, php_only=1
ok   NAN, msgpack_unpack, php_only=0
ok   NAN, MessagePackUnpacker
PHP warns converting NAN from 8.5 on: yes
ok   INF, msgpack_unpack, php_only=1
ok   INF, msgpack_unpack, php_only=0
ok   INF, MessagePackUnpacker
ok   -INF, msgpack_unpack, php_only=1
ok   -INF, msgpack_unpack, php_only=0
ok   -INF, MessagePackUnpacker
ok   1e20, msgpack_unpack, php_only=1
ok   1e20, msgpack_unpack, php_only=0
ok   1e20, MessagePackUnpacker
ok   -0.0, msgpack_unpack, php_only=1
ok   -0.0, msgpack_unpack, php_only=0
ok   -0.0, MessagePackUnpacker
-- illegal_key_insert=1: the float stays a value, nothing converts it
bool(true)
int(1)
array(1) {
  [0]=>
  string(57) "[msgpack] (msgpack_unserialize_map_item) illegal key type"
}
-- an error handler that throws on PHP's conversion warning
php_only=1: the exception on PHP 8.5+, the value before
php_only=0: the exception on PHP 8.5+, the value before
