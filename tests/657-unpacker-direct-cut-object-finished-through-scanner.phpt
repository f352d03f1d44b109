--TEST--
MessagePackUnpacker: a direct execute() cut in its message's first item, a PHP-only object (its class marker's key read), that a later direct call finishes while fed bytes wait in the buffer: the object fed after it is read as the next message, as PECL reads it. The call read the message through the scanner (the buffer held other bytes) and kept the cut object's gate scan, so the next message at the buffer's head, an object, was taken for it and waited for good (found by scripts/fuzz-diff-stream.php; data() in between dropped the scan since tests/656)
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
// A direct execute() cut in its first item, a PHP-only object (its class marker's key read), then bytes fed, then a
// direct call that finishes that message: the fed object after it is read as the next message.
function run(string $label, string $cut, array $pieces, string $direct, string $after, bool $take): void
{
    $u = new MessagePackUnpacker();
    $o = 0;
    $first = $u->execute($cut, $o);
    foreach ($pieces as $piece) {
        $u->feed($piece);
    }
    $o2 = strlen($cut);
    $second = $u->execute($direct, $o2);
    $taken = $take ? ' ' . json_encode($u->data()) : '';
    $u->feed($after);
    $third = $u->execute();
    printf("%s: %s %d, %s %d%s, fed: %s %s\n", $label, var_export($first, true), $o, var_export($second, true), $o2,
        $taken, var_export($third, true), json_encode($u->data()));
}
$rest = "\xa8stdClass\xa1a\x01";
foreach ([false, true] as $take) {
    echo $take ? "-- data() between\n" : "-- no data() between\n";
    run('object fed whole', "\x82\xc0", ["\x81\xc0\xa8stdClass"], "\x82\xc0" . $rest, "\x05", $take);
    run('object fed in pieces', "\x82\xc0", ["\x81\xc0", "\xa8std"], "\x82\xc0" . $rest, "Class", $take);
    run('object fed in three', "\x82\xc0", ["\x81\xc0\xa8", "st", "dC"], "\x82\xc0" . $rest, "lass", $take);
    run('a plain map fed', "\x82\xc0", ["\x81\xa1b"], "\x82\xc0" . $rest, "\x02", $take);
    run('array cut, object fed', "\x92\x01", ["\x81\xc0\xa8std"], "\x92\x01\x02", "Class", $take);
}
?>
--EXPECT--
-- no data() between
object fed whole: false 2, true 14, fed: true {}
object fed in pieces: false 2, true 14, fed: true {}
object fed in three: false 2, true 14, fed: true {}
a plain map fed: false 2, true 14, fed: true {"b":2}
array cut, object fed: false 2, true 3, fed: true {}
-- data() between
object fed whole: false 2, true 14 {"a":1}, fed: true {}
object fed in pieces: false 2, true 14 {"a":1}, fed: true {}
object fed in three: false 2, true 14 {"a":1}, fed: true {}
a plain map fed: false 2, true 14 {"a":1}, fed: true {"b":2}
array cut, object fed: false 2, true 3 [1,2], fed: true {}
