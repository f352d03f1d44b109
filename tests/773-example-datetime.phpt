--TEST--
MessagePack examples: datetime (one user Extension object used as the Packer transformer and the BufferUnpacker extension)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

final class DateExt implements Extension
{
    public function __construct(private readonly int $type) {}

    public function getType(): int
    {
        return $this->type;
    }

    public function pack(Packer $packer, $value): ?string
    {
        return $value instanceof DateTimeInterface ? $packer->packExt($this->type, $value->format('YmdHisue')) : null;
    }

    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        return DateTimeImmutable::createFromFormat('YmdHisue', $unpacker->read($extLength));
    }
}

$date = (new DateTimeImmutable('2019-01-16', new DateTimeZone('Europe/Minsk')))->setTime(22, 18, 22, 294418);

$extension = new DateExt(2);
$packer = new Packer(null, [$extension]);
$packed = $packer->pack($date);

$unpacker = new BufferUnpacker($packed, null, [$extension]);

printf("Raw:      %s\n", $date->format('Y-m-d\TH:i:s.uP'));
printf("Unpacked: %s\n", $unpacker->unpack()->format('Y-m-d\TH:i:s.uP'));

// the bytes: ext8, length 32, type 2
echo bin2hex(substr($packed, 0, 3)), ' ', substr($packed, 3), "\n";
var_dump($unpacker->hasRemaining());

// dates nested in containers, mutable and immutable
$data = ['when' => new DateTime('2000-02-29 12:00:00.5', new DateTimeZone('UTC')), 'list' => [$date, 1]];
$back = $unpacker->reset($packer->pack($data))->unpack();
echo $back['when']->format('Y-m-d\TH:i:s.uP e'), "\n";
echo $back['list'][0]->format('Y-m-d\TH:i:s.uP e'), ' ', $back['list'][1], "\n";
var_dump(get_class($back['when']));
?>
--EXPECT--
Raw:      2019-01-16T22:18:22.294418+03:00
Unpacked: 2019-01-16T22:18:22.294418+03:00
c72002 20190116221822294418Europe/Minsk
bool(false)
2000-02-29T12:00:00.500000+00:00 UTC
2019-01-16T22:18:22.294418+03:00 Europe/Minsk 1
string(17) "DateTimeImmutable"
