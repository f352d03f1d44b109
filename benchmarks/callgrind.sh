#!/usr/bin/env bash
# Instruction counts (callgrind "Ir") of msgpack_pack or msgpack_unpack,
# ours vs PECL, each in its own process (or, with --api, of our MessagePack\
# classes' pack() and unpack()). Unlike wall-clock timings these do not
# depend on machine load, so small changes (a few percent) are visible.
#
# Each implementation is run twice under callgrind with the same setup
# (build the dataset, pack it once, one warm-up call): once with N more calls
# and once with none. (Ir(N) - Ir(0)) / N is the cost of one call.
#
# usage: benchmarks/callgrind.sh [options] DATASET pack|unpack [N]
#   --ours=PATH       our msgpack.so (default: <repo>/modules/msgpack.so)
#   --pecl=PATH       PECL msgpack.so (default: $(php-config --extension-dir)/msgpack.so)
#   --php-only=0|1    msgpack.php_only for both (default 1)
#   --data-dir=DIR    directory of the JSON datasets
#   --api=API         functions (default: msgpack_pack/msgpack_unpack, ours vs
#                     PECL); lib: MessagePack\Packer::pack() and
#                     BufferUnpacker::unpack() (after reset()); lib-subclass:
#                     the same through subclasses that declare no method;
#                     lib-override: through subclasses whose pack()/unpack()
#                     call their parent (ours only: PECL has no such classes)
#   --keep            keep the callgrind.out files (for callgrind_annotate)
#   N                 calls to measure (default 20)
# environment: PHP=php binary to run (default: php on PATH)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
php="${PHP:-php}"

if command -v php-config >/dev/null 2>&1; then
    extdir="$(php-config --extension-dir)"
else
    extdir="$("$php" -n -r 'echo PHP_EXTENSION_DIR;')"
fi
ours="$repo/modules/msgpack.so"
pecl="$extdir/msgpack.so"
php_only=1
data_dir=""
keep=0
api=functions
pos=()

usage() { sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-2}"; }

for arg in "$@"; do
    case "$arg" in
        --ours=*) ours="${arg#*=}" ;;
        --pecl=*) pecl="${arg#*=}" ;;
        --php-only=0|--php-only=1) php_only="${arg#*=}" ;;
        --data-dir=*) data_dir="${arg#*=}" ;;
        --keep) keep=1 ;;
        --api=functions|--api=lib|--api=lib-subclass|--api=lib-override) api="${arg#*=}" ;;
        -h|--help) usage 0 ;;
        --*) echo "callgrind.sh: unknown option $arg" >&2; usage ;;
        *) pos+=("$arg") ;;
    esac
done
[ "${#pos[@]}" -ge 2 ] || usage
dataset="${pos[0]}"
op="${pos[1]}"
n="${pos[2]:-20}"
case "$op" in pack|unpack) ;; *) echo "callgrind.sh: op must be pack or unpack" >&2; exit 2 ;; esac
case "$n" in ''|*[!0-9]*) echo "callgrind.sh: N must be a positive integer" >&2; exit 2 ;; esac
[ "$n" -gt 0 ] || { echo "callgrind.sh: N must be > 0" >&2; exit 2; }

if ! command -v valgrind >/dev/null 2>&1; then
    echo "callgrind.sh: valgrind not found (apt-get install valgrind)" >&2
    exit 1
fi

# Fixed address layout: pointer values feed PECL's php_only identity table.
norand=()
if command -v setarch >/dev/null 2>&1 && setarch "$(uname -m)" -R true 2>/dev/null; then
    norand=(setarch "$(uname -m)" -R)
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/msgpack-callgrind.XXXXXX")"
[ "$keep" = 1 ] || trap 'rm -rf "$tmp"' EXIT

codec=msgpack
[ "$api" = functions ] || codec="$api"
worker_args=(--mode=repeat "--codecs=$codec" "--dataset=$dataset" "--op=$op")
[ -z "$data_dir" ] || worker_args+=("--data-dir=$data_dir")

# total_ir LABEL SO CALLS -> prints the program's total Ir
total_ir() {
    local label="$1" so="$2" calls="$3"
    local out="$tmp/callgrind.$label.$calls.out" log="$tmp/valgrind.$label.$calls.log"
    if ! "${norand[@]}" valgrind --tool=callgrind --callgrind-out-file="$out" --log-file="$log" \
            "$php" -n -d memory_limit=2G -d "extension=$so" -d "msgpack.php_only=$php_only" \
            "$here/worker.php" "${worker_args[@]}" "--n=$calls" >"$tmp/stdout.$label.$calls" 2>&1; then
        echo "callgrind.sh: $label run failed; output:" >&2
        cat "$tmp/stdout.$label.$calls" "$log" >&2
        return 1
    fi
    awk '/^(totals|summary):/ { print $2; exit }' "$out"
}

printf 'dataset=%s op=%s calls=%s php_only=%s api=%s\n' "$dataset" "$op" "$n" "$php_only" "$api"
printf '%-5s %16s %16s %14s  %s\n' impl "Ir(setup+$n)" "Ir(setup)" "Ir/call" so
declare -A per_call=()
for label in ours PECL; do
    if [ "$label" = ours ]; then so="$ours"; else so="$pecl"; fi
    if [ "$label" = PECL ] && [ "$api" != functions ]; then
        printf '%-5s %s\n' "$label" "skipped: PECL has no MessagePack\\ classes"
        continue
    fi
    if [ ! -f "$so" ]; then
        printf '%-5s %s\n' "$label" "skipped: $so not found"
        continue
    fi
    # Run a copy, so a rebuild between the two runs cannot skew the difference.
    cp "$so" "$tmp/$label.so"
    with="$(total_ir "$label" "$tmp/$label.so" "$n")" || exit 1
    without="$(total_ir "$label" "$tmp/$label.so" 0)" || exit 1
    per_call[$label]=$(( (with - without) / n ))
    printf '%-5s %16d %16d %14d  %s\n' "$label" "$with" "$without" "${per_call[$label]}" "$so"
done

if [ -n "${per_call[ours]:-}" ] && [ -n "${per_call[PECL]:-}" ] && [ "${per_call[ours]}" -gt 0 ]; then
    awk -v p="${per_call[PECL]}" -v o="${per_call[ours]}" \
        'BEGIN { printf "ratio PECL/ours (Ir per call): %.3f  (> 1 means ours executes fewer instructions)\n", p / o }'
fi
[ "$keep" = 0 ] || echo "callgrind output kept in $tmp (callgrind_annotate $tmp/callgrind.ours.$n.out)"
