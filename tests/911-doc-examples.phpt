--TEST--
README.md, the other *.md beside it and docs/*.md: every ```php example runs with only this module loaded and prints its ```output block
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../README.md') || !is_dir(__DIR__ . '/../docs')) die('skip the documentation is not installed with the tests');
if (!function_exists('proc_open')) die('skip needs proc_open() to run the examples');
?>
--INI--
pcre.jit=0
--FILE--
<?php
/*
 * The convention (docs/INTERNALS.md, "Examples in the documentation"):
 * - a fenced block whose info string's first word is `php` is a complete script starting with `<?php`;
 * - further words: `ext=NAME` loads that extension after this module, `ini=KEY=VALUE` sets an INI entry, `norun`
 *   shows the script without running it (for what a test cannot have; the block says why in a comment);
 * - the script runs as `php -n -d extension=<this module> ...` with the code on standard input (so a message names
 *   "Standard input code"), errors displayed on stderr, in an empty working directory;
 * - it passes when it exits with status 0, writes nothing to stderr, and its stdout equals the text of the `output`
 *   block that follows it (only blank lines between; trailing newlines ignored), or is empty when none follows.
 * docs/FORMAT.md is left out: its examples are a value and its bytes, which tests/423 checks.
 */
require __DIR__ . '/470-child.inc';

/** The fenced blocks of a Markdown text: line of the opening fence, info string, body, and whether only blank lines
 * separate it from the block before. */
function doc_blocks(string $text): array
{
    $lines = explode("\n", $text);
    $blocks = [];
    $previousEnd = 0; // the line after the previous block's closing fence
    for ($i = 0, $n = count($lines); $i < $n; $i++) {
        if (!preg_match('/^( *)(`{3,}|~{3,})\s*([^`]*?)\s*$/', $lines[$i], $open)) {
            continue;
        }
        [, $indent, $fence, $info] = $open;
        $body = [];
        for ($j = $i + 1; $j < $n; $j++) {
            if (preg_match('/^ *(`{3,}|~{3,})\s*$/', $lines[$j], $close) && $close[1][0] === $fence[0]
                && strlen($close[1]) >= strlen($fence)) {
                break;
            }
            // Lines of a block inside a list item carry the fence's indentation.
            $body[] = preg_replace('/^ {0,' . strlen($indent) . '}/', '', $lines[$j]);
        }
        $between = array_slice($lines, $previousEnd, $i - $previousEnd);
        $blocks[] = ['line' => $i + 1, 'info' => $info, 'body' => $body === [] ? '' : implode("\n", $body) . "\n",
            'only_blank_before' => $blocks !== [] && trim(implode('', $between)) === ''];
        $i = $j;
        $previousEnd = $j + 1;
    }
    return $blocks;
}

/** The examples of one file, each with its settings, or an error text when the block breaks the convention. */
function doc_examples(string $file): array
{
    $blocks = doc_blocks(file_get_contents($file));
    $examples = [];
    $claimed = [];
    foreach ($blocks as $k => $block) {
        $words = preg_split('/\s+/', $block['info'], -1, PREG_SPLIT_NO_EMPTY);
        if (($words[0] ?? '') === 'output' && !isset($claimed[$k])) {
            $examples[] = ['line' => $block['line'], 'error' => 'an output block without a php block right before it'];
            continue;
        }
        if (!str_starts_with($words[0] ?? '', 'php')) {
            continue;
        }
        if ($words[0] !== 'php') {
            $examples[] = ['line' => $block['line'], 'error' => "info string \"{$block['info']}\": an example's first word is php"];
            continue;
        }
        $example = ['line' => $block['line'], 'code' => $block['body'], 'ext' => [], 'ini' => [], 'norun' => false,
            'output' => null, 'error' => null];
        foreach (array_slice($words, 1) as $word) {
            if ($word === 'norun') {
                $example['norun'] = true;
            } elseif ($word === 'ext=msgpack') {
                $example['error'] = 'ext=msgpack: this module is always loaded (and another msgpack.so would clash)';
            } elseif (preg_match('/^ext=(\w+)$/', $word, $m)) {
                $example['ext'][] = $m[1];
            } elseif (preg_match('/^ini=([\w.]+)=(.*)$/', $word, $m)) {
                $example['ini'][$m[1]] = $m[2];
            } else {
                $example['error'] = "unknown word \"$word\" in the info string";
            }
        }
        $next = $blocks[$k + 1] ?? null;
        if ($next && $next['only_blank_before'] && preg_match('/^output(\s|$)/', $next['info'])) {
            $example['output'] = $next['body'];
            $claimed[$k + 1] = true;
        }
        if (!str_starts_with($block['body'], '<?php')) {
            $example['error'] ??= 'the script does not start with <?php';
        } elseif ($example['norun'] && !preg_match('~//|#|/\*~', $block['body'])) {
            $example['error'] ??= 'a norun block must say in a comment why it cannot run';
        }
        $examples[] = $example;
    }
    return $examples;
}

/** -d settings that load this module into a child process, from this process's own command line. */
function doc_module_settings(): ?array
{
    $found = msgpack_test_extension_settings();
    if ($found['msgpack'] !== []) {
        return array_merge($found['dir'], $found['msgpack']);
    }
    // Loaded some other way (php.ini): the file this process mapped.
    foreach (file('/proc/self/maps', FILE_IGNORE_NEW_LINES) ?: [] as $map) {
        if (preg_match('~\s(/\S*/msgpack\.' . PHP_SHLIB_SUFFIX . ')$~', $map, $m)) {
            return ['extension=' . $m[1]];
        }
    }
    return null;
}

