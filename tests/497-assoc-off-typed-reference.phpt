--TEST--
msgpack.assoc=0: a referenced map whose property of a typed class took the reference to that map becomes a stdClass only if the property's type allows it, else a TypeError (the typed property held a stdClass)
--INI--
msgpack.php_only=1
msgpack.assoc=0
--FILE--
<?php
class T { public array $a = []; }
class U { public array|stdClass $a = []; }
class V { public $a; }

// {nil:1, "t": <class>{a: <back-reference to container 1>}}
foreach (['T', 'U', 'V'] as $class) {
    try {
        $r = msgpack_unpack("\x82\xc0\x01\xa1t\x82\xc0\xa1$class\xa1a\x82\xc0\x02\x00\x01");
        echo "$class: ", get_debug_type($r), ", $class::\$a holds ", get_debug_type($r->t->a), ", the same: ";
        var_dump($r->t->a === $r);
    } catch (TypeError $e) {
        echo "$class: ", $e->getMessage(), "\n";
    }
    unset($r);
    gc_collect_cycles();
}

// a referenced map no typed property took: a stdClass as before
$r = msgpack_unpack("\x92\x82\xc0\x01\xa1k\x01\x82\xc0\x02\x00\x02");
var_dump($r);
?>
--EXPECTF--
T: Cannot assign stdClass to reference held by property T::$a of type array
U: stdClass, U::$a holds stdClass, the same: bool(true)
V: stdClass, V::$a holds stdClass, the same: bool(true)
array(2) {
  [0]=>
  &object(stdClass)#%d (1) {
    ["k"]=>
    int(1)
  }
  [1]=>
  &object(stdClass)#%d (1) {
    ["k"]=>
    int(1)
  }
}
