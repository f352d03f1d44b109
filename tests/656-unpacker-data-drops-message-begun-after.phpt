--TEST--
MessagePackUnpacker::data() after an execute() that began a message without finishing it (the finished message before it waits for data() here): that message is dropped, as PECL's data() drops it by its reset(), and the next bytes are read from their own start, fed or direct. It was kept and read the next bytes out of place: a direct cut's suspended decode went on at the wrong offset ([1, "stdClass"] for an array cut after 1 and the stdClass message), and a cut PHP-only object's scan made every later message wait for good. data() itself still returns the finished message (PECL returned the half-built one). Found by scripts/fuzz-diff-stream.php
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
class D
{
    public $n;
    public function __destruct()
    {
        echo "destruct D\n";
    }
}
function run(string $label, callable $between, callable $next): void
{
    $u = new MessagePackUnpacker();
    $u->feed("\x01");
    $u->execute();
    $between($u);
    $taken = $u->data();
    $r = $next($u);
    printf("%s: data() %s, then %s %s\n", $label, json_encode($taken), var_export($r, true), json_encode($u->data()));
}
$object = "\x81\xc0\xa8stdClass";
$feedObject = function ($u) use ($object) {
    $u->feed($object);
    return $u->execute();
};
$direct = fn (string $s) => function ($u) use ($s) {
    $o = 0;
    $r = $u->execute($s, $o);
    echo "  (direct: ", var_export($r, true), " at $o)\n";
};
$fed = fn (string $s) => function ($u) use ($s) {
    $u->feed($s);
    echo "  (fed: ", var_export($u->execute(), true), ")\n";
};
run('direct cut array', $direct("\x92\x01"), $feedObject);
run('direct cut object marker', $direct("\x82\xc0"), $feedObject);
run('direct cut object marker, then an int', $direct("\x82\xc0"), function ($u) {
    $u->feed("\x05");
    return $u->execute();
});
run('direct cut object marker, then direct', $direct("\x82\xc0"), function ($u) use ($object) {
    $o = 0;
    return $u->execute($object, $o);
});
run('fed cut array', $fed("\x92\x01"), $feedObject);
run('fed cut object marker', $fed("\x82\xc0"), $feedObject);
run('fed cut nested', $fed("\x91\x92\x81\xa1a\x93\x01"), $feedObject);
// a piece of 128 bytes or more fed while a message waits is read where it is (lent)
run('fed cut in a lent piece', function ($u) {
    $u->feed("\x92\xda\x01\x00" . str_repeat('x', 100));
    echo "  (fed: ", var_export($u->execute(), true), ")\n";
    $u->feed(str_repeat('y', 140));
    echo "  (fed: ", var_export($u->execute(), true), ")\n";
}, function ($u) {
    $u->feed("\x07");
    return $u->execute();
});
// the unfinished message's object is dropped without its destructor (as reset() drops it)
run('fed cut after an object', $fed("\x92\x82\xc0\xa1D\xa1n\x01"), $feedObject);
run('nothing begun', fn ($u) => null, $feedObject);
echo "done\n";
?>
--EXPECT--
  (direct: false at 2)
direct cut array: data() 1, then true {}
  (direct: false at 2)
direct cut object marker: data() 1, then true {}
  (direct: false at 2)
direct cut object marker, then an int: data() 1, then true 5
  (direct: false at 2)
direct cut object marker, then direct: data() 1, then true {}
  (fed: false)
fed cut array: data() 1, then true {}
  (fed: false)
fed cut object marker: data() 1, then true {}
  (fed: false)
fed cut nested: data() 1, then true {}
  (fed: false)
  (fed: false)
fed cut in a lent piece: data() 1, then true 120
  (fed: false)
fed cut after an object: data() 1, then true {}
nothing begun: data() 1, then true {}
done
