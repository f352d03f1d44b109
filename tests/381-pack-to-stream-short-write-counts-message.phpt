--TEST--
Packer::packToStream(): a short write after earlier writes went out in full reports the bytes of the message the stream took and the bytes handed to it so far, not those of the failed write alone (which start where the encoding happened to flush)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Packer;

/* Takes writes in full until it holds $limit bytes, then nothing. */
class Limited
{
    public $context;
    public static string $data = '';
    public static int $limit = 0;
    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    public function stream_write($data)
    {
        if (strlen(self::$data) >= self::$limit) {
            return 0;
        }
        self::$data .= $data;
        return strlen($data);
    }
}
stream_wrapper_register('limited', 'Limited');

$packer = new Packer();
// (where the encoder hands its buffer over depends on the platform: the rows' figures are checked, not printed)
$values = [
    'rows' => array_fill(0, 30000, 'abcdefgh'),
    'a long string' => str_repeat('x', 300000),
    'short' => 'short',
];
foreach ([100000, 0] as $limit) {
    foreach ($values as $name => $value) {
        Limited::$data = '';
        Limited::$limit = $limit;
        try {
            $packer->packToStream(fopen('limited://', 'w'), $value);
            echo "$name: no error\n";
        } catch (MessagePack\Exception\PackingFailedException $e) {
            preg_match('/(\d+) of (\d+) bytes written/', $e->getMessage(), $m);
            printf("%s, limit %d: %s; taken %s, handed over no more than the message: %s\n", $name, $limit,
                $e->getMessage(), $m[1] == strlen(Limited::$data) ? 'counted' : 'MISCOUNTED',
                $m[2] > $m[1] && $m[2] <= strlen($packer->pack($value)) ? 'yes' : 'NO');
        }
    }
}
?>
--EXPECTF--
rows, limit 100000: Could not write to the stream: %d of %d bytes written; taken counted, handed over no more than the message: yes
a long string, limit 100000: Could not write to the stream: 106496 of 300005 bytes written; taken counted, handed over no more than the message: yes
short: no error
rows, limit 0: Could not write to the stream: 0 of %d bytes written; taken counted, handed over no more than the message: yes
a long string, limit 0: Could not write to the stream: 0 of 65536 bytes written; taken counted, handed over no more than the message: yes
short, limit 0: Could not write to the stream: 0 of 6 bytes written; taken counted, handed over no more than the message: yes
