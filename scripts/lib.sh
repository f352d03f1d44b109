# Shared by scripts/build and scripts/test: install what the build needs, then phpize/configure/make.
# Sourced, not run. Works on a fresh Debian machine as root, or as a user who already has the packages.

msgpack_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Installs the Debian packages given as arguments when any is missing.
msgpack_ensure_packages() {
	local missing=()
	for pkg in "$@"; do
		dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	if [ "$(id -u)" -ne 0 ]; then
		echo "missing packages: ${missing[*]} (run as root, or install them)" >&2
		return 1
	fi
	echo "== installing ${missing[*]}"
	# Another apt run (unattended upgrades, a parallel job) may hold the lock for a while: wait for it.
	apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null \
		|| { echo "msgpack: apt-get update failed" >&2; return 1; }
	DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${missing[@]}" >/dev/null \
		|| { echo "msgpack: apt-get install ${missing[*]} failed" >&2; return 1; }
}

# The PHP release series to build for: that of the `php` on PATH when there is one (Debian 13 has 8.4, Ubuntu 24.04
# 8.3: asking those for php8.2-dev fails), else 8.2 where apt knows it, else the distribution's default PHP.
msgpack_php_series() {
	local series=
	if command -v php >/dev/null 2>&1; then
		series=$(php -n -r 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;' 2>/dev/null)
	else
		# A fresh container has no package lists yet: apt knows no PHP at all then, and 8.2 would be a guess that
		# fails on Debian 13. Read them first (as root; msgpack_ensure_packages() reads them again anyway).
		if ! apt-cache show php-cli >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
			apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null 2>&1
		fi
		if ! apt-cache show php8.2-cli >/dev/null 2>&1; then
			series=$(apt-cache depends php-cli 2>/dev/null | sed -n 's/^ *Depends: php\([0-9][0-9.]*\)-cli$/\1/p' | head -n1)
		fi
	fi
	echo "${series:-8.2}"
}

# phpX.Y-cli with phpX.Y-dev keeps `php -v` and `php-config --version` on the same release.
msgpack_ensure_build_deps() {
	local series
	series=$(msgpack_php_series)
	msgpack_ensure_packages "php$series-cli" "php$series-dev" make gcc "$@" || return 1
	local php_version config_version
	php_version=$(php -r 'echo PHP_VERSION;')
	config_version=$(php-config --version)
	if [ "$php_version" != "$config_version" ]; then
		echo "php ($php_version) and php-config ($config_version) disagree; upgrading php$series-cli" >&2
		DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "php$series-cli" "php$series-dev" \
			>/dev/null || { echo "msgpack: upgrading php$series-cli php$series-dev failed" >&2; return 1; }
	fi
}

# Builds modules/msgpack.so with -Wall -Wextra; prints the compiler's warnings, if any.
msgpack_build() {
	cd "$msgpack_root" || return 1
	if [ ! -f configure ] || [ config.m4 -nt configure ]; then
		# autoconf's obsolescence notes about phpize's own macros are noise; show them only on failure.
		local phpize_log
		phpize_log=$(phpize 2>&1) || { echo "$phpize_log" >&2; echo "msgpack: phpize failed" >&2; return 1; }
	fi
	# A Makefile copied along from another checkout builds that checkout: configure this one afresh.
	if [ -f Makefile ] && ! grep -Fqx "srcdir = $msgpack_root" Makefile; then
		rm -f Makefile
	fi
	if [ ! -f Makefile ] || [ configure -nt Makefile ]; then
		./configure --enable-msgpack CFLAGS="-O2 -g -Wall -Wextra" >/dev/null \
			|| { echo "msgpack: ./configure failed (see config.log)" >&2; return 1; }
	fi
	local log
	log=$(mktemp)
	if ! make -j"$(nproc)" >"$log" 2>&1; then
		cat "$log" >&2
		rm -f "$log"
		echo "msgpack: make failed (compiler output above)" >&2
		return 1
	fi
	# Warnings are shown, not fatal here (scripts/test counts them: msgpack_build_warnings).
	msgpack_build_warnings=$(grep -cE "warning:" "$log" || true)
	grep -E "warning:" "$log" >&2 || true
	rm -f "$log"
	if [ ! -f modules/msgpack.so ]; then
		echo "msgpack: make succeeded but modules/msgpack.so is missing" >&2
		return 1
	fi
}

# Debian packages of the integration tests (tests/6xx): php-memcached (built against the msgpack C API; it pulls in
# Debian's PECL msgpack, which is never loaded beside ours) and its server, redis-server, dpkg-dev for the php-redis
# source package (scripts/integration/build-phpredis), APCu for the apc.serializer tests, OPcache and php-fpm for
# tests 614-615 (values in read-only shared memory; one FPM worker serving requests that die inside the codec).
msgpack_integration_packages=(php8.2-memcached memcached redis-server dpkg-dev php8.2-apcu php8.2-opcache php8.2-fpm)

# The PHPUnit suite (tests/phpunit): Debian's PHPUnit 9.6, the extensions it refuses to start without (dom, xml and
# xmlwriter from php8.2-xml, mbstring; tokenizer is in php8.2-common), and gmp for the BIGINT_AS_GMP tests. scripts/test
# runs it with -n, so these are loaded by name after our module.
msgpack_phpunit_packages=(phpunit php8.2-xml php8.2-mbstring php8.2-gmp)
msgpack_phpunit_extensions=(dom mbstring tokenizer xml xmlwriter)

# Builds the tests reuse (phpredis, PHP 8.4, fuzz binaries), outside the work tree so that they survive clean
# checkouts: /var/cache for root, the user's cache directory otherwise. Exported for the scripts scripts/test runs.
if [ -z "${MSGPACK_TEST_CACHE:-}" ]; then
	if [ "$(id -u)" -eq 0 ]; then
		MSGPACK_TEST_CACHE=/var/cache/msgpack-test
	else
		MSGPACK_TEST_CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/msgpack-test
	fi
fi
export MSGPACK_TEST_CACHE
msgpack_test_cache=$MSGPACK_TEST_CACHE

# After msgpack_build: builds phpredis against our installed header when needed and exports its path for the tests.
msgpack_ensure_integration() {
	"$msgpack_root/scripts/integration/build-phpredis" "$msgpack_test_cache/redis.so" || return 1
	export MSGPACK_TEST_REDIS_SO=$msgpack_test_cache/redis.so
}

# ext-decimal 1.5.0 for the UnpackOptions::BIGINT_AS_DEC tests (tests/794), built into the cache from the sources in
# ../shared/vendor-src (scripts/build-decimal); exports its path for the tests. Missing sources fail, they do not skip.
msgpack_ensure_decimal() {
	local so
	so=$("$msgpack_root/scripts/build-decimal" | tail -n 1) || return 1
	[ -f "$so" ] || return 1
	export MSGPACK_TEST_DECIMAL_SO=$so
}

# The JavaScript references for interoperability (tests/810): node and npm from Debian when missing, msgpackr@2 and
# @msgpack/msgpack from npm into the cache (never into the work tree); exports where they are for the tests.
msgpack_ensure_npm() {
	local dir=$msgpack_test_cache/npm
	if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
		msgpack_ensure_packages nodejs npm || return 1
	fi
	if [ ! -f "$dir/node_modules/msgpackr/package.json" ] || [ ! -f "$dir/node_modules/@msgpack/msgpack/package.json" ]; then
		echo "== npm: installing msgpackr@2 @msgpack/msgpack into $dir"
		mkdir -p "$dir"
		npm install --prefix "$dir" --no-audit --no-fund --no-progress --loglevel=error msgpackr@2 @msgpack/msgpack \
			>/dev/null || { echo "msgpack: npm install msgpackr@2 @msgpack/msgpack failed" >&2; return 1; }
	fi
	export MSGPACK_NODE_MODULES=$dir/node_modules
}

# php running only our module (Debian's PECL msgpack, if installed, must not be loaded alongside: same name).
msgpack_php() {
	php -n -d extension="$msgpack_root/modules/msgpack.so" "$@"
}
