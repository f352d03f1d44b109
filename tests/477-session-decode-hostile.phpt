--TEST--
session: session_decode() survives self-references, destructors that rewrite $_SESSION mid-merge, and random bytes
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
msgpack.php_only=1
msgpack.error_display=0
--FILE--
<?php
class Meddler
{
    public static $mode = 'write';
    public function __destruct()
    {
        echo "destructor ran\n";
        if (self::$mode === 'write') {
            $_SESSION['b'] = 'from destructor';
            $_SESSION['added'] = range(1, 50); // grows the table
        } else {
            $_SESSION = 'not an array';
        }
    }
}

$dir = sys_get_temp_dir() . '/msgpack-477-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
session_start();

echo "-- a variable referring to the whole decoded map\n";
// {nil:1, "a": {nil:2, 0:1}}: "a" is a reference to the root
var_dump(session_decode(hex2bin('82c001a16182c0020001')));
var_dump(is_array($_SESSION['a']), array_keys($_SESSION));
$_SESSION = [];

echo "-- an object root with a property pointing at itself\n";
var_dump(session_decode(hex2bin('82c0a8737464436c617373a26d6582c0040001')));
var_dump($_SESSION['me'] instanceof stdClass, $_SESSION['me']->me === $_SESSION['me']);
$_SESSION = [];

echo "-- destructor writes to \$_SESSION while variables are replaced\n";
$_SESSION['a'] = new Meddler;
// {"a": 1, "b": 2, "c": 3}
var_dump(session_decode("\x83\xa1a\x01\xa1b\x02\xa1c\x03"));
var_dump($_SESSION['a'], $_SESSION['b'], $_SESSION['c'], count($_SESSION['added']));
$_SESSION = [];

echo "-- destructor replaces \$_SESSION by a string\n";
Meddler::$mode = 'replace';
$_SESSION['a'] = new Meddler;
var_dump(session_decode("\x83\xa1a\x01\xa1b\x02\xa1c\x03"));
var_dump($_SESSION);
$_SESSION = [];
session_destroy();

echo "-- random bytes\n";
mt_srand(477);
$results = [];
for ($i = 0; $i < 400; $i++) {
    if (session_status() !== PHP_SESSION_ACTIVE) {
        @session_start();
    }
    $data = $i % 2 ? "\x85" : "\x83\xc0\x01";
    for ($n = mt_rand(0, 24); $n > 0; $n--) {
        $data .= chr(mt_rand(0, 255));
    }
    $r = @session_decode($data);
    $results[gettype($r)] = true;
    $_SESSION = [];
}
var_dump(array_keys($results));
@session_destroy();
@array_map('unlink', glob("$dir/*"));
@rmdir($dir);
?>
--EXPECT--
-- a variable referring to the whole decoded map
bool(true)
bool(true)
array(1) {
  [0]=>
  string(1) "a"
}
-- an object root with a property pointing at itself
bool(true)
bool(true)
bool(true)
-- destructor writes to $_SESSION while variables are replaced
destructor ran
bool(true)
int(1)
int(2)
int(3)
int(50)
-- destructor replaces $_SESSION by a string
destructor ran
bool(true)
string(12) "not an array"
-- random bytes
array(1) {
  [0]=>
  string(7) "boolean"
}
