<?php
/*
 * Writes github-issues.json beside this script: a made-up page of 30 issues of a job-board repository, shaped like
 * a GitHub REST API "list repository issues" response (the v3 format of 2020): the same 23 keys per issue in the
 * same order, the same nesting (user map, list of label maps, nulls, booleans, integer ids, base64 node ids, API
 * URLs) and markdown bodies with CRLF line ends whose lengths spread like those of a real 147 KB response
 * (about 0.6 to 4.5 KB, some 55 KB of body text in all, a little of it non-ASCII). Every name, word and number
 * comes from the lists below and a seeded mt_rand(): running the script again gives the same bytes.
 *
 *   php benchmarks/data/generate-github-issues.php [OUTPUT]      (default: benchmarks/data/github-issues.json)
 *
 * Only integer arithmetic and mt_rand(), so the output does not depend on the platform's floating point or libm.
 */

declare(strict_types=1);

const GH_SEED = 20;        // of seeds 1-80, one whose page comes closest to the real one in body lengths and packed size
const GH_ISSUES = 30;
const GH_OWNER = 'acme-php';
const GH_REPO = 'jobs';
const GH_BODY_BYTES = 54500;   // the bodies overshoot their targets by a sentence or a list item: ~55 KB in the end
const GH_API = 'https://api.github.com';
const GH_WEB = 'https://github.com';

/** Plain words for the running text; a few carry accents so that bodies hold some multi-byte UTF-8, as real ones do. */
const GH_WORDS = [
    'team', 'product', 'customers', 'platform', 'service', 'services', 'code', 'review', 'tests', 'quality',
    'deploy', 'release', 'people', 'company', 'office', 'remote', 'hours', 'flexible', 'growth', 'learning',
    'budget', 'training', 'career', 'plan', 'market', 'clients', 'users', 'data', 'reports', 'payments',
    'orders', 'invoices', 'stock', 'shipping', 'logistics', 'retail', 'health', 'insurance', 'education', 'travel',
    'build', 'maintain', 'design', 'improve', 'support', 'measure', 'monitor', 'automate', 'integrate', 'document',
    'scale', 'refactor', 'ship', 'plan', 'discuss', 'share', 'mentor', 'lead', 'own', 'choose',
    'new', 'legacy', 'modern', 'stable', 'fast', 'secure', 'simple', 'clean', 'large', 'small',
    'daily', 'weekly', 'open', 'honest', 'friendly', 'curious', 'pragmatic', 'careful', 'independent', 'senior',
    'and', 'or', 'with', 'for', 'in', 'on', 'to', 'of', 'the', 'a',
    'our', 'your', 'we', 'you', 'they', 'every', 'each', 'most', 'some', 'many',
    'is', 'are', 'will', 'can', 'should', 'must', 'may', 'have', 'has', 'be',
    'backlog', 'sprint', 'roadmap', 'feature', 'features', 'bug', 'incident', 'on-call', 'metrics', 'dashboards',
    'architecture', 'database', 'queries', 'queue', 'cache', 'endpoint', 'endpoints', 'integration', 'pipeline', 'environment',
    'salary', 'bonus', 'equity', 'vacation', 'parental', 'leave', 'laptop', 'equipment', 'meal', 'voucher',
    'café', 'experiência', 'benefícios', 'salário', 'férias', 'técnico', 'reunião', 'saúde', 'código', 'análise',
    'serviço', 'negócio', 'ágil', 'módulo', 'produção', 'currículo', 'informações', 'inglês', 'português', 'híbrido',
    'você', 'equipe', 'função', 'solução', 'soluções', 'também', 'não', 'área', 'conteúdo', 'plataforma',
    'desenvolvimento', 'manutenção', 'integração', 'comunicação', 'responsável', 'possível', 'início', 'jornada', 'cliente', 'sistemas',
];

/** Products and practices named in the requirement lists. */
const GH_TECH = [
    'PHP 7.4', 'PHP 8', 'Laravel', 'Symfony', 'Slim', 'Laminas', 'Doctrine', 'Eloquent', 'Composer', 'PHPUnit',
    'Pest', 'PHPStan', 'Psalm', 'MySQL', 'MariaDB', 'PostgreSQL', 'Redis', 'Memcached', 'RabbitMQ', 'Kafka',
    'Elasticsearch', 'Docker', 'Kubernetes', 'AWS', 'GCP', 'Terraform', 'Linux', 'Nginx', 'Git', 'GitHub Actions',
    'GitLab CI', 'REST APIs', 'GraphQL', 'gRPC', 'OAuth 2', 'Vue.js', 'React', 'TypeScript', 'Node.js', 'Go',
    'TDD', 'DDD', 'SOLID', 'clean code', 'design patterns', 'microservices', 'event sourcing', 'CQRS', 'Scrum', 'Kanban',
];

