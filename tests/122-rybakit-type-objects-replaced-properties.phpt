--TEST--
MessagePack\ Bin, Ext and Map objects whose public properties user code replaced or unset are packed through their pack(), as the library packs them: packBin()/packExt()/packMap() convert or refuse the value
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\MessagePack;
use MessagePack\Packer;
use MessagePack\Type\{Bin, Ext, Map};

set_error_handler(function ($no, $msg) { echo "  diagnostic: $msg\n"; return true; });
function show(string $name, callable $make): void
{
    foreach (['pack()' => fn($o) => (new Packer())->pack([$o]), 'facade' => fn($o) => MessagePack::pack($o),
            '$obj->pack()' => fn($o) => $o->pack(new Packer())] as $how => $pack) {
        try {
            $result = bin2hex($pack($make()));
        } catch (TypeError $e) {
            $result = get_class($e) . ': ' . $e->getMessage();
        }
        echo "$name, $how: $result\n";
    }
}

show('Bin data array', function () { $b = new Bin('a'); $b->data = [1]; return $b; });
show('Bin data object', function () { $b = new Bin('a'); $b->data = new stdClass(); return $b; });
show('Bin data int', function () { $b = new Bin('a'); $b->data = 12; return $b; });
show('Bin data unset', function () { $b = new Bin('a'); unset($b->data); return $b; });
show('Ext type not numeric', function () { $e = new Ext(1, 'a'); $e->type = 'x'; return $e; });
show('Ext type numeric string', function () { $e = new Ext(1, 'a'); $e->type = '3'; return $e; });
show('Ext data array', function () { $e = new Ext(1, 'a'); $e->data = []; return $e; });
show('Map map unset', function () { $m = new Map([1]); unset($m->map); return $m; });

// Untouched objects, and a property given by reference, are packed as before.
$data = 'xy';
$bin = new Bin('a');
$bin->data = &$data;
echo bin2hex((new Packer())->pack([new Bin('a'), new Ext(-1, 'ab'), new Map([1]), $bin])), "\n";
?>
--EXPECT--
Bin data array, pack(): TypeError: MessagePack\Packer::packBin(): Argument #1 ($str) must be of type string, array given
Bin data array, facade: TypeError: MessagePack\Packer::packBin(): Argument #1 ($str) must be of type string, array given
Bin data array, $obj->pack(): TypeError: MessagePack\Packer::packBin(): Argument #1 ($str) must be of type string, array given
Bin data object, pack(): TypeError: MessagePack\Packer::packBin(): Argument #1 ($str) must be of type string, stdClass given
Bin data object, facade: TypeError: MessagePack\Packer::packBin(): Argument #1 ($str) must be of type string, stdClass given
Bin data object, $obj->pack(): TypeError: MessagePack\Packer::packBin(): Argument #1 ($str) must be of type string, stdClass given
Bin data int, pack(): 91c4023132
Bin data int, facade: c4023132
Bin data int, $obj->pack(): c4023132
  diagnostic: Undefined property: MessagePack\Type\Bin::$data
  diagnostic: MessagePack\Packer::packBin(): Passing null to parameter #1 ($str) of type string is deprecated
Bin data unset, pack(): 91c400
  diagnostic: Undefined property: MessagePack\Type\Bin::$data
  diagnostic: MessagePack\Packer::packBin(): Passing null to parameter #1 ($str) of type string is deprecated
Bin data unset, facade: c400
  diagnostic: Undefined property: MessagePack\Type\Bin::$data
  diagnostic: MessagePack\Packer::packBin(): Passing null to parameter #1 ($str) of type string is deprecated
Bin data unset, $obj->pack(): c400
Ext type not numeric, pack(): TypeError: MessagePack\Packer::packExt(): Argument #1 ($type) must be of type int, string given
Ext type not numeric, facade: TypeError: MessagePack\Packer::packExt(): Argument #1 ($type) must be of type int, string given
Ext type not numeric, $obj->pack(): TypeError: MessagePack\Packer::packExt(): Argument #1 ($type) must be of type int, string given
Ext type numeric string, pack(): 91d40361
Ext type numeric string, facade: d40361
Ext type numeric string, $obj->pack(): d40361
Ext data array, pack(): TypeError: MessagePack\Packer::packExt(): Argument #2 ($data) must be of type string, array given
Ext data array, facade: TypeError: MessagePack\Packer::packExt(): Argument #2 ($data) must be of type string, array given
Ext data array, $obj->pack(): TypeError: MessagePack\Packer::packExt(): Argument #2 ($data) must be of type string, array given
  diagnostic: Undefined property: MessagePack\Type\Map::$map
Map map unset, pack(): TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type array, null given
  diagnostic: Undefined property: MessagePack\Type\Map::$map
Map map unset, facade: TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type array, null given
  diagnostic: Undefined property: MessagePack\Type\Map::$map
Map map unset, $obj->pack(): TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type array, null given
94c40161d5ff6162810001c4027879
