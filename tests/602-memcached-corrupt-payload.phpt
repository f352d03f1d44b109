--TEST--
php-memcached: corrupt msgpack payloads (flag type 7) give false with a warning, never a crash
--DESCRIPTION--
php-memcached passes an uninitialised zval to php_msgpack_unserialize() and ignores its result; PECL msgpack destroys
that zval on failure (a crash, or valgrind's "uninitialised value" in php_msgpack_unserialize). Ours only writes it.
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
$inc = __DIR__ . '/../scripts/integration/server.inc';
if (!is_file($inc)) die("skip no scripts/integration (a release tarball)\n");
require $inc;
msgpack_test_skipif('memcached');
?>
--INI--
extension=igbinary
extension=memcached
--FILE--
<?php
require __DIR__ . '/../scripts/integration/server.inc';
$server = msgpack_test_server('memcached');

$m = new Memcached();
$m->addServer('127.0.0.1', $server->port);
$m->setOption(Memcached::OPT_SERIALIZER, Memcached::SERIALIZER_MSGPACK);

$payloads = [
    'c10102',           // never-used byte
    '9201c1',           // never-used byte inside an array
    '9301',             // array missing elements
    '82a16101',         // map missing a value
    'a56162',           // string shorter than its length
    'dbffffffff6162',   // str32 claiming 4 GiB
    'dfffffffff0101',   // map32 claiming 4 billion entries
    '0102',             // a value followed by extra bytes
    '',                 // nothing at all
];
foreach ($payloads as $hex) {
    var_dump(msgpack_test_memcached_set_raw($server->port, 'bad', 7, hex2bin($hex)));
    echo "$hex: ";
    var_dump($m->get('bad'));
}

// Nested deeper than msgpack.max_depth.
msgpack_test_memcached_set_raw($server->port, 'deep', 7, str_repeat("\x91", 5000) . "\x01");
var_dump($m->get('deep'));

// getMulti with a corrupt item among good ones.
$m->set('good1', ['ok' => 1]);
$m->set('good2', [2]);
msgpack_test_memcached_set_raw($server->port, 'bad', 7, hex2bin('c10102'));
var_dump($m->getMulti(['good1', 'bad', 'good2']));

// Without error_display the failure is silent; the client keeps working.
ini_set('msgpack.error_display', '0');
var_dump($m->get('bad'));
var_dump($m->get('good1'));
echo "done\n";
?>
--EXPECTF--
bool(true)
c10102: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
bool(true)
9201c1: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
bool(true)
9301: 
Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
bool(true)
82a16101: 
Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
bool(true)
a56162: 
Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
bool(true)
dbffffffff6162: 
Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
bool(true)
dfffffffff0101: 
Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
bool(true)
0102: 
Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
int(1)
bool(true)
: NULL

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
array(3) {
  ["good1"]=>
  array(1) {
    ["ok"]=>
    int(1)
  }
  ["bad"]=>
  bool(false)
  ["good2"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
bool(false)
array(1) {
  ["ok"]=>
  int(1)
}
done
