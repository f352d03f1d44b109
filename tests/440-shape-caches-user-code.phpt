--TEST--
Shape caches and user code: an autoloader or error handler that runs in the middle of a decode and decodes other data of the same classes and keys (replacing map-shape templates, object shapes and their noted lists) leaves the outer decode's value as unserialize() gives it
--INI--
msgpack.php_only=1
--FILE--
<?php
// The outer value repeats a small list at an object-shape position, a map shape and a list of lists; an object of a
// class not yet loaded in its middle runs the autoloader, which decodes data of the same shapes but other values, and
// drops what it decoded (the arrays an inner note would point at are freed). valgrind and ASan runs (scripts/test)
// check that the outer decode never touches them.
class Tagged { public $id; public $tags; }

function tagged(int $from, int $n, array $tags): array
{
    $out = [];
    for ($i = $from; $i < $from + $n; $i++) {
        $t = new Tagged();
        $t->id = $i;
        $t->tags = $tags;
        $out[] = $t;
    }
    return $out;
}

function rows(int $n, string $status): array
{
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $out[] = ['id' => $i, 'name' => "n$i", 'status' => $status, 'tags' => ['a', 'b']];
    }
    return $out;
}

// Maps of the same first key and count, other keys: the template the outer rows made is no longer theirs.
function otherRows(int $n): array
{
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $out[] = ['id' => $i, 'title' => "t$i", 'state' => 'open', 'labels' => ['c']];
    }
    return $out;
}

function lists(int $n, array $row): array
{
    return array_fill(0, $n, $row);
}

// The inner data: the same classes and keys, other lists and values, so that every slot the outer decode noted is
// taken over.
$inner = [tagged(100, 30, ['other', 'list']), rows(30, 'inner'), otherRows(30), lists(20, ['p', 'q']), tagged(200, 30, ['x'])];

$GLOBALS['mode'] = null;
$GLOBALS['innerBytes'] = null;
$GLOBALS['innerSer'] = null;
$GLOBALS['runs'] = 0;

function run_inner(bool $ours): void
{
    $GLOBALS['runs']++;
    switch ($GLOBALS['mode']) {
        case 'decode and drop':
            $v = $ours ? msgpack_unpack($GLOBALS['innerBytes']) : unserialize($GLOBALS['innerSer']);
            unset($v);
            gc_collect_cycles();
            break;
        case 'decode and keep':
            $GLOBALS['kept'][] = $ours ? msgpack_unpack($GLOBALS['innerBytes']) : unserialize($GLOBALS['innerSer']);
            break;
        case 'decode twice':
            for ($i = 0; $i < 2; $i++) {
                $v = $ours ? msgpack_unpack($GLOBALS['innerBytes']) : unserialize($GLOBALS['innerSer']);
                $v[0][0]->tags[] = 'changed';
                unset($v);
            }
            break;
    }
}

$GLOBALS['ours'] = true;
spl_autoload_register(function (string $class) {
    if (str_starts_with($class, 'Lazy')) {
        run_inner($GLOBALS['ours']);
        eval("class $class { public \$v; }");
    }
});

