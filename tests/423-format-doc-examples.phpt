--TEST--
docs/FORMAT.md: every example decodes to the value shown, and encodes to the bytes shown unless marked decode-only
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../docs/FORMAT.md')) die('skip docs/FORMAT.md is not installed with the tests');
?>
--INI--
error_reporting=E_ALL & ~E_DEPRECATED
msgpack.php_only=1
pcre.jit=0
--FILE--
<?php
$doc = file_get_contents(__DIR__ . '/../docs/FORMAT.md');
preg_match_all('/^```(\w+)([^\n]*)\n(.*?)^```$/ms', $doc, $blocks, PREG_SET_ORDER);
$examples = 0;
$failures = 0;
for ($i = 0; $i < count($blocks); $i++) {
    [, $lang, $info, $code] = $blocks[$i];
    $next = $blocks[$i + 1] ?? null;
    if ($lang === 'php' && $next && $next[1] === 'msgpack') {
        // An example: the value, then its bytes.
        $value = (function () use ($code) {
            eval($code);
            return $value;
        })();
        $bytes = hex2bin(preg_replace('/\s+/', '', $next[3]));
        $decodeOnly = str_contains($next[2], 'decode-only');
        // compact mode (section 3): `compact=records` or `compact=full` after the language name
        ini_set('msgpack.compact', preg_match('/compact=(\w+)/', $next[2], $mode) ? $mode[1] : '0');
        $decoded = msgpack_unpack($bytes);
        $ok = serialize($decoded) === serialize($value);
        if (!$decodeOnly) {
            $ok = $ok && msgpack_pack($value) === $bytes;
        }
        $examples++;
        if (!$ok) {
            $failures++;
            echo "example ", $examples, " (", trim($code), "):\n  doc:   ", bin2hex($bytes), "\n  packs: ",
                bin2hex(msgpack_pack($value)), "\n  reads: ", serialize($decoded), "\n";
        }
        $i++;
    } elseif ($lang === 'php') {
        eval($code); // classes the examples use
    } elseif ($lang === 'msgpack') {
        echo "bytes without a value: ", trim($code), "\n";
        $failures++;
    }
}
echo $examples >= 14 ? "at least 14 examples" : "only $examples examples", ", $failures failures\n";
?>
--EXPECT--
at least 14 examples, 0 failures
