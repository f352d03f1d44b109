--TEST--
phpredis: Redis::SERIALIZER_MSGPACK round trips of objects (stdClass, a user class) through a real redis-server
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
$inc = __DIR__ . '/../scripts/integration/server.inc';
if (!is_file($inc)) die("skip no scripts/integration (a release tarball)\n");
require $inc;
msgpack_test_skipif('redis');
?>
--INI--
extension=${MSGPACK_TEST_REDIS_SO}
--FILE--
<?php
require __DIR__ . '/../scripts/integration/server.inc';
$server = msgpack_test_server('redis');

class Account
{
    public $id;
    protected $owner;
    private $balance = 0;

    public function __construct(int $id, string $owner)
    {
        $this->id = $id;
        $this->owner = $owner;
    }

    public function deposit(int $amount): int
    {
        return $this->balance += $amount;
    }
}

$r = new Redis();
$r->connect('127.0.0.1', $server->port);
$r->setOption(Redis::OPT_SERIALIZER, Redis::SERIALIZER_MSGPACK);

$account = new Account(7, 'ann');
$account->deposit(100);
$std = new stdClass();
$std->account = $account;
$std->list = [1, new stdClass(), ['k' => 'v']];
$shared = new stdClass();
$shared->n = 1;

$values = [
    'account' => $account,
    'std' => $std,
    'in-array' => ['a' => $account, 'b' => [$std]],
    'empty-std' => new stdClass(),
    'twice' => [$shared, $shared],
];
foreach ($values as $key => $value) {
    $r->set($key, $value);
    $back = $r->get($key);
    $raw = msgpack_test_redis_command($server->port, 'GET', $key);
    printf("%s: equal=%s payload-is-msgpack_pack=%s\n", $key, var_export($back == $value, true),
        var_export($raw === msgpack_pack($value), true));
}
$back = $r->get('account');
var_dump($back);
var_dump($back->deposit(5));
$twice = $r->get('twice');
var_dump($twice[0] === $twice[1]);
var_dump(get_class($r->get('std')->list[1]));
echo bin2hex(msgpack_test_redis_command($server->port, 'GET', 'account')), "\n";
?>
--EXPECTF--
account: equal=true payload-is-msgpack_pack=true
std: equal=true payload-is-msgpack_pack=true
in-array: equal=true payload-is-msgpack_pack=true
empty-std: equal=true payload-is-msgpack_pack=true
twice: equal=true payload-is-msgpack_pack=true
object(Account)#%d (3) {
  ["id"]=>
  int(7)
  ["owner":protected]=>
  string(3) "ann"
  ["balance":"Account":private]=>
  int(100)
}
int(105)
bool(true)
string(8) "stdClass"
84c0a74163636f756e74a2696407a8002a006f776e6572a3616e6eb0004163636f756e740062616c616e636564
