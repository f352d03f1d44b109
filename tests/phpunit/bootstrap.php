<?php
// The suite exercises the MessagePack\ classes of the loaded msgpack module. Without them nothing here can run, and
// that must be a failure of the run, not a pile of skipped tests.
declare(strict_types=1);

error_reporting(E_ALL);

if (!class_exists(MessagePack\Packer::class)) {
    fwrite(STDERR, "tests/phpunit: class MessagePack\\Packer is not available; load modules/msgpack.so with -d extension=...\n");
    exit(1);
}
