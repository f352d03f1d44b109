--TEST--
Records and str/bin options: a map whose keys the options write as bin (FORCE_BIN, or DETECT_STR_BIN on bytes that are no UTF-8) is written as a plain map, its keys bin, not as a record, whose names msgpackr reads as strings (the bytes came back changed, two keys collided); UTF-8 keys still make records under DETECT_STR_BIN
--FILE--
<?php
use MessagePack\{Packer, PackOptions, BufferUnpacker, UnpackOptions};

$binary = [["\xff" => 1, "\xfe" => 2], ["\xff" => 3, "\xfe" => 4]];
$text = [['a' => 1, 'b' => 2], ['a' => 3, 'b' => 4]];
foreach ([
    'DETECT_STR_BIN | RECORDS' => PackOptions::DETECT_STR_BIN | PackOptions::RECORDS,
    'DETECT_STR_BIN | COMPACT' => PackOptions::DETECT_STR_BIN | PackOptions::COMPACT,
    'FORCE_BIN | RECORDS' => PackOptions::FORCE_BIN | PackOptions::RECORDS,
] as $name => $options) {
    $packer = new Packer($options);
    foreach (['binary keys' => $binary, 'text keys' => $text] as $what => $value) {
        $bytes = $packer->pack($value);
        echo "$name, $what: ", bin2hex($bytes), ' ',
            (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack() === $value ? 'round trip' : 'differs', "\n";
    }
}
?>
--EXPECT--
DETECT_STR_BIN | RECORDS, binary keys: 9282c401ff01c401fe0282c401ff03c401fe04 round trip
DETECT_STR_BIN | RECORDS, text keys: 92d4724092a161a1620102400304 round trip
DETECT_STR_BIN | COMPACT, binary keys: 9282c401ff01c401fe0282c401ff03c401fe04 round trip
DETECT_STR_BIN | COMPACT, text keys: 92d4724092a161a1620102400304 round trip
FORCE_BIN | RECORDS, binary keys: 9282c401ff01c401fe0282c401ff03c401fe04 round trip
FORCE_BIN | RECORDS, text keys: 9282c4016101c401620282c4016103c4016204 round trip
