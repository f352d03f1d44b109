--TEST--
C stack guard with the engine's stack checks off (zend.max_allowed_stack_size=-1, PHP 8.3+): deep values are still refused with the usual errors at 1 MiB and 256 KiB stacks, never a crash
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
if (PHP_OS_FAMILY !== 'Linux') die('skip uses ulimit -s');
// run-tests -m sets USE_ZEND_ALLOC=0 and runs children under valgrind too, whose emulated stack differs from the real one
if (getenv('USE_ZEND_ALLOC') === '0' && !getenv('MSGPACK_TEST_SANITIZER')) die('skip not under the memory-check pass');
?>
--FILE--
<?php
// With the engine's checks off EG(stack_limit) is null, which the codec's check took as no limit at all. PHP 8.2 has
// no such setting and ignores it: there this is test 217's case again.
foreach ([1024, 256] as $kib) {
    $cmd = sprintf('ulimit -s %d && QEMU_STACK_SIZE=%d exec %s -n -d extension=%s -d msgpack.max_depth=32768 -d fiber.stack_size=64M -d zend.max_allowed_stack_size=-1 %s 2>&1',
        $kib, $kib * 1024, escapeshellarg(PHP_BINARY), escapeshellarg(__DIR__ . '/../modules/msgpack.so'),
        escapeshellarg(__DIR__ . '/data/stack-guard-child.inc'));
    $out = [];
    exec('/bin/sh -c ' . escapeshellarg($cmd), $out, $status);
    echo "== $kib KiB\n", implode("\n", $out), "\nexit status: $status\n";
}
?>
--EXPECT--
== 1024 KiB
msgpack_pack list: refused
  then shallow: works
msgpack_pack map: refused
  then shallow: works
Packer list: refused
  then Packer shallow: works
msgpack_unpack arrays: refused
  then shallow: works
msgpack_unpack maps: refused
  then shallow: works
BufferUnpacker arrays: refused
  then BufferUnpacker shallow: works
100 levels: works
Packer and BufferUnpacker 100 levels: works
Fiber 10000 levels: works
after the Fiber suspended, msgpack_pack list: refused
done
exit status: 0
== 256 KiB
msgpack_pack list: refused
  then shallow: works
msgpack_pack map: refused
  then shallow: works
Packer list: refused
  then Packer shallow: works
msgpack_unpack arrays: refused
  then shallow: works
msgpack_unpack maps: refused
  then shallow: works
BufferUnpacker arrays: refused
  then BufferUnpacker shallow: works
100 levels: works
Packer and BufferUnpacker 100 levels: works
Fiber 10000 levels: works
after the Fiber suspended, msgpack_pack list: refused
done
exit status: 0
