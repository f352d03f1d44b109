--TEST--
MessagePack\Type\Timestamp::fromDateTime(): what a DateTimeInterface subclass returns from getTimestamp() and format('u') is coerced as the library's `new self($date->getTimestamp(), (int) $date->format('u') * 1000)` coerces it (a float out of range or a microsecond count whose product overflows is a TypeError, not a wrapped value nor, on PHP 8.5, a "not representable" warning); real dates at the ends of DateTime's range round-trip
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only'); ?>
--FILE--
<?php
use MessagePack\MessagePack;
use MessagePack\Type\Timestamp;

set_error_handler(function ($no, $msg) {
    echo "  (", $no === E_DEPRECATED ? 'deprecated' : "error $no", ": $msg)\n";
    return true;
});

class OddDate extends DateTimeImmutable
{
    public $seconds = 0;
    public $micros = '000000';

    #[\ReturnTypeWillChange]
    public function getTimestamp()
    {
        return $this->seconds;
    }

    #[\ReturnTypeWillChange]
    public function format($format)
    {
        return $format === 'u' ? $this->micros : parent::format($format);
    }
}

function try_odd($seconds, $micros)
{
    $d = new OddDate('@0');
    $d->seconds = $seconds;
    $d->micros = $micros;
    echo str_replace("\n", '', var_export($seconds, true)), ' / ', str_replace("\n", '', var_export($micros, true)), "\n";
    try {
        $t = Timestamp::fromDateTime($d);
        echo '  => ', $t->getSeconds(), ' ', $t->getNanoseconds(), "\n";
    } catch (Throwable $e) {
        echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- seconds: as an int parameter takes them\n";
try_odd(7, '000001');
try_odd(1.5, '000002');
try_odd('12', '3');
try_odd(' 1e3', '4');
try_odd(true, '5');
try_odd(-9.2233720368547758E+18, '0');
try_odd(1e30, '1');
try_odd(-INF, '1');
try_odd(NAN, '1');
try_odd(9.2233720368547758E+18, '1');
try_odd('12abc', '1');
try_odd(null, '1');
try_odd([], '1');

echo "-- microseconds: an (int) cast, times 1000\n";
try_odd(1, 1.5);
try_odd(1, '1e5');
try_odd(1, 'x');
try_odd(1, null);
try_odd(1, '9223372036854775');
try_odd(1, '-9223372036854776');
try_odd(1, '9223372036854776');
try_odd(1, '99999999999999999999');
try_odd(1, PHP_INT_MAX);
try_odd(1, PHP_INT_MIN);

echo "-- dates at the ends of the range, with microseconds\n";
$utc = new DateTimeZone('UTC');
foreach (['@' . PHP_INT_MAX, '@' . PHP_INT_MIN, '@-9223372036854775807', '-292277022657-01-27 08:29:52.5',
        '9999-12-31 23:59:59.999999', '-9999-01-01 00:00:00.000001', '@-1.000001', '@17179869183.999999',
        '@17179869184'] as $s) {
    foreach ([new DateTime($s, $utc), new DateTimeImmutable($s, $utc)] as $d) {
        $t = Timestamp::fromDateTime($d);
        $packed = MessagePack::pack($t);
        $back = MessagePack::unpack($packed);
        printf("%-32s %s %d %d %s %s\n", $d->format('Y-m-d H:i:s.u'), get_class($d), $t->getSeconds(),
            $t->getNanoseconds(), bin2hex($packed), $back == $t ? 'same' : 'DIFFERENT');
    }
}
?>
--EXPECT--
-- seconds: as an int parameter takes them
7 / '000001'
  => 7 1000
1.5 / '000002'
  (deprecated: Implicit conversion from float 1.5 to int loses precision)
  => 1 2000
'12' / '3'
  => 12 3000
' 1e3' / '4'
  => 1000 4000
true / '5'
  => 1 5000
-9.223372036854776E+18 / '0'
  => -9223372036854775808 0
1.0E+30 / '1'
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #1 ($seconds) must be of type int, float given
-INF / '1'
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #1 ($seconds) must be of type int, float given
NAN / '1'
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #1 ($seconds) must be of type int, float given
9.223372036854776E+18 / '1'
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #1 ($seconds) must be of type int, float given
'12abc' / '1'
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #1 ($seconds) must be of type int, string given
NULL / '1'
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #1 ($seconds) must be of type int, null given
array () / '1'
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #1 ($seconds) must be of type int, array given
-- microseconds: an (int) cast, times 1000
1 / 1.5
  => 1 1000
1 / '1e5'
  => 1 100000000
1 / 'x'
  => 1 0
1 / NULL
  => 1 0
1 / '9223372036854775'
  => 1 9223372036854775000
1 / '-9223372036854776'
  => 1 -9223372036854775808
1 / '9223372036854776'
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #2 ($nanoseconds) must be of type int, float given
1 / '99999999999999999999'
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #2 ($nanoseconds) must be of type int, float given
1 / 9223372036854775807
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #2 ($nanoseconds) must be of type int, float given
1 / -9223372036854775807-1
  TypeError: MessagePack\Type\Timestamp::__construct(): Argument #2 ($nanoseconds) must be of type int, float given
-- dates at the ends of the range, with microseconds
292277026596-12-04 15:30:07.000000 DateTime 9223372036854775807 0 c70cff000000007fffffffffffffff same
292277026596-12-04 15:30:07.000000 DateTimeImmutable 9223372036854775807 0 c70cff000000007fffffffffffffff same
-292277022657-01-27 08:29:52.000000 DateTime -9223372036854775808 0 c70cff000000008000000000000000 same
-292277022657-01-27 08:29:52.000000 DateTimeImmutable -9223372036854775808 0 c70cff000000008000000000000000 same
-292277022657-01-27 08:29:53.000000 DateTime -9223372036854775807 0 c70cff000000008000000000000001 same
-292277022657-01-27 08:29:53.000000 DateTimeImmutable -9223372036854775807 0 c70cff000000008000000000000001 same
-292277022657-01-27 08:29:52.500000 DateTime -9223372036854775808 500000000 c70cff1dcd65008000000000000000 same
-292277022657-01-27 08:29:52.500000 DateTimeImmutable -9223372036854775808 500000000 c70cff1dcd65008000000000000000 same
9999-12-31 23:59:59.999999       DateTime 253402300799 999999000 c70cff3b9ac6180000003afff4417f same
9999-12-31 23:59:59.999999       DateTimeImmutable 253402300799 999999000 c70cff3b9ac6180000003afff4417f same
-9999-01-01 00:00:00.000001      DateTime -377705116800 1000 c70cff000003e8ffffffa80f054b80 same
-9999-01-01 00:00:00.000001      DateTimeImmutable -377705116800 1000 c70cff000003e8ffffffa80f054b80 same
1969-12-31 23:59:58.999999       DateTime -2 999999000 c70cff3b9ac618fffffffffffffffe same
1969-12-31 23:59:58.999999       DateTimeImmutable -2 999999000 c70cff3b9ac618fffffffffffffffe same
2514-05-30 01:53:03.999999       DateTime 17179869183 999999000 d7ffee6b1863ffffffff same
2514-05-30 01:53:03.999999       DateTimeImmutable 17179869183 999999000 d7ffee6b1863ffffffff same
2514-05-30 01:53:04.000000       DateTime 17179869184 0 c70cff000000000000000400000000 same
2514-05-30 01:53:04.000000       DateTimeImmutable 17179869184 0 c70cff000000000000000400000000 same
