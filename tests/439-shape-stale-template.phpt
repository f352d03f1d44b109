--TEST--
Map shapes: a template that maps of its first key and count no longer match (other data of the request made it) goes after 8 such maps in a row, and the next map builds it anew from its own keys; two layouts that share a first key and a count, mixed, keep the template they have
--FILE--
<?php
// two layouts: the same first key and number of keys, the others differ
$user = fn (int $i) => ['id' => $i, 'login' => "u$i", 'admin' => false, 'team' => 't'];
$row = fn (int $i) => ['id' => $i, 'name' => "n$i", 'email' => "e$i", 'city' => 'c'];

// (a release build has no counters: it checks the values, and prints the counts a test build checks)
function decode(string $what, array $value, int $expected): void
{
    $bytes = msgpack_pack($value);
    if (function_exists('msgpack_test_counters')) {
        msgpack_test_counters(true);
    }
    $same = msgpack_unpack($bytes) === $value;
    $misses = function_exists('msgpack_test_counters') ? msgpack_test_counters(true)['shape_misses'] : $expected;
    echo $what, ': ', $same ? 'same value' : 'DIFFERENT', ", $misses maps missed the template\n";
}

$users = array_map($user, range(1, 50));
$rows = array_map($row, range(1, 200));
decode('users', $users, 0);
decode('users again', $users, 0);
// the users' template: 8 rows miss it in a row, then the rows' own
decode('rows', $rows, 8);
decode('rows again', $rows, 0);
// mixed, two users to a row: runs of misses stay short, the rows' template stays (each user misses it)
$mixed = [];
foreach (range(1, 60) as $i) {
    $mixed[] = $i % 3 ? $user($i) : $row($i);
}
decode('mixed', $mixed, 40);
?>
--EXPECT--
users: same value, 0 maps missed the template
users again: same value, 0 maps missed the template
rows: same value, 8 maps missed the template
rows again: same value, 0 maps missed the template
mixed: same value, 40 maps missed the template
