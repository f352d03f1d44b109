--TEST--
MessagePackUnpacker::execute() and tryUnpack(): a message the decoder can only refuse fails while still incomplete (0xc1, nesting too deep); a nil first key's value that no PHP-only marker is waits for the rest, and is skipped as PECL skips it
--INI--
msgpack.error_display=0
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

/* Feeds the pieces one after the other; says after each whether execute() finished, and where a direct-mode offset
 * stopped. A failure is sticky: later pieces do not revive the unpacker. */
function feed(string $title, array $pieces, bool $php_only = true): void
{
    echo $title, "\n";
    $u = new MessagePackUnpacker($php_only);
    $line = [];
    foreach ($pieces as $piece) {
        $u->feed($piece);
        $line[] = bin2hex($piece) . '=' . var_export($u->execute(), true);
    }
    echo '  feed:   ', implode(' ', $line), "\n";
    $u = new MessagePackUnpacker($php_only);
    $buffer = '';
    $offset = 0;
    $line = [];
    foreach ($pieces as $piece) {
        $buffer .= $piece;
        $ok = $u->execute($buffer, $offset);
        $line[] = bin2hex($piece) . '=' . var_export($ok, true) . "@$offset";
    }
    echo '  direct: ', implode(' ', $line), "\n";
}

feed('a nil first key whose value is nil: no marker, skipped as PECL skips it (its parser reads on)', ["\x82\xc0\xc0", "\xa1x\x01"]);
feed('... a bool', ["\x82\xc0\xc3", "\xa1x\x01"]);
feed('... a float, in pieces', ["\x82\xc0\xcb\x3f\xf0", "\x00\x00\x00\x00\x00\x00", "\xa1x", "\x01"]);
feed('... an ext (a timestamp)', ["\x82\xc0\xd6\xff\x00\x00\x00\x01", "\xa1x\x01"]);
feed('nested: the inner map\'s marker', ["\x92\x01\x82\xc0\xc2", "\xa1x\x01"]);
feed('markers that are valid wait for the rest too: a class name, a reference, an array', ["\x82\xc0\xa8stdClass", "\xa1x\x01"]);
feed('', ["\x82\xc0\x01", "\xa1x\x01"]);
feed('', ["\x82\xc0\x90", "\xa1x\x01"]);
feed('a nil key after the first pair is not a marker there (PECL ignores its value)', ["\x83\xa1a\x01\xc0\xc0", "\xa1x\x01"]);
feed('php_only=0: a nil key is the key "", nothing to refuse', ["\x82\xc0\xc0", "\xa1x\x01"], false);
feed('0xc1 anywhere, before the message is complete', ["\x93\x01\xc1", "\x02\x03"]);
ini_set('msgpack.max_depth', '3');
feed('nesting deeper than msgpack.max_depth', ["\x91\x91\x91\x91", "\x01"]);
ini_restore('msgpack.max_depth');

echo "msgpack_unpack() of the complete forms: the skipped markers' maps as PECL gives them, 0xc1 refused\n";
foreach (["\x82\xc0\xc0\xa1x\x01", "\x82\xc0\xc3\xa1x\x01", "\x82\xc0\xcb\x3f\xf0\0\0\0\0\0\0\xa1x\x01", "\x82\xc0\xd6\xff\0\0\0\x01\xa1x\x01", "\x92\x01\x82\xc0\xc2\xa1x\x01", "\x93\x01\xc1\x02\x03"] as $bytes) {
    echo '  ', bin2hex($bytes), ': ', json_encode(msgpack_unpack($bytes)), "\n";
}

echo "msgpack_unpack() of the incomplete forms says what PECL's parser says: a 0xc1 met before the end is a parse error\n";
set_error_handler(function (int $level, string $message): bool {
    echo '    ', $message, "\n";
    return true;
});
ini_set('msgpack.error_display', '1');
foreach (["\x93\x01\xc1", "\x92\x91\xc1", "\x82\xc0\xc0", "\x92\x01"] as $bytes) {
    echo '  ', bin2hex($bytes), ":\n";
    msgpack_unpack($bytes);
}
ini_set('msgpack.error_display', '0');
restore_error_handler();

