--TEST--
PHP-FPM with session.auto_start: the session is read before any PHP function runs; data an internal class refuses (ArrayObject given ill-typed flags, a DateTime with a bad date) starts an empty session without an exception, a missing class gives an incomplete object, garbage an empty session, good data its values, and the worker goes on serving requests
--SKIPIF--
<?php
if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline to start php-fpm with this module');
if (!function_exists('proc_open')) die('skip needs proc_open()');
require __DIR__ . '/615-fpm.inc';
if (msgpack_test_fpm_binary() === null) die('skip no php-fpm of PHP ' . PHP_VERSION . ' (Debian: php' . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION . '-fpm)');
?>
--FILE--
<?php
/*
 * With session.auto_start the session module reads the session in its RINIT, where no PHP function runs: an
 * exception an internal class's __unserialize() throws there cannot propagate, and zend_call_function() would report it
 * as uncaught and bail out of the request's start-up (msgpack_pecl_run_top_level() gives the decode a frame). The
 * session id comes from the query string (use_only_cookies off), so every case is one request that stores the bytes
 * and requests that read them.
 */
require __DIR__ . '/470-child.inc';
require __DIR__ . '/615-fpm.inc';

$app = <<<'PHP'
<?php
if (isset($_GET['put'])) {
    file_put_contents(ini_get('session.save_path') . '/sess_' . $_GET['id'], hex2bin($_GET['put']));
    echo "stored\n";
    return;
}
$show = function ($v) {
    return is_object($v) ? get_class($v) : $v;
};
echo 'status ', session_status(), ', session ', json_encode(array_map($show, $_SESSION)), ', last error ',
    error_get_last()['message'] ?? 'none', "\n";
$_SESSION['seen'] = ($_SESSION['seen'] ?? 0) + 1;
$u = msgpack_unpack(msgpack_pack(['a' => [1, 2], 'o' => new ArrayObject([1])]));
echo 'codec ', json_encode(array_map($show, $u)), "\n";
PHP;

$fpm = msgpack_test_fpm_start($app, [
    'php_admin_value[session.auto_start]' => '1',
    'php_admin_value[session.use_only_cookies]' => '0',
    'php_admin_value[session.use_trans_sid]' => '0',
]);

class Gone
{
    public $p = 1;
}
$ao = msgpack_pack(['a' => new ArrayObject([1, 2])]);
$dt = msgpack_pack(['d' => new DateTime('2020-01-01 00:00:00', new DateTimeZone('UTC'))]);
$cases = [
    'plain' => msgpack_pack(['x' => 1, 'y' => [1, 2]]),
    'ArrayObject' => $ao,
    // [flags, storage, members, iterator class]: flags given as a string
    'ArrayObject, flags a string' => str_replace("\xc0\x94\x00", "\xc0\x94\xa1x", $ao),
    'DateTime, bad date' => str_replace('2020-01-01', 'xxxx-01-01', $dt),
    'missing class' => str_replace('Gone', 'Lost', msgpack_pack(['g' => new Gone()])),
    'garbage' => "\xc1\xc1\xc1",
];
$n = 0;
foreach ($cases as $name => $bytes) {
    $id = 'auto' . ++$n;
    echo "== $name\n";
    if ($name === 'ArrayObject, flags a string' && $bytes === $ao) {
        echo "the flags were not found\n";
    }
    echo msgpack_test_fpm_request($fpm, 'put=' . bin2hex($bytes) . "&id=$id");
    echo msgpack_test_fpm_request($fpm, "PHPSESSID=$id") ?? "no response\n";
    echo msgpack_test_fpm_request($fpm, "PHPSESSID=$id") ?? "no response\n";
}
msgpack_test_fpm_stop($fpm);
?>
--EXPECT--
== plain
stored
status 2, session {"x":1,"y":[1,2]}, last error none
codec {"a":[1,2],"o":"ArrayObject"}
status 2, session {"x":1,"y":[1,2],"seen":1}, last error none
codec {"a":[1,2],"o":"ArrayObject"}
== ArrayObject
stored
status 2, session {"a":"ArrayObject"}, last error none
codec {"a":[1,2],"o":"ArrayObject"}
status 2, session {"a":"ArrayObject","seen":1}, last error none
codec {"a":[1,2],"o":"ArrayObject"}
== ArrayObject, flags a string
stored
status 2, session [], last error none
codec {"a":[1,2],"o":"ArrayObject"}
status 2, session {"seen":1}, last error none
codec {"a":[1,2],"o":"ArrayObject"}
== DateTime, bad date
stored
status 2, session [], last error none
codec {"a":[1,2],"o":"ArrayObject"}
status 2, session {"seen":1}, last error none
codec {"a":[1,2],"o":"ArrayObject"}
== missing class
stored
status 2, session {"g":"__PHP_Incomplete_Class"}, last error none
codec {"a":[1,2],"o":"ArrayObject"}
status 2, session {"g":"__PHP_Incomplete_Class","seen":1}, last error none
codec {"a":[1,2],"o":"ArrayObject"}
== garbage
stored
status 2, session [], last error none
codec {"a":[1,2],"o":"ArrayObject"}
status 2, session {"seen":1}, last error none
codec {"a":[1,2],"o":"ArrayObject"}
