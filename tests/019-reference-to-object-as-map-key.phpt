--TEST--
Hostile data: a map key that is a back-reference or a PHP reference to an object drops its pair as an object key does, instead of throwing "could not be converted to string" (or calling __toString()) out of msgpack_unpack() and session_start()
--EXTENSIONS--
msgpack
session
--INI--
msgpack.error_display=0
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
--FILE--
<?php
// (session settings cannot change once output has been sent)
ob_start();
class P { public $a = 1; }
class T
{
    public $a = 1;
    public function __toString(): string { echo "__toString() called\n"; return 't'; }
}

$cases = [
    // {"x": P{a: 1}, <object back-reference to P>: 1}
    'object back-reference' => '82a17882c0a150a16101' . '82c0050002' . '01',
    // {"x": P{a: 1}, <PHP reference to P>: 1}
    'PHP reference' => '82a17882c0a150a16101' . '82c0020002' . '01',
    // the same with a class that has __toString(): not called, as for the object itself
    'reference, __toString()' => '82a17882c0a154a16101' . '82c0050002' . '01',
    'object, __toString()' => '82a17882c0a154a16101' . '82c0a154a16101' . '01',
];
foreach ($cases as $name => $hex) {
    echo "-- $name\n";
    try {
        $value = msgpack_unpack(hex2bin($hex));
        echo implode(',', array_keys($value)), ' ', get_class($value['x']), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- session\n";
$dir = sys_get_temp_dir() . '/msgpack-019-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('msgpack019');
// what an attacker who can write to the session store could put there
file_put_contents("$dir/sess_msgpack019", hex2bin('83a17882c0a150a16101' . '82c0050002' . '01' . 'a47573657201'));
try {
    var_dump(session_start());
    echo implode(',', array_keys($_SESSION)), "\n";
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(session_status() === PHP_SESSION_ACTIVE);
session_destroy();
@array_map('unlink', glob("$dir/*"));
@rmdir($dir);
?>
--EXPECT--
-- object back-reference
x P
-- PHP reference
x P
-- reference, __toString()
x T
-- object, __toString()
x T
-- session
bool(true)
x,user
bool(true)
