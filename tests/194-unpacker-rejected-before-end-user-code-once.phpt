--TEST--
MessagePackUnpacker: a message rejected by an error only the decoder sees (an undefined enum case, an enum class not found, an invalid class name, a class whose unserialize() refuses the data), met before the message's last byte arrived, runs its user code once (Serializable::unserialize(), autoloaders, destructors; the __unserialize() and __wakeup() calls it queued never run, as for the message whole) and reports the same error at the same offset, once complete, as when it arrives whole: in 1-, 7- and 128-byte feeds, and in direct mode's growing strings
--EXTENSIONS--
msgpack
--FILE--
<?php
$log = [];
function note(string $what): void { global $log; $log[] = $what; }
class C implements Serializable {
    public $v;
    function __construct($v = null) { $this->v = $v; }
    function serialize() { return serialize($this->v); }
    function unserialize($s) { note("C::unserialize"); $this->v = unserialize($s); }
    function __destruct() { note("~C({$this->v})"); }
}
class U {
    public $d;
    function __construct($d = null) { $this->d = $d; }
    function __serialize(): array { return ['d' => $this->d]; }
    function __unserialize(array $a): void { note("U::__unserialize"); $this->d = $a['d']; }
    function __destruct() { note("~U"); }
}
class W {
    public $d;
    function __construct($d = null) { $this->d = $d; }
    function __wakeup() { note("W::__wakeup"); }
    function __destruct() { note("~W"); }
}
class D {
    public $n;
    function __construct($n = null) { $this->n = $n; }
    function __destruct() { note("~D({$this->n})"); }
}
// renamed in the bytes: B-d (an invalid class name), Sx (Serializable: its unserialize() refuses an object's properties)
class Bxd { public $a = 1; }
class Sy { public $a = 1; }
class Sx implements Serializable {
    function serialize() { return ''; }
    function unserialize($s) { note("Sx::unserialize"); }
}
enum Suit { case Hearts; }
// Gone (an object's class) and Suiq (an enum's) are defined by nothing: the autoloader runs for them at each decode
class Gonx { public $x = 1; }
spl_autoload_register(function ($class) { note("autoload $class"); });

$cases = [
    'undefined enum case' => [fn () => [new C('ok'), new U(new D('u')), Suit::Hearts, 'tail'], ['Hearts' => 'Heartz']],
    'enum class not found' => [fn () => [new W(new D('w')), new C('ok'), Suit::Hearts, [1, 2], 'tail'],
        ['Suit' => 'Suiq']],
    'invalid class name' => [fn () => [new C('ok'), new D('d'), new Bxd, 'tail'], ['Bxd' => 'B-d']],
    'unserialize() refuses' => [fn () => [new U(new D('u')), [new C('ok'), new Sy], 'tail'], ['Sy' => 'Sx']],
    // the scanner's error after it: that one, as for the message whole (the scanner's verdict first)
    'undefined enum case, then a parse error' => [fn () => [new C('ok'), Suit::Hearts, 'zzzz', 'tail'],
        ['Hearts' => 'Heartz', "\xa4zzzz" => "\xc1zzzz"]],
    'nested, class autoloaded before' => [fn () => [[new Gonx, [new C('ok'), [Suit::Hearts, 1]]], ['x' => 'tail']],
        ['Hearts' => 'Heartz', 'Gonx' => 'Gone']],
];

function run(callable $f, bool $throw): string {
    global $log;
    $log = [];
    $u = new MessagePackUnpacker(true, ['throw' => $throw]);
    try {
        $f($u);
        $log[] = 'last error: ' . msgpack_last_error_msg();
    } catch (Exception $e) {
        $log[] = get_class($e) . ': ' . $e->getMessage();
    }
    // stopped until reset()
    try {
        $log[] = 'again: ' . var_export($u->execute(), true) . ', ' . msgpack_last_error_msg();
    } catch (Exception $e) {
        $log[] = 'again: ' . $e->getMessage();
    }
    $u = null;
    return implode("\n", $log) . "\n";
}
function drain(MessagePackUnpacker $u, ?string $buf = null, int &$off = 0): void {
    while ($buf === null ? $u->execute() : $u->execute($buf, $off)) {
        note("value");
        $u->data();
    }
}
function feeds(int $n): callable {
    return function ($mp) use ($n) {
        return function ($u) use ($mp, $n) {
            foreach (str_split($mp, $n) as $b) {
                $u->feed($b);
                drain($u);
            }
        };
    };
}
function growing(int $n): callable {
    return function ($mp) use ($n) {
        return function ($u) use ($mp, $n) {
            $buf = '';
            $off = 0;
            foreach (str_split($mp, $n) as $b) {
                $buf .= $b;
                drain($u, $buf, $off);
            }
            note("offset $off");
        };
    };
}
$ways = [
    '1-byte feeds' => feeds(1),
    '7-byte feeds' => feeds(7),
    '128-byte feeds' => feeds(128),
    'direct, growing by 1 byte' => growing(1),
    'direct, growing by 7 bytes' => growing(7),
];

