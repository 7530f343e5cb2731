#!/usr/bin/env bash
# Build and run one libFuzzer target of BarGuide.
#   Benchmarks/fuzz.sh FuzzIngest|FuzzQuery [SECONDS] [extra libFuzzer flags…]
# Inputs:    Benchmarks/out/fuzz/TARGET/corpus  (seeded from Corpus/ and the regression inputs)
# Crashes:   Benchmarks/out/fuzz/TARGET/crash-* (copy each into Tests/BarGuideKitTests/FuzzRegressions/)
# Log:       Benchmarks/out/fuzz/TARGET/fuzz.log
#
# Why not `swift build -Xswiftc -sanitize=fuzzer`: SwiftPM passes -Xswiftc to the link of the
# package's build-tool plugin executable (embedgen) too, which then gets libFuzzer's main and
# fails to link (undefined LLVMFuzzerTestOneInput); -parse-as-library breaks embedgen's main.swift.
# So every module is compiled with ASan and libFuzzer's coverage instrumentation, and only the
# fuzz target pulls libFuzzer in (libclang_rt.fuzzer_no_main, through its LLVMFuzzerRunDriver call).
set -euo pipefail
target=${1:?usage: fuzz.sh FuzzIngest|FuzzQuery [SECONDS] [libFuzzer flags…]}
seconds=${2:-600}
shift $(( $# >= 2 ? 2 : 1 ))
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${FUZZ_SCRATCH:-/tmp/barguide-fuzz-build}
out="$root/Benchmarks/out/fuzz/$target"
swiftbin=$(dirname "$(readlink -f "$(command -v swift)")")
rt=$(ls -d "$swiftbin"/../lib/clang/*/lib/linux 2>/dev/null | head -1)
[ -f "$rt/libclang_rt.fuzzer_no_main-x86_64.a" ] || { echo "fuzz.sh: no libclang_rt.fuzzer_no_main in the Swift toolchain" >&2; exit 1; }

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
# the Swift runtime's crash backtracer and ASan get in each other's way
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
swift build -c debug --product "$target" --scratch-path "$scratch" \
    -Xswiftc -sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    -Xswiftc -DFUZZING \
    -Xlinker "$rt/libclang_rt.fuzzer_no_main-x86_64.a" -Xlinker -lstdc++ >&2
bin="$scratch/debug/$target"

mkdir -p "$out/corpus"
regressions="$root/Tests/BarGuideKitTests/FuzzRegressions"
case "$target" in
  FuzzIngest)
    # seeds: the corpus documents, cut into paragraph-aligned pieces of at most ~3 KB
    python3 - "$root/Corpus" "$out/corpus" <<'PY'
import os, sys, hashlib
src, dst = sys.argv[1], sys.argv[2]
for name in sorted(os.listdir(src)):
    if not name.endswith(".txt"): continue
    data = open(os.path.join(src, name), "rb").read()
    piece = b""
    for para in data.split(b"\n\n"):
        if len(piece) + len(para) > 3000 and piece:
            open(os.path.join(dst, hashlib.sha1(piece).hexdigest()), "wb").write(piece); piece = b""
        piece += para + b"\n\n"
    if piece: open(os.path.join(dst, hashlib.sha1(piece).hexdigest()), "wb").write(piece)
PY
    [ -d "$regressions/ingest" ] && cp "$regressions/ingest/"* "$out/corpus/" 2>/dev/null || true
    flags=(-max_len=8192)
    ;;
  FuzzQuery)
    i=0
    while IFS= read -r q; do printf '%s' "$q" > "$out/corpus/seed-$i"; i=$((i+1)); done < "$root/Benchmarks/fuzz/seed-queries.txt"
    [ -d "$regressions/query" ] && cp "$regressions/query/"* "$out/corpus/" 2>/dev/null || true
    flags=(-max_len=256 -dict="$root/Benchmarks/fuzz/query.dict")
    ;;
  *) echo "fuzz.sh: unknown target $target" >&2; exit 2 ;;
esac

cd "$out"
echo "fuzz.sh: running $bin for ${seconds}s (log: $out/fuzz.log)" >&2
set +e
"$bin" "$out/corpus" -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$out/" \
    -timeout=20 -rss_limit_mb=2048 "${flags[@]}" "$@" > "$out/fuzz.log" 2>&1
rc=$?
set -e
tail -n 25 "$out/fuzz.log"
ls "$out"/crash-* "$out"/timeout-* "$out"/oom-* 2>/dev/null && echo "fuzz.sh: $target found a failing input (above)" >&2
exit $rc
