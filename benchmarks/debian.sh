#!/usr/bin/env bash
# Runs a benchmark against a PHP as Debian ships it, with that Debian's PECL msgpack and igbinary packages as the
# references: Debian 13's PHP 8.4 with php8.4-msgpack (PECL 3.0.0) and php8.4-igbinary (3.2.16), in the chroot
# scripts/debian-chroot makes once and caches (the one scripts/test-debian-php tests in).
#
#   benchmarks/debian.sh 8.4 run.php [ARGS...]          benchmarks/run.php there
#   benchmarks/debian.sh 8.4 callgrind.sh [ARGS...]     benchmarks/callgrind.sh there (valgrind is installed on first use)
#   benchmarks/debian.sh 8.4 memory.php [ARGS...]       any script of benchmarks/, with its own arguments (valgrind
#                                                       too where they ask for --callgrind)
#
# Our module is built for that PHP from the files git tracks (-O2, as scripts/build does) in a scratch directory in
# the chroot, the datasets of ../shared/data/bench (or benchmarks/data) are copied beside it, and the script runs
# with that PHP, our module given as --ours. Needs root (chroot). Prints which PHP and which PECL and igbinary ran.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
version=${1:-}
script=${2:-}
shift 2 2>/dev/null || true
case "$version" in
	8.4) chroot_name=trixie ;;
	*)
		sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2
		exit 2
		;;
esac
[ -n "$script" ] && [ -f "$here/$script" ] || { echo "benchmarks/debian.sh: no benchmarks/$script" >&2; exit 2; }

dir=$("$root/scripts/debian-chroot" path "$chroot_name" | tail -n 1)
[ -n "$dir" ] && [ -d "$dir" ] || { echo "benchmarks/debian.sh: no $chroot_name chroot" >&2; exit 1; }
in_chroot() {
	"$root/scripts/debian-chroot" run "$chroot_name" "$@"
}

scratch=$(mktemp -d "$dir/tmp/msgpack-bench.XXXXXX") || exit 1
inner=/tmp/${scratch##*/}
trap 'rm -rf --one-file-system "$scratch"' EXIT
mkdir -p "$scratch/src"
(cd "$root" && git ls-files -z | xargs -0 cp --parents -t "$scratch/src") || exit 1
data=$root/../shared/data/bench
[ -d "$data" ] || data=$root/benchmarks/data
mkdir -p "$scratch/data" && cp -r "$data"/. "$scratch/data/"

cat >"$scratch/build.sh" <<EOF
cd "$inner/src" || exit 2
{ phpize$version && ./configure --enable-msgpack --with-php-config=php-config$version CFLAGS="-O2 -g" \\
	&& make -j$(nproc); } >build.log 2>&1 || { tail -n 30 build.log; exit 2; }
EOF
in_chroot bash "$inner/build.sh" || { echo "benchmarks/debian.sh: the module build failed" >&2; exit 1; }

# valgrind: for callgrind.sh, and for a script given --callgrind (streaming.php)
wants_valgrind=false
[[ "$script" == callgrind*.sh ]] && wants_valgrind=true
for arg in "$@"; do
	[[ "$arg" == --callgrind* ]] && wants_valgrind=true
done
if $wants_valgrind && ! in_chroot sh -c 'command -v valgrind' >/dev/null; then
	echo "== installing valgrind in the $chroot_name chroot" >&2
	in_chroot apt-get -o Dpkg::Use-Pty=0 -qq update >/dev/null && in_chroot apt-get -o Dpkg::Use-Pty=0 -qq install -y valgrind >/dev/null \
		|| { echo "benchmarks/debian.sh: cannot install valgrind" >&2; exit 1; }
fi

ext_dir=$(in_chroot "php$version" -n -r 'echo PHP_EXTENSION_DIR;')
echo "== PHP $(in_chroot "php$version" -n -r 'echo PHP_VERSION;') (Debian $(in_chroot dpkg-query -W -f='${Version}' "php$version-cli")), PECL msgpack $(in_chroot dpkg-query -W -f='${Version}' "php$version-msgpack"), igbinary $(in_chroot dpkg-query -W -f='${Version}' "php$version-igbinary")"
case "$script" in
	*.php) cmd=("php$version" "$inner/src/benchmarks/$script" --ours="$inner/src/modules/msgpack.so" --data-dir="$inner/data") ;;
	*.sh) cmd=(env PHP="php$version" bash "$inner/src/benchmarks/$script" --ours="$inner/src/modules/msgpack.so" --pecl="$ext_dir/msgpack.so" --data-dir="$inner/data") ;;
esac
in_chroot "${cmd[@]}" "$@"
