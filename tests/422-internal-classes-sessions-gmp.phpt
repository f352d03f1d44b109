--TEST--
DatePeriod, GMP and objects whose __wakeup reads a DateTime come back from sessions as unserialize() restores them, and GMP alone and shared from msgpack_unpack()
--EXTENSIONS--
msgpack
session
gmp
--INI--
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
date.timezone=UTC
--FILE--
<?php
session_save_path(sys_get_temp_dir());
class Booking {
    public $from, $period, $amount, $nights;
    function __wakeup() { $this->nights = iterator_count($this->period) . ' nights from ' . $this->from->format('D j M'); }
}
$b = new Booking;
$b->from = new DateTimeImmutable('2025-06-01');
$b->period = new DatePeriod($b->from, new DateInterval('P1D'), $b->from->modify('+3 days'));
$b->amount = gmp_init('123456789012345678901234567890');
$expected = unserialize(serialize($b));
echo $expected->nights, "\n";

// session
session_start();
$_SESSION['booking'] = $b;
$encoded = session_encode();
$_SESSION = [];
var_dump(session_decode($encoded));
echo $_SESSION['booking']->nights, "\n";
var_dump(serialize($_SESSION['booking']) === serialize($expected));
session_destroy();

// GMP alone and shared, as unserialize() gives it back
$g = gmp_init(-42);
$v = [$g, $g, gmp_pow(2, 100)];
var_dump(serialize(msgpack_unpack(msgpack_pack($v))) === serialize(unserialize(serialize($v))));
?>
--EXPECT--
3 nights from Sun 1 Jun
bool(true)
3 nights from Sun 1 Jun
bool(true)
bool(true)
