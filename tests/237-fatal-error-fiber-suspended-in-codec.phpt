--TEST--
A fatal error while a Fiber is suspended in user code a codec call runs (MessagePackUnpacker fed and direct, BufferUnpacker, Packer): the call is abandoned with the others and the Fiber ends as one a fatal error ended (isTerminated(), getReturn() throws), so a shutdown function that feeds the object and resumes the Fiber gets a FiberError, not a decode going on over a buffer the feed reallocated; the object then reads as a fresh one, losing only the message that was being read
--EXTENSIONS--
msgpack
--FILE--
<?php
$expected = [
    'fed' => "fiber: \"first\"\nFiberError: Cannot resume a fiber that is not suspended, terminated: true\nFiberError: Cannot get fiber return value: The fiber exited with a fatal error\nread: [\"after\",\"fed\"] + 4999 more\n",
    'direct' => "FiberError: Cannot resume a fiber that is not suspended, terminated: true\nFiberError: Cannot get fiber return value: The fiber exited with a fatal error\nread: [\"fed\",\"fed\"] + 4998 more\ndirect: [true,{\"direct\":1},true]\n",
    'BufferUnpacker' => "FiberError: Cannot resume a fiber that is not suspended, terminated: true\nFiberError: Cannot get fiber return value: The fiber exited with a fatal error\nremaining 18: [[1,2],[1,\"ext:ab\"],\"appended\"]\n",
    'Packer' => "FiberError: Cannot resume a fiber that is not suspended, terminated: true\nFiberError: Cannot get fiber return value: The fiber exited with a fatal error\npack: 92019102 (fresh: 92019102)\n",
];
foreach ($expected as $scenario => $want) {
    foreach (['user_error', 'compile_error'] as $cause) {
        $cmd = sprintf('%s -n -d extension=%s -d display_errors=1 -d log_errors=0 -d fatal_error_backtraces=0 %s %s %s 2>&1',
            escapeshellarg(PHP_BINARY), escapeshellarg(__DIR__ . '/../modules/msgpack.so'),
            escapeshellarg(__DIR__ . '/data/fatal-fiber-scenarios.inc'), escapeshellarg($scenario), escapeshellarg($cause));
        exec($cmd, $out, $status);
        $text = implode("\n", $out) . "\n";
        $out = [];
        $text = preg_replace('/^\s*(PHP )?Fatal error: .*\n/m', '', $text, 1);
        echo $text === $want ? "ok   " : "FAIL ", "$scenario, $cause\n";
        if ($text !== $want) {
            echo $text, "(exit status $status)\n";
        }
    }
}
?>
--EXPECT--
ok   fed, user_error
ok   fed, compile_error
ok   direct, user_error
ok   direct, compile_error
ok   BufferUnpacker, user_error
ok   BufferUnpacker, compile_error
ok   Packer, user_error
ok   Packer, compile_error
