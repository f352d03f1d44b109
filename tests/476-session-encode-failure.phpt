--TEST--
session: an encode failure (nesting too deep, exception from __serialize) makes session_encode() fail with no partial data
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.use_strict_mode=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
msgpack.php_only=1
msgpack.max_depth=8
--FILE--
<?php
class Refuses
{
    public function __serialize(): array { throw new RuntimeException('not today'); }
}

$dir = sys_get_temp_dir() . '/msgpack-476-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('msgpack476');
session_start();

$deep = 1;
for ($i = 0; $i < 20; $i++) {
    $deep = [$deep];
}
$_SESSION['deep'] = $deep;
var_dump(session_encode());

$_SESSION = ['obj' => new Refuses];
try {
    var_dump(session_encode());
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

// Within the limit again: encodes.
$_SESSION = ['ok' => [[1]]];
echo bin2hex(session_encode()), "\n";
session_destroy();
@rmdir($dir);
?>
--EXPECTF--
Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 8 exceeded in %s on line %d
bool(false)
RuntimeException: not today
82c001a26f6b919101
