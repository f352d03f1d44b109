--TEST--
MessagePack\BufferUnpacker: reflected signatures match the library; a subclass overriding every method with the library's signatures compiles
--FILE--
<?php
// Return types the library declares as `self` reflect as the class name here: gen_stub.php, which generates our
// arginfo, requires the exact class name (docs/migrating-from-rybakit.md).
use MessagePack\BufferUnpacker;
use MessagePack\Extension;

function sig(ReflectionMethod $m): string
{
    $params = [];
    foreach ($m->getParameters() as $p) {
        $s = ($p->hasType() ? $p->getType() . ' ' : '') . ($p->isVariadic() ? '...' : '') . '$' . $p->getName();
        if ($p->isDefaultValueAvailable()) {
            $s .= ' = ' . str_replace("\n", '', var_export($p->getDefaultValue(), true));
        }
        $params[] = $s;
    }
    return $m->getName() . '(' . implode(', ', $params) . ')' . ($m->hasReturnType() ? ' : ' . $m->getReturnType() : '');
}

$r = new ReflectionClass(BufferUnpacker::class);
foreach ($r->getMethods(ReflectionMethod::IS_PUBLIC) as $m) {
    echo ($m->isFinal() ? 'final ' : ''), ($m->isStatic() ? 'static ' : ''), sig($m), "\n";
}

class MyUnpacker extends BufferUnpacker
{
    public array $log = [];

    public function __construct(string $buffer = '', $options = null, array $extensions = [])
    {
        parent::__construct($buffer, $options, $extensions);
    }
    public function extendWith(Extension $extension, Extension ...$extensions) : self { $this->log[] = __FUNCTION__; return parent::extendWith($extension, ...$extensions); }
    public function withBuffer(string $buffer) : self { $this->log[] = __FUNCTION__; return parent::withBuffer($buffer); }
    public function append(string $data) : self { $this->log[] = __FUNCTION__; return parent::append($data); }
    public function reset(string $buffer = '') : self { $this->log[] = __FUNCTION__; return parent::reset($buffer); }
    public function seek(int $offset) : self { $this->log[] = __FUNCTION__; return parent::seek($offset); }
    public function skip(int $length) : self { $this->log[] = __FUNCTION__; return parent::skip($length); }
    public function getRemainingCount() : int { $this->log[] = __FUNCTION__; return parent::getRemainingCount(); }
    public function hasRemaining() : bool { $this->log[] = __FUNCTION__; return parent::hasRemaining(); }
    public function release() : int { $this->log[] = __FUNCTION__; return parent::release(); }
    public function read($length) { $this->log[] = __FUNCTION__; return parent::read($length); }
    public function tryUnpack() : array { $this->log[] = __FUNCTION__; return parent::tryUnpack(); }
    public function unpack() { $this->log[] = __FUNCTION__; return parent::unpack(); }
    public function unpackNil() { $this->log[] = __FUNCTION__; return parent::unpackNil(); }
    public function unpackBool() { $this->log[] = __FUNCTION__; return parent::unpackBool(); }
    public function unpackInt() { $this->log[] = __FUNCTION__; return parent::unpackInt(); }
    public function unpackFloat() { $this->log[] = __FUNCTION__; return parent::unpackFloat(); }
    public function unpackStr() { $this->log[] = __FUNCTION__; return strtoupper(parent::unpackStr()); }
    public function unpackBin() { $this->log[] = __FUNCTION__; return parent::unpackBin(); }
    public function unpackArray() { $this->log[] = __FUNCTION__; return parent::unpackArray(); }
    public function unpackArrayHeader() { $this->log[] = __FUNCTION__; return parent::unpackArrayHeader(); }
    public function unpackMap() { $this->log[] = __FUNCTION__; return parent::unpackMap(); }
    public function unpackMapHeader() { $this->log[] = __FUNCTION__; return parent::unpackMapHeader(); }
    public function unpackExt() { $this->log[] = __FUNCTION__; return parent::unpackExt(); }
}

$u = new MyUnpacker("\xc0\xc3\x05\xcb\x3f\xf8\x00\x00\x00\x00\x00\x00\xa2ab\xc4\x01z\x91\x01\x91\x81\x01\x02\x81\xd4\x01x\x07\x08");
$out = [$u->unpackNil(), $u->unpackBool(), $u->unpackInt(), $u->unpackFloat(), $u->unpackStr(), $u->unpackBin(),
    $u->unpackArray(), $u->unpackArrayHeader(), $u->unpackMap(), $u->unpackMapHeader(), $u->unpackExt()->type,
    $u->read(1), $u->hasRemaining(), $u->getRemainingCount(), $u->tryUnpack(), $u->release(), $u->append("\x09")->unpack()];
echo json_encode($out), "\n";
$w = $u->withBuffer("\x01")->reset("\x02\x03")->seek(1)->skip(0);
var_dump(get_class($w), $w !== $u, $w->unpack());
$x = $u->extendWith(new MessagePack\Extension\TimestampExtension());
var_dump(get_class($x), get_class(clone $u));
// every override called directly ran (the calls the library makes through $this: tests/752-759)
$direct = ['unpackNil', 'unpackBool', 'unpackInt', 'unpackFloat', 'unpackStr', 'unpackBin', 'unpackArray',
    'unpackArrayHeader', 'unpackMap', 'unpackMapHeader', 'unpackExt', 'read', 'hasRemaining', 'getRemainingCount',
    'tryUnpack', 'release', 'append', 'unpack', 'withBuffer', 'extendWith', 'reset', 'seek', 'skip'];
var_dump(array_values(array_diff($direct, $u->log, $w->log)));
?>
--EXPECT--
__construct(string $buffer = '', $options = NULL, array $extensions = array ())
extendWith(MessagePack\Extension $extension, MessagePack\Extension ...$extensions) : MessagePack\BufferUnpacker
withStructures(MessagePack\Structures $structures) : MessagePack\BufferUnpacker
withBuffer(string $buffer) : MessagePack\BufferUnpacker
append(string $data) : MessagePack\BufferUnpacker
reset(string $buffer = '') : MessagePack\BufferUnpacker
seek(int $offset) : MessagePack\BufferUnpacker
skip(int $length) : MessagePack\BufferUnpacker
getRemainingCount() : int
hasRemaining() : bool
release() : int
read($length)
tryUnpack() : array
unpack()
unpackNil()
unpackBool()
unpackInt()
unpackFloat()
unpackStr()
unpackBin()
unpackArray()
unpackArrayHeader()
unpackMap()
unpackMapHeader()
unpackExt()
[null,true,5,1.5,"AB","z",[1],1,{"1":2},1,1,"\u0007",true,1,[8],30,9]
string(10) "MyUnpacker"
bool(true)
int(3)
string(10) "MyUnpacker"
string(10) "MyUnpacker"
array(0) {
}
