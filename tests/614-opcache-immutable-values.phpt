--TEST--
OPcache with opcache.protect_memory=1: values that live in its read-only shared memory (literal arrays of constants, class constants, default property values and static variables, nested and repeated; enum cases; interned strings as keys and values) go through every API in every mode, plain, PHP-only with references, compact with shared arrays and string references, records with shared structures, as they do without OPcache
--SKIPIF--
<?php
if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline to start a child process with this module');
if (!function_exists('proc_open')) die('skip needs proc_open()');
require __DIR__ . '/470-child.inc';
require __DIR__ . '/614-opcache.inc';
$out = shell_exec(msgpack_test_opcache_child() . ' -r ' . escapeshellarg('echo (int) (opcache_get_status(false)["opcache_enabled"] ?? 0);') . ' 2>&1');
if ($out !== '1') die('skip OPcache cannot be loaded: ' . substr(preg_replace('/\s+/', ' ', trim((string) $out)), 0, 100));
?>
--FILE--
<?php
/*
 * The script below runs twice in a child process: without OPcache, and with it, where its literals are immutable
 * arrays and interned strings in OPcache's shared memory, which opcache.protect_memory=1 makes read-only while a
 * script runs (a write into it, a refcount, a recursion mark or hash iterator on an immutable array, crashes the
 * child). Each line is a decoded value's digest, and the encoded bytes' where they cannot depend on which arrays are
 * one zend_array (compact mode shares repeats of one array, and OPcache makes literals such repeats).
 */
require __DIR__ . '/470-child.inc';
require __DIR__ . '/614-opcache.inc';

$script = <<<'PHP'
<?php
use MessagePack\{BufferUnpacker, MessagePack as Facade, Packer, PackOptions, Structures, StreamUnpacker, UnpackOptions};
use MessagePack\Type\Map;

const C1 = ['a' => 1, 'b' => [1, 2, 3], 'c' => ['x' => 'a literal string', 'z' => [true, null, 1.5]], 'd' => 'hello world string'];
enum Suit: string { case H = 'hearts'; case S = 'spades'; const ALL = [self::H, self::S, 'again' => self::H]; }
enum Pure { case A; case B; }
class K
{
    const ARR = ['k1' => ['n' => [1, 2, ['deep' => 'value-value-value']]], 'k2' => 'a shared string value', 'k3' => [1, 2, 3]];
    public $p = ['default' => ['nested' => [1, 2, 3]], 'x' => 'repeat-repeat'];
    public $q = ['list', 'of', 'strings', 'list'];
    public array $typed = [1 => 'a', 2 => 'b'];
    public static $st = ['static' => ['arr' => [1, 2]]];
    public $e = null;
}
class Sleeps { public $a = ['x' => [1, 2]]; public $b = C1; function __sleep() { return ['a', 'b']; } function __wakeup() {} }
class Serializes
{
    public $a = ['x' => [1]];
    function __serialize(): array { return ['a' => $this->a, 'c' => K::ARR, 'd' => K::ARR]; }
    function __unserialize(array $d): void { $this->a = $d; }
}
function statics() { static $s = ['fn' => ['static' => C1['b']]]; return $s; }

