--TEST--
Objects of several classes interleaved and in runs (with and without __sleep(), inherited __sleep(), integer property names, uninitialised typed properties, incomplete classes): each written by its own class's rules, as serialize() does
--FILE--
<?php
class Plain { public $a = 1; public $b = [1, 2]; }
class Sleepy { public $keep = 'k'; public $drop = 'd'; function __sleep() { return ['keep']; } }
class SleepyChild extends Sleepy { public $more = 'm'; }
class Typed { public int $set = 5; public int $unset; public ?Plain $p = null; }

$incomplete = unserialize('O:7:"Missing":2:{s:1:"x";i:1;s:1:"y";a:1:{i:0;i:2;}}');
$objs = [];
foreach (['Plain', 'Sleepy', 'Sleepy', 'Plain', 'SleepyChild', 'Typed', 'Sleepy', 'Typed', 'Plain'] as $i => $class) {
    $o = new $class;
    if ($o instanceof Typed) {
        $o->p = new Plain;
    }
    if ($o instanceof Sleepy) {
        // Not in __sleep()'s list: comes back as the default.
        $o->drop = 'changed';
    }
    $objs[] = $o;
    if ($i % 3 === 2) {
        $objs[] = $incomplete;
        $objs[] = (object) [1 => 'one', 'two' => 2];
    }
}
$objs[] = new stdClass;
$objs[] = new Sleepy;

$ours = msgpack_unpack(msgpack_pack($objs));
$ref = unserialize(serialize($objs));
// (serialize() would call __sleep() again: compare what was decoded.)
var_dump(var_export($ours, true) === var_export($ref, true));
foreach ($ours as $o) {
    echo json_encode([get_class($o), (array) $o]), "\n";
}
?>
--EXPECT--
bool(true)
["Plain",{"a":1,"b":[1,2]}]
["Sleepy",{"keep":"k","drop":"d"}]
["Sleepy",{"keep":"k","drop":"d"}]
["__PHP_Incomplete_Class",{"__PHP_Incomplete_Class_Name":"Missing","x":1,"y":[2]}]
["stdClass",{"1":"one","two":2}]
["Plain",{"a":1,"b":[1,2]}]
["SleepyChild",{"keep":"k","drop":"d","more":"m"}]
["Typed",{"set":5,"p":{"a":1,"b":[1,2]}}]
["__PHP_Incomplete_Class",{"__PHP_Incomplete_Class_Name":"Missing","x":1,"y":[2]}]
["stdClass",{"1":"one","two":2}]
["Sleepy",{"keep":"k","drop":"d"}]
["Typed",{"set":5,"p":{"a":1,"b":[1,2]}}]
["Plain",{"a":1,"b":[1,2]}]
["__PHP_Incomplete_Class",{"__PHP_Incomplete_Class_Name":"Missing","x":1,"y":[2]}]
["stdClass",{"1":"one","two":2}]
["stdClass",[]]
["Sleepy",{"keep":"k","drop":"d"}]
