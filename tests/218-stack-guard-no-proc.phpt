--TEST--
C stack guard without /proc (a minimal container): the stack cannot be found the usual way, yet deep values are refused with the usual errors at 1 MiB and 256 KiB stacks, never a crash
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
if (PHP_OS_FAMILY !== 'Linux') die('skip uses ulimit -s');
// run-tests -m sets USE_ZEND_ALLOC=0 and runs children under valgrind too, whose emulated stack differs from the real one
if (getenv('USE_ZEND_ALLOC') === '0' && !getenv('MSGPACK_TEST_SANITIZER')) die('skip not under the memory-check pass');
if (getenv('MSGPACK_TEST_SANITIZER')) die('skip the sanitizer runtime reads /proc/self/maps as it starts: a sanitized child cannot run without /proc');
$probe = "unshare --mount --propagation unchanged sh -c 'mount --make-private /proc && mount -t tmpfs none /proc && ! test -e /proc/self/maps' 2>/dev/null";
exec($probe, $out, $status);
if ($status !== 0) die('skip needs unshare --mount and mount (root, util-linux, /proc mounted) to hide /proc from a child');
// Without /proc the guard sizes the main stack from RLIMIT_STACK. Under qemu-user (scripts/test-i386 on a kernel without
// IA-32 emulation) setrlimit(RLIMIT_STACK) is a no-op and the emulated stack is QEMU_STACK_SIZE: the limit the child
// reads is not its stack's size, which no real kernel allows, and the child overflows the smaller stack it was given.
if (trim((string) shell_exec("sh -c 'ulimit -s 1024 && ulimit -s' 2>/dev/null")) !== '1024') die('skip ulimit -s does not set RLIMIT_STACK here (qemu-user)');
?>
--FILE--
<?php
// glibc reads the main thread's stack bounds from /proc/self/maps, and so does PHP 8.3+'s engine: with /proc empty
// PHP 8.2's codec found no limit, and the engine assumes 8 MiB below where it started, so a 1 MiB stack overflowed.
// The third child also switches the engine's checks off (PHP 8.3+; 8.2 has no such setting and ignores it).
$children = [
    '1024 KiB, no /proc' => [1024, ''],
    '256 KiB, no /proc' => [256, ''],
    '1024 KiB, no /proc, zend.max_allowed_stack_size=-1' => [1024, '-d zend.max_allowed_stack_size=-1'],
];
foreach ($children as $name => [$kib, $ini]) {
    $php = sprintf('%s -n -d extension=%s -d msgpack.max_depth=32768 -d fiber.stack_size=64M %s %s 2>&1',
        escapeshellarg(PHP_BINARY), escapeshellarg(__DIR__ . '/../modules/msgpack.so'), $ini,
        escapeshellarg(__DIR__ . '/data/stack-guard-child.inc'));
    // QEMU_STACK_SIZE: see test 211
    // An empty tmpfs over /proc in a mount namespace of the child's own. The proc mount is made private there first, so
    // that the tmpfs stacked on it stays there (a chroot's root is no mount point: --propagation private fails in one).
    $inner = sprintf('mount --make-private /proc && mount -t tmpfs none /proc && ulimit -s %d && QEMU_STACK_SIZE=%d exec %s',
        $kib, $kib * 1024, $php);
    $out = [];
    exec('unshare --mount --propagation unchanged sh -c ' . escapeshellarg($inner), $out, $status);
    echo "== $name\n", implode("\n", $out), "\nexit status: $status\n";
}
?>
--EXPECT--
== 1024 KiB, no /proc
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
== 256 KiB, no /proc
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
== 1024 KiB, no /proc, zend.max_allowed_stack_size=-1
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
