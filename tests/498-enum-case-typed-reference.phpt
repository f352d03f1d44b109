--TEST--
A reference to an enum case in PECL 2.2's form (a class marker and a "name" property) whose properties gave a typed property the reference first: the case must fit the property's type, else a TypeError (the ?array property held the case)
--INI--
msgpack.php_only=1
--FILE--
<?php
enum Suit { case Hearts; }
class T {
    public ?array $a = [];
    public function __wakeup() { echo "T::__wakeup\n"; Keep::$t = $this; }
}
class U {
    public Suit|array|null $a = null;
    public function __wakeup() { echo "U::__wakeup\n"; Keep::$t = $this; }
}
class Keep { public static $t; }

// {nil:1, nil:"Suit", "name":"Hearts", "t": <class>{a: <back-reference to container 1>}}
foreach (['T', 'U'] as $class) {
    Keep::$t = null;
    try {
        $r = msgpack_unpack("\x84\xc0\x01\xc0\xa4Suit\xa4name\xa6Hearts\xa1t\x82\xc0\xa1$class\xa1a\x82\xc0\x02\x00\x01");
        var_dump($r);
        var_dump(Keep::$t->a);
    } catch (TypeError $e) {
        echo "$class: ", $e->getMessage(), "\n";
        var_dump(Keep::$t);
    }
}
?>
--EXPECT--
T: Cannot assign Suit to reference held by property T::$a of type ?array
NULL
U::__wakeup
enum(Suit::Hearts)
enum(Suit::Hearts)
