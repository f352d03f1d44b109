--TEST--
Object shapes, counted: the objects of a class after the first one find their names as its shape has them, in this decode and the next, until their names come in another order (which makes the shape anew from the first name that differs)
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--INI--
msgpack.php_only=1
--FILE--
<?php
class Node { public $value; public ?Node $left = null; public ?Node $right = null; }
class Row { public $a = 0; public $b = 0; public $c = 0; }

function tree(int $depth, int &$n): ?Node
{
    if ($depth === 0) {
        return null;
    }
    $node = new Node();
    $node->value = $n++;
    $node->left = tree($depth - 1, $n);
    $node->right = tree($depth - 1, $n);
    return $node;
}

function names(string $what, string $bytes, $expect): void
{
    msgpack_test_counters(true);
    $same = msgpack_unpack($bytes) == $expect;
    echo $what, ': ', $same ? 'same value' : 'DIFFERENT', ', ', msgpack_test_counters(true)['shaped_names'], " names through the shape\n";
}

$n = 0;
$root = tree(6, $n); // 63 nodes of 3 names
$bytes = msgpack_pack($root);
// The nodes down the left edge begin before the leaf at its end makes the shape: 6 of them go the general way.
names('tree, first decode', $bytes, $root);
names('tree, second decode', $bytes, $root);

$row = fn (string $pairs) => "\x84\xc0\xa3Row" . $pairs;
$abc = $row("\xa1a\x01\xa1b\x02\xa1c\x03");
$acb = $row("\xa1a\x01\xa1c\x03\xa1b\x02");
$one = new Row();
[$one->a, $one->b, $one->c] = [1, 2, 3];
// the first Row makes the shape: 9 x 3
names('10 rows a b c', "\x9a" . str_repeat($abc, 10), array_fill(0, 10, $one));
// a c b against the shape a b c: a matches, then the shape becomes a c b; back to a b c: a matches, and so on
names('10 rows a c b / a b c in turn', "\x9a" . str_repeat($acb . $abc, 5), array_fill(0, 10, $one));
// a, then 9 x 3
names('10 rows a c b', "\x9a" . str_repeat($acb, 10), array_fill(0, 10, $one));
?>
--EXPECT--
tree, first decode: same value, 171 names through the shape
tree, second decode: same value, 189 names through the shape
10 rows a b c: same value, 27 names through the shape
10 rows a c b / a b c in turn: same value, 10 names through the shape
10 rows a c b: same value, 28 names through the shape
