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
# --first-call counts the first call of a fresh process instead, which is what
# a web request's one call costs (our per-request caches start empty): setup,
# then one call, against the same setup alone. The setup does not go through
# the codec: pack builds the value in PHP, unpack reads bytes that another
# process packed. Symbols are bound when the modules load (LD_BIND_NOW), as a
# server process has them bound after its first requests. Ours, PECL and
# igbinary.
#
# Warm calls are counted for ours, PECL and igbinary (igbinary_serialize/_unserialize) alike.
#
# usage: benchmarks/callgrind.sh [options] DATASET pack|unpack [N]
#   --ours=PATH       our msgpack.so (default: <repo>/modules/msgpack.so)
#   --pecl=PATH       PECL msgpack.so (default: $(php-config --extension-dir)/msgpack.so)
#   --igbinary=PATH   igbinary.so (default: PHP's extension dir)
#   --php-only=0|1    msgpack.php_only for both (default 1)
#   --data-dir=DIR    directory of the JSON datasets
#   --api=API         functions (default: msgpack_pack/msgpack_unpack, ours vs
#                     PECL); lib: MessagePack\Packer::pack() and
#                     BufferUnpacker::unpack() (after reset()); lib-subclass:
#                     the same through subclasses that declare no method;
#                     lib-override: through subclasses whose pack()/unpack()
#                     call their parent (ours only: PECL has no such classes)
#   --first-call[=K]  the first call of a process (K > 1: also the 2nd..Kth
#                     call of the same process, each on its own); no N
#   --cache           also simulate the CPU caches (cachegrind's model inside
#                     callgrind): first-level data misses (reads and writes)
#                     and last-level misses (instructions and data) per call,
#                     beside the instructions
#   --keep            keep the callgrind.out files (for callgrind_annotate;
#                     with --first-call, callgrind.ours.first-call.out holds
#                     only what our first call executes, by function)
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
igbinary="$("$php" -n -r 'echo PHP_EXTENSION_DIR;')/igbinary.so"
first=0
php_only=1
data_dir=""
keep=0
cache=0
api=functions
pos=()

usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit "${1:-2}"; }

for arg in "$@"; do
    case "$arg" in
        --ours=*) ours="${arg#*=}" ;;
        --pecl=*) pecl="${arg#*=}" ;;
        --igbinary=*) igbinary="${arg#*=}" ;;
        --first-call) first=1 ;;
        --first-call=*) first="${arg#*=}" ;;
        --php-only=0|--php-only=1) php_only="${arg#*=}" ;;
        --data-dir=*) data_dir="${arg#*=}" ;;
        --keep) keep=1 ;;
        --cache) cache=1 ;;
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
case "$first" in [0-9]|10) ;; *) echo "callgrind.sh: --first-call=K takes K from 1 to 10" >&2; exit 2 ;; esac
if [ "$first" -gt 0 ]; then
    [ "${#pos[@]}" -le 2 ] || { echo "callgrind.sh: no N with --first-call (it counts the first K calls)" >&2; exit 2; }
    [ "$api" = functions ] || { echo "callgrind.sh: --first-call counts msgpack_pack/msgpack_unpack (no --api)" >&2; exit 2; }
fi
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

# glibc copies and fills large blocks with `rep movsb` / `rep stosb`, which valgrind counts once per iteration: a
# memcpy()'s count then moves with the alignment of its buffers (the same module's github-issues pack measured 204,711
# or 232,550 instructions depending only on how the heap lay). Their vector loops instead count in proportion to the
# bytes, alike for every implementation, whatever the layout.
export GLIBC_TUNABLES=glibc.cpu.x86_rep_movsb_threshold=1099511627776:glibc.cpu.x86_rep_stosb_threshold=1099511627776

tmp="$(mktemp -d "${TMPDIR:-/tmp}/msgpack-callgrind.XXXXXX")"
[ "$keep" = 1 ] || trap 'rm -rf "$tmp"' EXIT

codec=msgpack
[ "$api" = functions ] || codec="$api"
worker_args=(--mode=repeat "--codecs=$codec" "--dataset=$dataset" "--op=$op")
[ -z "$data_dir" ] || worker_args+=("--data-dir=$data_dir")

