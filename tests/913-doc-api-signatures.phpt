--TEST--
docs/api.md: every signature it writes in inline code matches reflection (parameter names, count, types, defaults, return types)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../docs/api.md')) die('skip the documentation is not installed with the tests');
?>
--INI--
pcre.jit=0
--FILE--
<?php
/*
 * The convention (docs/INTERNALS.md, "Examples in the documentation"): an inline code span of the form
 * `[new ][Class::]name(parameters)[: type]` is a signature when each of its parameters is
 * `[type ][&][...]$name[ = default]` or a bare type (`Packer`), or when it has no parameters and a return type
 * (`count(): int`); spans with other arguments (`seek(-5)`) are calls, and are left alone. A signature names what it
 * describes by:
 *   - `Class::name(...)` or `new Class(...)` (the constructor);
 *   - in a table row, the class the row's first cell names (`Packer`, or `Bin(string $data)`, a constructor);
 *   - a class name alone (`Bin(string $data)`), or a function name (`msgpack_pack($value)`).
 * Short class names are looked up in MessagePack\, MessagePack\Type\, ...\Extension\, ...\TypeTransformer\,
 * ...\Exception\, then the global namespace (`\MessagePack` is the global class): only this module's classes and
 * functions count, and a class in another namespace (`new Decimal\Decimal($digits)`) is left alone. A signature with
 * parameters that names none of them fails. `name()` refers to a function or method without describing its
 * parameters: it is checked to exist when it names a class of this module (`Packer::pack()`), and else left alone
 * (`unserialize()`, `execute()` in prose).
 * A signature lists every parameter; types and defaults it writes must be reflection's, and a parameter without a type
 * must have none; a return type, when written, too. Class names compare without their namespace.
 */
$file = __DIR__ . '/../docs/api.md';
$text = file_get_contents($file);
// Fenced blocks become blank lines, so line numbers stay and their code is not read as prose.
$text = preg_replace_callback('/^ *(`{3,}|~{3,}).*?^ *\1[`~]* *$/ms', fn ($m) => str_repeat("\n", substr_count($m[0], "\n")), $text);

const NAMESPACES = ['MessagePack\\', 'MessagePack\\Type\\', 'MessagePack\\Extension\\', 'MessagePack\\TypeTransformer\\',
    'MessagePack\\Exception\\', ''];

/** The class of this module that a name means, or null. */
function resolve_class(string $name): ?string
{
    $ours = fn (string $c) => (class_exists($c) || interface_exists($c))
        && (new ReflectionClass($c))->getExtensionName() === 'msgpack';
    if ($name[0] === '\\') {
        return $ours($name) ? ltrim($name, '\\') : null;
    }
    foreach (NAMESPACES as $ns) {
        if ($ours($ns . $name)) {
            return $ns . $name;
        }
    }
    return null;
}

/** Splits a parameter list at top-level commas. */
function split_params(string $list): array
{
    $parts = [];
    $depth = 0;
    $current = '';
    for ($i = 0, $n = strlen($list); $i < $n; $i++) {
        $c = $list[$i];
        if ($c === '[' || $c === '(') {
            $depth++;
        } elseif ($c === ']' || $c === ')') {
            $depth--;
        } elseif ($c === ',' && $depth === 0) {
            $parts[] = trim($current);
            $current = '';
            continue;
        }
        $current .= $c;
    }
    if (trim($current) !== '') {
        $parts[] = trim($current);
    }
    return $parts;
}

