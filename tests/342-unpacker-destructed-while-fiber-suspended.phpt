--TEST--
MessagePackUnpacker: the request ends (normally, or by exit()) while a Fiber is suspended in user code that execute() runs, and the unpacker is destructed before the Fiber: its destructor leaves it to that call instead of throwing, so the Fiber's own destruction runs its finally block and the request ends cleanly
--EXTENSIONS--
msgpack
--FILE--
<?php
foreach (['end', 'exit'] as $how) {
    $code = <<<'PHP'
    spl_autoload_register(function ($class) {
        Fiber::suspend();
        eval("class $class { public \$k; }");
    });
    $u = new MessagePackUnpacker();
    $fiber = new Fiber(function () use ($u) {
        try {
            $u->feed("\x92\xa4head\x82\xc0\xa5Later\xa1k\x07");
            $u->execute();
        } finally {
            echo "finally\n";
        }
    });
    $fiber->start();
    $GLOBALS['keep'] = [$u, $fiber]; // the unpacker first: the object store destructs it before the Fiber
    echo "end of script\n";
    PHP;
    if ($how === 'exit') {
        $code .= "exit(3);\n";
    }
    $file = tempnam(sys_get_temp_dir(), 'msgpack342');
    file_put_contents($file, "<?php\n" . $code);
    $cmd = sprintf('%s -n -d extension=%s -d display_errors=1 %s 2>&1', escapeshellarg(PHP_BINARY),
        escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($file));
    exec($cmd, $out, $status);
    unlink($file);
    echo "$how: ", implode(' | ', $out), " (exit status $status)\n";
    $out = [];
}
?>
--EXPECT--
end: end of script | finally (exit status 0)
exit: end of script | finally (exit status 3)
