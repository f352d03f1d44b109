--TEST--
APCu: apc.serializer=msgpack stores and fetches nested arrays and objects (shared objects, references, __serialize, __wakeup)
--EXTENSIONS--
msgpack
apcu
--INI--
apc.enable_cli=1
apc.serializer=msgpack
msgpack.php_only=1
--FILE--
<?php
class Node
{
    public $children = [];
    protected $label;
    private $weight = 1.25;
    public $woken = 0;

    public function __construct($label) { $this->label = $label; }
    public function __wakeup() { $this->woken++; }
}

class Money
{
    public function __construct(private int $cents = 0) {}
    public function __serialize(): array { return ['c' => $this->cents]; }
    public function __unserialize(array $data): void { $this->cents = $data['c'] + 1; }
}

$root = new Node('root');
$leaf = new Node('leaf');
$root->children = [$leaf, $leaf];
$list = [1, 2];
$values = [
    'nested' => ['a' => [1, [2, [3, ['deep' => true]]]], 'b' => [], 'c' => null, 'f' => -0.5, 's' => "bin\x00\xff"],
    'object' => $root,
    'money' => [new Money(99)],
    'refs' => ['x' => &$list, 'y' => &$list],
    'std' => (object) ['p' => (object) []],
];
foreach ($values as $key => $value) {
    var_dump(apcu_store($key, $value));
}

var_dump(apcu_fetch('nested') === $values['nested']);
$node = apcu_fetch('object');
var_dump($node->woken, $node->children[0]->woken);
$node->woken = $node->children[0]->woken = 0;
var_dump($node == $root);
var_dump($node->children[0] === $node->children[1]);
var_dump(apcu_fetch('money'));
$refs = apcu_fetch('refs');
$refs['x'][] = 3;
var_dump($refs['y']);
var_dump(apcu_fetch('std'));

// Each fetch is a new copy.
$again = apcu_fetch('object');
var_dump($again !== $node, $again == apcu_fetch('object'));
?>
--EXPECTF--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
int(1)
int(1)
bool(true)
bool(true)
array(1) {
  [0]=>
  object(Money)#%d (1) {
    ["cents":"Money":private]=>
    int(100)
  }
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
object(stdClass)#%d (1) {
  ["p"]=>
  object(stdClass)#%d (0) {
  }
}
bool(true)
bool(true)
