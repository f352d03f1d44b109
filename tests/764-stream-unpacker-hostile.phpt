--TEST--
MessagePack\StreamUnpacker with user code that misbehaves: a stream wrapper's stream_read() throws, closes the stream, iterates or constructs the object again, drops it; a non-blocking wrapper is read once per foreach; extensions iterate the object, replace their unpacker's buffer, close the stream
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker};

class Wrapper
{
    public $context;
    public static string $data = '';
    public static ?Closure $onRead = null;
    public static int $reads = 0;
    public static bool $pending = false; // no data for now, not at the end (a non-blocking source)
    private int $pos = 0;

    public function stream_open($path, $mode, $options, &$opened)
    {
        $this->pos = 0;
        return true;
    }
    public function stream_read($count)
    {
        self::$reads++;
        if (self::$onRead) {
            (self::$onRead)();
        }
        if (self::$pending && $this->pos >= strlen(self::$data)) {
            return '';
        }
        $chunk = substr(self::$data, $this->pos, 5);
        $this->pos += strlen($chunk);
        return $chunk;
    }
    public function stream_eof()
    {
        return !self::$pending && $this->pos >= strlen(self::$data);
    }
}
stream_wrapper_register('hostile', 'Wrapper');

$packer = new Packer();
Wrapper::$data = $packer->pack([1, 2, 3]) . $packer->pack('a longer string') . $packer->pack(['k' => 'v']);

function run(string $title, ?Closure $onRead = null): void
{
    global $u, $s;
    echo "-- $title\n";
    Wrapper::$onRead = $onRead;
    Wrapper::$reads = 0;
    $s = fopen('hostile://x', 'r');
    $u = new StreamUnpacker($s);
    $it = $u;
    for ($round = 0; $round < 2; $round++) {
        try {
            foreach ($it as $i => $m) {
                echo "$i ", json_encode($m), "\n";
            }
            echo "end\n";
            break;
        } catch (Throwable $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
            Wrapper::$onRead = null; // the next round reads normally
        }
    }
}

$n = 0;
run('stream_read() throws on its 2nd call: nothing is lost, the next foreach goes on', function () use (&$n) {
    if (++$n === 2) {
        throw new RuntimeException('read failed');
    }
});
$once = false;
run('stream_read() closes the stream: refused while it is being read', function () use (&$once) {
    global $s;
    if (!$once) {
        $once = true;
        var_dump(fclose($s));
    }
});
echo "closable afterwards: ";
var_dump(fclose($s));