# total_ir LABEL SO CALLS [VALGRIND-OPTION...] -> prints the program's total Ir (worker.php with $worker_args)
total_ir() {
    local label="$1" so="$2" calls="$3"
    shift 3
    local out="$tmp/callgrind.$label.$calls.out" log="$tmp/valgrind.$label.$calls.log"
    if [ $# -gt 0 ]; then
        out="$tmp/callgrind.$label.first-call.out" log="$tmp/valgrind.$label.first-call.log"
    fi
    local sim=()
    [ "$cache" = 1 ] && sim=(--cache-sim=yes)
    if ! "${bindnow[@]}" "${norand[@]}" valgrind --tool=callgrind "${sim[@]}" --callgrind-out-file="$out" --log-file="$log" "$@" \
            "$php" -n -d memory_limit=2G -d "extension=$so" -d "msgpack.php_only=$php_only" \
            "$here/worker.php" "${worker_args[@]}" "--n=$calls" >"$tmp/stdout.$label.$calls" 2>&1; then
        echo "callgrind.sh: $label run failed; output:" >&2
        cat "$tmp/stdout.$label.$calls" "$log" >&2
        return 1
    fi
    awk '/^(totals|summary):/ { print $2; exit }' "$out"
}

# With --cache: "D1 LL" misses of the last run of LABEL with CALLS calls, found by name in the file's events line.
total_misses() {
    awk '/^events:/ { for (i = 2; i <= NF; i++) e[$i] = i }
        /^(totals|summary):/ { print $(e["D1mr"]) + $(e["D1mw"]), $(e["ILmr"]) + $(e["DLmr"]) + $(e["DLmw"]); exit }' \
        "$tmp/callgrind.$1.$2.out"
}

bindnow=()
if [ "$first" -gt 0 ]; then
    # The first K calls of a process, each one's Ir on its own: Ir(setup + k calls) - Ir(setup + k-1 calls).
    # LD_BIND_NOW: the dynamic linker resolves every symbol when a module is loaded, not at its first use, which a
    # server process does once (in its first requests), not in every request: it would be counted in the first call.
    bindnow=(env LD_BIND_NOW=1)
    printf 'dataset=%s op=%s first-call (fresh process, calls 1..%s) php_only=%s\n' "$dataset" "$op" "$first" "$php_only"
    header=$(printf '%-8s %14s %14s' impl "Ir(setup)" "Ir(setup+1)")
    for ((k = 1; k <= first; k++)); do
        case $k in 1) th=1st ;; 2) th=2nd ;; 3) th=3rd ;; *) th=${k}th ;; esac
        header+=$(printf ' %12s' "$th call")
    done
    printf '%s  %s\n' "$header" so
    declare -A first_ir=()
    for label in ours PECL igbinary; do
        case "$label" in
            ours) so="$ours" codec=msgpack ;;
            PECL) so="$pecl" codec=msgpack ;;
            igbinary) so="$igbinary" codec=igbinary ;;
        esac
        if [ ! -f "$so" ]; then
            printf '%-8s %s\n' "$label" "skipped: $so not found"
            continue
        fi
        cp "$so" "$tmp/$label.so"
        worker_args=(--mode=first "--codecs=$codec" "--dataset=$dataset" "--op=$op")
        [ -z "$data_dir" ] || worker_args+=("--data-dir=$data_dir")
        if [ "$op" = unpack ]; then
            # The bytes come from another process, so that the measured one has not packed anything.
            if ! "$php" -n -d memory_limit=2G -d "extension=$tmp/$label.so" -d "msgpack.php_only=$php_only" \
                    "$here/worker.php" --mode=dump "--codecs=$codec" "--dataset=$dataset" "--dump=$tmp/$label.bin" \
                    ${data_dir:+"--data-dir=$data_dir"} >"$tmp/dump.$label.log" 2>&1; then
                echo "callgrind.sh: $label could not pack $dataset:" >&2
                cat "$tmp/dump.$label.log" >&2
                exit 1
            fi
            worker_args+=("--input=$tmp/$label.bin")
        fi
        ir=()
        for ((k = 0; k <= first; k++)); do
            ir[k]="$(total_ir "$label" "$tmp/$label.so" "$k")" || exit 1
        done
        line=$(printf '%-8s %14d %14d' "$label" "${ir[0]}" "${ir[1]}")
        for ((k = 1; k <= first; k++)); do
            line+=$(printf ' %12d' $((ir[k] - ir[k - 1])))
        done
        printf '%s  %s\n' "$line" "$so"
        first_ir[$label]=$((ir[1] - ir[0]))
        if [ "$label" = ours ]; then
            # What the call itself executes (callgrind collects only inside our msgpack_pack()/msgpack_unpack()):
            # the profile --keep leaves for callgrind_annotate.
            fn=zif_msgpack_serialize
            [ "$op" = unpack ] && fn=zif_msgpack_unserialize
            inside="$(total_ir "$label" "$tmp/$label.so" 1 "--toggle-collect=$fn")" || exit 1
        fi
    done
    for label in PECL igbinary; do
        if [ -n "${first_ir[ours]:-}" ] && [ -n "${first_ir[$label]:-}" ] && [ "${first_ir[ours]}" -gt 0 ]; then
            awk -v p="${first_ir[$label]}" -v o="${first_ir[ours]}" -v l="$label" \
                'BEGIN { printf "ratio %s/ours (Ir of the 1st call): %.3f  (> 1 means ours executes fewer instructions)\n", l, p / o }'
        fi
    done
    if [ -n "${inside:-}" ]; then
        if [ "$inside" -gt 0 ]; then
            printf 'ours, 1st call: %d Ir inside %s(), the rest (%d) is the way in and out of the VM and freeing the result and the request'"'"'s caches at shutdown\n' \
                "$inside" "$fn" $((first_ir[ours] - inside))
        else
            echo "ours: no instructions collected inside $fn() (renamed? see callgrind.sh)"
        fi
    fi
    if [ "$keep" = 1 ]; then
        echo "callgrind output kept in $tmp; our first call by function (self, then with callees):"
        echo "  callgrind_annotate $tmp/callgrind.ours.first-call.out | head -40"
        echo "  callgrind_annotate --inclusive=yes $tmp/callgrind.ours.first-call.out | head -40"
    fi
    exit 0
