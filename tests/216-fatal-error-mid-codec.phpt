--TEST--
A fatal error in user code the codec runs (E_USER_ERROR, timeout, compile error, memory_limit; exit() too) leaves no object or value half-way: shutdown functions find MessagePackUnpacker, Packer, BufferUnpacker, the values being packed and unserialize() as fresh ones
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
?>
--FILE--
<?php
$expected = [
    'MessagePackUnpacker' => "bool(true)\nstring(4) \"next\"\nbool(true)\narray(2) {\n  [0]=>\n  int(3)\n  [1]=>\n  int(4)\n}\n",
    'Packer' => "deepest: 16 (fresh: 16)\n92019202c0\n",
    'BufferUnpacker' => "[[1,[\"ext:ab\"],[1,2,3]],\"z\"] (fresh: [[1,[\"ext:ab\"],[1,2,3]],\"z\"])\ndeepest: 16 (fresh: 16)\n",
    'BufferUnpacker::tryUnpack' => "[[1,[\"ext:ab\"],[1,2,3]],\"z\",\"ext:cd\"] (fresh: [[1,[\"ext:ab\"],[1,2,3]],\"z\",\"ext:cd\"])\ndeepest: 16 (fresh: 16)\n",
    'php_only=0' => "bool(true)\nbool(true)\n",
    'Fiber' => "offset at the start, deepest: 16\ndeepest: 16\n",
    'Serializable' => "bool(true)\nbool(true)\n",
    'compact Packer' => "packs as a fresh Packer\n[{\"a\":1,\"b\":2},{\"a\":3,\"b\":\"ext:ab\"}] (fresh: [{\"a\":1,\"b\":2},{\"a\":3,\"b\":\"ext:ab\"}])\n",
    'compact BufferUnpacker' => "packs as a fresh Packer\n[{\"a\":1,\"b\":2},{\"a\":3,\"b\":\"ext:ab\"}] (fresh: [{\"a\":1,\"b\":2},{\"a\":3,\"b\":\"ext:ab\"}])\n",
];
$causes = ['user_error', 'timeout', 'compile_error', 'memory', 'exit'];
foreach ($expected as $scenario => $want) {
    foreach ($causes as $cause) {
        // PHP 8.5+ prints a backtrace after a fatal error unless fatal_error_backtraces=0 (older versions ignore the
        // setting): what is checked here is the state the shutdown function finds, not the error's report.
        $cmd = sprintf('%s -n -d extension=%s -d display_errors=1 -d log_errors=0 -d fatal_error_backtraces=0 %s %s %s 2>&1', escapeshellarg(PHP_BINARY),
            escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg(__DIR__ . '/data/fatal-scenarios.inc'),
            escapeshellarg($scenario), escapeshellarg($cause));
        exec($cmd, $out, $status);
        $text = implode("\n", $out) . "\n";
        $out = [];
        // The error that ended the request comes first (none for exit()).
        $text = preg_replace('/^\s*(PHP )?Fatal error: .*\n/', '', $text);
        echo $text === $want ? "ok   " : "FAIL ", "$scenario, $cause\n";
        if ($text !== $want) {
            echo $text, "(exit status $status)\n";
        }
    }
}
?>
--EXPECT--
ok   MessagePackUnpacker, user_error
ok   MessagePackUnpacker, timeout
ok   MessagePackUnpacker, compile_error
ok   MessagePackUnpacker, memory
ok   MessagePackUnpacker, exit
ok   Packer, user_error
ok   Packer, timeout
ok   Packer, compile_error
ok   Packer, memory
ok   Packer, exit
ok   BufferUnpacker, user_error
ok   BufferUnpacker, timeout
ok   BufferUnpacker, compile_error
ok   BufferUnpacker, memory
ok   BufferUnpacker, exit
ok   BufferUnpacker::tryUnpack, user_error
ok   BufferUnpacker::tryUnpack, timeout
ok   BufferUnpacker::tryUnpack, compile_error
ok   BufferUnpacker::tryUnpack, memory
ok   BufferUnpacker::tryUnpack, exit
ok   php_only=0, user_error
ok   php_only=0, timeout
ok   php_only=0, compile_error
ok   php_only=0, memory
ok   php_only=0, exit
ok   Fiber, user_error
ok   Fiber, timeout
ok   Fiber, compile_error
ok   Fiber, memory
ok   Fiber, exit
ok   Serializable, user_error
ok   Serializable, timeout
ok   Serializable, compile_error
ok   Serializable, memory
ok   Serializable, exit
ok   compact Packer, user_error
ok   compact Packer, timeout
ok   compact Packer, compile_error
ok   compact Packer, memory
ok   compact Packer, exit
ok   compact BufferUnpacker, user_error
ok   compact BufferUnpacker, timeout
ok   compact BufferUnpacker, compile_error
ok   compact BufferUnpacker, memory
ok   compact BufferUnpacker, exit
