--TEST--
Packer: memory_limit reached inside a transformer ends the request; in a shutdown function the same Packer packs as a fresh one (the engine that delays the error lets the call come back after the fatal-error hook had already taken its section off the count, which then wrapped: a transformer's nested pack() became a top-level message, redefining a record inside the outer one, and SEQUENTIAL refused every pack())
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the engine\'s allocator (memory_limit)');
?>
--FILE--
<?php
use MessagePack\{Packer, CanPack, PackOptions, BufferUnpacker, UnpackOptions};

class Obj {}
class Inner {}
class T implements CanPack {
    public static bool $armed = true;
    public static ?Packer $next = null;
    public function pack(Packer $p, mixed $v): ?string {
        if ($v instanceof Inner && self::$armed) {
            self::$armed = false;
            ini_set('memory_limit', (string) (memory_get_usage(true) + 4 * 1024 * 1024));
            $a = [];
            while (true) {
                $a[] = str_repeat('x', 100000);
            }
        }
        if ($v instanceof Obj && self::$armed) {
            // (the other Packer, whose transformer reaches the limit: both are in a section then)
            return self::$next->pack([new Inner]);
        }
        if (!$v instanceof Obj) {
            return null;
        }
        return $p->packMap(['v' => 1, 'w' => 2]);
    }
}

$value = [['a' => 1, 'b' => 2], new Obj, ['a' => 3, 'b' => 4]];
$packers = [];
foreach (['RECORDS' => PackOptions::RECORDS, 'RECORDS|SEQUENTIAL' => PackOptions::RECORDS | PackOptions::SEQUENTIAL] as $name => $opt) {
    $packers[$name] = [$opt, new Packer($opt, [new T])];
}
register_shutdown_function(function () use ($packers, $value) {
    ini_set('memory_limit', '-1');
    foreach ($packers as $name => [$opt, $p]) {
        try {
            $got = $p->pack($value);
            $fresh = (new Packer($opt, [new T]))->pack($value);
            echo $name, ': ', $got === $fresh ? 'as a fresh Packer' : 'differs: ' . bin2hex($got) . ' vs ' . bin2hex($fresh),
                ', ', json_encode((new BufferUnpacker($got, UnpackOptions::COMPACT))->unpack()), "\n";
        } catch (Throwable $e) {
            echo $name, ': ', get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
});
T::$next = $packers['RECORDS|SEQUENTIAL'][1];
$packers['RECORDS'][1]->pack([new Obj]);
?>
--EXPECTF--
Fatal error: Allowed memory size of %d bytes exhausted %s
RECORDS: as a fresh Packer, [{"a":1,"b":2},{"v":1,"w":2},{"a":3,"b":4}]
RECORDS|SEQUENTIAL: as a fresh Packer, [{"a":1,"b":2},{"v":1,"w":2},{"a":3,"b":4}]
