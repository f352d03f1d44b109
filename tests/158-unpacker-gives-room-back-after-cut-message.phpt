--TEST--
MessagePackUnpacker: an execute() that finds only a message cut by the end of the bytes gives back the room a large piece took (down to the 256 KiB the stream keeps), as one that finds every byte consumed does: it held twice the piece until bytes were appended (a lent piece appends none), for a pending message of a few bytes; also in compact mode and for the first piece of a message fed after one that ended the buffer with no execute() since (one execute() per feed() never finds nothing)
--EXTENSIONS--
msgpack
--INI--
memory_limit=-1
--FILE--
<?php
// Valgrind and ASan runs replace the Zend allocator, whose memory this reads: they check the values alone.
$measured = getenv('USE_ZEND_ALLOC') !== '0';
$limit = 256 * 1024 + 64 * 1024;
$verdict = fn(int $held) => !$measured || $held <= $limit ? 'room given back' : "held $held bytes";

// 300,000 one-byte messages: the piece's bytes after the first message go to the buffer, which grows to 512 KiB
$count = 300000;
$smalls = str_repeat("\x01", $count);
// each cut message: its first bytes (at the end of the large piece), then the rest in pieces (128 bytes or more: read
// where they are)
$cuts = [
    'a list cut after its first element' => ["\x92\x01", ["\x02"]],
    'a str cut in a list' => ["\x92\x01\xda\x01\x00" . str_repeat('y', 10), [str_repeat('y', 246)]],
    'a list of 300 cut, then two pieces' => ["\xdc\x01\x2c\x01", [str_repeat("\x02", 150), str_repeat("\x03", 149)]],
    'its first item cut' => ["\xda\x01", ["\x00" . str_repeat('z', 256)]],
    'an object cut after its class' => ["\x82\xc0\xa8stdClass\xa1a", ["\x01"]],
];

function run(array $pieces, bool $phpOnly, int $executes = -1): array
{
    gc_collect_cycles();
    $base = memory_get_usage();
    $u = new MessagePackUnpacker();
    $u->setOption(MessagePack::OPT_PHPONLY, $phpOnly);
    $got = 0;
    foreach ($pieces as $p) {
        $u->feed($p);
        if ($executes >= 0) {
            // a fixed number of calls: none that finds nothing left
            for ($i = 0; $i < $executes; $i++) {
                $got += $u->execute() ? 1 : 0;
            }
            $executes = -1;
            continue;
        }
        // PECL's loop: every message out of each piece, until execute() finds none
        while ($u->execute()) {
            $got++;
        }
    }
    gc_collect_cycles();
    return [$u, $got, memory_get_usage() - $base];
}

function report(string $name, array $run, array $rest, Closure $verdict): void
{
    [$u, $got, $held] = $run;
    $done = false;
    foreach ($rest as $p) {
        $u->feed($p);
        $done = $u->execute();
    }
    // (a long string as its length, a long list as its count)
    $short = fn($v) => is_string($v) && strlen($v) > 8 ? 'str(' . strlen($v) . ')' : $v;
    $d = $done ? $u->data() : null;
    $value = !$done ? 'none' : (is_array($d) && count($d) > 4 ? 'list(' . count($d) . ', ' . array_sum($d) . ')'
        : json_encode(is_array($d) ? array_map($short, $d) : $short($d)));
    $u->feed("\x92\x03\x04");
    $next = $u->execute() ? json_encode($u->data()) : 'none';
    printf("%s: %d messages; cut: %s; then %s, next %s\n", $name, $got, $verdict($held), $value, $next);
}

foreach ($cuts as $cut => [$first, $rest]) {
    foreach ($cut === 'an object cut after its class' ? [true, false] : [true] as $phpOnly) {
        $po = $phpOnly ? 'on' : 'off';
        // the large piece fed to an idle unpacker (read where it is), or after a few bytes appended
        report("fresh piece, $cut, php_only $po", run([$smalls . $first], $phpOnly), $rest, $verdict);
        report("after appended bytes, $cut, php_only $po", run(["\x92\x05", "\x06" . $smalls . $first], $phpOnly),
            $rest, $verdict);
    }
}

// compact mode reads the buffer through the scanner
ini_set('msgpack.compact', 'read');
report('compact mode, a list cut after its first element', run([$smalls . "\x92\x01"], true), ["\x02"], $verdict);
ini_set('msgpack.compact', '0');

// the last message ended the buffer and no execute() found it empty: a fresh piece whose message is cut comes next
report('a fresh piece after a message that ended the buffer, a str cut in a list',
    run([$smalls, "\x92\x01\xda\x01\x00" . str_repeat('y', 210)], true, $count), [str_repeat('y', 46)], $verdict);

// one execute() per feed(): a 1 MiB object in 64 KiB pieces (its class gate joins them to the buffer), then small
// messages, each read where it is; no execute() finds nothing, and none of them is cut
$obj = new stdClass;
$obj->s = str_repeat('x', 1 << 20);
$small = msgpack_pack(str_repeat('n', 200));
gc_collect_cycles();
$base = memory_get_usage();
$u = new MessagePackUnpacker();
$ok = 0;
foreach (str_split(msgpack_pack($obj), 65536) as $p) {
    $u->feed($p);
    $ok += $u->execute() ? 1 : 0;
}
$ok += strlen($u->data()->s) === 1 << 20 ? 1 : 0;
foreach ([1, 2] as $i) {
    $u->feed($small);
    $ok += $u->execute() && $u->data() === str_repeat('n', 200) ? 1 : 0;
}
gc_collect_cycles();
printf("one execute() per feed(), a large object then small messages: %d of 4 read; %s\n", $ok,
    $verdict(memory_get_usage() - $base));
?>
--EXPECT--
fresh piece, a list cut after its first element, php_only on: 300000 messages; cut: room given back; then [1,2], next [3,4]
after appended bytes, a list cut after its first element, php_only on: 300001 messages; cut: room given back; then [1,2], next [3,4]
fresh piece, a str cut in a list, php_only on: 300000 messages; cut: room given back; then [1,"str(256)"], next [3,4]
after appended bytes, a str cut in a list, php_only on: 300001 messages; cut: room given back; then [1,"str(256)"], next [3,4]
fresh piece, a list of 300 cut, then two pieces, php_only on: 300000 messages; cut: room given back; then list(300, 748), next [3,4]
after appended bytes, a list of 300 cut, then two pieces, php_only on: 300001 messages; cut: room given back; then list(300, 748), next [3,4]
fresh piece, its first item cut, php_only on: 300000 messages; cut: room given back; then "str(256)", next [3,4]
after appended bytes, its first item cut, php_only on: 300001 messages; cut: room given back; then "str(256)", next [3,4]
fresh piece, an object cut after its class, php_only on: 300000 messages; cut: room given back; then {"a":1}, next [3,4]
after appended bytes, an object cut after its class, php_only on: 300001 messages; cut: room given back; then {"a":1}, next [3,4]
fresh piece, an object cut after its class, php_only off: 300000 messages; cut: room given back; then {"":"stdClass","a":1}, next [3,4]
after appended bytes, an object cut after its class, php_only off: 300001 messages; cut: room given back; then {"":"stdClass","a":1}, next [3,4]
compact mode, a list cut after its first element: 300000 messages; cut: room given back; then [1,2], next [3,4]
a fresh piece after a message that ended the buffer, a str cut in a list: 300000 messages; cut: room given back; then [1,"str(256)"], next [3,4]
one execute() per feed(), a large object then small messages: 4 of 4 read; room given back