foreach ($cases as $name => [$make, $edit]) {
    // short, and after a long string (pieces of 128 bytes and more are read where they are)
    foreach (['' => fn ($v) => $v, ' (long)' => fn ($v) => [str_repeat('p', 300), $v]] as $suffix => $wrap) {
        $v = $wrap($make());
        $log = [];
        $mp = strtr(msgpack_pack($v), $edit);
        $v = null;
        foreach ([false, true] as $throw) {
            $whole = run(function ($u) use ($mp) { $u->feed($mp); drain($u); }, $throw);
            $direct = run(function ($u) use ($mp) { $off = 0; drain($u, $mp, $off); note("offset $off"); }, $throw);
            if ($suffix === '') {
                echo "== $name", $throw ? ', throw' : '', ":\n", $whole;
            }
            foreach ($ways as $how => $way) {
                $got = run($way($mp), $throw);
                $expect = str_starts_with($how, 'direct') ? $direct : $whole;
                if ($got !== $expect) {
                    echo "-- $name$suffix, $how", $throw ? ', throw' : '', " DIFFERENT:\n$got";
                }
            }
        }
    }
}

// reset() and a second __construct() forget the error a message cut short met: the next message decodes
foreach (['reset' => fn ($u) => $u->reset(), '__construct' => fn ($u) => $u->__construct(true)] as $how => $forget) {
    $mp = strtr(msgpack_pack([new C('ok'), Suit::Hearts, 'tail']), ['Hearts' => 'Heartz']);
    $log = [];
    $u = new MessagePackUnpacker(true);
    // up to the string 'tail': the error met, the message not complete
    $u->feed(substr($mp, 0, strpos($mp, "\xa4tail")));
    var_dump($u->execute());
    $forget($u);
    $u->feed(msgpack_pack(['next']));
    var_dump($u->execute(), $u->data(), msgpack_last_error_msg());
    echo implode("\n", $log), "\n";
}
echo "done\n";
?>
--EXPECTF--
%ADeprecated: C implements the Serializable interface, which is deprecated. %s
%ADeprecated: Sx implements the Serializable interface, which is deprecated. %s
== undefined enum case:
C::unserialize
~C(ok)
~D(u)
last error: Undefined enum case Suit::Heartz at offset 47
again: false, Undefined enum case Suit::Heartz at offset 47
== undefined enum case, throw:
C::unserialize
~C(ok)
~D(u)
MessagePack\Exception\UnpackingFailedException: Undefined enum case Suit::Heartz at offset 47
again: Undefined enum case Suit::Heartz at offset 47
== enum class not found:
C::unserialize
autoload Suiq
~C(ok)
~D(w)
last error: Enum class Suiq not found at offset 45
again: false, Enum class Suiq not found at offset 45
== enum class not found, throw:
C::unserialize
autoload Suiq
~C(ok)
~D(w)
MessagePack\Exception\UnpackingFailedException: Enum class Suiq not found at offset 45
again: Enum class Suiq not found at offset 45
== invalid class name:
C::unserialize
~C(ok)
~D(d)
last error: Invalid class name at offset 30
again: false, Invalid class name at offset 30
== invalid class name, throw:
C::unserialize
~C(ok)
~D(d)
MessagePack\Exception\UnpackingFailedException: Invalid class name at offset 30
again: Invalid class name at offset 30
== unserialize() refuses:
C::unserialize
~C(ok)
~D(u)
last error: Erroneous data format for unserializing 'Sx' at offset 38
again: false, Erroneous data format for unserializing 'Sx' at offset 38
== unserialize() refuses, throw:
C::unserialize
~C(ok)
~D(u)
MessagePack\Exception\UnpackingFailedException: Erroneous data format for unserializing 'Sx' at offset 38
again: Erroneous data format for unserializing 'Sx' at offset 38
== undefined enum case, then a parse error:
C::unserialize
~C(ok)
last error: Parse error at offset 31
again: false, Parse error at offset 31
== undefined enum case, then a parse error, throw:
C::unserialize
~C(ok)
MessagePack\Exception\UnpackingFailedException: Parse error at offset 31
again: Parse error at offset 31
== nested, class autoloaded before:
autoload Gone
C::unserialize
~C(ok)
last error: Undefined enum case Suit::Heartz at offset 44
again: false, Undefined enum case Suit::Heartz at offset 44
== nested, class autoloaded before, throw:
autoload Gone
C::unserialize
~C(ok)
MessagePack\Exception\UnpackingFailedException: Undefined enum case Suit::Heartz at offset 44
again: Undefined enum case Suit::Heartz at offset 44
bool(false)
bool(true)
array(1) {
  [0]=>
  string(4) "next"
}
string(8) "No error"
C::unserialize
~C(ok)
bool(false)
bool(true)
array(1) {
  [0]=>
  string(4) "next"
}
string(8) "No error"
C::unserialize
~C(ok)
done
