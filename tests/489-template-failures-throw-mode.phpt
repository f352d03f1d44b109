--TEST--
msgpack: a template that cannot convert the value throws in throw mode and sets msgpack_last_error() (PECL's warnings otherwise)
--EXTENSIONS--
msgpack
--FILE--
<?php
class Point { public $x; public $y; }

$a = [];
$a[0] = &$a;
$tpl = [];
$tpl[0] = &$tpl;
$cases = [
    'a string for an array template' => [msgpack_pack('str'), ['key' => Point::class]],
    'an int inside a list of lists' => [msgpack_pack([1, 'x']), [[Point::class]]],
    'a cycle down to max_depth' => [msgpack_pack($a), $tpl],
];
function show(string $label, callable $call): void
{
    try {
        $result = $call();
        echo $label, ': ', json_encode($result), "\n";
    } catch (Throwable $e) {
        echo $label, ': ', get_class($e), ' (', $e->getCode(), '): ', $e->getMessage(), "\n";
    }
    echo '  msgpack_last_error(): ', msgpack_last_error(), ' ', msgpack_last_error_msg(), "\n";
}
foreach (['0', '1'] as $throw) {
    ini_set('msgpack.throw', $throw);
    echo "-- msgpack.throw=$throw\n";
    foreach ($cases as $label => [$bytes, $template]) {
        show($label, fn () => msgpack_unpack($bytes, $template, ['max_depth' => 16]));
    }
    show('MessagePack::unpack()', fn () => (new MessagePack)->unpack($cases['a string for an array template'][0],
        $cases['a string for an array template'][1]));
    show('a template that fits', fn () => msgpack_unpack(msgpack_pack([1, 2]), Point::class));
}
echo "-- options: throw => true\n";
ini_set('msgpack.throw', '0');
show('the call throws', fn () => msgpack_unpack(msgpack_pack('str'), ['key' => Point::class], ['throw' => true]));
?>
--EXPECTF--
-- msgpack.throw=0

Warning: [msgpack] (msgpack_convert_array) input data is not array in %s on line %d
a string for an array template: null
  msgpack_last_error(): 6 (msgpack_convert_array) input data is not array

Warning: [msgpack] (msgpack_convert_array) unserialized data must be array. in %s on line %d

Warning: [msgpack] (msgpack_convert_array) convert failure in HASH_KEY_IS_LONG in indexed array in %s on line %d
an int inside a list of lists: null
  msgpack_last_error(): 6 (msgpack_convert_array) unserialized data must be array.

Warning: [msgpack] (msgpack_convert_template) Maximum nesting depth of 16 exceeded in %s on line %d
a cycle down to max_depth: null
  msgpack_last_error(): 3 (msgpack_convert_template) Maximum nesting depth of 16 exceeded

Warning: [msgpack] (msgpack_convert_array) input data is not array in %s on line %d
MessagePack::unpack(): null
  msgpack_last_error(): 6 (msgpack_convert_array) input data is not array
a template that fits: {"x":1,"y":2}
  msgpack_last_error(): 0 No error
-- msgpack.throw=1
a string for an array template: MessagePack\Exception\UnpackingFailedException (6): (msgpack_convert_array) input data is not array
  msgpack_last_error(): 6 (msgpack_convert_array) input data is not array
an int inside a list of lists: MessagePack\Exception\UnpackingFailedException (6): (msgpack_convert_array) unserialized data must be array.
  msgpack_last_error(): 6 (msgpack_convert_array) unserialized data must be array.
a cycle down to max_depth: MessagePack\Exception\UnpackingFailedException (3): (msgpack_convert_template) Maximum nesting depth of 16 exceeded
  msgpack_last_error(): 3 (msgpack_convert_template) Maximum nesting depth of 16 exceeded
MessagePack::unpack(): MessagePack\Exception\UnpackingFailedException (6): (msgpack_convert_array) input data is not array
  msgpack_last_error(): 6 (msgpack_convert_array) input data is not array
a template that fits: {"x":1,"y":2}
  msgpack_last_error(): 0 No error
-- options: throw => true
the call throws: MessagePack\Exception\UnpackingFailedException (6): (msgpack_convert_array) input data is not array
  msgpack_last_error(): 6 (msgpack_convert_array) input data is not array
