--TEST--
APCu: msgpack registers with APCu whichever of the two is loaded first (optional module dependency)
--EXTENSIONS--
msgpack
apcu
--SKIPIF--
<?php
if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline to start a second PHP process');
?>
--FILE--
<?php
require __DIR__ . '/470-child.inc';

$child = <<<'CODE'
ob_start();
phpinfo(INFO_MODULES);
preg_match('/^Serialization Support => (.*)$/m', ob_get_clean(), $m);
echo 'serializers: ', $m[1], "\n";
ini_set('msgpack.force_f32', '1');
apcu_store('k', [0.1]);
var_dump(apcu_fetch('k')[0]);
CODE;
$ini = ['apc.enable_cli' => '1', 'apc.serializer' => 'msgpack'];
foreach (['msgpack first' => false, 'apcu first' => true] as $name => $msgpack_last) {
    echo "$name\n";
    passthru(msgpack_test_child($ini, ['apcu'], $msgpack_last) . ' -r ' . escapeshellarg($child));
}
?>
--EXPECTF--
msgpack first
serializers: php, msgpack%A
float(0.10000000149011612)
apcu first
serializers: php, msgpack%A
float(0.10000000149011612)
