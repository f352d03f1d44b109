--TEST--
PHP references to a Serializable object, or to one whose class has __serialize(), are written without the reference marker, as PECL writes them (PECL's decoder loses a reference marker before both forms), so they come back as the one object but not as one reference (docs/api.md's format limits)
--EXTENSIONS--
msgpack
--INI--
error_reporting=E_ALL & ~E_DEPRECATED
msgpack.php_only=1
--FILE--
<?php
class Legacy implements Serializable
{
    public $data = 'abc';
    public function serialize() { return $this->data; }
    public function unserialize($data) { $this->data = $data; }
}
class Money
{
    public $amount = 5;
    public function __serialize(): array { return [$this->amount]; }
    public function __unserialize(array $d): void { [$this->amount] = $d; }
}
// A plain object for comparison: its references stay linked.
class Point { public $x = 1; }

foreach ([new Legacy, new Money, new Point] as $o) {
    $value = [&$o, &$o, &$o];
    $bytes = msgpack_pack($value);
    echo get_class($o), ": ", bin2hex($bytes), "\n";
    $r = msgpack_unpack($bytes);
    echo '  one object: ', var_export($r[0] === $r[1] && $r[1] === $r[2], true), "\n";
    $r[1] = 'replaced';
    echo '  after $r[1] = \'replaced\': ', get_debug_type($r[0]), ' ', get_debug_type($r[2]), "\n";
    $s = unserialize(serialize($value));
    $s[1] = 'replaced';
    echo '  unserialize(serialize()): ', get_debug_type($s[0]), ' ', get_debug_type($s[2]), "\n";
}

// What ours reads linked, the reference marker before the Serializable marker, is not written: PECL's decoder
// unserializes the object into the reference itself, losing (and leaking) it.
$r = msgpack_unpack(hex2bin('9283c001c003a64c6567616379a361626382c0050002'));
$r[1] = 'replaced';
echo '{nil:1, nil:3, ...} read: ', get_debug_type($r[0]), "\n";
?>
--EXPECT--
Legacy: 9382c003a64c6567616379a361626382c005000282c0050002
  one object: true
  after $r[1] = 'replaced': Legacy Legacy
  unserialize(serialize()): string string
Money: 9382c0a54d6f6e6579c0910582c005000282c0050002
  one object: true
  after $r[1] = 'replaced': Money Money
  unserialize(serialize()): string string
Point: 9383c001c0a5506f696e74a1780182c005000282c0050002
  one object: true
  after $r[1] = 'replaced': string string
  unserialize(serialize()): string string
{nil:1, nil:3, ...} read: string
