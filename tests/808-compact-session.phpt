--TEST--
Compact mode through sessions: msgpack.compact=full writes records and string references, reads old plain data too
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
msgpack.php_only=1
msgpack.compact=full
--FILE--
<?php
// Nothing is printed before the session has started (its settings cannot change after output).
ob_start();
class Item { public $sku; public $qty; public $label; function __construct($s, $q) { $this->sku = $s; $this->qty = $q; $this->label = 'item-label'; } }
$cart = ['items' => [new Item('A-1', 2), new Item('B-2', 1), new Item('C-3', 5)],
    'rows' => [['id' => 1, 'state' => 'open'], ['id' => 2, 'state' => 'open'], ['id' => 3, 'state' => 'open']]];

// Sessions: session_encode() writes compact, session_decode() reads compact and plain.
$dir = sys_get_temp_dir() . '/msgpack-808-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
session_start();
$_SESSION['cart'] = $cart;
$_SESSION['user'] = ['id' => 7, 'name' => 'Ada'];
$compact = session_encode();
var_dump(str_contains($compact, "\xd4\x72"), str_contains($compact, "\x53item-label"));
ini_set('msgpack.compact', '0');
$plain = session_encode();
ini_set('msgpack.compact', 'records');
$_SESSION = [];
var_dump(session_decode($compact), $_SESSION['cart'] == $cart, $_SESSION['user']);
$_SESSION = [];
var_dump(session_decode($plain), $_SESSION['cart'] == $cart);
printf("session bytes: plain %d, compact %d\n", strlen($plain), strlen($compact));
session_destroy();
@rmdir($dir);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
array(2) {
  ["id"]=>
  int(7)
  ["name"]=>
  string(3) "Ada"
}
bool(true)
bool(true)
session bytes: plain 200, compact 140
