--TEST--
Every serializable internal class round-trips as unserialize() restores it: alone, shared, and inside objects whose __wakeup/__unserialize read it
--INI--
error_reporting=E_ALL & ~E_DEPRECATED
date.timezone=UTC
--FILE--
<?php
// What the magic methods of the objects around an internal object see of it: serialize() of it at that moment.
$log = [];
class Probe {
    public $inner;
    function __construct($inner) { $this->inner = $inner; }
    function __wakeup() { global $log; $log[] = 'wakeup sees ' . serialize($this->inner); }
}
class UProbe {
    public $inner;
    function __construct($inner) { $this->inner = $inner; }
    function __serialize(): array { return ['inner' => $this->inner]; }
    function __unserialize(array $d): void {
        global $log;
        $this->inner = $d['inner'];
        $log[] = '__unserialize sees ' . serialize($this->inner);
    }
}

// Every internal class that can be made without arguments ...
$instances = [];
foreach (get_declared_classes() as $class) {
    $rc = new ReflectionClass($class);
    if (!$rc->isInternal() || !$rc->isInstantiable() || $rc->isEnum()) {
        continue;
    }
    try {
        $instances[$class] = new $class();
    } catch (Throwable $e) {
    }
}
// ... and those that need them, in states worth keeping.
$start = new DateTimeImmutable('2024-01-31 10:00:00', new DateTimeZone('Europe/Paris'));
$made = [
    'DateTime' => new DateTime('2000-02-29 23:59:59.123456', new DateTimeZone('America/New_York')),
    'DateTimeImmutable' => $start,
    'DateTimeZone' => new DateTimeZone('Asia/Kolkata'),
    'DateTimeZone (offset)' => new DateTimeZone('+05:45'),
    'DateInterval' => new DateInterval('P1Y2M3DT4H5M6S'),
    'DateInterval (diff)' => (new DateTime('2020-01-01'))->diff(new DateTime('2021-03-04 05:06:07')),
    'DatePeriod' => new DatePeriod($start, new DateInterval('P1M'), 3),
    'DatePeriod (end date)' => new DatePeriod(new DateTime('2024-01-01'), new DateInterval('PT12H'), new DateTime('2024-01-03'),
        DatePeriod::EXCLUDE_START_DATE),
    'DatePeriod (ISO string)' => new DatePeriod('R4/2012-07-01T00:00:00Z/P7D'),
    'ArrayObject' => new ArrayObject(['a' => 1, 'list' => [1, 2], 'o' => new stdClass], ArrayObject::ARRAY_AS_PROPS),
    'ArrayIterator' => new ArrayIterator([3, 2, 1]),
    'RecursiveArrayIterator' => new RecursiveArrayIterator([[1], [2, [3]]]),
    'SplDoublyLinkedList' => (function () { $l = new SplDoublyLinkedList; $l->push(1); $l->push('two'); $l->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO); return $l; })(),
    'SplQueue' => (function () { $q = new SplQueue; $q->enqueue('a'); $q->enqueue(['b']); return $q; })(),
    'SplStack' => (function () { $s = new SplStack; $s->push(new DateTime('2001-01-01')); return $s; })(),
    'SplFixedArray' => SplFixedArray::fromArray([1, 'x', null, [2]]),
    'SplObjectStorage' => (function () { $s = new SplObjectStorage; $s[new stdClass] = 'data'; $s[new DateTime('1999-12-31')] = [1]; return $s; })(),
    'Random\Engine\Mt19937' => new Random\Engine\Mt19937(1234),
    'Random\Engine\Mt19937 (PHP mode)' => new Random\Engine\Mt19937(99, MT_RAND_PHP),
    'Random\Engine\PcgOneseq128XslRr64' => new Random\Engine\PcgOneseq128XslRr64(5678),
    'Random\Engine\Xoshiro256StarStar' => new Random\Engine\Xoshiro256StarStar(42),
    'Random\Randomizer' => new Random\Randomizer(new Random\Engine\Xoshiro256StarStar(7)),
    'Exception' => new RuntimeException('message', 3, new LogicException('previous')),
];
// PHP 8.5's URI classes, which take a URI to make
if (class_exists('Uri\\Rfc3986\\Uri')) {
    $made['Uri\\Rfc3986\\Uri'] = new Uri\Rfc3986\Uri('https://user:pw@example.com:8080/a/b?q=1#frag');
    $made['Uri\\WhatWg\\Url'] = new Uri\WhatWg\Url("https://example.com/\u{e4}?x=y");
    $made['Uri\\WhatWg\\UrlValidationError'] = new Uri\WhatWg\UrlValidationError('ctx',
        Uri\WhatWg\UrlValidationErrorType::DomainToAscii, true);
}
foreach ($made as $name => $object) {
    $instances[$name] = $object;
}

$failures = 0;
$checked = 0;
foreach ($instances as $name => $object) {
    try {
        $bytes = serialize($object);
    } catch (Throwable $e) {
        continue; // not serializable: refused by msgpack_pack() as well (tested elsewhere)
    }
    $checked++;
    $shapes = [
        'alone' => $object,
        'shared' => ['a' => $object, 'b' => $object, 'c' => [$object]],
        'in __wakeup' => new Probe($object),
        'in __unserialize' => new UProbe(new Probe($object)),
        'around each other' => new UProbe([new Probe($object), $object]),
    ];
    foreach ($shapes as $shape => $value) {
        $log = [];
        $expected = serialize(unserialize(serialize($value)));
        $expectedLog = $log;
        $log = [];
        try {
            $actual = serialize(msgpack_unpack(msgpack_pack($value)));
        } catch (Throwable $e) {
            $actual = get_class($e) . ': ' . $e->getMessage();
        }
        if ($actual !== $expected || $log !== $expectedLog) {
            $failures++;
            echo "DIFF $name, $shape\n  unserialize(): $expected\n  msgpack:       $actual\n";
            echo "  log: ", json_encode($expectedLog), "\n  ours: ", json_encode($log), "\n";
        }
    }
}
// Each kind made by hand above is among the classes checked.
echo $checked >= 60 ? "enough classes checked\n" : "only $checked classes checked\n";
echo $failures, " differences\n";
// A DatePeriod read back works as one.
$period = msgpack_unpack(msgpack_pack($made['DatePeriod']));
foreach ($period as $date) {
    echo $date->format('Y-m-d H:i T'), "\n";
}
?>
--EXPECT--
enough classes checked
0 differences
2024-01-31 10:00 CET
2024-03-02 10:00 CET
2024-04-02 10:00 CEST
2024-05-02 10:00 CEST
