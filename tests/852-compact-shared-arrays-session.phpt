--TEST--
Compact mode through sessions (msgpack.compact=full): a list that stands in many places of $_SESSION is written once and read back as one shared array, a write to one copy that copy's own
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
msgpack.php_only=1
msgpack.compact=full
--FILE--
<?php
// Nothing is printed before the session has started (its settings cannot change after output).
ob_start();

// How many holders the array $v has (debug_zval_dump()'s figure, less the argument's own).
function holders(array $v): int
{
    ob_start();
    debug_zval_dump($v);
    return preg_match('/refcount\((\d+)\)/', ob_get_clean(), $m) ? (int) $m[1] - 1 : -1;
}

// The tags of every row one array, and a write to one row's tags that row's own.
function check(string $what, array $rows): void
{
    $n = count($rows);
    $held = holders($rows[0]['tags']);
    $rows[1]['tags'][] = 'written';
    $others = array_filter($rows, fn ($row) => $row['tags'] === ['red', 'green', 'blue', 'violet']);
    printf("%s: %d rows, tags %s, %d others unchanged\n", $what, $n, $held >= $n ? 'shared' : "held $held times",
        count($others));
}

function rows(): array
{
    $rows = [];
    for ($i = 0; $i < 200; $i++) {
        // one literal: the same immutable array in every row
        $rows[] = ['id' => $i, 'tags' => ['red', 'green', 'blue', 'violet']];
    }
    return $rows;
}

$dir = sys_get_temp_dir() . '/msgpack-852-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
session_start();
$_SESSION['rows'] = rows();
$_SESSION['more'] = ['first' => $_SESSION['rows'][0]['tags'], 'last' => $_SESSION['rows'][199]['tags']];
$encoded = session_encode();
session_write_close();
$_SESSION = [];
session_start();
$out = ob_get_clean();
echo $out;
printf("session: %s, %d array definition(s)\n", strlen($encoded) < 1500 ? 'under 1500 bytes' : strlen($encoded) . ' bytes',
    substr_count($encoded, "\xc7\x00\x41"));
$plain = (function () {
    ini_set('msgpack.compact', '0');
    $bytes = session_encode();
    ini_set('msgpack.compact', 'full');
    return $bytes;
})();
printf("plain: %s\n", strlen($plain) > 4 * strlen($encoded) ? 'over 4 times larger' : strlen($plain) . ' bytes');
check('session', $_SESSION['rows']);
var_dump($_SESSION['more']['first'] === $_SESSION['rows'][0]['tags'], holders($_SESSION['more']['last']) >= 202);
session_destroy();
@rmdir($dir);
?>
--EXPECT--
session: under 1500 bytes, 1 array definition(s)
plain: over 4 times larger
session: 200 rows, tags shared, 199 others unchanged
bool(true)
bool(true)
