--TEST--
MessagePack\PackOptions/UnpackOptions::fromBitmask(): InvalidOptionException messages, group order, through Packer and the facade
--FILE--
<?php
use MessagePack\Exception\InvalidOptionException;
use MessagePack\MessagePack;
use MessagePack\PackOptions as P;
use MessagePack\Packer;
use MessagePack\UnpackOptions as U;

function attempt(string $label, callable $f): void
{
    try {
        $f();
        echo "$label: no exception\n";
    } catch (Throwable $e) {
        printf("%s: %s(code %d, previous %s): %s\n", $label, get_class($e), $e->getCode(),
            var_export($e->getPrevious(), true), $e->getMessage());
    }
}

$cases = [
    'FORCE_STR|FORCE_BIN' => P::FORCE_STR | P::FORCE_BIN,
    'FORCE_STR|DETECT_STR_BIN' => P::FORCE_STR | P::DETECT_STR_BIN,
    'FORCE_BIN|DETECT_STR_BIN' => P::FORCE_BIN | P::DETECT_STR_BIN,
    'all str/bin' => P::FORCE_STR | P::FORCE_BIN | P::DETECT_STR_BIN,
    'FORCE_ARR|FORCE_MAP' => P::FORCE_ARR | P::FORCE_MAP,
    'FORCE_MAP|DETECT_ARR_MAP' => P::FORCE_MAP | P::DETECT_ARR_MAP,
    'all arr/map' => P::FORCE_ARR | P::FORCE_MAP | P::DETECT_ARR_MAP,
    'FORCE_FLOAT32|FORCE_FLOAT64' => P::FORCE_FLOAT32 | P::FORCE_FLOAT64,
    'FORCE_BIN|FORCE_ARR|FORCE_MAP' => P::FORCE_BIN | P::FORCE_ARR | P::FORCE_MAP,
    'FORCE_ARR|FORCE_MAP|both floats' => P::FORCE_ARR | P::FORCE_MAP | P::FORCE_FLOAT32 | P::FORCE_FLOAT64,
    'FORCE_STR|FORCE_BIN|FORCE_ARR|FORCE_MAP' => P::FORCE_STR | P::FORCE_BIN | P::FORCE_ARR | P::FORCE_MAP,
    'both floats|0x100' => P::FORCE_FLOAT32 | P::FORCE_FLOAT64 | 0x100,
    '0xff' => 0xff,
    '-1' => -1,
    'PHP_INT_MAX' => PHP_INT_MAX,
];
foreach ($cases as $label => $mask) {
    attempt("PackOptions $label", fn () => P::fromBitmask($mask));
}
attempt('new Packer(-1)', fn () => new Packer(-1));
attempt('new Packer(FORCE_FLOAT32|FORCE_FLOAT64)', fn () => new Packer(P::FORCE_FLOAT32 | P::FORCE_FLOAT64));
attempt('new Packer("3")', fn () => new Packer("3"));
attempt('MessagePack::pack(1, FORCE_ARR|FORCE_MAP)', fn () => MessagePack::pack(1, P::FORCE_ARR | P::FORCE_MAP));

foreach ([
    'AS_STR|AS_GMP' => U::BIGINT_AS_STR | U::BIGINT_AS_GMP,
    'AS_GMP|AS_DEC' => U::BIGINT_AS_GMP | U::BIGINT_AS_DEC,
    'all' => 7,
    '-1' => -1,
    '8|AS_STR|AS_DEC' => 8 | U::BIGINT_AS_STR | U::BIGINT_AS_DEC,
] as $label => $mask) {
    attempt("UnpackOptions $label", fn () => U::fromBitmask($mask));
}
attempt('MessagePack::unpack("\x01", 3)', fn () => MessagePack::unpack("\x01", 3));

// the factory itself: 1, 2, 3 and 4 names
attempt('outOfRange 1', fn () => throw InvalidOptionException::outOfRange('x', ['A']));
attempt('outOfRange 2', fn () => throw InvalidOptionException::outOfRange('x y', ['A', 'B']));
attempt('outOfRange 3', fn () => throw InvalidOptionException::outOfRange('z', ['A', 'B', 'C']));
attempt('outOfRange 4', fn () => throw InvalidOptionException::outOfRange('w', ['A', 'B', 'C', 'D']));
$e = InvalidOptionException::outOfRange('q', ['A', 'B']);
var_dump($e instanceof InvalidArgumentException, get_class($e));
?>
--EXPECT--
PackOptions FORCE_STR|FORCE_BIN: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
PackOptions FORCE_STR|DETECT_STR_BIN: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
PackOptions FORCE_BIN|DETECT_STR_BIN: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
PackOptions all str/bin: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
PackOptions FORCE_ARR|FORCE_MAP: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option arr/map, use one of MessagePack\PackOptions::FORCE_ARR, MessagePack\PackOptions::FORCE_MAP or MessagePack\PackOptions::DETECT_ARR_MAP
PackOptions FORCE_MAP|DETECT_ARR_MAP: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option arr/map, use one of MessagePack\PackOptions::FORCE_ARR, MessagePack\PackOptions::FORCE_MAP or MessagePack\PackOptions::DETECT_ARR_MAP
PackOptions all arr/map: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option arr/map, use one of MessagePack\PackOptions::FORCE_ARR, MessagePack\PackOptions::FORCE_MAP or MessagePack\PackOptions::DETECT_ARR_MAP
PackOptions FORCE_FLOAT32|FORCE_FLOAT64: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option float, use MessagePack\PackOptions::FORCE_FLOAT32 or MessagePack\PackOptions::FORCE_FLOAT64
PackOptions FORCE_BIN|FORCE_ARR|FORCE_MAP: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option arr/map, use one of MessagePack\PackOptions::FORCE_ARR, MessagePack\PackOptions::FORCE_MAP or MessagePack\PackOptions::DETECT_ARR_MAP
PackOptions FORCE_ARR|FORCE_MAP|both floats: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option arr/map, use one of MessagePack\PackOptions::FORCE_ARR, MessagePack\PackOptions::FORCE_MAP or MessagePack\PackOptions::DETECT_ARR_MAP
PackOptions FORCE_STR|FORCE_BIN|FORCE_ARR|FORCE_MAP: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
PackOptions both floats|0x100: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option float, use MessagePack\PackOptions::FORCE_FLOAT32 or MessagePack\PackOptions::FORCE_FLOAT64
PackOptions 0xff: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
PackOptions -1: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
PackOptions PHP_INT_MAX: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
new Packer(-1): MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
new Packer(FORCE_FLOAT32|FORCE_FLOAT64): MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option float, use MessagePack\PackOptions::FORCE_FLOAT32 or MessagePack\PackOptions::FORCE_FLOAT64
new Packer("3"): MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
MessagePack::pack(1, FORCE_ARR|FORCE_MAP): MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option arr/map, use one of MessagePack\PackOptions::FORCE_ARR, MessagePack\PackOptions::FORCE_MAP or MessagePack\PackOptions::DETECT_ARR_MAP
UnpackOptions AS_STR|AS_GMP: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
UnpackOptions AS_GMP|AS_DEC: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
UnpackOptions all: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
UnpackOptions -1: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
UnpackOptions 8|AS_STR|AS_DEC: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
MessagePack::unpack("\x01", 3): MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
outOfRange 1: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option x, use A
outOfRange 2: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option x y, use A or B
outOfRange 3: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option z, use one of A, B or C
outOfRange 4: MessagePack\Exception\InvalidOptionException(code 0, previous NULL): Invalid option w, use one of A, B, C or D
bool(true)
string(44) "MessagePack\Exception\InvalidOptionException"
