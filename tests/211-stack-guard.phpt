--TEST--
msgpack: nesting that would exhaust a small C stack fails with a warning instead of crashing (1 MB stack child)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
if (PHP_OS_FAMILY !== 'Linux') die('skip uses ulimit -s');
// run-tests -m sets USE_ZEND_ALLOC=0 and runs children under valgrind too, whose emulated stack differs from the real one
if (getenv('USE_ZEND_ALLOC') === '0') die('skip not under the memory-check pass');
?>
--FILE--
<?php
// A child PHP with a 1 MB stack: 30000 levels are within msgpack.max_depth=32768 but need more stack than that.
$code = <<<'PHP'
$a = 1;
for ($i = 0; $i < 30000; $i++) {
    $a = [$a];
}
var_dump(msgpack_pack($a));
var_dump(msgpack_unpack(str_repeat("\x91", 30000) . "\x01"));
var_dump(msgpack_unpack(str_repeat("\x81\xa1k", 30000) . "\x01"));
// a shallow value still works afterwards
var_dump(msgpack_unpack(msgpack_pack([1, [2]])));
// The engine frees nested arrays recursively, and a debug PHP's frames are too big for 30000 levels in 1 MB: free
// the levels one at a time, so that the exit status says what msgpack did.
while (is_array($a)) {
    $a = $a[0];
}
PHP;
// QEMU_STACK_SIZE: under qemu-user (scripts/test-i386 on a kernel without IA-32 emulation) setrlimit(RLIMIT_STACK) is
// a no-op, and qemu sizes the emulated stack from this variable instead; a native PHP ignores it.
$cmd = sprintf('ulimit -s 1024 && QEMU_STACK_SIZE=1048576 exec %s -n -d extension=%s -d msgpack.max_depth=32768 -r %s 2>&1',
    escapeshellarg(PHP_BINARY), escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($code));
exec('/bin/sh -c ' . escapeshellarg($cmd), $out, $status);
echo implode("\n", $out), "\nexit status: $status\n";
?>
--EXPECTF--
Warning: [msgpack] (php_msgpack_serialize) Nesting too deep for the C stack in Command line code on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Memory error in Command line code on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Memory error in Command line code on line %d
bool(false)
array(2) {
  [0]=>
  int(1)
  [1]=>
  array(1) {
    [0]=>
    int(2)
  }
}
exit status: 0
