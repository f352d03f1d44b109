--TEST--
msgpack: template constructors: called without arguments, exceptions propagate without a destructor call
--EXTENSIONS--
msgpack
--FILE--
<?php
function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
class Throws {
    public $a;
    public function __construct() { echo "Throws::__construct\n"; throw new LogicException('refused'); }
    public function __destruct() { echo "Throws::__destruct\n"; }
}
class NeedsArgs {
    public $a;
    public function __construct($x) { echo "never\n"; }
}
class Counts {
    public static $made = 0;
    public $a;
    public function __construct() { self::$made++; }
}
class Outer {
    public $inner = ['Throws'];
}

echo "-- an exception from the constructor propagates; no destructor\n";
attempt(fn() => msgpack_unpack(msgpack_pack([1]), 'Throws'));
echo "-- the constructor gets no arguments\n";
attempt(fn() => msgpack_unpack(msgpack_pack([1]), 'NeedsArgs'));
echo "-- once per object\n";
attempt(fn() => count(msgpack_unpack(msgpack_pack([[1], [2], [3]]), ['Counts'])));
var_dump(Counts::$made);
echo "-- in a list template the first failure stops the conversion\n";
attempt(fn() => msgpack_unpack(msgpack_pack([[1], [2]]), ['Throws']));
echo "-- and in a nested template\n";
attempt(fn() => msgpack_unpack(msgpack_pack([[[1]]]), 'Outer'));
echo "done\n";
?>
--EXPECTF--
-- an exception from the constructor propagates; no destructor
Throws::__construct
LogicException: refused
-- the constructor gets no arguments
ArgumentCountError: Too few arguments to function NeedsArgs::__construct(), 0 passed and exactly 1 expected
-- once per object
int(3)
int(3)
-- in a list template the first failure stops the conversion
Throws::__construct
LogicException: refused
-- and in a nested template
Throws::__construct
LogicException: refused
done