const GH_COMPANY_A = ['Nimbus', 'Blue', 'Tangerine', 'Pixel', 'Quartz', 'Harbor', 'Lumen', 'Cobalt', 'Maple', 'Orbit',
    'Atlas', 'Pepper', 'Jade', 'Vortex', 'Falcon', 'Granite'];
const GH_COMPANY_B = ['Labs', 'Pay', 'Tech', 'Digital', 'Software', 'Commerce', 'Health', 'Cloud', 'Systems', 'Data',
    'Logística', 'Educação'];
const GH_CITIES = ['São Paulo/SP', 'Rio de Janeiro/RJ', 'Belo Horizonte/MG', 'Curitiba/PR', 'Porto Alegre/RS',
    'Florianópolis/SC', 'Recife/PE', 'Fortaleza/CE', 'Goiânia/GO', 'Brasília/DF', 'Campinas/SP', 'Vitória/ES',
    'Belém/PA', 'Maceió/AL', 'Joinville/SC', 'Uberlândia/MG', 'Remote', 'Remoto'];
const GH_ROLES = ['PHP Developer', 'Back-end Developer', 'Software Engineer', 'Full Stack Developer',
    'PHP Engineer', 'Desenvolvedor PHP', 'Web Developer', 'Tech Lead PHP', 'Platform Engineer'];
const GH_FIRST = ['ana', 'bruno', 'carla', 'diego', 'elisa', 'fabio', 'gabi', 'heitor', 'iara', 'joao', 'karen',
    'lucas', 'marina', 'nuno', 'olivia', 'paulo', 'quezia', 'rafa', 'sofia', 'tiago', 'ursula', 'vitor', 'wanda',
    'xavier', 'yara', 'zeca'];
const GH_LAST = ['silva', 'souza', 'lima', 'costa', 'rocha', 'dias', 'melo', 'reis', 'pinto', 'moura', 'barros',
    'teixeira', 'nunes', 'ramos'];

/** Labels of the repository: [name, color]; GitHub lists an issue's labels sorted by name. */
const GH_LABELS = [
    'where' => [['where/Remote', '0e8a16'], ['where/On-site', 'd93f0b'], ['where/Hybrid', 'fbca04'], ['where/Open', 'c5def5']],
    'level' => [['level/Junior', 'bfdadc'], ['level/Mid', '1d76db'], ['level/Senior', '5319e7'], ['level/Open', 'e99695']],
    'contract' => [['contract/Employee', 'b60205'], ['contract/Contractor', '006b75'], ['contract/Either', 'fef2c0']],
];

function gh_pick(array $list)
{
    return $list[mt_rand(0, count($list) - 1)];
}

function gh_sentence(int $minWords, int $maxWords): string
{
    $n = mt_rand($minWords, $maxWords);
    $words = [];
    for ($i = 0; $i < $n; $i++) {
        $words[] = mt_rand(1, 9) === 1 ? gh_pick(GH_TECH) : gh_pick(GH_WORDS);
    }
    $s = implode(' ', $words);
    $s = ucfirst($s);                            // ASCII only: a word starting with a multi-byte letter stays as it is
    if (mt_rand(1, 5) === 1) {
        $cut = intdiv($n, 2);
        $s = implode(' ', array_slice(explode(' ', $s), 0, $cut)) . ', ' . implode(' ', array_slice(explode(' ', $s), $cut));
    }
    return $s . (mt_rand(1, 12) === 1 ? '!' : '.');
}

/** A paragraph of at least $bytes bytes. */
function gh_paragraph(int $bytes): string
{
    $p = gh_sentence(6, 18);
    while (strlen($p) < $bytes) {
        $p .= ' ' . gh_sentence(6, 18);
    }
    return $p;
}

/** A markdown list of at least $bytes bytes; items are short phrases, often naming a technology. */
function gh_list(int $bytes): string
{
    $items = [];
    $len = 0;
    while ($len < $bytes || count($items) < 2) {
        $item = mt_rand(1, 3) === 1
            ? gh_pick(['Experience with ', 'Knowledge of ', 'Good command of ', 'Some ', 'Solid ', 'Daily use of '])
                . gh_pick(GH_TECH) . (mt_rand(0, 1) ? '' : ' and ' . gh_pick(GH_TECH))
            : rtrim(gh_sentence(3, 10), '.!');
        if (mt_rand(1, 6) === 1) {
            $item .= ' (' . gh_pick(['nice to have', 'a plus', 'required', 'desejável', 'diferencial']) . ')';
        }
        $items[] = '- ' . $item;
        $len += strlen($item) + 4;
    }
    return implode("\r\n", $items);
}

