--TEST--
BufferUnpacker: an Extension whose unpackExt() returns by reference, and a PHP-declared gmp_import() that does, give the value itself: no reference into the extension's data inside the decoded array
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (extension_loaded('gmp')) die('skip gmp_import() must be declarable');
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer, Extension, UnpackOptions};

class KeepsWhatItReturns implements Extension
{
    public array $store = [];
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function &unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $this->store[] = $unpacker->read($extLength);
        $last = &$this->store[count($this->store) - 1];
        return $last;
    }
}

$ext = new KeepsWhatItReturns;
$unpacker = new BufferUnpacker("\x93\xd4\x05a\x81\xa1k\xd4\x05b\xd4\x05c", null, [$ext]);
$value = $unpacker->unpack();
var_dump($value);
// Writing to the decoded value must not reach the extension's store (nor the reverse).
$value[0] = 'changed';
$value[1]['k'] = 'changed too';
$ext->store[2] = 'from the store';
var_dump($ext->store, $value[2]);
var_dump((new BufferUnpacker("\xd4\x05z", null, [$ext]))->unpack());

$kept = [];
function &gmp_import(string $bytes)
{
    global $kept;
    $kept[] = bin2hex($bytes);
    $last = &$kept[count($kept) - 1];
    return $last;
}
$value = (new BufferUnpacker("\x91\xcf\xff\xff\xff\xff\xff\xff\xff\xfe", UnpackOptions::BIGINT_AS_GMP))->unpack();
var_dump($value);
$value[0] = 'changed';
var_dump($kept);
?>
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  array(1) {
    ["k"]=>
    string(1) "b"
  }
  [2]=>
  string(1) "c"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(14) "from the store"
}
string(1) "c"
string(1) "z"
array(1) {
  [0]=>
  string(16) "fffffffffffffffe"
}
array(1) {
  [0]=>
  string(16) "fffffffffffffffe"
}
