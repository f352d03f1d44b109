--TEST--
PHP-only format: the nil PECL wrote for an uninitialised typed property that __sleep() names leaves it uninitialised (PECL's data reads back, it threw a TypeError)
--FILE--
<?php
class Entity
{
    public int $id;
    public ?string $name = null;
    public readonly array $tags;
    protected string $title = 'x';
    private ?Entity $parent;

    function __sleep() { return ['id', 'name', 'tags', 'title', 'parent']; }
}

// msgpack_pack(new Entity) and msgpack_pack([$e, $e]) by PECL msgpack 2.2.0 and 3.0.0 (the same bytes)
$one = hex2bin('86c0a6456e74697479a26964c0a46e616d65c0a474616773c0a8002a007469746c65a178ae00456e7469747900706172656e74c0');
$two = hex2bin('9286c0a6456e74697479a26964c0a46e616d65c0a474616773c0a8002a007469746c65a178ae00456e7469747900706172656e74c082c0040002');

$e = msgpack_unpack($one);
var_dump($e);
// once assigned, the properties take values as usual (readonly: once)
$e->id = 5;
var_dump($e->id);
$ls = msgpack_unpack($two);
var_dump($ls[0] === $ls[1]);
// written again, the uninitialised ones are left out as serialize() leaves them
echo bin2hex(msgpack_pack($ls[0])), "\n";

// streaming reads the same
$u = new MessagePackUnpacker();
foreach (str_split($two) as $byte) {
    $u->feed($byte);
    if ($u->execute()) {
        echo serialize($u->data()) === serialize($ls) ? "same\n" : "different\n";
    }
}

// nil for a property the type refuses that is initialised (a default): still unserialize()'s TypeError
class WithDefault { public int $n = 0; }
try {
    var_dump(msgpack_unpack(hex2bin('82c0ab5769746844656661756c74a16ec0')));
} catch (TypeError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// a value of the wrong type for an uninitialised one too
try {
    var_dump(msgpack_unpack(hex2bin('82c0a6456e74697479a26964a3616263')));
} catch (TypeError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
object(Entity)#1 (3) {
  ["id"]=>
  uninitialized(int)
  ["name"]=>
  NULL
  ["tags"]=>
  uninitialized(array)
  ["title":protected]=>
  string(1) "x"
  ["parent":"Entity":private]=>
  NULL
}
int(5)
bool(true)
84c0a6456e74697479a46e616d65c0a8002a007469746c65a178ae00456e7469747900706172656e74c0
same
TypeError: Cannot assign null to property WithDefault::$n of type int
TypeError: Cannot assign string to property Entity::$id of type int