echo "tryUnpack(): 0xc1 and a malformed record in a message still incomplete\n";
function attempt(BufferUnpacker $u, string $bytes): void
{
    $u->append($bytes);
    try {
        $got = $u->tryUnpack();
        echo '  ', bin2hex($bytes), ': ', json_encode($got), "\n";
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        echo '  ', bin2hex($bytes), ': ', get_class($e), ': ', $e->getMessage(), ' (remaining ', $u->getRemainingCount(), ")\n";
    }
}
attempt(new BufferUnpacker(), "\x93\x01\xc1");
$u = new BufferUnpacker();
attempt($u, "\x93\x01");
attempt($u, "\xc1\x02");
// (an array of 16 whose header comes first: the decoder stops at once, the scanner reads what follows)
foreach ([UnpackOptions::COMPACT, 0] as $options) {
    // (a malformed record waits for the rest in both: the decoder words it in its own way when it gets there)
    echo $options ? "compact mode:\n" : "without COMPACT these are plain ext values, and wait:\n";
    $u = new BufferUnpacker('', $options);
    attempt($u, "\xdc\x00\x10");
    attempt($u, "\xd4\x72\x40\xa1x");
    $u = new BufferUnpacker('', $options);
    attempt($u, "\xdc\x00\x10");
    attempt($u, "\xd5\x72\x40\x01");
}
?>
--EXPECT--
a nil first key whose value is nil: no marker, skipped as PECL skips it (its parser reads on)
  feed:   82c0c0=false a17801=true
  direct: 82c0c0=false@3 a17801=true@6
... a bool
  feed:   82c0c3=false a17801=true
  direct: 82c0c3=false@3 a17801=true@6
... a float, in pieces
  feed:   82c0cb3ff0=false 000000000000=false a178=false 01=true
  direct: 82c0cb3ff0=false@3 000000000000=false@11 a178=false@13 01=true@14
... an ext (a timestamp)
  feed:   82c0d6ff00000001=false a17801=true
  direct: 82c0d6ff00000001=false@8 a17801=true@11
nested: the inner map's marker
  feed:   920182c0c2=false a17801=true
  direct: 920182c0c2=false@5 a17801=true@8
markers that are valid wait for the rest too: a class name, a reference, an array
  feed:   82c0a8737464436c617373=false a17801=true
  direct: 82c0a8737464436c617373=false@11 a17801=true@14

  feed:   82c001=false a17801=true
  direct: 82c001=false@3 a17801=true@6

  feed:   82c090=false a17801=true
  direct: 82c090=false@3 a17801=true@6
a nil key after the first pair is not a marker there (PECL ignores its value)
  feed:   83a16101c0c0=false a17801=true
  direct: 83a16101c0c0=false@6 a17801=true@9
php_only=0: a nil key is the key "", nothing to refuse
  feed:   82c0c0=false a17801=true
  direct: 82c0c0=false@3 a17801=true@6
0xc1 anywhere, before the message is complete
  feed:   9301c1=false 0203=false
  direct: 9301c1=false@2 0203=false@2
nesting deeper than msgpack.max_depth
  feed:   91919191=false 01=false
  direct: 91919191=false@3 01=false@3
msgpack_unpack() of the complete forms: the skipped markers' maps as PECL gives them, 0xc1 refused
  82c0c0a17801: {"x":1}
  82c0c3a17801: {"x":1}
  82c0cb3ff0000000000000a17801: {"x":1}
  82c0d6ff00000001a17801: {"x":1}
  920182c0c2a17801: [1,{"x":1}]
  9301c10203: false
msgpack_unpack() of the incomplete forms says what PECL's parser says: a 0xc1 met before the end is a parse error
  9301c1:
    [msgpack] (php_msgpack_unserialize) Parse error
  9291c1:
    [msgpack] (php_msgpack_unserialize) Parse error
  82c0c0:
    [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing
  9201:
    [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing
tryUnpack(): 0xc1 and a malformed record in a message still incomplete
  9301c1: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1 (remaining 0)
  9301: []
  c102: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1 (remaining 1)
compact mode:
  dc0010: []
  d47240a178: []
  dc0010: []
  d5724001: []
without COMPACT these are plain ext values, and wait:
  dc0010: []
  d47240a178: []
  dc0010: []
  d5724001: []