/** A documented parameter as [type, variadic, name, default], or null when the text is an argument, not a parameter. */
function parse_param(string $p): ?array
{
    if (preg_match('/^(?:([?\\\\\w|]+)\s+)?(&)?(\.\.\.)?\$(\w+)(?:\s*=\s*(.+))?$/', $p, $m)) {
        return ['type' => $m[1] !== '' ? $m[1] : null, 'ref' => $m[2] !== '', 'variadic' => $m[3] !== '',
            'name' => $m[4], 'default' => isset($m[5]) ? trim($m[5]) : null];
    }
    if (preg_match('/^([?\\\\\w|]+)(\s*\.\.\.)?$/', $p, $m) && !is_numeric($p)
        && !in_array(strtolower($p), ['null', 'true', 'false'], true) && (resolve_class(ltrim($m[1], '?')) !== null
        || in_array(strtolower(ltrim($m[1], '?')), ['int', 'string', 'array', 'bool', 'float', 'mixed', 'callable', 'iterable'], true))) {
        return ['type' => $m[1], 'ref' => false, 'variadic' => isset($m[2]) && $m[2] !== '', 'name' => null,
            'default' => null];
    }
    return null;
}

function short_type(?string $type): ?string
{
    if ($type === null) {
        return null;
    }
    $parts = array_map(function ($t) {
        $nullable = $t[0] === '?';
        $t = ltrim($t, '?\\');
        $t = substr($t, (int) strrpos("\\$t", '\\'));
        return ($nullable ? '?' : '') . strtolower($t);
    }, explode('|', $type));
    sort($parts);
    return implode('|', $parts);
}

function export_default(ReflectionParameter $p): string
{
    if ($p->isDefaultValueConstant()) {
        return $p->getDefaultValueConstantName();
    }
    $v = $p->getDefaultValue();
    return match (true) {
        $v === null => 'null',
        $v === [] => '[]',
        is_bool($v) => $v ? 'true' : 'false',
        is_string($v) => "'" . addcslashes($v, "'\\") . "'",
        default => var_export($v, true),
    };
}

function normalise_default(string $d): string
{
    $lower = strtolower($d);
    if (in_array($lower, ['null', 'true', 'false'], true)) {
        return $lower;
    }
    if ($d === '""') {
        return "''";
    }
    return preg_replace('/^array\(\)$/', '[]', $d);
}

/** What is wrong with a documented signature against a reflected function; [] when nothing. */
function compare(ReflectionFunctionAbstract $fn, array $params, ?string $return): array
{
    $problems = [];
    $real = $fn->getParameters();
    if (count($params) !== count($real)) {
        $problems[] = sprintf('%d parameters documented, %d in reflection', count($params), count($real));
    }
    foreach ($params as $i => $doc) {
        $r = $real[$i] ?? null;
        if ($r === null) {
            break;
        }
        if ($doc['name'] !== null && $doc['name'] !== $r->getName()) {
            $problems[] = "parameter " . ($i + 1) . " is \${$r->getName()}, documented as \${$doc['name']}";
        }
        $realType = $r->hasType() ? (string) $r->getType() : null;
        if (short_type($doc['type']) !== short_type($realType)) {
            $problems[] = "\${$r->getName()}: type " . ($realType ?? 'none') . ', documented ' . ($doc['type'] ?? 'none');
        }
        if ($doc['name'] !== null && $doc['ref'] !== $r->isPassedByReference()) {
            $problems[] = "\${$r->getName()} is " . ($r->isPassedByReference() ? '' : 'not ') . 'passed by reference';
        }
        if ($doc['variadic'] !== $r->isVariadic()) {
            $problems[] = "\${$r->getName()}: " . ($r->isVariadic() ? 'variadic' : 'not variadic');
        }
        if ($doc['default'] !== null) {
            if (!$r->isDefaultValueAvailable()) {
                $problems[] = "\${$r->getName()} has no default, documented = {$doc['default']}";
            } elseif (normalise_default($doc['default']) !== export_default($r)) {
                $problems[] = "\${$r->getName()} defaults to " . export_default($r) . ", documented {$doc['default']}";
            }
        } elseif ($doc['name'] !== null && $r->isOptional() && !$r->isVariadic()) {
            $problems[] = "\${$r->getName()} is optional (= " . export_default($r) . '), documented without a default';
        }
    }
    if ($return !== null) {
        $realReturn = $fn->hasReturnType() ? (string) $fn->getReturnType()
            : ($fn->hasTentativeReturnType() ? (string) $fn->getTentativeReturnType() : null);
        if (short_type($return) !== short_type($realReturn)) {
            $problems[] = 'returns ' . ($realReturn ?? 'no declared type') . ", documented $return";
        }
    }
    return $problems;
}

