--TEST--
msgpack: MessagePack\Type\Timestamp: final, private state, getters, now(), fromDateTime()
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (PHP_INT_MIN seconds); 32-bit PHP: tests/963'); ?>
--FILE--
<?php
use MessagePack\Type\Timestamp;

$rc = new ReflectionClass(Timestamp::class);
var_dump($rc->isFinal());
foreach ($rc->getProperties() as $p) {
    echo $p->getName(), ': ', $p->isPrivate() ? 'private' : 'NOT PRIVATE', $p->isStatic() ? ' static' : '', "\n";
}
foreach (['now', 'fromDateTime', 'getSeconds', 'getNanoseconds'] as $m) {
    $rm = $rc->getMethod($m);
    echo $m, ': ', $rm->isPublic() ? 'public' : 'NOT PUBLIC', $rm->isStatic() ? ' static' : '', "\n";
}
$ctor = $rc->getConstructor();
echo $ctor->getNumberOfParameters(), ' ', $ctor->getNumberOfRequiredParameters(), ' ',
    implode(',', array_map(fn ($p) => $p->getName(), $ctor->getParameters())), "\n";

$t = new Timestamp(1514862245, 678901234);
var_dump($t->getSeconds(), $t->getNanoseconds());
$t = new Timestamp(42);
var_dump($t->getSeconds(), $t->getNanoseconds());
var_dump(get_object_vars($t));
// no range checks
$t = new Timestamp(PHP_INT_MIN, -5);
var_dump($t->getSeconds(), $t->getNanoseconds());
$t = new Timestamp(-1, 2000000000);
var_dump($t->getSeconds(), $t->getNanoseconds());

try {
    new Timestamp('soon');
} catch (TypeError $e) {
    echo get_class($e), "\n";
}
try {
    new Timestamp();
} catch (ArgumentCountError $e) {
    echo get_class($e), "\n";
}

// fromDateTime: seconds from getTimestamp(), nanoseconds from the microseconds
$t = Timestamp::fromDateTime(new DateTime('@42.123456'));
var_dump(get_class($t), $t->getSeconds(), $t->getNanoseconds());
$t = Timestamp::fromDateTime(new DateTimeImmutable('2020-01-02 03:04:05.678901', new DateTimeZone('UTC')));
var_dump($t->getSeconds(), $t->getNanoseconds());
$t = Timestamp::fromDateTime(new DateTime('1969-12-31 23:59:59', new DateTimeZone('UTC')));
var_dump($t->getSeconds(), $t->getNanoseconds());
try {
    Timestamp::fromDateTime('2020-01-01');
} catch (TypeError $e) {
    echo get_class($e), "\n";
}

// now(): the current time, microsecond resolution
$before = time();
$t = Timestamp::now();
$after = time();
var_dump(get_class($t));
var_dump($t->getSeconds() >= $before && $t->getSeconds() <= $after);
var_dump($t->getNanoseconds() >= 0 && $t->getNanoseconds() <= 999999000 && $t->getNanoseconds() % 1000 === 0);
?>
--EXPECT--
bool(true)
seconds: private
nanoseconds: private
now: public static
fromDateTime: public static
getSeconds: public
getNanoseconds: public
2 1 seconds,nanoseconds
int(1514862245)
int(678901234)
int(42)
int(0)
array(0) {
}
int(-9223372036854775808)
int(-5)
int(-1)
int(2000000000)
TypeError
ArgumentCountError
string(26) "MessagePack\Type\Timestamp"
int(42)
int(123456000)
int(1577934245)
int(678901000)
int(-1)
int(0)
TypeError
string(26) "MessagePack\Type\Timestamp"
bool(true)
bool(true)
