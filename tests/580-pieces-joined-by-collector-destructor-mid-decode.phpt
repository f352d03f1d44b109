--TEST--
BufferUnpacker: a destructor run by a cycle collection while tryUnpack() decodes a message in the buffer of an object whose earlier pieces were read in place (a clone, seek(), read(): each puts the pieces together in one buffer) waits until the decode is over: it put the pieces together under the decoder, whose end (or suspension) was then taken in the old buffer's positions, and the rest of the message came back as messages of their own
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

/* A destructor that a cycle collection runs; it calls the unpacker whose tryUnpack() is in progress. */
class Collected
{
    public $self;

    public function __destruct()
    {
        global $bu, $how, $log;
        $log[] = 'remaining ' . $bu->getRemainingCount();
        try {
            switch ($how) {
                case 'clone': $log[] = 'clone remaining ' . (clone $bu)->getRemainingCount(); break;
                case 'seek': $bu->seek(-1); $log[] = 'sought'; break;
                case 'read': $log[] = 'read ' . bin2hex($bu->read(1)); break;
                case 'compare': $log[] = 'equal ' . var_export($bu == clone $bu, true); break;
            }
        } catch (Exception $e) {
            $log[] = get_class($e);
        }
    }
}

function arm(): void
{
    gc_collect_cycles();
    $threshold = gc_status()['threshold'];
    $g = new Collected();
    $g->self = $g;
    unset($g);
    while (gc_status()['roots'] < $threshold - 1) {
        $o = new stdClass();
        $o->self = $o;
        unset($o);
    }
}

function show(string $what, array $got): void
{
    global $bu, $log;
    gc_collect_cycles();
    echo "$what:", $log ? ' ' . implode(', ', $log) : '', "\n";
    $log = [];
    echo '  ', count($got), ' messages: ', json_encode(array_map(fn($v) => is_array($v) ? count($v) : $v, $got)),
        '; remaining ', $bu->getRemainingCount(), "\n";
}

/* 1: a map whose 400-byte string the first piece cuts (the second piece is lent and read in place, then is the
 * buffer, the first one its history). 2: a map of 400 pairs, "k" => a list of 16 lists 399 times, each replacing the
 * one before (releases that fill the collector's buffer while the decode goes on). 3: a list of 3. */
$m1 = "\x81\xa1a\xda" . pack('n', 400) . str_repeat('y', 400);
$m2 = "\xde" . pack('n', 400) . "\xa1a\xd9\xc8" . str_repeat('x', 200);
for ($i = 1; $i < 400; $i++) {
    $m2 .= "\xa1k\xdc\x00\x10" . str_repeat("\x92\x01\x02", 16);
}
$m3 = "\x93\x01\x02\x03";

foreach (['clone', 'seek', 'read', 'compare'] as $how) {
    $log = [];
    $bu = new BufferUnpacker();
    $bu->append(substr($m1, 0, 100));
    $bu->tryUnpack();
    $bu->append(substr($m1, 100) . $m2 . $m3);
    arm();
    show($how, $bu->tryUnpack());
    if ($how === 'seek' || $how === 'read') {
        /* (called after the decode, these move the offset: what comes next is the caller's doing) */
        continue;
    }

    /* the second message cut: its decode suspends, and goes on in the next call */
    $bu = new BufferUnpacker();
    $bu->append(substr($m1, 0, 100));
    $bu->tryUnpack();
    $bu->append(substr($m1, 100) . substr($m2, 0, 20000));
    arm();
    show("$how, cut", $bu->tryUnpack());
    $bu->append(substr($m2, 20000) . $m3);
    show("$how, rest", $bu->tryUnpack());
}
?>
--EXPECT--
clone: remaining 0, clone remaining 0
  3 messages: [1,2,3]; remaining 0
clone, cut: remaining 20000, clone remaining 20000
  1 messages: [1]; remaining 20000
clone, rest:
  2 messages: [2,3]; remaining 0
seek: remaining 0, sought
  3 messages: [1,2,3]; remaining 1
read: remaining 0, MessagePack\Exception\InsufficientDataException
  3 messages: [1,2,3]; remaining 0
compare: remaining 0, equal true
  3 messages: [1,2,3]; remaining 0
compare, cut: remaining 20000, equal true
  1 messages: [1]; remaining 20000
compare, rest:
  2 messages: [2,3]; remaining 0