$values = [
    'constant' => C1, 'class constant' => K::ARR, 'object' => new K, 'static property' => K::$st, 'static' => statics(),
    'enums' => Suit::ALL, 'pure enums' => [Pure::A, Pure::B, Pure::A],
    'repeats' => [C1, C1, K::ARR, K::ARR, C1['b'], C1['b'], C1['c']['z'], K::ARR['k3']],
    'sleeps' => new Sleeps, 'serializes' => new Serializes, 'objects' => [new K, new K, new K],
    'interned keys' => ['hello world string' => C1['d'], C1['d'] => C1['c']['x'], 'a shared string value' => K::ARR['k2']],
];
$k = new K;
$k->e = $k;
$values['recursive object'] = $k;
$a = C1;
$values['references'] = ['one' => &$a, 'two' => &$a, 'lit' => C1, 'static' => &K::$st];
$lines = [];
$line = function (string $label, string $bytes, $decoded, bool $bytes_fixed) use (&$lines) {
    $lines[] = $label . ': ' . md5(serialize($decoded)) . ($bytes_fixed ? ' ' . md5($bytes) : '');
};
foreach (['0', 'full'] as $compact) {
    foreach (['1', '0'] as $php_only) {
        ini_set('msgpack.compact', $compact);
        ini_set('msgpack.php_only', $php_only);
        $fixed = $compact === '0';
        foreach ($values as $name => $v) {
            $s = @msgpack_pack($v);
            $line("msgpack_pack $compact $php_only $name", $s, @msgpack_unpack($s), $fixed);
            $m = new MessagePack($php_only === '1');
            $s = @$m->pack($v);
            $line("MessagePack $compact $php_only $name", $s, @$m->unpack($s), $fixed);
            $u = new MessagePackUnpacker($php_only === '1');
            foreach (str_split($s, 3) as $piece) {
                $u->feed($piece);
                @$u->execute();
            }
            $line("MessagePackUnpacker $compact $php_only $name", $s, @$u->data(), $fixed);
        }
    }
}
ini_set('msgpack.compact', '0');
ini_set('msgpack.php_only', '1');
$session = [];
foreach ($values as $name => $v) {
    if (!is_object($v) && $name !== 'references' && $name !== 'enums' && $name !== 'pure enums' && $name !== 'objects') {
        $session[$name] = $v;
    }
}
foreach ([0, PackOptions::FORCE_MAP, PackOptions::RECORDS, PackOptions::COMPACT] as $o) {
    $read = $o & (PackOptions::RECORDS | PackOptions::COMPACT) ? UnpackOptions::COMPACT : null;
    $fixed = !($o & PackOptions::COMPACT);
    $p = new Packer($o);
    foreach ($session as $name => $v) {
        $s = $p->pack($v);
        $line("Packer $o $name", $s, (new BufferUnpacker($s, $read))->unpack(), $fixed);
        $s = $p->packMap($v);
        $line("Packer::packMap $o $name", $s, (new BufferUnpacker($s, $read))->unpackMap(), $fixed);
        $s = $p->pack(new Map($v));
        $line("Map $o $name", $s, (new BufferUnpacker($s, $read))->unpack(), $fixed);
        $stream = fopen('php://memory', 'w+');
        $p->packToStream($stream, $v);
        $p->packToStream($stream, [$v, $v]);
        rewind($stream);
        foreach (new StreamUnpacker($stream, $read) as $i => $message) {
            $line("StreamUnpacker $o $name $i", '', $message, false);
        }
        $bu = new BufferUnpacker('', $read);
        foreach (str_split($s . $s, 5) as $piece) {
            foreach ($bu->append($piece)->tryUnpack() as $i => $message) {
                $line("tryUnpack $o $name $i", '', $message, false);
            }
        }
    }
}
$s = Facade::pack(C1);
$line('MessagePack\MessagePack', $s, Facade::unpack($s), true);
$structures = new Structures([array_keys(C1), array_keys(K::ARR)], 8);
$p = (new Packer(PackOptions::COMPACT))->withStructures($structures);
$u = (new BufferUnpacker('', UnpackOptions::COMPACT))->withStructures($structures);
foreach ([C1, K::ARR, C1['c'], ['q' => 1], C1, (array) new K] as $i => $v) {
    $s = $p->pack($v);
    $line("Structures $i", '', $u->reset($s)->unpack(), false);
}
$lines[] = 'structures ' . json_encode($structures->toArray());
$sequential = new Packer(PackOptions::RECORDS | PackOptions::SEQUENTIAL);
$u = new BufferUnpacker('', UnpackOptions::COMPACT);
foreach ([C1, C1, K::ARR, C1] as $i => $v) {
    $line("sequential $i", '', $u->append($sequential->pack($v))->unpack(), false);
}
$line('template class', '', msgpack_unpack(msgpack_pack(['p' => ['z' => 1], 'q' => C1]), 'K'), false);
$line('template object', '', msgpack_unpack(msgpack_pack(['p' => C1]), new K), false);
$line('template list', '', msgpack_unpack(msgpack_pack([C1, C1]), [['a' => 0]]), false);
$line('literal buffer', '', (new BufferUnpacker("\x82\xa1a\x01\xa1b\x92\xa1x\xa1y"))->unpack(), false);
$lines[] = 'unchanged ' . var_export(C1 === ['a' => 1, 'b' => [1, 2, 3], 'c' => ['x' => 'a literal string', 'z' => [true, null, 1.5]], 'd' => 'hello world string']
    && K::$st === ['static' => ['arr' => [1, 2]]] && (new K)->p === ['default' => ['nested' => [1, 2, 3]], 'x' => 'repeat-repeat'], true);
$lines[] = 'cached ' . var_export(function_exists('opcache_is_script_cached') && opcache_is_script_cached(__FILE__), true);
echo implode("\n", $lines), "\n";
PHP;

$file = sys_get_temp_dir() . '/msgpack-614-' . getmypid() . '.php';
file_put_contents($file, $script);
$plain = shell_exec(msgpack_test_child(['display_errors' => '1']) . ' ' . escapeshellarg($file) . ' 2>&1');
$cached = shell_exec(msgpack_test_opcache_child(['display_errors' => '1']) . ' ' . escapeshellarg($file) . ' 2>&1');
unlink($file);
$plain = explode("\n", rtrim((string) $plain));
$cached = explode("\n", rtrim((string) $cached));
echo 'without OPcache: ', array_pop($plain), "\n";
echo 'with OPcache: ', array_pop($cached), "\n";
echo count($plain) > 300 ? "many lines\n" : "only " . count($plain) . " lines\n";
foreach ($plain as $i => $expected) {
    if (($cached[$i] ?? '(none)') !== $expected) {
        echo "differs: $expected\n         ", $cached[$i] ?? '(none)', "\n";
    }
}
if (count($cached) > count($plain)) {
    echo "more with OPcache:\n", implode("\n", array_slice($cached, count($plain))), "\n";
}
?>
--EXPECT--
without OPcache: cached false
with OPcache: cached true
many lines
