--TEST--
session: session_decode() reads back what session_encode() wrote (objects, nested arrays, shared objects, references) and PECL's blobs
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
msgpack.php_only=1
--FILE--
<?php
class Cart
{
    public $items = [];
    protected $owner;
    private $total = 0.0;
    public $woken = false;

    public function __construct($owner) { $this->owner = $owner; }
    public function add($name, $price) { $this->items[] = ['name' => $name, 'price' => $price]; $this->total += $price; }
    public function __wakeup() { $this->woken = true; }
}

class Token
{
    public function __construct(private string $secret = '') {}
    public function __serialize(): array { return ['s' => strrev($this->secret)]; }
    public function __unserialize(array $data): void { $this->secret = strrev($data['s']); }
}

$dir = sys_get_temp_dir() . '/msgpack-472-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_start());

$cart = new Cart('ann');
$cart->add('pen', 1.5);
$cart->add('ink', 2.25);
$shared = new stdClass;
$shared->n = 1;
$_SESSION['user'] = ['id' => 7, 'roles' => ['admin', 'dev'], 'prefs' => ['tz' => 'UTC', 'deep' => [[[1, null, true]]]]];
$_SESSION['cart'] = $cart;
$_SESSION['token'] = new Token('abc');
$_SESSION['first'] = $shared;
$_SESSION['second'] = $shared;
$_SESSION['list'] = [1, 2, 3];
$_SESSION['alias'] = &$_SESSION['list'];
$_SESSION['bytes'] = "\x00\xff\x80";

$blob = session_encode();
$_SESSION = [];
var_dump(session_decode($blob));
var_dump($_SESSION);
var_dump($_SESSION['first'] === $_SESSION['second']);
$_SESSION['alias'][] = 4;
var_dump($_SESSION['list']);

echo "-- PECL-written blobs\n";
foreach ([
    '85c001a3666f6f01a3626172a362617aa36f626a82c0a8737464436c617373a1780105a6696e746b6579',
    '83c00100a16101a162',
    '84c001a16182c0010001a16201a16382c0020002',
    '81a17101',
] as $hex) {
    $_SESSION = [];
    var_dump(session_decode(hex2bin($hex)));
    var_dump($_SESSION);
}

session_destroy();
@rmdir($dir);
?>
--EXPECTF--
bool(true)
bool(true)
array(8) {
  ["user"]=>
  array(3) {
    ["id"]=>
    int(7)
    ["roles"]=>
    array(2) {
      [0]=>
      string(5) "admin"
      [1]=>
      string(3) "dev"
    }
    ["prefs"]=>
    array(2) {
      ["tz"]=>
      string(3) "UTC"
      ["deep"]=>
      array(1) {
        [0]=>
        array(1) {
          [0]=>
          array(3) {
            [0]=>
            int(1)
            [1]=>
            NULL
            [2]=>
            bool(true)
          }
        }
      }
    }
  }
  ["cart"]=>
  object(Cart)#%d (4) {
    ["items"]=>
    array(2) {
      [0]=>
      array(2) {
        ["name"]=>
        string(3) "pen"
        ["price"]=>
        float(1.5)
      }
      [1]=>
      array(2) {
        ["name"]=>
        string(3) "ink"
        ["price"]=>
        float(2.25)
      }
    }
    ["owner":protected]=>
    string(3) "ann"
    ["total":"Cart":private]=>
    float(3.75)
    ["woken"]=>
    bool(true)
  }
  ["token"]=>
  object(Token)#%d (1) {
    ["secret":"Token":private]=>
    string(3) "abc"
  }
  ["first"]=>
  object(stdClass)#%d (1) {
    ["n"]=>
    int(1)
  }
  ["second"]=>
  object(stdClass)#%d (1) {
    ["n"]=>
    int(1)
  }
  ["list"]=>
  &array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
  }
  ["alias"]=>
  &array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
  }
  ["bytes"]=>
  string(3) "%0%s"
}
bool(true)
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
-- PECL-written blobs
bool(true)
array(3) {
  ["foo"]=>
  int(1)
  ["bar"]=>
  string(3) "baz"
  ["obj"]=>
  object(stdClass)#%d (1) {
    ["x"]=>
    int(1)
  }
}
bool(true)
array(0) {
}
bool(true)
array(3) {
  ["a"]=>
  &array(1) {
    [0]=>
    int(1)
  }
  ["b"]=>
  int(1)
  ["c"]=>
  &array(1) {
    [0]=>
    int(1)
  }
}
bool(true)
array(1) {
  ["q"]=>
  int(1)
}
