--TEST--
PHP-only format: a class marker after a map's first pair naming an unknown class puts __PHP_Incomplete_Class_Name at the marker's place among the properties, where PECL 2.2.0 puts it (it came last), one-shot and fed in pieces
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
function str(string $s): string { return chr(0xa0 | strlen($s)) . $s; }
function late(string $class, array $before, array $after): string
{
    $pairs = '';
    foreach ($before as $k => $v) {
        $pairs .= str($k) . chr($v);
    }
    $pairs .= "\xc0" . str($class);
    foreach ($after as $k => $v) {
        $pairs .= str($k) . chr($v);
    }
    return chr(0x80 | (count($before) + count($after) + 1)) . $pairs;
}

$cases = [
    'marker second' => late('NoSuchClass', ['d' => 1], ['x' => 2, 'y' => 3]),
    'marker last' => late('NoSuchClass', ['d' => 1, 'e' => 2], []),
    'key repeated after the marker' => late('NoSuchClass', ['d' => 1], ['d' => 2, 'y' => 3]),
    'nested' => "\x81" . str('a') . late('NoSuchClass', ['d' => 1, 'e' => 2], ['x' => 3]),
];
foreach ($cases as $name => $bytes) {
    echo "-- $name\n";
    $v = msgpack_unpack($bytes);
    var_dump($v);
    echo serialize($v), "\n";
    // the same message fed in pieces of one byte
    $u = new MessagePackUnpacker();
    $done = false;
    foreach (str_split($bytes) as $byte) {
        $u->feed($byte);
        $done = $u->execute();
    }
    var_dump($done, serialize($u->data()) === serialize($v));
}
?>
--EXPECTF--
-- marker second
object(__PHP_Incomplete_Class)#%d (4) {
  ["d"]=>
  int(1)
  ["__PHP_Incomplete_Class_Name"]=>
  string(11) "NoSuchClass"
  ["x"]=>
  int(2)
  ["y"]=>
  int(3)
}
O:11:"NoSuchClass":3:{s:1:"d";i:1;s:1:"x";i:2;s:1:"y";i:3;}
bool(true)
bool(true)
-- marker last
object(__PHP_Incomplete_Class)#%d (3) {
  ["d"]=>
  int(1)
  ["e"]=>
  int(2)
  ["__PHP_Incomplete_Class_Name"]=>
  string(11) "NoSuchClass"
}
O:11:"NoSuchClass":2:{s:1:"d";i:1;s:1:"e";i:2;}
bool(true)
bool(true)
-- key repeated after the marker
object(__PHP_Incomplete_Class)#%d (3) {
  ["d"]=>
  int(2)
  ["__PHP_Incomplete_Class_Name"]=>
  string(11) "NoSuchClass"
  ["y"]=>
  int(3)
}
O:11:"NoSuchClass":2:{s:1:"d";i:2;s:1:"y";i:3;}
bool(true)
bool(true)
-- nested
array(1) {
  ["a"]=>
  object(__PHP_Incomplete_Class)#%d (4) {
    ["d"]=>
    int(1)
    ["e"]=>
    int(2)
    ["__PHP_Incomplete_Class_Name"]=>
    string(11) "NoSuchClass"
    ["x"]=>
    int(3)
  }
}
a:1:{s:1:"a";O:11:"NoSuchClass":3:{s:1:"d";i:1;s:1:"e";i:2;s:1:"x";i:3;}}
bool(true)
bool(true)
