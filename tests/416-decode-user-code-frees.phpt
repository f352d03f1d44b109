--TEST--
Decoding: user code run in the middle of a decode (autoloaders, unserialize_callback_func, error handlers, destructors, extensions, __wakeup/__unserialize, re-entrant calls on the same unpacker) never leaves the decoder reading freed or replaced memory, and its exceptions stop the decode
--EXTENSIONS--
msgpack
--INI--
unserialize_callback_func=on_missing_class
--FILE--
<?php
// Every outcome is printed; valgrind and ASan runs (scripts/test) check that none of it touches freed memory.
function show(string $name, callable $f): void
{
    try {
        $r = $f();
        echo "$name: ", is_object($r) ? get_class($r) : json_encode($r), "\n";
    } catch (Throwable $e) {
        echo "$name: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$GLOBALS['mode'] = null;
function on_missing_class(string $class): void
{
    switch ($GLOBALS['mode']) {
        case 'callback throws':
            throw new RuntimeException("callback for $class");
        case 'callback unpacks':
            // Once: for NotThere2 the inner decode calls back again, and unpacking there too would recurse until one
            // of two checks of the same C stack limit stops it (PHP 8.3+: the engine's Error or our decoder's warning,
            // whichever runs first, which depends on the build's frame sizes).
            if ($class === 'NotThere') {
                $GLOBALS['inner'] = msgpack_unpack("\x82\xc0\xa9NotThere2\xa1x\x01");
            }
            break;
    }
}
spl_autoload_register(function (string $class) {
    switch ($GLOBALS['mode']) {
        case 'autoload throws':
            throw new RuntimeException("autoload $class");
        case 'autoload unpacks the same input':
            $GLOBALS['inner'] = msgpack_unpack($GLOBALS['input']);
            break;
        case 'autoload feeds the unpacker':
            $GLOBALS['unpacker']->feed("\x01");
            break;
        case 'autoload resets the unpacker':
            $GLOBALS['unpacker']->reset();
            break;
    }
});

// PECL API: a class that must be looked up, a map with an illegal key, a back-reference that names nothing
$object = "\x82\xc0\xa8NotThere\xa1x\x01";
$GLOBALS['input'] = "\x93" . $object . "\x81\xc3\x01" . "\x82\xc0\x04\x00\x63";
foreach (['autoload throws', 'autoload unpacks the same input', 'callback throws', 'callback unpacks'] as $mode) {
    $GLOBALS['mode'] = $mode;
    show("msgpack_unpack / $mode", fn () => @msgpack_unpack($GLOBALS['input']));
}
$GLOBALS['mode'] = null;

// error handlers that throw on the decoder's warnings, or decode again from inside
foreach ([
    'illegal key' => "\x92\x81\xc3\x01\x01",
    'invalid back-reference' => "\x92\x82\xc0\x04\x00\x63\x01",
    'class without unserializer' => "\x92\x82\xc0\x03\xa8stdClass\xa1x\x01",
] as $what => $bytes) {
    set_error_handler(function ($no, $str) { throw new ErrorException($str); });
    show("error handler throws / $what", fn () => msgpack_unpack($bytes));
    set_error_handler(function ($no, $str) use ($bytes) { $GLOBALS['inner'] = @msgpack_unpack($bytes); return true; });
    show("error handler unpacks / $what", fn () => msgpack_unpack($bytes));
    restore_error_handler();
    restore_error_handler();
}

// __wakeup / __unserialize run once the whole input is decoded; one that throws fails the decode, and no object of
// it gets a destructor call
class Woken {
    public $n;
    function __wakeup() { if ($this->n === 2) { throw new LogicException('wakeup 2'); } $GLOBALS['log'][] = "wake $this->n"; }
    function __destruct() { $GLOBALS['log'][] = "destruct $this->n"; }
}
class Unser {
    public $d;
    function __unserialize(array $d): void { $GLOBALS['input'] = null; $GLOBALS['log'][] = 'unserialize'; $this->d = $d; }
}
$GLOBALS['log'] = [];
$w = fn ($n) => "\x82\xc0\xa5Woken\xa1n" . chr($n);
show('__wakeup throws', fn () => msgpack_unpack("\x93" . $w(1) . $w(2) . $w(3)));
echo implode(', ', $GLOBALS['log']), "\n";
$GLOBALS['input'] = "\x92\x82\xc0\xa5Unser\xc0\x91\x01\x82\xc0\xa5Unser\xc0\x91\x02";
show('__unserialize drops the input', fn () => msgpack_unpack($GLOBALS['input']));

// MessagePackUnpacker: re-entrant calls on the same object are refused while it decodes
foreach (['autoload feeds the unpacker', 'autoload resets the unpacker'] as $mode) {
    $GLOBALS['mode'] = $mode;
    $GLOBALS['unpacker'] = new MessagePackUnpacker();
    $GLOBALS['unpacker']->feed($object . "\x05");
    show("MessagePackUnpacker / $mode", function () {
        $u = $GLOBALS['unpacker'];
        return [$u->execute(), $u->data()];
    });
    show("MessagePackUnpacker / $mode / afterwards", function () {
        $u = $GLOBALS['unpacker'];
        return [$u->execute(), $u->data()];
    });
}
$GLOBALS['mode'] = null;

// MessagePack\BufferUnpacker: extensions that change the unpacker under the decoder
final class Meddler implements MessagePack\Extension
{
    public function __construct(private string $how) {}
    public function getType(): int { return 9; }
    public function pack(MessagePack\Packer $packer, $value): ?string { return null; }
    public function unpackExt(MessagePack\BufferUnpacker $u, int $extLength)
    {
        switch ($this->how) {
            case 'reset and throw InsufficientData':
                $u->reset("\x01");
                throw new MessagePack\Exception\InsufficientDataException('incomplete');
            case 'reset':
                $u->reset("\xa3abc\x07");
                return 'reset';
            case 'release':
                $data = $u->read($extLength);
                $u->release();
                return $data;
            case 'append':
                $data = $u->read($extLength);
                $u->append("\x01\x01\x01");
                return $data;
            case 'withBuffer':
                return $u->withBuffer("\x05")->unpack();
            case 'seek back':
                $u->seek(0);
                return 'seeked';
            case 'unpack the rest':
                $rest = [];
                while ($u->hasRemaining()) {
                    $rest[] = $u->unpack();
                }
                return $rest;
            case 'object with a destructor':
                $u->skip($extLength);
                return new class($u) {
                    public function __construct(private MessagePack\BufferUnpacker $u) {}
                    public function __destruct() { $this->u->reset("\xc0"); throw new LogicException('destructor'); }
                };
        }
        return null;
    }
}
$ext = "\xd4\x09\x00";
foreach ([
    'reset and throw InsufficientData' => str_repeat("\x05", 10) . "\x92" . $ext . "\x01",
    'reset' => "\x93" . $ext . "\x01\x02",
    'release' => "\x01\x02\x93" . $ext . "\x03\x04",
    'append' => "\x92" . $ext . "\x02",
    'withBuffer' => "\x92" . $ext . "\x02",
    'seek back' => "\x92" . $ext . "\x02",
    'unpack the rest' => "\x93" . $ext . "\x02\x03",
    // the first value of key "a" is dropped for the second one: its destructor runs in the middle of the decode
    'object with a destructor' => "\x93\x82\xa1a" . $ext . "\xa1a\x01\x02\x03",
] as $how => $bytes) {
    foreach (['unpack', 'tryUnpack'] as $method) {
        $u = new MessagePack\BufferUnpacker('', null, [new Meddler($how)]);
        $u->append($bytes);
        show("BufferUnpacker::$method / $how", fn () => $u->$method());
        // the object stays usable: the offset is inside its buffer
        printf("  then: remaining %d, read(%d) %s\n", $u->getRemainingCount(), $u->getRemainingCount(),
            bin2hex($u->read($u->getRemainingCount())));
    }
}

// UnpackOptions::BIGINT_AS_DEC calls Decimal\Decimal::valueOf(), which user code may define; the decode goes on in the
// buffer it left, from its offset, as the library's reader does (and as after an extension)
eval('namespace Decimal; class Decimal { public static function valueOf(string $s) {
    $GLOBALS["bu"]->reset("\xc0"); return "dec:$s"; } }');
$GLOBALS['bu'] = new MessagePack\BufferUnpacker("\x92\xcf\xff\xff\xff\xff\xff\xff\xff\xff\x01", MessagePack\UnpackOptions::BIGINT_AS_DEC);
show('BIGINT_AS_DEC valueOf resets the unpacker', fn () => $GLOBALS['bu']->unpack());
printf("  then: remaining %d\n", $GLOBALS['bu']->getRemainingCount());
?>
--EXPECT--
msgpack_unpack / autoload throws: RuntimeException: autoload NotThere
msgpack_unpack / autoload unpacks the same input: [{"__PHP_Incomplete_Class_Name":"NotThere","x":1},{"1":1},null]
msgpack_unpack / callback throws: RuntimeException: callback for NotThere
msgpack_unpack / callback unpacks: [{"__PHP_Incomplete_Class_Name":"NotThere","x":1},{"1":1},null]
error handler throws / illegal key: ErrorException: [msgpack] (msgpack_unserialize_map_item) illegal key type
error handler unpacks / illegal key: [{"1":1},1]
error handler throws / invalid back-reference: ErrorException: [msgpack] (msgpack_unserialize_map_item) Invalid references value: 98
error handler unpacks / invalid back-reference: [null,1]
error handler throws / class without unserializer: ErrorException: [msgpack] (msgpack_unserialize_map_item) Class stdClass has no unserializer
error handler unpacks / class without unserializer: [null,1]
__wakeup throws: LogicException: wakeup 2
wake 1, destruct 1
__unserialize drops the input: [{"d":[1]},{"d":[2]}]
MessagePackUnpacker / autoload feeds the unpacker: Error: Cannot modify a MessagePackUnpacker while it is decoding
MessagePackUnpacker / autoload feeds the unpacker / afterwards: [true,5]
MessagePackUnpacker / autoload resets the unpacker: Error: Cannot modify a MessagePackUnpacker while it is decoding
MessagePackUnpacker / autoload resets the unpacker / afterwards: [true,5]
BufferUnpacker::unpack / reset and throw InsufficientData: 5
  then: remaining 14, read(14) 05050505050505050592d4090001
BufferUnpacker::tryUnpack / reset and throw InsufficientData: [5,5,5,5,5,5,5,5,5,5]
  then: remaining 0, read(0) 
BufferUnpacker::unpack / reset: ["reset","abc",7]
  then: remaining 0, read(0) 
BufferUnpacker::tryUnpack / reset: [["reset","abc",7]]
  then: remaining 0, read(0) 
BufferUnpacker::unpack / release: 1
  then: remaining 7, read(7) 0293d409000304
BufferUnpacker::tryUnpack / release: [1,2,["\u0000",3,4]]
  then: remaining 0, read(0) 
BufferUnpacker::unpack / append: ["\u0000",2]
  then: remaining 3, read(3) 010101
BufferUnpacker::tryUnpack / append: [["\u0000",2],1,1,1]
  then: remaining 0, read(0) 
BufferUnpacker::unpack / withBuffer: [5,0]
  then: remaining 1, read(1) 02
BufferUnpacker::tryUnpack / withBuffer: [[5,0],2]
  then: remaining 0, read(0) 
BufferUnpacker::unpack / seek back: MessagePack\Exception\UnpackingFailedException: Objects and containers taking more memory than the input's size allows
  then: remaining 4, read(4) d4090002
BufferUnpacker::tryUnpack / seek back: MessagePack\Exception\UnpackingFailedException: Objects and containers taking more memory than the input's size allows
  then: remaining 4, read(4) d4090002
BufferUnpacker::unpack / unpack the rest: MessagePack\Exception\InsufficientDataException: Not enough data to read
  then: remaining 0, read(0) 
BufferUnpacker::tryUnpack / unpack the rest: []
  then: remaining 6, read(6) 93d409000203
BufferUnpacker::unpack / object with a destructor: LogicException: destructor
  then: remaining 1, read(1) c0
BufferUnpacker::tryUnpack / object with a destructor: LogicException: destructor
  then: remaining 1, read(1) c0
BIGINT_AS_DEC valueOf resets the unpacker: ["dec:18446744073709551615",null]
  then: remaining 0