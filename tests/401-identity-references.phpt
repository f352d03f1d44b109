--TEST--
PHP-only identity: shared objects, references to arrays and objects, recursion, PECL's back-reference bytes (numbering fixed after reference duplicates)
--FILE--
<?php
function show($name, $value) {
    $packed = msgpack_pack($value);
    echo $name, ': ', bin2hex($packed), "\n";
    return msgpack_unpack($packed);
}
// The same object twice: one object after decoding.
$o = new stdClass;
$r = show('same object', [$o, $o]);
var_dump($r[0] === $r[1]);

// References to an object and to an array stay references to one value.
$r = show('object references', (function () { $o = new stdClass; return [&$o, &$o]; })());
$r[0] = 'changed';
var_dump($r[1]);
$r = show('array references', (function () { $b = [1]; return [&$b, &$b]; })());
$r[0][] = 2;
var_dump($r[1]);

// Empty referenced array: PECL writes it without marker and points back at it.
$r = show('empty array references', (function () { $e = []; return [&$e, &$e]; })());
var_dump($r);

// Recursive array and self-referencing objects.
$a = [1];
$a[] = &$a;
$r = show('recursive array', $a);
var_dump($r[1][1][1][0]);
$o = new stdClass;
$o->self = $o;
$r = show('object containing itself', $o);
var_dump($r->self === $r);
$r->self = null;
$o->self = null;
$o = new stdClass;
$o->self = &$o;
$r = show('object referencing itself', $o);
var_dump($r->self === $r);
$r->self = null;
$o = null;

// A reference to an object that first came by value: PECL's {nil:5} back-reference. A reference nothing else shares
// (refcount 1: the function's variable is gone) is a plain value to PHP, and is written as {nil:4}.
$r = show('object then reference', (function () { $x = new ArrayObject([7]); return [$x, &$x]; })());
var_dump($r[0] === $r[1]);
$shared = new ArrayObject([7]);
$r = show('object then shared reference', [$shared, &$shared]);
var_dump($r[0] === $r[1]);

// PECL numbered back-references wrong after a reference duplicate (its decoder counts the {nil:2} map, its
// encoder did not): the object comes back as the object, not as the array.
$b = [1];
$o = new stdClass;
$o->n = 'o';
$r = show('back-reference after a reference duplicate', [&$b, &$b, $o, $o]);
var_dump($r[2] === $r[3], $r[3]);

// Scalar references are not kept (as PECL).
$r = show('scalar references', (function () { $i = 1; return [&$i, &$i]; })());
$r[0] = 2;
var_dump($r[1]);

// A reference inside a property.
$r = show('references in properties', (function () { $o = new stdClass; $a = [1]; $o->p = &$a; $o->q = &$a; return $o; })());
$r->p[] = 2;
var_dump($r->q);
unset($a, $r, $o, $b);
gc_collect_cycles();
echo "done\n";

--EXPECTF--
same object: 9281c0a8737464436c61737382c0040002
bool(true)
object references: 9282c001c0a8737464436c61737382c0050002
string(7) "changed"
array references: 9282c001000182c0020002
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
empty array references: 929082c0020002
array(2) {
  [0]=>
  array(0) {
  }
  [1]=>
  array(0) {
  }
}
recursive array: 920183c00100010182c0020002
int(1)
object containing itself: 82c0a8737464436c617373a473656c6682c0040001
bool(true)
object referencing itself: 82c0a8737464436c617373a473656c6682c0050001
bool(true)
object then reference: 9282c0ab41727261794f626a656374c09400910790c082c0040002
bool(true)
object then shared reference: 9282c0ab41727261794f626a656374c09400910790c082c0050002
bool(true)
back-reference after a reference duplicate: 9482c001000182c002000282c0a8737464436c617373a16ea16f82c0040004
bool(true)
object(stdClass)#%d (1) {
  ["n"]=>
  string(1) "o"
}
scalar references: 920101
int(1)
references in properties: 83c0a8737464436c617373a17082c0010001a17182c0020002
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
done
