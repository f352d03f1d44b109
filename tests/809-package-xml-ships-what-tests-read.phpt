--TEST--
package.xml ships what the shipped tests and documents read: files a test opens outside tests/ (unless its SKIPIF looks for them), and the targets of relative links in the shipped *.md files
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../package.xml')) {
    die('skip no package.xml beside the tests (a release tarball, an installed test directory)');
}
?>
--INI--
pcre.jit=0
--FILE--
<?php
$root = dirname(__DIR__);
$xml = file_get_contents("$root/package.xml");
preg_match_all('~<file name="([^"]+)" role="(\w+)"~', $xml, $m);
$shipped = array_fill_keys(array_map('html_entity_decode', $m[1]), true);

/* A path counts as shipped when package.xml lists it, or, for a directory, a file under it. */
function is_shipped(array $shipped, string $path): bool
{
    if (isset($shipped[$path])) {
        return true;
    }
    foreach ($shipped as $file => $_) {
        if (str_starts_with($file, rtrim($path, '/') . '/')) {
            return true;
        }
    }
    return false;
}

$missing = [];
foreach (glob("$root/tests/*.phpt") as $test) {
    $name = 'tests/' . basename($test);
    if (!isset($shipped[$name])) {
        continue;
    }
    $text = file_get_contents($test);
    $skipif = preg_match('/^--SKIPIF--\n(.*?)^--[A-Z_]+--$/ms', $text, $s) ? $s[1] : '';
    preg_match_all('~__DIR__\s*\.\s*([\'"])/\.\./([^\'"]+)\1~', $text, $refs);
    foreach (array_unique($refs[2]) as $ref) {
        if (str_starts_with($ref, 'modules/') || str_contains($skipif, "/../$ref")) {
            continue; // the build's output, or a test that skips without it
        }
        $paths = str_contains($ref, '*')
            ? array_map(fn ($p) => substr($p, strlen($root) + 1), glob("$root/$ref"))
            : [$ref];
        foreach ($paths as $path) {
            if (file_exists("$root/$path") && !is_shipped($shipped, $path)) {
                $missing[] = "$name reads $path";
            }
        }
    }
}

foreach (array_keys($shipped) as $doc) {
    if (!str_ends_with($doc, '.md') || str_starts_with($doc, 'tests/')) {
        continue;
    }
    $text = preg_replace('/^ *(`{3,}|~{3,}).*?^ *\1[`~]* *$/ms', '', file_get_contents("$root/$doc"));
    $text = preg_replace('/`[^`\n]*`/', '', $text);
    preg_match_all('/\]\(([^)\s#]+)(?:#[^)\s]*)?(?:\s+"[^"]*")?\)/', $text, $links);
    foreach (array_unique($links[1]) as $target) {
        if (preg_match('~^[a-z][a-z0-9+.-]*:~i', $target)) {
            continue;
        }
        $path = dirname($doc) === '.' ? $target : dirname($doc) . '/' . $target;
        $parts = [];
        foreach (explode('/', rawurldecode($path)) as $part) {
            if ($part === '..') {
                array_pop($parts);
            } elseif ($part !== '.' && $part !== '') {
                $parts[] = $part;
            }
        }
        $path = implode('/', $parts);
        if (file_exists("$root/$path") && !is_shipped($shipped, $path)) {
            $missing[] = "$doc links to $path";
        }
    }
}
echo $missing ? implode("\n", $missing) : 'nothing missing', "\n";
?>
--EXPECT--
nothing missing
