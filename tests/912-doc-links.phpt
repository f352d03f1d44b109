--TEST--
README.md, the other *.md beside it and docs/*.md: every relative link names a file that exists, and every #anchor a heading of that file
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../README.md') || !is_dir(__DIR__ . '/../docs')) die('skip the documentation is not installed with the tests');
?>
--INI--
pcre.jit=0
--FILE--
<?php
/** The text outside code: fenced blocks and inline code spans become blanks, so line numbers stay. */
function doc_prose(string $text): string
{
    $text = preg_replace_callback('/^ *(`{3,}|~{3,}).*?^ *\1[`~]* *$/ms', fn ($m) => str_repeat("\n", substr_count($m[0], "\n")), $text);
    return preg_replace_callback('/(`+)(?!`).+?(?<!`)\1(?!`)/s', fn ($m) => str_repeat("\n", substr_count($m[0], "\n")), $text);
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function doc_anchors(string $file): array
{
    static $cache = [];
    if (isset($cache[$file])) {
        return $cache[$file];
    }
    $text = preg_replace('/^ *(`{3,}|~{3,}).*?^ *\1[`~]* *$/ms', '', file_get_contents($file));
    preg_match_all('/^#{1,6} +(.+?) *#* *$/m', $text, $m);
    $anchors = [];
    foreach ($m[1] as $heading) {
        $slug = str_replace(' ', '-', preg_replace('/[^\p{L}\p{N} _-]/u', '', strtolower($heading)));
        $n = 0;
        $anchor = $slug;
        while (isset($anchors[$anchor])) {
            $anchor = $slug . '-' . ++$n;
        }
        $anchors[$anchor] = true;
    }
    return $cache[$file] = $anchors;
}

$root = dirname(__DIR__);
$links = $broken = 0;
foreach (array_merge(glob("$root/*.md"), glob("$root/docs/*.md")) as $file) {
    $name = substr($file, strlen($root) + 1);
    $prose = doc_prose(file_get_contents($file));
    preg_match_all('/\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/', $prose, $m, PREG_OFFSET_CAPTURE);
    foreach ($m[1] as [$target, $offset]) {
        if (preg_match('~^[a-z][a-z0-9+.-]*:~i', $target)) {
            continue; // https:, mailto:
        }
        $links++;
        [$path, $anchor] = array_pad(explode('#', $target, 2), 2, null);
        $linked = $path === '' ? $file : dirname($file) . '/' . rawurldecode($path);
        $problem = null;
        if (!file_exists($linked)) {
            $problem = 'no such file';
        } elseif ($anchor !== null && str_ends_with($linked, '.md') && !isset(doc_anchors(realpath($linked))[$anchor])) {
            $problem = 'no such heading';
        }
        if ($problem !== null) {
            $broken++;
            echo "$name:", substr_count($prose, "\n", 0, $offset) + 1, ": $target: $problem\n";
        }
    }
}
echo $links >= 30 ? 'at least 30' : "only $links", " links, $broken broken\n";
?>
--EXPECT--
at least 30 links, 0 broken
