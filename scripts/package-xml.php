<?php
// Rewrites the <contents> section of package.xml from the files git tracks, so `pecl package` ships every source and
// test file with its role. Run after adding or removing files:  php scripts/package-xml.php
// With --check it only reports whether package.xml is current (exit 1 if not); scripts/test runs that.
$root = dirname(__DIR__);
$check = in_array('--check', $argv, true);
$files = array_filter(explode("\0", shell_exec('git -C ' . escapeshellarg($root) . ' ls-files -z')));
$roles = [];
// Development files that ship all the same: tests/766 packs the benchmark datasets, docs/benchmarks.md links to
// benchmarks/README.md, which links to benchmarks/data/README.md. tests/809 checks that what the shipped tests read
// and the shipped documents link to is in the package.
$shipped_anyway = fn (string $file): bool => $file === 'benchmarks/README.md' || $file === 'benchmarks/data/README.md'
    || (str_starts_with($file, 'benchmarks/data/') && str_ends_with($file, '.json'));
foreach ($files as $file) {
    if ($shipped_anyway($file)) {
        $roles[$file] = str_ends_with($file, '.md') ? 'doc' : 'test';
        continue;
    }
    if ($file === 'package.xml' || str_starts_with($file, '.') || str_starts_with($file, 'scripts/')
        || str_starts_with($file, 'benchmarks/') || str_starts_with($file, 'fuzz/') || $file === 'composer.json') {
        continue; // development files stay in the repository
    }
    $role = match (true) {
        str_starts_with($file, 'tests/') => 'test',
        str_ends_with($file, '.md') || $file === 'LICENSE' => 'doc',
        default => 'src',
    };
    $roles[$file] = $role;
}
ksort($roles);
$lines = ["  <contents>", "    <dir name=\"/\">"];
foreach ($roles as $file => $role) {
    $lines[] = sprintf('      <file name="%s" role="%s"/>', htmlspecialchars($file, ENT_XML1), $role);
}
$lines[] = "    </dir>";
$lines[] = "  </contents>";
$xml = file_get_contents("$root/package.xml");
$new = preg_replace('~  <contents>.*</contents>~s', implode("\n", $lines), $xml, 1, $count);
if ($count !== 1) {
    fwrite(STDERR, "package.xml has no <contents> section\n");
    exit(1);
}
if ($check) {
    if ($new !== $xml) {
        echo "package.xml is out of date: run php scripts/package-xml.php\n";
        exit(1);
    }
    echo "package.xml lists all ", count($roles), " files\n";
    exit(0);
}
file_put_contents("$root/package.xml", $new);
echo count($roles), " files listed\n";
