--TEST--
Internal classes of PHP 8.5 and 8.6 that need constructor arguments (URI, Time\Duration, ...) round-trip, or are refused, as serialize()/unserialize() treat them
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!class_exists('Uri\Rfc3986\Uri') && !class_exists('Time\Duration')) die('skip needs PHP 8.5 or later (ext/uri, Time\Duration)'); ?>
--FILE--
<?php
$log = [];
class Around {
    public $inner;
    function __construct($inner) { $this->inner = $inner; }
    function __wakeup() { global $log; $log[] = 'wakeup sees ' . serialize($this->inner); }
}
$make = [
    'Uri\Rfc3986\Uri' => fn() => new Uri\Rfc3986\Uri('https://user:pw@example.com:8080/a/b?q=1#f'),
    'Uri\WhatWg\Url' => fn() => new Uri\WhatWg\Url('https://example.com/%C3%A4?x#y'),
    'Uri\WhatWg\UrlValidationError' => function () {
        $errors = [];
        Uri\WhatWg\Url::parse(' https://example.com/ ', null, $errors);
        return $errors[0];
    },
    'Uri\Rfc3986\UriBuilder' => fn() => new Uri\Rfc3986\UriBuilder(),
    'Uri\WhatWg\UrlBuilder' => fn() => new Uri\WhatWg\UrlBuilder(),
    'Time\Duration' => fn() => Time\Duration::fromMilliseconds(1500),
    'Openssl\Psk' => fn() => new Openssl\Psk('secret', 'id'),
    'StreamPollHandle' => fn() => new StreamPollHandle(STDIN),
];
$differences = 0;
foreach ($make as $class => $factory) {
    if (!class_exists($class)) {
        continue;
    }
    $object = $factory();
    foreach (['alone' => $object, 'shared' => [$object, $object], 'inside' => new Around($object)] as $shape => $value) {
        $log = [];
        try {
            $expected = serialize(unserialize(serialize($value)));
        } catch (Throwable $e) {
            $expected = get_class($e) . ': ' . $e->getMessage();
        }
        $expectedLog = $log;
        $log = [];
        try {
            $actual = serialize(msgpack_unpack(msgpack_pack($value)));
        } catch (Throwable $e) {
            $actual = get_class($e) . ': ' . $e->getMessage();
        }
        if ($actual !== $expected || $log !== $expectedLog) {
            $differences++;
            echo "DIFF $class, $shape\n  unserialize(): $expected\n  msgpack:       $actual\n";
        }
    }
}
// Invalid data for a class whose __unserialize() checks it: the same exception.
$bad = [
    'Uri\Rfc3986\Uri' => [['uri' => 'http://[bad'], []],
    'Uri\WhatWg\Url' => [['uri' => 'not a url'], []],
];
foreach ($bad as $class => $payload) {
    if (!class_exists($class)) {
        continue;
    }
    $s = 'O:' . strlen($class) . ':"' . $class . '":2:{i:0;' . serialize($payload[0]) . 'i:1;a:0:{}}';
    $m = "\x83\xc0" . msgpack_pack($class) . "\x00" . msgpack_pack($payload[0]) . "\x01\x90";
    foreach (['unserialize' => fn() => unserialize($s), 'msgpack' => fn() => msgpack_unpack($m)] as $codec => $f) {
        try {
            $f();
            $result = 'no exception';
        } catch (Throwable $e) {
            $result = get_class($e) . ': ' . $e->getMessage();
        }
        $results[$codec] = $result;
    }
    if ($results['unserialize'] !== $results['msgpack']) {
        $differences++;
        echo "DIFF invalid $class\n  unserialize(): {$results['unserialize']}\n  msgpack:       {$results['msgpack']}\n";
    }
}
if (class_exists('Time\Duration')) {
    $payload = ['seconds' => 'x', 'nanoseconds' => 0, 'negative' => false];
    $s = 'O:13:"Time\Duration":3:{s:7:"seconds";s:1:"x";s:11:"nanoseconds";i:0;s:8:"negative";b:0;}';
    $m = "\x84\xc0" . msgpack_pack('Time\Duration') . substr(msgpack_pack($payload), 1);
    foreach (['unserialize' => fn() => unserialize($s), 'msgpack' => fn() => msgpack_unpack($m)] as $codec => $f) {
        try {
            $f();
            $results[$codec] = 'no exception';
        } catch (Throwable $e) {
            $results[$codec] = get_class($e) . ': ' . $e->getMessage();
        }
    }
    if ($results['unserialize'] !== $results['msgpack']) {
        $differences++;
        echo "DIFF invalid Time\\Duration\n  unserialize(): {$results['unserialize']}\n  msgpack:       {$results['msgpack']}\n";
    }
}
echo $differences, " differences\n";
?>
--EXPECT--
0 differences
