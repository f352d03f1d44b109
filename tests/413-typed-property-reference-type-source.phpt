--TEST--
A PHP reference held by a typed property keeps the property's type after a decode, as after unserialize(): a write through another holder that the type refuses throws
--EXTENSIONS--
msgpack
--FILE--
<?php
class T {
    public array $list = [];
    public ?array $maybe = null;
    public $untyped;
}

function decoders(): array
{
    return [
        'unserialize()' => fn($v) => unserialize(serialize($v)),
        'msgpack_unpack()' => fn($v) => msgpack_unpack(msgpack_pack($v)),
        'MessagePack::unpack()' => fn($v) => (new MessagePack())->unpack((new MessagePack())->pack($v)),
        'MessagePackUnpacker, 1-byte pieces' => function ($v) {
            $u = new MessagePackUnpacker();
            foreach (str_split(msgpack_pack($v)) as $byte) {
                $u->feed($byte);
                if ($u->execute()) {
                    return $u->data();
                }
            }
            return 'incomplete';
        },
    ];
}

function attempt(callable $f): void
{
    try {
        $f();
        echo "  assigned\n";
    } catch (TypeError $e) {
        echo '  ', $e->getMessage(), "\n";
    }
}

// One array reference held by a typed property and by a list element: the decoded reference keeps the property's
// type, so a write through the list element that the type refuses throws, as after unserialize().
$shared = [1];
$o = new T();
$o->list = &$shared;
$value = [$o, &$shared];
$first = [&$shared, $o];
$both = new T();
$both->list = &$shared;
$both->maybe = &$shared;
$both->untyped = &$shared;

foreach (decoders() as $name => $decode) {
    echo "$name\n";
    $r = $decode($value);
    $r[1][] = 2;
    echo '  the same array: ', count($r[0]->list), "\n";
    attempt(function () use (&$r) { $r[1] = 'a string'; });
    attempt(function () use (&$r) { $r[1] = null; });
    $r = $decode($first);
    attempt(function () use (&$r) { $r[0] = 'a string'; });
    $r = $decode($both);
    attempt(function () use ($r) { $r->untyped = null; });
    $r->untyped = [3];
    echo '  through the untyped one: ', json_encode([$r->list, $r->maybe]), "\n";
}
?>
--EXPECT--
unserialize()
  the same array: 2
  Cannot assign string to reference held by property T::$list of type array
  Cannot assign null to reference held by property T::$list of type array
  Cannot assign string to reference held by property T::$list of type array
  Cannot assign null to reference held by property T::$list of type array
  through the untyped one: [[3],[3]]
msgpack_unpack()
  the same array: 2
  Cannot assign string to reference held by property T::$list of type array
  Cannot assign null to reference held by property T::$list of type array
  Cannot assign string to reference held by property T::$list of type array
  Cannot assign null to reference held by property T::$list of type array
  through the untyped one: [[3],[3]]
MessagePack::unpack()
  the same array: 2
  Cannot assign string to reference held by property T::$list of type array
  Cannot assign null to reference held by property T::$list of type array
  Cannot assign string to reference held by property T::$list of type array
  Cannot assign null to reference held by property T::$list of type array
  through the untyped one: [[3],[3]]
MessagePackUnpacker, 1-byte pieces
  the same array: 2
  Cannot assign string to reference held by property T::$list of type array
  Cannot assign null to reference held by property T::$list of type array
  Cannot assign string to reference held by property T::$list of type array
  Cannot assign null to reference held by property T::$list of type array
  through the untyped one: [[3],[3]]
