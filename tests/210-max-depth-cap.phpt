--TEST--
msgpack.max_depth: accepted up to 32768, and that deep nesting packs and unpacks without exhausting the C stack
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
// sanitizer builds use several times the stack per level; the stack guard then stops them earlier (test 211)
if (getenv('MSGPACK_TEST_SANITIZER')) die('skip sanitizer build');
if ((PHP_DEBUG || PHP_INT_SIZE === 4) && PHP_OS_FAMILY !== 'Linux') die('skip the deep part runs under ulimit -s here');
// Under qemu-user (scripts/test-i386 on a kernel without IA-32 emulation) setrlimit(RLIMIT_STACK) is a no-op: the child
// keeps the 8 MiB limit, which the stack guard goes by, and 32768 levels of maps need 10 MiB on 32-bit x86.
if ((PHP_DEBUG || PHP_INT_SIZE === 4) && trim((string) shell_exec("sh -c 'ulimit -s 32768 && ulimit -s' 2>/dev/null")) !== '32768') die('skip ulimit -s does not set RLIMIT_STACK here (qemu-user)');
?>
--INI--
msgpack.max_depth=32768
--FILE--
<?php
var_dump(ini_get('msgpack.max_depth'));
var_dump(ini_set('msgpack.max_depth', '32769'));
var_dump(ini_set('msgpack.max_depth', '0'));
var_dump(ini_get('msgpack.max_depth'));

$deep = <<<'PHP'
$list = 1;
$map = 1;
for ($i = 0; $i < 32768; $i++) {
    $list = [$list];
    $map = ['k' => $map];
}
foreach (['list' => $list, 'map' => $map] as $name => $value) {
    $packed = msgpack_pack($value);
    echo $name, ': ', strlen($packed), ' bytes, round trip ', var_export(msgpack_unpack($packed) === $value, true), "\n";
}
// one level more than the limit fails cleanly in both directions
$list = [$list];
var_dump(msgpack_pack($list));
var_dump(msgpack_unpack("\x91" . substr(msgpack_pack($list[0]), 0)));
PHP;
// An optimised 64-bit module needs about 6 MB of C stack for 32768 levels (packing a map, the deepest path, takes about
// 190 bytes a level on x86-64): it runs them here, within the default 8 MB. Two builds take more per level, and there
// the same code runs in a child PHP with a 32 MB stack (on 8 MB the stack guard of test 211 would stop it): against a
// debug PHP, phpize compiles the module with -O0, which takes more than twice as much; on 32-bit x86 every call passes
// its arguments on the stack and fewer registers hold locals, so packing a map takes about 320 bytes a level, 10 MB.
if (PHP_DEBUG || PHP_INT_SIZE === 4) {
    require __DIR__ . '/470-child.inc';
    $cmd = 'ulimit -s 32768 && exec ' . msgpack_test_child(['msgpack.max_depth' => '32768']) . ' -r '
        . escapeshellarg($deep) . ' 2>&1';
    passthru('/bin/sh -c ' . escapeshellarg($cmd), $status);
    if ($status !== 0) {
        echo "child exit status $status\n";
    }
} else {
    eval($deep);
}
?>
--EXPECTF--
string(5) "32768"

Warning: ini_set(): msgpack.max_depth must be between 1 and 32768 in %s on line %d
bool(false)

Warning: ini_set(): msgpack.max_depth must be between 1 and 32768 in %s on line %d
bool(false)
string(5) "32768"
list: 32769 bytes, round trip true
map: 98305 bytes, round trip true

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 32768 exceeded in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
