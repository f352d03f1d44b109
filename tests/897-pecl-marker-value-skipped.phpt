--TEST--
PHP-only format: a nil first key whose value is no marker (nil, a bool, a float, an ext, a map that makes an object) is skipped and the map read on, as PECL reads it; an object made there still gets its __wakeup(), and back-references to it stay safe
--INI--
msgpack.error_display=1
--FILE--
<?php
class W
{
    public $a;
    public function __wakeup() { echo "    W::__wakeup(a={$this->a})\n"; }
    public function __destruct() { echo "    W::__destruct()\n"; }
}

function show(string $title, string $bytes): void
{
    echo $title, ' (', bin2hex($bytes), ")\n";
    $value = msgpack_unpack($bytes);
    echo '  msgpack_unpack(): ', json_encode($value), "\n";
    unset($value);
    // the same in one-byte pieces: the streaming paths read the marker as the whole decode does
    $u = new MessagePackUnpacker();
    $done = [];
    for ($i = 0; $i < strlen($bytes); $i++) {
        $u->feed($bytes[$i]);
        if ($u->execute()) {
            $done[] = $i;
            echo '  execute() by byte: ', json_encode($u->data()), "\n";
        }
    }
    echo '  complete at byte ', implode(',', $done), ' of ', strlen($bytes), "\n";
}

show('nil', "\x82\xc0\xc0\xa1x\x01");
show('false, and the map of two pairs after it', "\x83\xc0\xc2\xa1x\x01\xa1y\x02");
show('true', "\x82\xc0\xc3\xa1x\x01");
show('a float', "\x82\xc0\xcb\x3f\xf0\0\0\0\0\0\0\xa1x\x01");
show('an ext value (a timestamp)', "\x82\xc0\xd6\xff\0\0\0\x01\xa1x\x01");
show('the only pair: null, as PECL gives', "\x81\xc0\xc0");
show('two markers, the first skipped: the class name after it makes the object', "\x83\xc0\xc2\xc0\xa8stdClass\xa1x\x01");
show('skipped, then a reference marker', "\x83\xc0\xc2\xc0\x01\xa1x\x01");
show('a map that makes an object of a class not found', "\x82\xc0\x81\xc0\xa3Foo\xa1x\x01");
show('an object of W made as the marker: woken up, then released', "\x82\xc0\x82\xc0\xa1W\xa1a\x05\xa1x\x01");
// {nil: W{a:5}, "x": 1, "y": {nil: 4, 0: 3}}: "y" names a container by id, whichever it is
show('... and a back-reference after it', "\x83\xc0\x82\xc0\xa1W\xa1a\x05\xa1x\x01\xa1y\x82\xc0\x04\x00\x03");
echo "msgpack.assoc=0: an empty map there is an object, skipped the same way\n";
ini_set('msgpack.assoc', '0');
$value = msgpack_unpack("\x82\xc0\x80\xa1x\x01");
echo get_class($value), ' ', json_encode($value), "\n";
echo "done\n";
?>
--EXPECT--
nil (82c0c0a17801)
  msgpack_unpack(): {"x":1}
  execute() by byte: {"x":1}
  complete at byte 5 of 6
false, and the map of two pairs after it (83c0c2a17801a17902)
  msgpack_unpack(): {"x":1,"y":2}
  execute() by byte: {"x":1,"y":2}
  complete at byte 8 of 9
true (82c0c3a17801)
  msgpack_unpack(): {"x":1}
  execute() by byte: {"x":1}
  complete at byte 5 of 6
a float (82c0cb3ff0000000000000a17801)
  msgpack_unpack(): {"x":1}
  execute() by byte: {"x":1}
  complete at byte 13 of 14
an ext value (a timestamp) (82c0d6ff00000001a17801)
  msgpack_unpack(): {"x":1}
  execute() by byte: {"x":1}
  complete at byte 10 of 11
the only pair: null, as PECL gives (81c0c0)
  msgpack_unpack(): null
  execute() by byte: null
  complete at byte 2 of 3
two markers, the first skipped: the class name after it makes the object (83c0c2c0a8737464436c617373a17801)
  msgpack_unpack(): {"x":1}
  execute() by byte: {"x":1}
  complete at byte 15 of 16
skipped, then a reference marker (83c0c2c001a17801)
  msgpack_unpack(): {"x":1}
  execute() by byte: {"x":1}
  complete at byte 7 of 8
a map that makes an object of a class not found (82c081c0a3466f6fa17801)
  msgpack_unpack(): {"x":1}
  execute() by byte: {"x":1}
  complete at byte 10 of 11
an object of W made as the marker: woken up, then released (82c082c0a157a16105a17801)
    W::__wakeup(a=5)
    W::__destruct()
  msgpack_unpack(): {"x":1}
    W::__wakeup(a=5)
    W::__destruct()
  execute() by byte: {"x":1}
  complete at byte 11 of 12
... and a back-reference after it (83c082c0a157a16105a17801a17982c0040003)
    W::__wakeup(a=5)
    W::__destruct()
  msgpack_unpack(): {"x":1,"y":null}
    W::__wakeup(a=5)
    W::__destruct()
  execute() by byte: {"x":1,"y":null}
  complete at byte 18 of 19
msgpack.assoc=0: an empty map there is an object, skipped the same way
stdClass {"x":1}
done
