--TEST--
PHP 8.4 property hooks: a virtual property is neither written nor accepted (as unserialize() refuses it); a backed hooked property is written and read raw, hooks not run
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip property hooks need PHP 8.4'); ?>
--FILE--
<?php
eval(<<<'PHP'
class H {
    public string $first = '';
    public string $full { get => strtoupper($this->first); }
}
class B {
    public int $calls = 0;
    public string $name = '' {
        get { $this->calls++; return "<$this->name>"; }
        set(string $v) { $this->calls++; $this->name = trim($v); }
    }
}
PHP);
$h = new H();
$h->first = 'bob';
$packed = msgpack_pack($h);
echo bin2hex($packed), "\n";
$back = msgpack_unpack($packed);
var_dump($back->full, get_object_vars($back));

// data naming the virtual property: refused, as unserialize() refuses it
var_dump(msgpack_unpack("\x83\xc0\xa1H\xa5first\xa3bob\xa4full\xa3XXX"));
// unserialize(): a warning naming the property, then this one, and false
var_dump(@unserialize('O:1:"H":2:{s:5:"first";s:3:"bob";s:4:"full";s:3:"XXX";}'), error_get_last()['message']);

// a backed hooked property: its stored value both ways, no hook runs
$b = new B();
$b->name = '  ann ';
$b->calls = 0;
$packed = msgpack_pack($b);
echo bin2hex($packed), "\n";
$back = msgpack_unpack("\x83\xc0\xa1B\xa5calls\x00\xa4name\xa5 raw ");
var_dump($back->calls, (new ReflectionProperty(B::class, "name"))->getRawValue($back));
?>
--EXPECTF--
82c0a148a56669727374a3626f62
string(3) "BOB"
array(2) {
  ["first"]=>
  string(3) "bob"
  ["full"]=>
  string(3) "BOB"
}

Warning: [msgpack] (php_msgpack_unserialize) Cannot unserialize value for virtual property H::$full in %s on line %d
bool(false)
bool(false)
string(45) "unserialize(): Error at offset 44 of 55 bytes"
83c0a142a563616c6c7300a46e616d65a3616e6e
int(0)
string(5) " raw "
