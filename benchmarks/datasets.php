<?php
/*
 * Benchmark datasets for the msgpack extension.
 *
 * Shared by worker.php (which builds the PHP values) and run.php (which only
 * needs the names and descriptions). Every builder is deterministic: the
 * synthetic sets use a fixed mt_rand seed, the file sets are decoded with
 * json_decode($json, true), so two worker processes always see equal input.
 */

declare(strict_types=1);

/** Names of the JSON files in benchmarks/data/ (without ".json"). */
const BENCH_JSON_FILES = ['github-issues', 'blob-mimes', 'example4', 'sample-large'];

/** What each JSON file holds (benchmarks/data/README.md has where it comes from). */
const BENCH_JSON_DESC = [
    'github-issues' => 'GitHub issues API response, 30 issues (the shipped file is generated: same shape as a real one)',
    'blob-mimes' => 'MIME database: many small maps and string lists',
    'example4' => 'clinical-trial record with mixed types',
    'sample-large' => 'list of podcast records with repeated keys',
];

/**
 * Where the JSON datasets live: the explicit argument (--data-dir), else $MSGPACK_BENCH_DATA, else benchmarks/data/,
 * which the repository ships. An explicit directory or the variable is used even when it lacks some of the files:
 * those datasets are then reported as not found.
 */
function bench_data_dir(?string $explicit = null): string
{
    $env = getenv('MSGPACK_BENCH_DATA');
    foreach ([$explicit, is_string($env) ? $env : null] as $dir) {
        if ($dir !== null && $dir !== '') {
            return realpath($dir) ?: $dir;
        }
    }
    return __DIR__ . '/data';
}

/**
 * Catalogue of datasets: name => [kind, description, source].
 * kind "data" is plain arrays/scalars; kind "php-object" contains objects,
 * which only a PHP-object-aware msgpack encoder can round-trip.
 */
function bench_catalogue(?string $dataDir): array
{
    $cat = [];
    foreach (BENCH_JSON_FILES as $name) {
        $file = $dataDir === null ? null : $dataDir . '/' . $name . '.json';
        $cat[$name] = [
            'kind' => 'data',
            'desc' => "json_decode(assoc) of $name.json: " . BENCH_JSON_DESC[$name],
            'file' => $file,
            'available' => $file !== null && is_file($file),
        ];
    }
    $synthetic = [
        'rows1000' => '1000 maps x 10 keys, mixed int/string/float values',
        'ints100k' => 'list of ints 0..99999',
        'strs10k' => 'list of 10000 strings of 32 ASCII chars',
        'small_map' => "['id'=>1,'ok'=>true,'msg'=>'hello','v'=>[1,2,3]]",
        'session' => 'a web session: a user and a 40-line shopping cart (about 4 KB packed)',
    ];
    foreach ($synthetic as $name => $desc) {
        $cat[$name] = ['kind' => 'data', 'desc' => $desc, 'file' => null, 'available' => true];
    }
    $cat['shared1000'] = [
        'kind' => 'data',
        'desc' => "a list of 1000 times the same ['x'] (one zend_array)",
        'file' => null,
        'available' => true,
    ];
    $cat['tagged1000'] = [
        'kind' => 'php-object',
        'desc' => 'list of 1000 BenchTagged objects (id, name, tags) whose tags are the same list',
        'file' => null,
        'available' => true,
    ];
    $cat['objects1000'] = [
        'kind' => 'php-object',
        'desc' => 'list of 1000 stdClass objects with 5 properties',
        'file' => null,
        'available' => true,
    ];
    return $cat;
}

