--TEST--
StreamTransformer: a stream wrapper's stream_read() cannot close the stream being packed (fclose() is refused with a warning); the stream closes normally afterwards
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Packer;
use MessagePack\TypeTransformer\StreamTransformer;

class ClosingWrapper
{
    public $context;
    private $reads = 0;

    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }

    public function stream_read($count)
    {
        if ($this->reads++ === 0) {
            $GLOBALS['closed'] = @fclose($GLOBALS['s']);
            return str_repeat('a', 10);
        }
        return '';
    }

    public function stream_eof()
    {
        return $this->reads > 1;
    }

    public function stream_stat()
    {
        return [];
    }
}

stream_wrapper_register('closing', 'ClosingWrapper');
$s = fopen('closing://x', 'r');
$p = (new Packer())->extendWith(new StreamTransformer());
$packed = $p->pack([$s, 'after']);
echo bin2hex($packed), "\n";
var_dump((new BufferUnpacker($packed))->unpack());
echo 'fclose() inside the read: ', var_export($closed, true), "\n";
echo 'fclose() afterwards: ', var_export(fclose($s), true), "\n";
?>
--EXPECT--
92c40a61616161616161616161a56166746572
array(2) {
  [0]=>
  string(10) "aaaaaaaaaa"
  [1]=>
  string(5) "after"
}
fclose() inside the read: false
fclose() afterwards: true
