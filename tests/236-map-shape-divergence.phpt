--TEST--
Map shapes: a map that starts like a template and then differs, at every position, keeps exactly its own keys (the template's later keys gone from lookups too), in one piece and resumed in pieces
--FILE--
<?php
// The same first key and count as the template, other keys from position $at on.
function diverging(array $keys, int $at): array {
    $row = [];
    foreach ($keys as $i => $k) {
        $row[$i < $at ? $k : "other$i"] = $i;
    }
    return $row;
}
function check(string $how, array $got, array $want, array $keys): void {
    $ok = $got === $want;
    foreach ($keys as $k) {
        // a template key that did not come must not be found, nor come back with a stale slot
        $ok = $ok && (isset($got[$k]) === array_key_exists($k, $want));
    }
    $got['added'] = 1;
    unset($got[array_key_first($want)]);
    $ok = $ok && isset($got['added']) && count($got) === count($want);
    foreach ($want as $k => $v) {
        $ok = $ok && ($k === array_key_first($want) || $got[$k] === $v);
    }
    if (!$ok) {
        echo "$how: WRONG\n";
        var_dump($got);
    }
}

// Several sets of key names, hashed ones so that their hash slots collide (names in sequence rarely do).
foreach (['key', 'k', 'field_', 'x', 'name.', 'Q'] as $prefix) {
$keys = [];
for ($k = 0; $k < 12; $k++) {
    $keys[] = "k" . substr(md5("$prefix$k"), 0, 6);
}
$template = array_fill_keys($keys, 'v');
for ($at = 1; $at <= 12; $at++) {
    $want = diverging($keys, $at);
    // several templates' worth of rows first, so that the shape has its template, then the odd one, then more rows
    $doc = [$template, $template, $template, $want, $template, $want];
    $bytes = msgpack_pack($doc);
    for ($round = 0; $round < 2; $round++) {
        $got = msgpack_unpack($bytes);
        check("at $at, msgpack_unpack", $got[3], $want, $keys);
        check("at $at, msgpack_unpack, again", $got[5], $want, $keys);
        if ($got[4] !== $template) {
            echo "at $at: template row WRONG\n";
        }
    }
    // in pieces: the decode suspends inside the odd row, anywhere
    foreach ([1, 3, 7, 16] as $piece) {
        $u = new MessagePack\BufferUnpacker();
        $out = null;
        foreach (str_split($bytes, $piece) as $p) {
            $r = $u->append($p)->tryUnpack();
            if ($r) {
                $out = $r[0];
            }
        }
        check("at $at, pieces of $piece", $out[3], $want, $keys);
        check("at $at, pieces of $piece, again", $out[5], $want, $keys);
    }
}
}
echo "done\n";
?>
--EXPECT--
done