$same = ['php', 'msgpack'];
$n = 0;
foreach (['decode and drop', 'decode and keep', 'decode twice'] as $mode) {
    $GLOBALS['mode'] = $mode;
    $GLOBALS['innerBytes'] = msgpack_pack($inner);
    $GLOBALS['innerSer'] = serialize($inner);
    foreach ([false, true] as $twoLoads) {
        // Each run needs classes not loaded yet: one for our decode, one for unserialize().
        $classes = [];
        foreach (['ours', 'theirs'] as $who) {
            $classes[$who] = 'Lazy' . $n++;
            eval("class {$classes[$who]}Proto { public \$v; }");
        }
        $build = function (string $lazy) use ($same, $twoLoads) {
            $proto = $lazy . 'Proto';
            $middle = new $proto();
            $middle->v = $same;
            $value = [tagged(0, 20, $same), rows(20, 'outer'), lists(20, [1, 2]), $middle, tagged(20, 20, $same),
                rows(20, 'outer'), lists(20, [1, 2])];
            if ($twoLoads) {
                $value[] = new $proto();
            }
            return $value;
        };
        // Packed under the prototype's name, read back under a class name no code has used yet (the names are
        // swapped in the bytes' own terms: a fixstr for us, O:len:"name" for serialize()).
        $proto = "{$classes['ours']}Proto";
        $oursBytes = msgpack_pack($build($classes['ours']));
        $oursBytes = str_replace(chr(0xa0 | strlen($proto)) . $proto, "\xa8" . str_pad($classes['ours'], 8, 'X'), $oursBytes);
        $theirsSer = serialize($build($classes['theirs']));
        $name = $classes['theirs'];
        $theirsSer = str_replace('O:' . strlen($name . 'Proto') . ":\"{$name}Proto\"",
            'O:8:"' . str_pad($name, 8, 'X') . '"', $theirsSer);

        $GLOBALS['kept'] = [];
        $GLOBALS['runs'] = 0;
        $GLOBALS['ours'] = true;
        $got = msgpack_unpack($oursBytes);
        $ourRuns = $GLOBALS['runs'];
        $GLOBALS['kept'] = [];
        $GLOBALS['runs'] = 0;
        $GLOBALS['ours'] = false;
        $want = unserialize($theirsSer);
        $theirRuns = $GLOBALS['runs'];

        // The lazy classes' names differ between the two: compare with them made equal.
        $g = str_replace(str_pad($classes['ours'], 8, 'X'), 'LAZYCLS0', serialize($got));
        $w = str_replace(str_pad($classes['theirs'], 8, 'X'), 'LAZYCLS0', serialize($want));
        echo "$mode", $twoLoads ? ', two lazy objects' : '', ": autoloader ran $ourRuns/$theirRuns, ",
            $g === $w ? 'same as unserialize()' : "DIFFERENT\n$g\n$w", "\n";
        // What we decoded is ours alone: writing to it changes no other array.
        $got[0][1]->tags[] = 'w';
        $got[2][1][] = 3;
        echo '  after writes: ', json_encode([$got[0][0]->tags, $got[0][2]->tags, $got[2][0], $got[2][2], $got[4][0]->tags]), "\n";
    }
}

// A message in pieces: between them, decodes of the same shapes with other values, kept or dropped. The suspended
// decode keeps its own copies of what it goes on with.
$value = [tagged(0, 20, $same), rows(20, 'outer'), lists(20, [1, 2]), tagged(20, 20, $same), rows(20, 'outer')];
$bytes = msgpack_pack($value);
$want = serialize(unserialize(serialize($value)));
foreach ([7, 61] as $size) {
    $u = new MessagePackUnpacker();
    $kept = [];
    $got = null;
    foreach (str_split($bytes, $size) as $i => $piece) {
        $u->feed($piece);
        if ($u->execute()) {
            $got = $u->data();
        }
        $v = msgpack_unpack($GLOBALS['innerBytes']);
        if ($i % 3 == 0) {
            $kept[] = $v;
        }
        unset($v);
    }
    echo "in pieces of $size: ", serialize($got) === $want ? 'same as unserialize()' : 'DIFFERENT', "\n";
}
?>
--EXPECT--
decode and drop: autoloader ran 1/1, same as unserialize()
  after writes: [["php","msgpack"],["php","msgpack"],[1,2],[1,2],["php","msgpack"]]
decode and drop, two lazy objects: autoloader ran 1/1, same as unserialize()
  after writes: [["php","msgpack"],["php","msgpack"],[1,2],[1,2],["php","msgpack"]]
decode and keep: autoloader ran 1/1, same as unserialize()
  after writes: [["php","msgpack"],["php","msgpack"],[1,2],[1,2],["php","msgpack"]]
decode and keep, two lazy objects: autoloader ran 1/1, same as unserialize()
  after writes: [["php","msgpack"],["php","msgpack"],[1,2],[1,2],["php","msgpack"]]
decode twice: autoloader ran 1/1, same as unserialize()
  after writes: [["php","msgpack"],["php","msgpack"],[1,2],[1,2],["php","msgpack"]]
decode twice, two lazy objects: autoloader ran 1/1, same as unserialize()
  after writes: [["php","msgpack"],["php","msgpack"],[1,2],[1,2],["php","msgpack"]]
in pieces of 7: same as unserialize()
in pieces of 61: same as unserialize()
