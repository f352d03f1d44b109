--TEST--
msgpack.compact as users type it: 0 and the words for false mean 0, read/records/full in any case; 1, On, true and yes are refused (ini_set() and php.ini alike) with a message listing the accepted values
--EXTENSIONS--
msgpack
--FILE--
<?php
$rows = [['id' => 1, 'tag' => 'alpha-beta'], ['id' => 2, 'tag' => 'alpha-beta']];
ini_set('msgpack.compact', 'full');
$compact = msgpack_pack($rows);
ini_set('msgpack.compact', '0');
$plain = msgpack_pack($rows);

// What a setting does: the form it writes, and whether it reads compact data.
function effect(): string
{
    global $rows, $compact, $plain;
    $written = msgpack_pack($rows);
    $form = $written === $plain ? 'plain' : (str_contains($written, "\xc7\x0aS") ? 'full' : 'records');
    $reads = @msgpack_unpack($compact) === $rows ? 'reads compact' : 'reads plain only';
    return "$form, $reads";
}

echo "-- accepted\n";
foreach (['0', 'off', 'Off', 'false', 'no', 'none', '', 'read', 'READ', 'records', 'Records', 'full', 'FULL'] as $value) {
    ini_set('msgpack.compact', 'full');
    $old = ini_set('msgpack.compact', $value);
    printf("%-9s %s: %s\n", var_export($value, true), $old === 'full' && ini_get('msgpack.compact') === $value
        ? 'set' : 'NOT SET', effect());
}

echo "-- refused: the setting keeps its value\n";
ini_set('msgpack.compact', 'read');
foreach (['1', 'On', 'true', 'yes', '2', 'fulll', 'plain', str_repeat('x', 80)] as $value) {
    var_dump(ini_set('msgpack.compact', $value));
    echo ini_get('msgpack.compact'), ': ', effect(), "\n";
}

echo "-- php.ini and -d (the INI parser turns On, true and yes into 1, and Off, false, no and none into nothing)\n";
// run-tests.php passes -n (no php.ini): left out for the php.ini runs, which read only the file given with -c.
$php = getenv('TEST_PHP_EXECUTABLE') . ' ' . getenv('TEST_PHP_EXTRA_ARGS');
// (No PCRE in this process: its JIT code gives valgrind false reports.)
$phpWithIni = 'PHP_INI_SCAN_DIR= ' . getenv('TEST_PHP_EXECUTABLE')
    . str_replace(' -n ', ' ', ' ' . getenv('TEST_PHP_EXTRA_ARGS') . ' ');
$code = 'echo var_export(ini_get("msgpack.compact"), true), " ", bin2hex(msgpack_pack([["a" => 1], ["a" => 2]])), "\n";';
foreach (['On', 'true', 'yes', '1', 'Off', 'false', 'no', 'none', '0', 'read', 'full'] as $value) {
    $ini = tempnam(sys_get_temp_dir(), 'msgpack-821-');
    file_put_contents($ini, "msgpack.compact = $value\n");
    foreach (["$php -d msgpack.compact=$value", "$phpWithIni -c " . escapeshellarg($ini)] as $how) {
        $out = shell_exec("$how -r " . escapeshellarg($code) . ' 2>&1');
        $lines = array_filter(array_map('trim', explode("\n", (string) $out)), 'strlen');
        printf("%s %s: %s\n", str_contains($how, ' -c ') ? 'php.ini' : '-d     ', $value, implode(' | ', $lines));
    }
    unlink($ini);
}
?>
--EXPECTF--
-- accepted
'0'       set: plain, reads plain only
'off'     set: plain, reads plain only
'Off'     set: plain, reads plain only
'false'   set: plain, reads plain only
'no'      set: plain, reads plain only
'none'    set: plain, reads plain only
''        set: plain, reads plain only
'read'    set: plain, reads compact
'READ'    set: plain, reads compact
'records' set: records, reads compact
'Records' set: records, reads compact
'full'    set: full, reads compact
'FULL'    set: full, reads compact
-- refused: the setting keeps its value

Warning: ini_set(): msgpack.compact must be 0, read, records or full, not "1" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in %s on line %d
bool(false)
read: plain, reads compact

Warning: ini_set(): msgpack.compact must be 0, read, records or full, not "On" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in %s on line %d
bool(false)
read: plain, reads compact

Warning: ini_set(): msgpack.compact must be 0, read, records or full, not "true" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in %s on line %d
bool(false)
read: plain, reads compact

Warning: ini_set(): msgpack.compact must be 0, read, records or full, not "yes" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in %s on line %d
bool(false)
read: plain, reads compact

Warning: ini_set(): msgpack.compact must be 0, read, records or full, not "2" in %s on line %d
bool(false)
read: plain, reads compact

Warning: ini_set(): msgpack.compact must be 0, read, records or full, not "fulll" in %s on line %d
bool(false)
read: plain, reads compact

Warning: ini_set(): msgpack.compact must be 0, read, records or full, not "plain" in %s on line %d
bool(false)
read: plain, reads compact

Warning: ini_set(): msgpack.compact must be 0, read, records or full, not "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..." in %s on line %d
bool(false)
read: plain, reads compact
-- php.ini and -d (the INI parser turns On, true and yes into 1, and Off, false, no and none into nothing)
-d      On: Warning: PHP Startup: msgpack.compact must be 0, read, records or full, not "1" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in Unknown on line 0 | '0' 9281a1610181a16102
php.ini On: Warning: PHP Startup: msgpack.compact must be 0, read, records or full, not "1" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in Unknown on line 0 | '0' 9281a1610181a16102
-d      true: Warning: PHP Startup: msgpack.compact must be 0, read, records or full, not "1" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in Unknown on line 0 | '0' 9281a1610181a16102
php.ini true: Warning: PHP Startup: msgpack.compact must be 0, read, records or full, not "1" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in Unknown on line 0 | '0' 9281a1610181a16102
-d      yes: Warning: PHP Startup: msgpack.compact must be 0, read, records or full, not "1" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in Unknown on line 0 | '0' 9281a1610181a16102
php.ini yes: Warning: PHP Startup: msgpack.compact must be 0, read, records or full, not "1" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in Unknown on line 0 | '0' 9281a1610181a16102
-d      1: Warning: PHP Startup: msgpack.compact must be 0, read, records or full, not "1" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in Unknown on line 0 | '0' 9281a1610181a16102
php.ini 1: Warning: PHP Startup: msgpack.compact must be 0, read, records or full, not "1" (On, true and yes are 1 in php.ini): read reads compact data, records and full write it too in Unknown on line 0 | '0' 9281a1610181a16102
-d      Off: '' 9281a1610181a16102
php.ini Off: '' 9281a1610181a16102
-d      false: '' 9281a1610181a16102
php.ini false: '' 9281a1610181a16102
-d      no: '' 9281a1610181a16102
php.ini no: '' 9281a1610181a16102
-d      none: '' 9281a1610181a16102
php.ini none: '' 9281a1610181a16102
-d      0: '0' 9281a1610181a16102
php.ini 0: '0' 9281a1610181a16102
-d      read: 'read' 9281a1610181a16102
php.ini read: 'read' 9281a1610181a16102
-d      full: 'full' 92d4724091a161014002
php.ini full: 'full' 92d4724091a161014002