/** Whether a child started with -n can load the extension NAME, and the -d setting that loads it. */
function doc_extension_setting(string $name, array $dirs): array
{
    $dir = $dirs === [] ? ini_get('extension_dir') : substr(end($dirs), strlen('extension_dir='));
    if (is_file("$dir/$name." . PHP_SHLIB_SUFFIX)) {
        return [true, "extension=$name"];
    }
    return [extension_loaded($name), null]; // built into PHP, or missing
}

/** Removes a directory and what it holds. */
function doc_remove(string $dir): void
{
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS),
        RecursiveIteratorIterator::CHILD_FIRST) as $entry) {
        $entry->isDir() && !$entry->isLink() ? rmdir($entry->getPathname()) : unlink($entry->getPathname());
    }
    rmdir($dir);
}

/** Why an example failed, from what its process did; [] when it passed. */
function doc_verdict(array $example, int $status, string $stdout, string $stderr): array
{
    $problems = [];
    if ($status !== 0) {
        $problems[] = "exit status $status";
    }
    if ($stderr !== '') {
        $problems[] = "stderr:\n" . rtrim($stderr, "\n");
    }
    $want = rtrim($example['output'] ?? '', "\n");
    if (rtrim($stdout, "\n") !== $want) {
        $problems[] = ($example['output'] === null ? "output, and no output block:\n"
            : "output differs; expected:\n$want\ngot:\n") . rtrim($stdout, "\n");
    }
    return $problems;
}

$module = doc_module_settings();
if ($module === null) {
    die("cannot tell where the msgpack module was loaded from\n");
}
$dirs = array_values(array_filter($module, fn ($s) => str_starts_with($s, 'extension_dir=')));
$php = PHP_BINARY !== '' ? PHP_BINARY : getenv('TEST_PHP_EXECUTABLE');
$work = sys_get_temp_dir() . '/msgpack-911-' . getmypid();
mkdir($work);

// Each example gets a result line: at once for those that do not run, when its process ends for the others.
$root = dirname(__DIR__);
$files = array_filter(array_merge(glob("$root/*.md"), glob("$root/docs/*.md")), fn ($f) => basename($f) !== 'FORMAT.md');
$results = [];
$jobs = [];
foreach ($files as $file) {
    foreach (doc_examples($file) as $example) {
        $where = substr($file, strlen($root) + 1) . ":{$example['line']}";
        $k = count($results);
        $results[$k] = null;
        if ($example['error'] !== null) {
            $results[$k] = ['FAIL', "$where: {$example['error']}"];
            continue;
        }
        if ($example['norun']) {
            $results[$k] = ['norun', $where];
            continue;
        }
        $cmd = [$php, '-n'];
        foreach ($module as $setting) {
            array_push($cmd, '-d', $setting);
        }
        foreach ($example['ext'] as $ext) {
            [$available, $setting] = doc_extension_setting($ext, $dirs);
            if (!$available) {
                $results[$k] = ['skip', "$where: extension $ext is not available"];
                continue 2;
            }
            if ($setting !== null) {
                array_push($cmd, '-d', $setting);
            }
        }
        $ini = $example['ini'] + ['display_errors' => 'stderr', 'log_errors' => '0', 'error_reporting' => (string) E_ALL];
        foreach ($ini as $key => $value) {
            array_push($cmd, '-d', "$key=$value");
        }
        $jobs[$k] = ['example' => $example, 'where' => $where, 'cmd' => $cmd];
    }
}

// Two at a time: under valgrind (which traces these processes too) each takes seconds.
$running = [];
while ($jobs !== [] || $running !== []) {
    while ($jobs !== [] && count($running) < 2) {
        $k = array_key_first($jobs);
        $job = $jobs[$k];
        unset($jobs[$k]);
        $dir = "$work/$k";
        mkdir("$dir/cwd", 0777, true); // each example starts in an empty directory
        $job['dir'] = $dir;
        $job['proc'] = proc_open($job['cmd'], [0 => ['pipe', 'r'], 1 => ['file', "$dir/stdout", 'w'],
            2 => ['file', "$dir/stderr", 'w']], $pipes, "$dir/cwd");
        if ($job['proc'] === false) {
            $results[$k] = ['FAIL', "{$job['where']}: cannot start $php"];
            doc_remove($dir);
            continue;
        }
        fwrite($pipes[0], $job['example']['code']);
        fclose($pipes[0]);
        $running[$k] = $job;
    }
    foreach ($running as $k => $job) {
        $state = proc_get_status($job['proc']);
        if ($state['running']) {
            continue;
        }
        proc_close($job['proc']);
        $problems = doc_verdict($job['example'], $state['exitcode'], (string) file_get_contents("{$job['dir']}/stdout"),
            (string) file_get_contents("{$job['dir']}/stderr"));
        $results[$k] = $problems === [] ? ['ok', $job['where']] : ['FAIL', "{$job['where']}: " . implode("\n", $problems)];
        doc_remove($job['dir']);
        unset($running[$k]);
    }
    if ($running !== []) {
        usleep(20000);
    }
}
rmdir($work);

$count = array_count_values(array_column($results, 0));
foreach ($results as [$verdict, $text]) {
    echo str_pad($verdict, 5), " $text\n";
}
$run = ($count['ok'] ?? 0) + ($count['FAIL'] ?? 0);
echo 'examples: ', $run >= 15 ? 'at least 15' : "only $run", ' run, ', ($count['norun'] ?? 0) + ($count['skip'] ?? 0),
    ' not run, ', $count['FAIL'] ?? 0, " failed\n";
?>
--EXPECTF--
%A
examples: at least 15 run, %d not run, 0 failed
