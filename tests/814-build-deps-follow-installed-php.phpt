--TEST--
scripts/build's dependencies are those of the PHP installed (phpX.Y-cli and phpX.Y-dev of the `php` on PATH), so that it works on Debian 13 (8.4) and Ubuntu 24.04 (8.3), not only where php8.2 exists
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../scripts/lib.sh')) die('skip no scripts/lib.sh (a release tarball)');
if (!is_executable('/bin/bash')) die('skip needs bash');
?>
--FILE--
<?php
// A directory whose only `php` is the PHP running this test, first on PATH.
$bin = sys_get_temp_dir() . '/msgpack-814-' . getmypid();
mkdir($bin);
symlink(PHP_BINARY, "$bin/php");
$lib = escapeshellarg(__DIR__ . '/../scripts/lib.sh');
$series = shell_exec('PATH=' . escapeshellarg($bin) . ':"$PATH" /bin/bash -c ' . escapeshellarg(". $lib && msgpack_php_series") . ' 2>&1');
unlink("$bin/php");
rmdir($bin);
var_dump(trim((string) $series) === PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION);
?>
--EXPECT--
bool(true)
