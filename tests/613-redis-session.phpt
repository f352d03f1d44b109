--TEST--
phpredis sessions: session.save_handler=redis with session.serialize_handler=msgpack, read back in a second process
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
$inc = __DIR__ . '/../scripts/integration/server.inc';
if (!is_file($inc)) die("skip no scripts/integration (a release tarball)\n");
require $inc;
msgpack_test_skipif('redis');
?>
--INI--
extension=${MSGPACK_TEST_REDIS_SO}
session.save_handler=redis
session.serialize_handler=msgpack
session.use_cookies=0
session.use_strict_mode=0
session.cache_limiter=
--FILE--
<?php
require __DIR__ . '/../scripts/integration/server.inc';
$server = msgpack_test_server('redis');
ini_set('session.save_path', "tcp://127.0.0.1:{$server->port}");

// Runs $code in a new php with the same extensions and INI settings as this test (run-tests.php passes them).
function in_second_process(string $code, int $port, string $id): string
{
    $script = tempnam(sys_get_temp_dir(), 'msgpack-session-');
    file_put_contents($script, "<?php\nini_set('session.save_path', 'tcp://127.0.0.1:' . \$argv[1]);\n"
        . "session_id(\$argv[2]);\n$code");
    $cmd = getenv('TEST_PHP_EXECUTABLE') . ' ' . getenv('TEST_PHP_EXTRA_ARGS') . ' -f ' . escapeshellarg($script)
        . " $port " . escapeshellarg($id) . ' 2>&1';
    $output = shell_exec($cmd);
    unlink($script);
    return (string) $output;
}

// The format PECL msgpack writes: the session array behind a reference marker (nil => 1).
session_id('msgpack-simple');
session_start();
$_SESSION['foo'] = 1;
session_write_close();
echo bin2hex(msgpack_test_redis_command($server->port, 'GET', 'PHPREDIS_SESSION:msgpack-simple')), "\n";

session_id('msgpack-session');
session_start();
$_SESSION['user'] = 'ann';
$_SESSION['visits'] = 1;
$_SESSION['cart'] = ['items' => [['sku' => 'A-1', 'qty' => 2], ['sku' => 'B-2', 'qty' => 1]], 'total' => 12.5];
$_SESSION['flags'] = [true, false, null];
$encoded = session_encode();
session_write_close();

// What redis holds is exactly the serializer's output.
$raw = msgpack_test_redis_command($server->port, 'GET', 'PHPREDIS_SESSION:msgpack-session');
var_dump($raw === $encoded);

// Another process reads it back, changes it and writes it again.
echo in_second_process(<<<'CODE'
session_start();
var_export($_SESSION);
echo "\n";
$_SESSION['visits']++;
$_SESSION['seen_by'] = 'second process';
unset($_SESSION['flags']);
session_write_close();
CODE, $server->port, 'msgpack-session');

session_id('msgpack-session');
session_start();
var_dump($_SESSION);
session_write_close();

// With msgpack.php_only=0 the session is a plain map.
ini_set('msgpack.php_only', '0');
session_id('msgpack-plain');
session_start();
$_SESSION['q'] = 1;
session_write_close();
echo bin2hex(msgpack_test_redis_command($server->port, 'GET', 'PHPREDIS_SESSION:msgpack-plain')), "\n";
?>
--EXPECT--
82c001a3666f6f01
bool(true)
array (
  'user' => 'ann',
  'visits' => 1,
  'cart' => 
  array (
    'items' => 
    array (
      0 => 
      array (
        'sku' => 'A-1',
        'qty' => 2,
      ),
      1 => 
      array (
        'sku' => 'B-2',
        'qty' => 1,
      ),
    ),
    'total' => 12.5,
  ),
  'flags' => 
  array (
    0 => true,
    1 => false,
    2 => NULL,
  ),
)
array(4) {
  ["user"]=>
  string(3) "ann"
  ["visits"]=>
  int(2)
  ["cart"]=>
  array(2) {
    ["items"]=>
    array(2) {
      [0]=>
      array(2) {
        ["sku"]=>
        string(3) "A-1"
        ["qty"]=>
        int(2)
      }
      [1]=>
      array(2) {
        ["sku"]=>
        string(3) "B-2"
        ["qty"]=>
        int(1)
      }
    }
    ["total"]=>
    float(12.5)
  }
  ["seen_by"]=>
  string(14) "second process"
}
81a17101
