--TEST--
MessagePackUnpacker::reset() after a direct execute() cut inside its message's first item, a PHP-only object map (an unfinished class marker): the next message, fed or direct, is read from its own start, as PECL reads it. The scan that waited for the cut object's bytes was kept, and the next fed message waited for them for good (found by scripts/fuzz-diff-stream.php)
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
function run(string $label, string $cut, callable $next, ?bool $phpOnly = null): void
{
    $u = $phpOnly === null ? new MessagePackUnpacker() : new MessagePackUnpacker($phpOnly);
    $o = 0;
    $first = $u->execute($cut, $o);
    $u->reset();
    $r = $next($u);
    printf("%s: %s %d, then %s %s\n", $label, var_export($first, true), $o, var_export($r, true),
        json_encode($u->data()));
}
$object = "\x81\xc0\xa8stdClass";
$fed = function ($u) use ($object) {
    $u->feed($object);
    return $u->execute();
};
run('marker key', "\x82\xc0", $fed);
run('marker key, class name cut', "\x82\xc0\xa9", $fed);
run('class name in part', "\x82\xc0\xa8std", $fed);
run('php_only off', "\x82\xc0", $fed, false);
run('nested object', "\x91\x82\xc0", $fed);
run('fed in pieces', "\x82\xc0", function ($u) use ($object) {
    $u->feed(substr($object, 0, 3));
    $u->execute();
    $u->feed(substr($object, 3));
    return $u->execute();
});
run('fed before reset', "\x82\xc0", function ($u) {
    return $u->execute();
});
run('then a plain value', "\x82\xc0", function ($u) {
    $u->feed("\x05");
    return $u->execute();
});
run('then direct', "\x82\xc0", function ($u) use ($object) {
    $o = 0;
    return $u->execute($object, $o);
});
// the bytes fed between the cut and reset() stay, as they were not read
$u = new MessagePackUnpacker();
$o = 0;
var_dump($u->execute("\x82\xc0", $o));
$u->feed("\x81\xc0\xa8stdCla");
$u->reset();
$u->feed("ss\x07");
var_dump($u->execute(), $u->data(), $u->execute(), $u->data());
?>
--EXPECTF--
marker key: false 2, then true {}
marker key, class name cut: false 3, then true {}
class name in part: false 3, then true {}
php_only off: false 2, then true {"":"stdClass"}
nested object: false 3, then true {}
fed in pieces: false 2, then true {}
fed before reset: false 2, then false false
then a plain value: false 2, then true 5
then direct: false 2, then true {}
bool(false)
bool(true)
object(stdClass)#%d (0) {
}
bool(true)
int(7)
