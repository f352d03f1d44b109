--TEST--
Sessions: an internal class whose __unserialize() or __wakeup() refuses the data it is given (ArrayObject, SplObjectStorage, DateTime) starts an empty session without the exception, as other data unserialize() throws for does; a user class's exception still escapes
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.use_strict_mode=0
session.cache_limiter=
session.serialize_handler=msgpack
--FILE--
<?php
ob_start();
class Account
{
    public $balance = 1;
    public function __wakeup() { throw new RuntimeException('database down'); }
}

$dir = sys_get_temp_dir() . '/msgpack-576-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
$file = "$dir/sess_s576";

function str(string $s): string
{
    return chr(0xa0 | strlen($s)) . $s;
}

// session_start() twice on these bytes (the second request sees what the first wrote back).
function start_twice(string $bytes): string
{
    global $file;
    file_put_contents($file, $bytes);
    $out = [];
    for ($i = 0; $i < 2; $i++) {
        session_id('s576');
        try {
            $how = 'returned ' . var_export(session_start(), true);
        } catch (Throwable $e) {
            $how = 'threw ' . get_class($e) . ': ' . $e->getMessage();
        }
        $how .= ' ' . json_encode(array_map(fn($v) => is_object($v) ? get_class($v) : $v, $_SESSION ?? []));
        try {
            session_write_close();
        } catch (Throwable $e) {
            $how .= ', writing it threw ' . get_class($e);
            session_abort();
        }
        $out[] = $how;
        $_SESSION = [];
    }
    return implode("\n  ", $out);
}

$cases = [
    'ArrayObject given a property' => "\x82\xc0" . str('ArrayObject') . str('k') . "\x01",
    'SplObjectStorage given two properties' => "\x83\xc0" . str('SplObjectStorage') . str('x') . "\x01" . str('y') . "\x02",
    'DateTime given a date it cannot read' => "\x84\xc0" . str('DateTime') . str('date') . str('garbage')
        . str('timezone_type') . "\x03" . str('timezone') . str('UTC'),
    'a user class whose __wakeup() throws' => "\x82\xc0" . str('Account') . str('balance') . "\x05",
];
foreach ($cases as $what => $bad) {
    $result = start_twice("\x83\xc0\x01" . str('user') . str('ann') . str('item') . $bad);
    echo "$what:\n  $result\n";
}
@unlink($file);
@rmdir($dir);
echo ob_get_clean();
?>
--EXPECT--
ArrayObject given a property:
  returned true []
  returned true []
SplObjectStorage given two properties:
  returned true []
  returned true []
DateTime given a date it cannot read:
  returned true []
  returned true []
a user class whose __wakeup() throws:
  threw RuntimeException: database down {"user":"ann","item":"Account"}
  threw RuntimeException: database down {"user":"ann","item":"Account"}