$checked = $failed = 0;
$lines = explode("\n", $text);
foreach ($lines as $n => $line) {
    $rowClass = [];
    if (preg_match('/^\|\s*([^|]*)\|/', $line, $cell) && preg_match_all('/`([^`]+)`/', $cell[1], $names)) {
        // The classes a table row's first cell names: `Packer`, `Bin(string $data)`.
        foreach ($names[1] as $name) {
            $class = resolve_class(preg_replace('/\(.*$/s', '', $name));
            if ($class !== null) {
                $rowClass[] = $class;
            }
        }
    }
    preg_match_all('/(`+)(?!`)(.+?)(?<!`)\1(?!`)/', $line, $spans);
    foreach ($spans[2] as $span) {
        $span = trim($span);
        if (!preg_match('/^(new\s+)?(?:(\\\\?[\w\\\\]+)::)?(\\\\?[\w\\\\]+)\((.*)\)(?:\s*:\s*([?\\\\\w|]+))?$/s', $span, $m)) {
            continue;
        }
        [, $new, $class, $name, $list] = $m;
        $return = $m[5] ?? null;
        $params = [];
        foreach (split_params($list) as $p) {
            $parsed = parse_param($p);
            if ($parsed === null) {
                continue 2; // a call with arguments, not a signature
            }
            $params[] = $parsed;
        }
        $where = 'docs/api.md:' . ($n + 1) . ": `$span`";
        $named = $class !== '' ? $class : ($new !== '' ? $name : '');
        if (str_contains(ltrim($named, '\\'), '\\') && !str_starts_with(ltrim($named, '\\'), 'MessagePack\\')) {
            continue; // another extension's class (`new Decimal\Decimal($digits)`)
        }
        // What the span names: a method, a constructor, or a function.
        $fn = null;
        try {
            if ($class !== '') {
                $resolved = resolve_class($class);
                $fn = $resolved ? new ReflectionMethod($resolved, $name) : null;
            } elseif ($new !== '') {
                $resolved = resolve_class($name);
                $fn = $resolved ? (new ReflectionClass($resolved))->getConstructor() : null;
            } else {
                foreach ($rowClass as $c) {
                    if (method_exists($c, $name)) {
                        $fn = new ReflectionMethod($c, $name);
                        break;
                    }
                }
                if ($fn === null && ($resolved = resolve_class($name)) !== null && (!$rowClass || in_array($resolved, $rowClass, true))) {
                    $fn = (new ReflectionClass($resolved))->getConstructor();
                }
                if ($fn === null && !$rowClass && function_exists($name)
                    && (new ReflectionFunction($name))->getExtensionName() === 'msgpack') {
                    $fn = new ReflectionFunction($name);
                }
            }
        } catch (ReflectionException) {
            $fn = null;
        }
        if ($fn === null) {
            if ($params !== [] || ($class !== '' && resolve_class($class) !== null)) {
                $failed++;
                echo "FAIL $where: names no function, method or constructor of this module\n";
            }
            continue;
        }
        if ($list === '' && $return === null) {
            continue; // `name()` refers to it, and it exists
        }
        $checked++;
        $problems = compare($fn, $params, $return);
        if ($problems !== []) {
            $failed++;
            echo "FAIL $where: ", implode('; ', $problems), "\n";
        }
    }
}
echo $checked >= 60 ? 'at least 60' : "only $checked", " signatures checked, $failed wrong\n";
?>
--EXPECT--
at least 60 signatures checked, 0 wrong
