--TEST--
StreamUnpacker's InternalIterator (getIterator()) with no message in hand (an empty stream, past the last message, or asked from the stream's own read while it fetches one): current() and key() give null, never an undefined value that PHP stores as a missing variable or array element
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};

function stream_of(string $bytes)
{
    $s = fopen('php://memory', 'w+');
    fwrite($s, $bytes);
    rewind($s);
    return $s;
}

function show(Iterator $it): void
{
    $current = $it->current();
    $pair = [$it->current(), $it->key()];
    var_dump($it->valid(), $current, $pair, gettype($it->current()));
}

echo "-- an empty stream\n";
show((new StreamUnpacker(stream_of('')))->getIterator());

echo "-- past the last message\n";
$it = (new StreamUnpacker(stream_of((new Packer())->pack('only'))))->getIterator();
var_dump($it->key(), $it->current());
$it->next();
show($it);

echo "-- from the stream's read, while the iterator fetches a message\n";
class W
{
    public $context;
    public static ?Iterator $it = null;
    private int $reads = 0;

    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    public function stream_read($count)
    {
        if ($this->reads++ === 0) {
            show(self::$it);
            return "\xa1";
        }
        return $this->reads === 2 ? 'z' : '';
    }
    public function stream_eof()
    {
        return $this->reads > 2;
    }
}
stream_wrapper_register('nomessage', 'W');
W::$it = (new StreamUnpacker(fopen('nomessage://', 'r')))->getIterator();
W::$it->rewind();
var_dump(W::$it->key(), W::$it->current());
?>
--EXPECT--
-- an empty stream
bool(false)
NULL
array(2) {
  [0]=>
  NULL
  [1]=>
  NULL
}
string(4) "NULL"
-- past the last message
int(0)
string(4) "only"
bool(false)
NULL
array(2) {
  [0]=>
  NULL
  [1]=>
  NULL
}
string(4) "NULL"
-- from the stream's read, while the iterator fetches a message
bool(false)
NULL
array(2) {
  [0]=>
  NULL
  [1]=>
  NULL
}
string(4) "NULL"
int(0)
string(1) "z"
