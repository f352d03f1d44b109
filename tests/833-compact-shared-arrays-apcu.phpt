--TEST--
Compact mode through APCu (msgpack.compact=full): a list that stands in many places of a stored value is read back as one shared array on every fetch, a write to one copy that copy's own
--EXTENSIONS--
msgpack
apcu
--INI--
apc.enable_cli=1
apc.serializer=msgpack
msgpack.php_only=1
msgpack.compact=full
--FILE--
<?php
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

// The rows stored and fetched twice: each fetch decodes anew.
apcu_store('rows', rows());
$a = apcu_fetch('rows');
$b = apcu_fetch('rows');
check('apcu', $a);
check('apcu again', $b);
var_dump($a === rows(), $b[1]['tags'] === $a[0]['tags']);
?>
--EXPECT--
apcu: 200 rows, tags shared, 199 others unchanged
apcu again: 200 rows, tags shared, 199 others unchanged
bool(true)
bool(true)