function gh_heading(string $text): string
{
    $h = mt_rand(0, 1) ? '## ' : '### ';
    // Some authors shout their headings; strtoupper() only changes ASCII, so only ASCII headings get it.
    return $h . (mt_rand(1, 3) === 1 && preg_match('/^[ -~]+$/', $text) ? strtoupper($text) : $text);
}

/**
 * Body lengths in bytes: three uniform draws summed give a hump around 1.5 KB and one body in five gets a long tail;
 * then all are scaled so that they add up to GH_BODY_BYTES, whatever the draws.
 */
function gh_body_lengths(int $count): array
{
    $lengths = [];
    for ($i = 0; $i < $count; $i++) {
        $n = 300 + mt_rand(0, 750) + mt_rand(0, 750) + mt_rand(0, 750);
        if (mt_rand(1, 5) === 1) {
            $n += mt_rand(1000, 2600);
        }
        $lengths[] = $n;
    }
    $sum = array_sum($lengths);
    return array_map(static fn (int $n): int => max(400, intdiv($n * GH_BODY_BYTES, $sum)), $lengths);
}

function gh_body(int $target, string $company, array $labels): string
{
    // The fixed part first: the labels repeated as short sections, then how to apply.
    $tail = [];
    foreach ($labels as $label) {
        [$group, $value] = explode('/', $label, 2);
        $tail[] = '### ' . ucfirst($group) . "\r\n- " . $value;
    }
    $mail = 'jobs+' . mt_rand(100, 999) . '@' . strtolower(str_replace(' ', '', $company)) . '.example';
    $tail[] = gh_heading(gh_pick(['How to apply', 'Como se candidatar', 'Apply'])) . "\r\n\r\n"
        . 'Send your CV to ' . $mail . ' with the subject "' . gh_sentence(2, 4) . '"'
        . (mt_rand(0, 1) ? ' or apply at https://' . strtolower(str_replace(' ', '-', $company)) . '.example/careers' : '') . '.';
    $rest = max(0, $target - strlen(implode("\r\n\r\n", $tail)));

    // The rest shared out: about the company, the role, what you will do, requirements, nice to have, benefits.
    // A short post keeps only the company, the role and the requirements.
    $short = $rest < 700;
    $shares = $short ? [30, 30, 0, 40, 0, 0] : [18, 18, 20, 20, 10, 14];
    $part = static fn (int $i): int => intdiv($rest * $shares[$i], 100) - 45;
    $sections = [
        gh_heading('About ' . $company) . "\r\n\r\n" . gh_paragraph($part(0)),
        gh_heading(gh_pick(['The role', 'Job description', 'Descrição da vaga', 'What we are looking for'])) . "\r\n\r\n"
            . gh_paragraph($part(1)),
    ];
    if (!$short) {
        $sections[] = gh_heading(gh_pick(['What you will do', 'Responsibilities', 'Day to day'])) . "\r\n\r\n"
            . gh_list($part(2));
    }
    $sections[] = gh_heading(gh_pick(['Requirements', 'Requisitos', 'Must have'])) . "\r\n\r\n" . gh_list($part(3));
    if (!$short) {
        $sections[] = gh_heading(gh_pick(['Nice to have', 'Diferenciais', 'Bonus points'])) . "\r\n\r\n" . gh_list($part(4));
        $sections[] = gh_heading(gh_pick(['Benefits', 'Benefícios', 'What we offer'])) . "\r\n\r\n" . gh_list($part(5));
    }
    return implode("\r\n\r\n", array_merge($sections, $tail));
}

function gh_user(string $login, int $id): array
{
    $u = GH_API . '/users/' . $login;
    return [
        'login' => $login,
        'id' => $id,
        'node_id' => base64_encode('04:User' . $id),
        'avatar_url' => 'https://avatars' . mt_rand(0, 3) . '.githubusercontent.com/u/' . $id . '?v=4',
        'gravatar_id' => '',
        'url' => $u,
        'html_url' => GH_WEB . '/' . $login,
        'followers_url' => $u . '/followers',
        'following_url' => $u . '/following{/other_user}',
        'gists_url' => $u . '/gists{/gist_id}',
        'starred_url' => $u . '/starred{/owner}{/repo}',
        'subscriptions_url' => $u . '/subscriptions',
        'organizations_url' => $u . '/orgs',
        'repos_url' => $u . '/repos',
        'events_url' => $u . '/events{/privacy}',
        'received_events_url' => $u . '/received_events',
        'type' => 'User',
        'site_admin' => false,
    ];
}

function gh_label(array $def, int $id): array
{
    [$name, $color] = $def;
    $path = implode('/', array_map('rawurlencode', explode('/', $name)));
    return [
        'id' => $id,
        'node_id' => base64_encode('05:Label' . $id),
        'url' => GH_API . '/repos/' . GH_OWNER . '/' . GH_REPO . '/labels/' . $path,
        'name' => $name,
        'color' => $color,
        'default' => false,
        'description' => null,
    ];
}

