--TEST--
MessagePack\BufferUnpacker: which codes each typed unpackX() method accepts, and what it returns for them
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (int64, uint64 and uint32 values beyond 32 bits); 32-bit PHP: tests/961, 965, 968'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Exception\UnpackingFailedException;
use MessagePack\Type\Ext;

function ranges(array $codes): string
{
    $out = [];
    $start = $prev = null;
    foreach ($codes as $c) {
        if ($prev !== null && $c === $prev + 1) {
            $prev = $c;
            continue;
        }
        if ($start !== null) {
            $out[] = $start === $prev ? sprintf('%02x', $start) : sprintf('%02x-%02x', $start, $prev);
        }
        $start = $prev = $c;
    }
    if ($start !== null) {
        $out[] = $start === $prev ? sprintf('%02x', $start) : sprintf('%02x-%02x', $start, $prev);
    }
    return implode(' ', $out);
}

$methods = ['unpackNil', 'unpackBool', 'unpackInt', 'unpackFloat', 'unpackStr', 'unpackBin', 'unpackArray',
    'unpackArrayHeader', 'unpackMap', 'unpackMapHeader', 'unpackExt'];
foreach ($methods as $method) {
    $accepted = [];
    for ($c = 0; $c < 256; $c++) {
        $u = new BufferUnpacker(chr($c) . str_repeat("\x00", 40));
        try {
            $u->$method();
            $accepted[] = $c;
        } catch (UnpackingFailedException $e) {
            if (!str_starts_with($e->getMessage(), 'Unexpected ')) {
                echo "$method ", dechex($c), ': ', $e->getMessage(), "\n";
            }
        }
    }
    echo str_pad($method, 18), ranges($accepted), "\n";
}