fi

printf 'dataset=%s op=%s calls=%s php_only=%s api=%s\n' "$dataset" "$op" "$n" "$php_only" "$api"
if [ "$cache" = 1 ]; then
    printf '%-8s %16s %16s %14s %12s %12s  %s\n' impl "Ir(setup+$n)" "Ir(setup)" "Ir/call" "D1miss/call" "LLmiss/call" so
else
    printf '%-8s %16s %16s %14s  %s\n' impl "Ir(setup+$n)" "Ir(setup)" "Ir/call" so
fi
declare -A per_call=()
for label in ours PECL igbinary; do
    case "$label" in
        ours) so="$ours" ;;
        PECL) so="$pecl" ;;
        igbinary) so="$igbinary" ;;
    esac
    if [ "$label" != ours ] && [ "$api" != functions ]; then
        printf '%-8s %s\n' "$label" "skipped: no MessagePack\\ classes there"
        continue
    fi
    if [ ! -f "$so" ]; then
        printf '%-8s %s\n' "$label" "skipped: $so not found"
        continue
    fi
    worker_args[1]="--codecs=$codec"
    [ "$label" = igbinary ] && worker_args[1]="--codecs=igbinary"
    # Run a copy, so a rebuild between the two runs cannot skew the difference.
    cp "$so" "$tmp/$label.so"
    with="$(total_ir "$label" "$tmp/$label.so" "$n")" || exit 1
    without="$(total_ir "$label" "$tmp/$label.so" 0)" || exit 1
    per_call[$label]=$(( (with - without) / n ))
    if [ "$cache" = 1 ]; then
        read -r d1_with ll_with <<<"$(total_misses "$label" "$n")"
        read -r d1_without ll_without <<<"$(total_misses "$label" 0)"
        printf '%-8s %16d %16d %14d %12d %12d  %s\n' "$label" "$with" "$without" "${per_call[$label]}" \
            $(( (d1_with - d1_without) / n )) $(( (ll_with - ll_without) / n )) "$so"
    else
        printf '%-8s %16d %16d %14d  %s\n' "$label" "$with" "$without" "${per_call[$label]}" "$so"
    fi
done

for label in PECL igbinary; do
    if [ -n "${per_call[ours]:-}" ] && [ -n "${per_call[$label]:-}" ] && [ "${per_call[ours]}" -gt 0 ]; then
        awk -v p="${per_call[$label]}" -v o="${per_call[ours]}" -v l="$label" \
            'BEGIN { printf "ratio %s/ours (Ir per call): %.3f  (> 1 means ours executes fewer instructions)\n", l, p / o }'
    fi
done
[ "$keep" = 0 ] || echo "callgrind output kept in $tmp (callgrind_annotate $tmp/callgrind.ours.$n.out)"