function gh_issues(): array
{
    mt_srand(GH_SEED, MT_RAND_MT19937);

    $labelIds = [];
    foreach (GH_LABELS as $group => $defs) {
        foreach ($defs as $def) {
            $labelIds[$def[0]] = mt_rand(400000000, 600000000);
        }
    }

    $repo = GH_API . '/repos/' . GH_OWNER . '/' . GH_REPO;
    $number = 560;
    $id = 581000000;
    $created = 1584057600;          // 2020-03-13T00:00:00Z; the page lists the newest issue first
    $user = null;
    $bodyLengths = gh_body_lengths(GH_ISSUES);
    $issues = [];
    for ($i = 0; $i < GH_ISSUES; $i++) {
        $number -= mt_rand(1, 3);
        $id -= mt_rand(100000, 2500000);
        $created -= mt_rand(900, 4 * 86400);
        $updated = $created + mt_rand(60, 6 * 3600) + (mt_rand(1, 6) === 1 ? mt_rand(86400, 20 * 86400) : 0);
        if ($user === null || mt_rand(1, 15) !== 1) {           // now and then the same author posts twice
            $login = gh_pick(GH_FIRST) . gh_pick(['', '-', '.', '']) . gh_pick(GH_LAST) . (mt_rand(0, 2) ? '' : (string) mt_rand(1, 99));
            $login = str_replace('.', '', $login);
            $user = gh_user($login, mt_rand(200000, 61000000));
        }

        $where = gh_pick(GH_LABELS['where']);
        $levels = GH_LABELS['level'];
        $l = mt_rand(0, 3);
        $chosen = [$where[0], $levels[$l][0], gh_pick(GH_LABELS['contract'])[0]];
        $level = explode('/', $levels[$l][0])[1];
        if ($l < 2 && mt_rand(0, 2) !== 0) {
            $chosen[] = $levels[$l + 1][0];                      // "Mid" and "Senior" both, say
            $level .= '/' . explode('/', $levels[$l + 1][0])[1];
        }
        sort($chosen, SORT_STRING);
        $labels = [];
        foreach ($chosen as $name) {
            foreach (GH_LABELS as $defs) {
                foreach ($defs as $def) {
                    if ($def[0] === $name) {
                        $labels[] = gh_label($def, $labelIds[$name]);
                    }
                }
            }
        }

        $company = gh_pick(GH_COMPANY_A) . ' ' . gh_pick(GH_COMPANY_B);
        $title = '[' . gh_pick(GH_CITIES) . '] ' . gh_pick(GH_ROLES) . ' ' . $level
            . gh_pick([' at ', ' na ', ' @ ', ' - ']) . $company;

        $issues[] = [
            'url' => $repo . '/issues/' . $number,
            'repository_url' => $repo,
            'labels_url' => $repo . '/issues/' . $number . '/labels{/name}',
            'comments_url' => $repo . '/issues/' . $number . '/comments',
            'events_url' => $repo . '/issues/' . $number . '/events',
            'html_url' => GH_WEB . '/' . GH_OWNER . '/' . GH_REPO . '/issues/' . $number,
            'id' => $id,
            'node_id' => base64_encode('05:Issue' . $id),
            'number' => $number,
            'title' => $title,
            'user' => $user,
            'labels' => $labels,
            'state' => 'open',
            'locked' => false,
            'assignee' => null,
            'assignees' => [],
            'milestone' => null,
            'comments' => mt_rand(1, 4) === 1 ? mt_rand(1, 3) : 0,
            'created_at' => gmdate('Y-m-d\TH:i:s\Z', $created),
            'updated_at' => gmdate('Y-m-d\TH:i:s\Z', $updated),
            'closed_at' => null,
            'author_association' => mt_rand(1, 10) === 1 ? 'CONTRIBUTOR' : 'NONE',
            'body' => gh_body($bodyLengths[$i], $company, $chosen),
        ];
    }
    return $issues;
}

/** JSON as the API sends it: 2-space indentation, slashes and UTF-8 unescaped. */
function gh_json(array $issues): string
{
    $json = json_encode($issues, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
    // json_encode indents by 4; no string holds a raw newline, so leading spaces are all indentation.
    $json = preg_replace_callback('/^( +)/m', static fn (array $m): string => str_repeat(' ', intdiv(strlen($m[1]), 2)), $json);
    return $json . "\n";
}

$out = $argv[1] ?? __DIR__ . '/github-issues.json';
$json = gh_json(gh_issues());
if (file_put_contents($out, $json) !== strlen($json)) {
    fwrite(STDERR, "cannot write $out\n");
    exit(1);
}
fprintf(STDERR, "wrote %s: %d bytes, sha1 %s\n", $out, strlen($json), sha1($json));