/** Build the PHP value of one dataset. Throws on an unknown or missing set. */
function bench_build(string $name, ?string $dataDir)
{
    switch ($name) {
        case 'rows1000':
            return bench_make_rows(1000);
        case 'ints100k':
            return range(0, 99999);
        case 'strs10k':
            return bench_make_strings(10000, 32);
        case 'small_map':
            return ['id' => 1, 'ok' => true, 'msg' => 'hello', 'v' => [1, 2, 3]];
        case 'objects1000':
            return bench_make_objects(1000);
        case 'shared1000':
            return array_fill(0, 1000, ['x']);
        case 'tagged1000':
            $tags = ['php', 'msgpack'];
            $out = [];
            for ($i = 0; $i < 1000; $i++) {
                $out[] = new BenchTagged($i, 'item-' . $i, $tags);
            }
            return $out;
        case 'session':
            return bench_make_session();
    }
    if (!in_array($name, BENCH_JSON_FILES, true)) {
        throw new InvalidArgumentException("unknown dataset '$name'");
    }
    if ($dataDir === null) {
        throw new RuntimeException("dataset '$name': no data directory found");
    }
    $file = $dataDir . '/' . $name . '.json';
    $json = @file_get_contents($file);
    if ($json === false) {
        throw new RuntimeException("dataset '$name': cannot read $file");
    }
    return json_decode($json, true, 512, JSON_THROW_ON_ERROR);
}

function bench_make_rows(int $count): array
{
    mt_srand(20240501);
    $countries = ['DE', 'FR', 'US', 'JP', 'BR', 'IN', 'GB', 'NL'];
    $cities = ['Berlin', 'Paris', 'Boston', 'Osaka', 'Recife', 'Pune', 'Leeds', 'Utrecht'];
    $states = ['active', 'pending', 'closed'];
    $rows = [];
    for ($i = 0; $i < $count; $i++) {
        $c = mt_rand(0, count($countries) - 1);
        $rows[] = [
            'id' => 100000 + $i,
            'name' => 'user' . mt_rand(1000, 999999),
            'email' => 'u' . mt_rand(1, 99999999) . '@example.org',
            'age' => mt_rand(18, 90),
            'balance' => mt_rand(0, 100000000) / 100,
            'country' => $countries[$c],
            'city' => $cities[$c],
            'created' => 1600000000 + mt_rand(0, 100000000),
            'score' => mt_rand() / mt_getrandmax(),
            'status' => $states[mt_rand(0, 2)],
        ];
    }
    return $rows;
}

/**
 * What a shop keeps in a user's session: a CSRF token, the signed-in user (profile, roles, address, preferences), a
 * cart of 40 lines (SKU, product id, name, quantity, price, options), a flash message and
 * timestamps. About 4 KB packed: the value a request reads once at its start (benchmarks/per-request.php).
 */
function bench_make_session(): array
{
    mt_srand(31);
    $adjectives = ['Classic', 'Organic', 'Compact', 'Wireless', 'Vintage', 'Premium', 'Foldable', 'Waterproof'];
    $nouns = ['Backpack', 'Desk Lamp', 'Coffee Grinder', 'Headphones', 'Water Bottle', 'Notebook', 'Sneakers', 'Kettle'];
    $colors = ['black', 'white', 'red', 'navy', 'olive'];
    $sizes = ['S', 'M', 'L', 'XL'];
    $hex = static function (int $len): string {
        $s = '';
        for ($i = 0; $i < $len; $i++) {
            $s .= dechex(mt_rand(0, 15));
        }
        return $s;
    };
    $lines = [];
    for ($i = 0; $i < 40; $i++) {
        $lines[] = [
            'sku' => sprintf('SKU-%06d', mt_rand(1, 999999)),
            'product_id' => mt_rand(1000, 99999),
            'name' => $adjectives[mt_rand(0, 7)] . ' ' . $nouns[mt_rand(0, 7)],
            'qty' => mt_rand(1, 4),
            'unit_price' => mt_rand(199, 19999) / 100,
            'options' => mt_rand(0, 1) === 0 ? [] : ['color' => $colors[mt_rand(0, 4)], 'size' => $sizes[mt_rand(0, 3)]],
        ];
    }
    return [
        '_token' => $hex(40),
        'user' => [
            'id' => 48213,
            'name' => 'Jane Doe',
            'email' => 'jane.doe@example.org',
            'roles' => ['customer', 'newsletter'],
            'locale' => 'de_DE',
            'timezone' => 'Europe/Berlin',
            'verified' => true,
            'last_login' => 1732398765,
            'address' => ['street' => 'Invalidenstr. 117', 'city' => 'Berlin', 'zip' => '10115', 'country' => 'DE'],
            'preferences' => ['currency' => 'EUR', 'newsletter' => false, 'theme' => 'dark'],
        ],
        'cart' => [
            'id' => $hex(32),
            'currency' => 'EUR',
            'coupon' => null,
            'lines' => $lines,
            'updated_at' => 1732403880,
        ],
        'flash' => ['notice' => 'Kettle added to your cart'],
        'last_activity' => 1732403881,
    ];
}

