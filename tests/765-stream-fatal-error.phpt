--TEST--
A fatal error (E_USER_ERROR, timeout, compile error, memory_limit; exit() too) in user code a StreamUnpacker or packToStream() runs (a wrapper's stream_read()/stream_write(), an extension) leaves nothing half-way: a shutdown function iterates the same StreamUnpacker on from the interrupted message, packs with the same Packer at full depth, and can fclose() the stream
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
?>
--FILE--
<?php
$expected = [
    'read' => "0 1\n1 \"two\"\n2 [3]\nbool(true)\n",
    'extension' => "0 \"ext:a\"\n1 \"ext:stop\"\n2 \"after\"\n",
    'write' => "deepest: 16\nbool(true)\n",
];
$causes = ['user_error', 'timeout', 'compile_error', 'memory', 'exit'];
foreach ($expected as $scenario => $want) {
    foreach ($causes as $cause) {
        // PHP 8.5+ prints a backtrace after a fatal error unless fatal_error_backtraces=0 (older versions ignore the
        // setting): what is checked here is the state the shutdown function finds, not the error's report.
        $cmd = sprintf('%s -n -d extension=%s -d display_errors=1 -d log_errors=0 -d fatal_error_backtraces=0 %s %s %s 2>&1',
            escapeshellarg(getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY),
            escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg(__DIR__ . '/data/stream-fatal-scenarios.inc'),
            escapeshellarg($scenario), escapeshellarg($cause));
        exec($cmd, $out, $status);
        $text = implode("\n", $out) . "\n";
        $out = [];
        // The error that ended the request (none for exit()), between what the interrupted loop and the shutdown
        // function printed.
        $text = preg_replace('/^\s*(PHP )?Fatal error: .*\n/m', '', $text);
        $ok = $text === $want;
        echo $ok ? "ok   " : "FAIL ", "$scenario, $cause\n";
        if (!$ok) {
            echo $text, "(exit status $status)\n";
        }
    }
}
?>
--EXPECT--
ok   read, user_error
ok   read, timeout
ok   read, compile_error
ok   read, memory
ok   read, exit
ok   extension, user_error
ok   extension, timeout
ok   extension, compile_error
ok   extension, memory
ok   extension, exit
ok   write, user_error
ok   write, timeout
ok   write, compile_error
ok   write, memory
ok   write, exit
