#!/usr/bin/env bash
# Instruction counts of every dataset as one markdown table: pack and unpack per call in a warm loop, ours, PECL and
# igbinary (benchmarks/callgrind.sh DATASET OP N), and the first call of a process, ours, PECL and igbinary
# (callgrind.sh --first-call). Callgrind counts do not depend on the machine's load.
#
#   benchmarks/callgrind-table.sh [--ours=PATH] [--pecl=PATH] [--igbinary=PATH] [--data-dir=DIR] [--n=N] [DATASET...]
#
# Datasets default to the ones benchmarks/run.php times; N (default 20) is the warm calls measured. PHP=binary picks
# the PHP, as for callgrind.sh (benchmarks/debian.sh 8.4 callgrind-table.sh runs it against Debian 13's PHP 8.4).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
args=()
n=20
datasets=()
for arg in "$@"; do
	case "$arg" in
		--n=*) n=${arg#*=} ;;
		--ours=* | --pecl=* | --data-dir=*) args+=("$arg") ;;
		--igbinary=*) first_args=("$arg") ;;
		-*) echo "callgrind-table.sh: unknown option $arg" >&2; exit 2 ;;
		*) datasets+=("$arg") ;;
	esac
done
[ ${#datasets[@]} -gt 0 ] || datasets=(github-issues blob-mimes example4 sample-large rows1000 ints100k strs10k small_map session objects1000)

# "ours PECL igbinary" Ir per call, from callgrind.sh's table.
warm() {
	"$here/callgrind.sh" "${args[@]}" "${first_args[@]}" "$1" "$2" "$n" 2>&1 \
		| awk '$1 == "ours" { o = $4 } $1 == "PECL" { p = $4 } $1 == "igbinary" { g = $4 } END { print o, p, g }'
}
# "ours PECL igbinary" Ir of the first call.
first() {
	"$here/callgrind.sh" "${args[@]}" "${first_args[@]}" --first-call "$1" "$2" 2>&1 \
		| awk '$1 == "ours" { o = $4 } $1 == "PECL" { p = $4 } $1 == "igbinary" { g = $4 } END { print o, p, g }'
}
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (a > 0 && b > 0) printf "%.2fx", b / a; else printf "-" }'
}
num() {
	awk -v a="$1" 'BEGIN { if (a == "") { printf "-"; exit } s = sprintf("%d", a); r = ""; while (length(s) > 3) { r = "," substr(s, length(s) - 2) r; s = substr(s, 1, length(s) - 3) } printf "%s%s", s, r }'
}

first_args=("${first_args[@]:-}")
[ -n "${first_args[0]}" ] || first_args=()
php_bin=${PHP:-php}
echo "PHP $("$php_bin" -n -r 'echo PHP_VERSION;'), instructions (callgrind Ir); warm: per call over $n calls after one; first: a process's first call"
echo
echo "| dataset | op | warm: ours | PECL | igbinary | PECL/ours | igbinary/ours | first call: ours | PECL | igbinary | PECL/ours | igbinary/ours |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
for d in "${datasets[@]}"; do
	for op in pack unpack; do
		read -r wo wp wg <<<"$(warm "$d" "$op")"
		read -r fo fp fg <<<"$(first "$d" "$op")"
		echo "| $d | $op | $(num "$wo") | $(num "$wp") | $(num "$wg") | $(ratio "$wo" "$wp") | $(ratio "$wo" "$wg") | $(num "$fo") | $(num "$fp") | $(num "$fg") | $(ratio "$fo" "$fp") | $(ratio "$fo" "$fg") |"
	done
done