$once = false;
run('stream_read() iterates the same object', function () use (&$once) {
    global $u;
    if ($once) {
        return;
    }
    $once = true;
    try {
        foreach ($u as $m) {
            echo "unexpected\n";
        }
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    try {
        iterator_to_array($u->getIterator());
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
});
$once = false;
run('stream_read() constructs the object again', function () use (&$once) {
    global $u, $s;
    if ($once) {
        return;
    }
    $once = true;
    try {
        $u->__construct($s);
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
});
run('stream_read() drops every reference to the object', function () {
    global $u;
    $u = null;
});

echo "-- a non-blocking source: one stream_read() per foreach when there is nothing\n";
Wrapper::$onRead = null;
Wrapper::$pending = true;
$s = fopen('hostile://x', 'r');
$u = new StreamUnpacker($s);
foreach ($u as $i => $m) {
    echo "$i ", json_encode($m), "\n";
}
Wrapper::$reads = 0;
foreach ($u as $m) {
    echo "unexpected\n";
}
foreach ($u as $m) {
    echo "unexpected\n";
}
echo Wrapper::$reads, " reads\n";
Wrapper::$pending = false;

echo "-- extensions\n";
class HostileExtension implements Extension
{
    public function __construct(private Closure $f) {}
    public function getType(): int
    {
        return 7;
    }
    public function pack(Packer $packer, mixed $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        return ($this->f)($unpacker, $extLength);
    }
}
$ext = $packer->packExt(7, 'x');
$cases = [
    'iterates the StreamUnpacker' => function (BufferUnpacker $b, int $len) {
        global $u;
        try {
            foreach ($u as $m) {
            }
        } catch (Error $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
        }
        return $b->read($len);
    },
    'resets its BufferUnpacker' => function (BufferUnpacker $b, int $len) {
        $b->reset();
        return 'reset';
    },
    'appends to its BufferUnpacker' => function (BufferUnpacker $b, int $len) {
        $b->append("\x05\x06");
        return $b->read($len);
    },
    'releases its BufferUnpacker' => function (BufferUnpacker $b, int $len) {
        $b->release();
        return $b->read($len);
    },
    'reads past its payload' => function (BufferUnpacker $b, int $len) {
        return strlen($b->read($len + 100));
    },
    'closes the stream' => function (BufferUnpacker $b, int $len) {
        global $s;
        fclose($s);
        return $b->read($len);
    },
];
foreach ($cases as $title => $f) {
    echo "$title:\n";
    $s = fopen('php://memory', 'w+');
    fwrite($s, $packer->pack('before') . $ext . $packer->pack('after') . str_repeat($packer->pack(0), 20000));
    rewind($s);
    $u = new StreamUnpacker($s, null, [new HostileExtension($f)]);
    $count = 0;
    try {
        foreach ($u as $i => $m) {
            if ($i < 3) {
                echo "  $i ", json_encode($m), "\n";
            }
            $count++;
        }
        echo "  end after $count messages\n";
    } catch (Throwable $e) {
        echo '  ', get_class($e), ': ', $e->getMessage(), " (after $count messages)\n";
    }
}

echo "-- a yielded value whose destructor iterates the object\n";
class Noisy
{
    public function __destruct()
    {
        global $u;
        foreach ($u as $i => $m) {
            echo "  destructor got $i\n";
            break;
        }
    }
}
$s = fopen('php://memory', 'w+');
fwrite($s, str_repeat($packer->packExt(7, 'x'), 4));
rewind($s);
$u = new StreamUnpacker($s, null, [new HostileExtension(function (BufferUnpacker $b, int $len) {
    $b->read($len);
    return new Noisy();
})]);
foreach ($u as $i => $m) {
    echo "loop got $i\n";
}
echo "done\n";
?>
--EXPECTF--
-- stream_read() throws on its 2nd call: nothing is lost, the next foreach goes on
0 [1,2,3]
RuntimeException: read failed
1 "a longer string"
2 {"k":"v"}
end
-- stream_read() closes the stream: refused while it is being read

Warning: fclose(): %r(\d+ is not a valid stream resource|cannot close the provided stream, as it must not be manually closed)%r in %s on line %d
bool(false)
0 [1,2,3]
1 "a longer string"
2 {"k":"v"}
end
closable afterwards: bool(true)
-- stream_read() iterates the same object
Error: Cannot iterate a MessagePack\StreamUnpacker while it reads or unpacks a message
Error: Cannot iterate a MessagePack\StreamUnpacker while it reads or unpacks a message
0 [1,2,3]
1 "a longer string"
2 {"k":"v"}
end
-- stream_read() constructs the object again
Error: Cannot construct a MessagePack\StreamUnpacker again while it reads or unpacks a message
0 [1,2,3]
1 "a longer string"
2 {"k":"v"}
end
-- stream_read() drops every reference to the object
0 [1,2,3]
1 "a longer string"
2 {"k":"v"}
end
-- a non-blocking source: one stream_read() per foreach when there is nothing
0 [1,2,3]
1 "a longer string"
2 {"k":"v"}
2 reads
-- extensions
iterates the StreamUnpacker:
  0 "before"
Error: Cannot iterate a MessagePack\StreamUnpacker while it reads or unpacks a message
  1 "x"
  2 "after"
  end after 20003 messages
resets its BufferUnpacker:
  0 "before"
  1 "reset"
  end after 2 messages
appends to its BufferUnpacker:
  0 "before"
  1 "x"
  2 "after"
  end after 20005 messages
releases its BufferUnpacker:
  0 "before"
  1 "x"
  2 "after"
  end after 20003 messages
reads past its payload:
  0 "before"
  1 101
  2 0
  end after 19908 messages
closes the stream:
  0 "before"
  1 "x"
  2 "after"
  MessagePack\Exception\UnpackingFailedException: Cannot read from the stream: it was closed (after 20003 messages)
-- a yielded value whose destructor iterates the object
loop got 0
  destructor got 2
  destructor got 3
loop got 1
done
