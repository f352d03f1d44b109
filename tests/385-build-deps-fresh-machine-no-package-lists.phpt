--TEST--
scripts/lib.sh's msgpack_php_series() on a fresh machine (no `php` on PATH, no apt package lists yet, as root): it reads the lists before choosing, so that Debian 13 gets 8.4 rather than a php8.2-dev that does not exist there, and Debian 12 still gets 8.2
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../scripts/lib.sh')) die('skip no scripts/lib.sh (a release tarball)');
foreach (['/bin/bash', '/usr/bin/sed', '/usr/bin/head', '/usr/bin/dirname'] as $tool) {
    if (!is_executable($tool)) die("skip needs $tool");
}
?>
--FILE--
<?php
/* A PATH of the few tools lib.sh uses, no php, and stand-ins for apt that know no package until `apt-get update` ran;
 * $default: what php-cli depends on there, $has82: whether php8.2-cli exists there. */
function series(string $default, bool $has82): string
{
    $dir = sys_get_temp_dir() . '/msgpack-385-' . getmypid();
    mkdir("$dir/bin", 0777, true);
    foreach (['bash', 'sed', 'head', 'dirname'] as $tool) {
        symlink("/usr/bin/$tool", "$dir/bin/$tool");
    }
    $known = "php-cli" . ($has82 ? '|php8.2-cli' : '');
    file_put_contents("$dir/bin/apt-cache", "#!/bin/bash\n"
        . "[ -e $dir/updated ] || exit 100\n"
        . "case \"\$2\" in $known) ;; *) exit 100 ;; esac\n"
        . "[ \"\$1\" = depends ] && printf 'php-cli\\n  Depends: php$default-cli\\n'\n"
        . "exit 0\n");
    file_put_contents("$dir/bin/apt-get", "#!/bin/bash\nfor a; do [ \"\$a\" = update ] && : > $dir/updated; done\nexit 0\n");
    file_put_contents("$dir/bin/id", "#!/bin/bash\necho 0\n");
    foreach (['apt-cache', 'apt-get', 'id'] as $stub) {
        chmod("$dir/bin/$stub", 0755);
    }
    $lib = escapeshellarg(__DIR__ . '/../scripts/lib.sh');
    $out = shell_exec('env -i PATH=' . escapeshellarg("$dir/bin") . ' MSGPACK_TEST_CACHE=/nonexistent /bin/bash -c '
        . escapeshellarg(". $lib && msgpack_php_series") . ' 2>&1');
    foreach (glob("$dir/bin/*") as $file) {
        unlink($file);
    }
    @unlink("$dir/updated");
    rmdir("$dir/bin");
    rmdir($dir);
    return trim((string) $out);
}
echo 'Debian 13: ', series('8.4', false), "\n";
echo 'Ubuntu 24.04: ', series('8.3', false), "\n";
echo 'Debian 12: ', series('8.2', true), "\n";
?>
--EXPECT--
Debian 13: 8.4
Ubuntu 24.04: 8.3
Debian 12: 8.2
