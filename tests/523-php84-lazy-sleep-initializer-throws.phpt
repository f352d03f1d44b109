--TEST--
PHP 8.4 lazy objects whose class has __sleep(): an initializer that throws stops the pack as it stops serialize(), with no "does not exist" notice for the names __sleep() returned
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip lazy objects need PHP 8.4'); ?>
--INI--
error_reporting=E_ALL
display_errors=1
--FILE--
<?php
class LzSleep {
    public int $a = 1;
    protected $b = 2;
    private $c = 3;
    public function __sleep() { echo "  __sleep\n"; return ['a', 'b', 'c']; }
}
class After {
    public function __serialize(): array { echo "  After::__serialize (must not run)\n"; return []; }
}
$r = new ReflectionClass(LzSleep::class);
$codecs = [
    'serialize' => 'serialize',
    'msgpack_pack' => 'msgpack_pack',
    'msgpack_pack, php_only=0' => function ($v) {
        ini_set('msgpack.php_only', '0');
        try {
            return msgpack_pack($v);
        } finally {
            ini_set('msgpack.php_only', '1');
        }
    },
    'MessagePack::pack' => fn($v) => (new MessagePack())->pack($v),
];
foreach (['ghost', 'proxy'] as $kind) {
    foreach ($codecs as $name => $codec) {
        echo "$kind, $name:\n";
        $lazy = $kind === 'ghost'
            ? $r->newLazyGhost(function () { throw new RuntimeException('initializer failed'); })
            : $r->newLazyProxy(function () { throw new RuntimeException('initializer failed'); });
        try {
            $codec([$lazy, new After()]);
            echo "  no exception\n";
        } catch (RuntimeException $e) {
            echo '  ', $e->getMessage(), ', lazy: ', json_encode($r->isUninitializedLazyObject($lazy)), "\n";
        }
    }
}
?>
--EXPECT--
ghost, serialize:
  __sleep
  initializer failed, lazy: true
ghost, msgpack_pack:
  __sleep
  initializer failed, lazy: true
ghost, msgpack_pack, php_only=0:
  __sleep
  initializer failed, lazy: true
ghost, MessagePack::pack:
  __sleep
  initializer failed, lazy: true
proxy, serialize:
  __sleep
  initializer failed, lazy: true
proxy, msgpack_pack:
  __sleep
  initializer failed, lazy: true
proxy, msgpack_pack, php_only=0:
  __sleep
  initializer failed, lazy: true
proxy, MessagePack::pack:
  __sleep
  initializer failed, lazy: true
