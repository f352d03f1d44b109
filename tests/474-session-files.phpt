--TEST--
session: a files-handler session written with serialize_handler=msgpack holds PECL's bytes and is read back by a new request
--EXTENSIONS--
msgpack
session
--SKIPIF--
<?php
if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline to start a second PHP process');
?>
--INI--
session.use_cookies=0
session.use_strict_mode=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
msgpack.php_only=1
--FILE--
<?php
require __DIR__ . '/470-child.inc';

class Visit
{
    public $pages = [];
    public function __construct(public string $who = '') {}
}

$dir = sys_get_temp_dir() . '/msgpack-474-' . getmypid();
$id = 'msgpack474x' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);

// Request 1: start, write, close.
session_id($id);
var_dump(session_start());
$visit = new Visit('bob');
$visit->pages = ['/', '/cart'];
$_SESSION['visit'] = $visit;
$_SESSION['count'] = 2;
$_SESSION['tags'] = ['a' => [1, 2], 'b' => []];
var_dump(session_write_close());
echo bin2hex(file_get_contents("$dir/sess_$id")), "\n";

// Request 2 in this process: the same id reads the file back.
$_SESSION = [];
session_id($id);
var_dump(session_start());
var_dump($_SESSION['visit'] == $visit, $_SESSION['count'], $_SESSION['tags']);
$_SESSION['count']++;
var_dump(session_write_close());

// Request 3 in a new process.
$child = <<<'CODE'
class Visit { public $pages = []; public function __construct(public string $who = '') {} }
session_id($argv[1]);
var_dump(session_start());
var_dump($_SESSION);
$_SESSION['child'] = true;
session_write_close();
CODE;
$cmd = msgpack_test_child([
    'session.use_cookies' => '0',
    'session.use_strict_mode' => '0',
    'session.cache_limiter' => '',
    'session.serialize_handler' => 'msgpack',
    'session.save_handler' => 'files',
    'session.save_path' => $dir,
    'msgpack.php_only' => '1',
]);
passthru($cmd . ' -r ' . escapeshellarg($child) . ' ' . escapeshellarg($id));

// And back here: the child's write is readable too.
session_id($id);
session_start();
var_dump($_SESSION['child'], $_SESSION['count']);
session_destroy();
@rmdir($dir);
?>
--EXPECTF--
bool(true)
bool(true)
84c001a5766973697483c0a55669736974a5706167657392a12fa52f63617274a377686fa3626f62a5636f756e7402a47461677382a161920102a16290
bool(true)
bool(true)
int(2)
array(2) {
  ["a"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["b"]=>
  array(0) {
  }
}
bool(true)
bool(true)
array(3) {
  ["visit"]=>
  object(Visit)#%d (2) {
    ["pages"]=>
    array(2) {
      [0]=>
      string(1) "/"
      [1]=>
      string(5) "/cart"
    }
    ["who"]=>
    string(3) "bob"
  }
  ["count"]=>
  int(3)
  ["tags"]=>
  array(2) {
    ["a"]=>
    array(2) {
      [0]=>
      int(1)
      [1]=>
      int(2)
    }
    ["b"]=>
    array(0) {
    }
  }
}
bool(true)
int(3)