echo "-- values\n";
$cases = [
    ['unpackNil', 'c0'],
    ['unpackBool', 'c2'], ['unpackBool', 'c3'],
    ['unpackInt', '05'], ['unpackInt', 'e5'], ['unpackInt', 'ccff'], ['unpackInt', 'cdffff'], ['unpackInt', 'ceffffffff'],
    ['unpackInt', 'cf0000000000000100'], ['unpackInt', 'd0ff'], ['unpackInt', 'd1ff00'], ['unpackInt', 'd2ffff0000'],
    ['unpackInt', 'd3ffffffff00000000'], ['unpackInt', 'cfffffffffffffffff'],
    ['unpackFloat', 'ca3f8ccccd'], ['unpackFloat', 'cb3ff8000000000000'], ['unpackFloat', 'ca40400000'],
    ['unpackStr', 'a0'], ['unpackStr', 'a3616263'], ['unpackStr', 'd900'], ['unpackStr', 'd9026869'],
    ['unpackStr', 'da00026869'], ['unpackStr', 'db000000026869'], ['unpackStr', 'a2ff00'],
    ['unpackBin', 'c400'], ['unpackBin', 'c4026869'], ['unpackBin', 'c500026869'], ['unpackBin', 'c6000000026869'],
    ['unpackArray', '90'], ['unpackArray', '93 01 a161 c3'], ['unpackArray', 'dc0001 92 01 02'], ['unpackArray', 'dd00000001 80'],
    ['unpackArrayHeader', '9f'], ['unpackArrayHeader', 'dc1234'], ['unpackArrayHeader', 'ddffffffff'],
    ['unpackMap', '80'], ['unpackMap', '82 a161 01 02 92 01 02'], ['unpackMap', 'de0001 a130 c0'], ['unpackMap', 'df00000001 ff c2'],
    ['unpackMapHeader', '8f'], ['unpackMapHeader', 'de1234'], ['unpackMapHeader', 'dfffffffff'],
    ['unpackExt', 'd40761'], ['unpackExt', 'd5ff6162'], ['unpackExt', 'd6806162 6364'], ['unpackExt', 'd7016162636465666768'],
    ['unpackExt', 'd801' . str_repeat('61', 16)], ['unpackExt', 'c70001'], ['unpackExt', 'c7030161 6263'],
    ['unpackExt', 'c8000001'], ['unpackExt', 'c800020161 62'], ['unpackExt', 'c90000000001'], ['unpackExt', 'c9000000010161'],
];
foreach ($cases as [$method, $hex]) {
    $u = new BufferUnpacker(hex2bin(str_replace(' ', '', $hex)) . "\x2a");
    $v = $u->$method();
    if ($v instanceof Ext) {
        $v = sprintf('Ext(%d, %s)', $v->type, bin2hex($v->data));
    } elseif (is_string($v)) {
        $v = 'string(' . bin2hex($v) . ')';
    } else {
        $v = str_replace("\n", '', var_export($v, true));
    }
    // the following byte is untouched
    echo "$method($hex): $v", $u->getRemainingCount() === 1 ? '' : ' REMAINING ' . $u->getRemainingCount(), "\n";
}
?>
--EXPECT--
unpackNil         c0
unpackBool        c2-c3
unpackInt         00-7f cc-d3 e0-ff
unpackFloat       ca-cb
unpackStr         a0-bf d9-db
unpackBin         c4-c6
unpackArray       90-9f dc-dd
unpackArrayHeader 90-9f dc-dd
unpackMap         80-8f de-df
unpackMapHeader   80-8f de-df
unpackExt         c7-c9 d4-d8
-- values
unpackNil(c0): NULL
unpackBool(c2): false
unpackBool(c3): true
unpackInt(05): 5
unpackInt(e5): -27
unpackInt(ccff): 255
unpackInt(cdffff): 65535
unpackInt(ceffffffff): 4294967295
unpackInt(cf0000000000000100): 256
unpackInt(d0ff): -1
unpackInt(d1ff00): -256
unpackInt(d2ffff0000): -65536
unpackInt(d3ffffffff00000000): -4294967296
unpackInt(cfffffffffffffffff): string(3138343436373434303733373039353531363135)
unpackFloat(ca3f8ccccd): 1.100000023841858
unpackFloat(cb3ff8000000000000): 1.5
unpackFloat(ca40400000): 3.0
unpackStr(a0): string()
unpackStr(a3616263): string(616263)
unpackStr(d900): string()
unpackStr(d9026869): string(6869)
unpackStr(da00026869): string(6869)
unpackStr(db000000026869): string(6869)
unpackStr(a2ff00): string(ff00)
unpackBin(c400): string()
unpackBin(c4026869): string(6869)
unpackBin(c500026869): string(6869)
unpackBin(c6000000026869): string(6869)
unpackArray(90): array ()
unpackArray(93 01 a161 c3): array (  0 => 1,  1 => 'a',  2 => true,)
unpackArray(dc0001 92 01 02): array (  0 =>   array (    0 => 1,    1 => 2,  ),)
unpackArray(dd00000001 80): array (  0 =>   array (  ),)
unpackArrayHeader(9f): 15
unpackArrayHeader(dc1234): 4660
unpackArrayHeader(ddffffffff): 4294967295
unpackMap(80): array ()
unpackMap(82 a161 01 02 92 01 02): array (  'a' => 1,  2 =>   array (    0 => 1,    1 => 2,  ),)
unpackMap(de0001 a130 c0): array (  0 => NULL,)
unpackMap(df00000001 ff c2): array (  -1 => false,)
unpackMapHeader(8f): 15
unpackMapHeader(de1234): 4660
unpackMapHeader(dfffffffff): 4294967295
unpackExt(d40761): Ext(7, 61)
unpackExt(d5ff6162): Ext(-1, 6162)
unpackExt(d6806162 6364): Ext(-128, 61626364)
unpackExt(d7016162636465666768): Ext(1, 6162636465666768)
unpackExt(d80161616161616161616161616161616161): Ext(1, 61616161616161616161616161616161)
unpackExt(c70001): Ext(1, )
unpackExt(c7030161 6263): Ext(1, 616263)
unpackExt(c8000001): Ext(1, )
unpackExt(c800020161 62): Ext(1, 6162)
unpackExt(c90000000001): Ext(1, )
unpackExt(c9000000010161): Ext(1, 61)
