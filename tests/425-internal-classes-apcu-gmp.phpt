--TEST--
DatePeriod, GMP and objects whose __wakeup reads a DateTime come back from APCu (apc.serializer=msgpack) as unserialize() restores them
--EXTENSIONS--
msgpack
apcu
gmp
--INI--
apc.enable_cli=1
apc.serializer=msgpack
date.timezone=UTC
--FILE--
<?php
class Booking {
    public $from, $period, $amount, $nights;
    function __wakeup() { $this->nights = iterator_count($this->period) . ' nights from ' . $this->from->format('D j M'); }
}
$b = new Booking;
$b->from = new DateTimeImmutable('2025-06-01');
$b->period = new DatePeriod($b->from, new DateInterval('P1D'), $b->from->modify('+3 days'));
$b->amount = gmp_init('123456789012345678901234567890');
// what unserialize() restores: the reference the fetched value is compared with
$expected = unserialize(serialize($b));

var_dump(apcu_store('booking', $b));
$fetched = apcu_fetch('booking');
echo $fetched->nights, "\n";
var_dump(serialize($fetched) === serialize($expected));
var_dump(gmp_strval(gmp_add($fetched->amount, 1)));
?>
--EXPECT--
bool(true)
3 nights from Sun 1 Jun
bool(true)
string(30) "123456789012345678901234567891"