function bench_make_strings(int $count, int $len): array
{
    mt_srand(7);
    $alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    $last = strlen($alphabet) - 1;
    $out = [];
    for ($i = 0; $i < $count; $i++) {
        $s = '';
        for ($j = 0; $j < $len; $j++) {
            $s .= $alphabet[mt_rand(0, $last)];
        }
        $out[] = $s;
    }
    return $out;
}

/** Repeated arrays: a small class whose tags property holds one shared list (compact mode writes it once). */
class BenchTagged
{
    public function __construct(public int $id = 0, public string $name = '', public array $tags = [])
    {
    }
}

function bench_make_objects(int $count): array
{
    mt_srand(99);
    $out = [];
    for ($i = 0; $i < $count; $i++) {
        $o = new stdClass();
        $o->id = $i;
        $o->name = 'item-' . $i;
        $o->active = ($i % 3) !== 0;
        $o->price = mt_rand(100, 99999) / 100;
        $o->tags = ['t' . ($i % 7), 't' . ($i % 11)];
        $out[] = $o;
    }
    return $out;
}

/**
 * Strict structural equality: same types, same key order, same values;
 * objects compare by class and properties (not identity); NAN equals NAN.
 */
function bench_same($a, $b): bool
{
    if (is_array($a)) {
        if (!is_array($b) || count($a) !== count($b)) {
            return false;
        }
        $keysB = array_keys($b);
        $i = 0;
        foreach ($a as $k => $v) {
            if ($keysB[$i] !== $k || !bench_same($v, $b[$k])) {
                return false;
            }
            $i++;
        }
        return true;
    }
    if (is_object($a)) {
        return is_object($b)
            && get_class($a) === get_class($b)
            && bench_same(get_object_vars($a), get_object_vars($b));
    }
    if (is_float($a) && is_float($b) && is_nan($a) && is_nan($b)) {
        return true;
    }
    return $a === $b;
}

/** Path of the first difference between two values, for reports ("" if equal). */
function bench_first_difference($a, $b, string $path = '$'): string
{
    if (gettype($a) !== gettype($b)) {
        return "$path: " . gettype($a) . ' vs ' . gettype($b);
    }
    if (is_object($a)) {
        if (get_class($a) !== get_class($b)) {
            return "$path: class " . get_class($a) . ' vs ' . get_class($b);
        }
        return bench_first_difference(get_object_vars($a), get_object_vars($b), $path);
    }
    if (is_array($a)) {
        $ka = array_keys($a);
        $kb = array_keys($b);
        $n = max(count($ka), count($kb));
        for ($i = 0; $i < $n; $i++) {
            if (!array_key_exists($i, $ka) || !array_key_exists($i, $kb) || $ka[$i] !== $kb[$i]) {
                return "$path: key #$i " . var_export($ka[$i] ?? null, true) . ' vs ' . var_export($kb[$i] ?? null, true);
            }
            $d = bench_first_difference($a[$ka[$i]], $b[$kb[$i]], $path . '[' . var_export($ka[$i], true) . ']');
            if ($d !== '') {
                return $d;
            }
        }
        return '';
    }
    if (bench_same($a, $b)) {
        return '';
    }
    return "$path: " . var_export($a, true) . ' vs ' . var_export($b, true);
}
