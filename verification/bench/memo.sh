#!/usr/bin/env bash
# memo.sh: plain against memoized counting, whole process, as a Markdown table (docs/counting.md).
# For each instance: ./sudoku dlx --count --stats --format json [--memo] FILE, one run each,
# wall time and peak memory from /usr/bin/time, nodes and memo counters from the JSON record.
# A plain count that would take longer than PLAIN_LIMIT seconds (default 300) is stopped there.
# Usage: verification/bench/memo.sh [DATASETS]   (default ../shared/datasets)
set -euo pipefail
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
data="${1:-$root/../shared/datasets}/exact-cover"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sudoku="$root/sudoku"
bench="$root/verification/bench"
limit=${PLAIN_LIMIT:-300}

"$bench/instances.sh" "$work"
"$bench/sudoku-grid.sh" 2 3 > "$work/sudoku-6x6-grid.dlx"
"$sudoku" --version > /dev/null # builds the launcher's jars first

field() { sed -n "s/.*\"$1\":\([^,}]*\).*/\1/p" "$2"; }
run() { # run FILE [--memo]: prints "| seconds | MB | nodes | hits |"
  local file=$1; shift
  local t=(); [ $# -eq 0 ] && t=(--time-limit "$limit")
  /usr/bin/time -f "%e %M" -o "$work/time" "$sudoku" dlx --count --format json "${t[@]}" "$@" \
    "$file" > "$work/out" 2> /dev/null || true
  read -r secs kb < <(tail -1 "$work/time")
  local sol; sol=$(field solutions "$work/out")
  [ "$(field partial "$work/out")" = true ] && sol="$sol partial (stopped at ${limit} s)"
  printf '| %s | %s | %d | %s | %s ' "$sol" "$secs" $((kb / 1024)) "$(field nodes "$work/out")" \
    "$(field memo_hits "$work/out")"
}
echo "| instance | plain: solutions | s | MB | nodes | | --memo: solutions | s | MB | nodes | hits |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for f in "$work"/dominoes-{6x6,8x8,10x10,12x12,14x14,4x20,20x4,4x40,40x4}.dlx \
    "$data/pentomino-3x20.dlx" "$data/pentomino-4x15.dlx" "$data/pentomino-5x12.dlx" \
    "$data/pentomino-6x10.dlx" "$data/pentomino-8x8.dlx" "$work/langford-11.dlx" \
    "$work/queens-12.dlx" "$data/queens-8.dlx" "$work/sudoku-6x6-grid.dlx"; do
  name=$(basename "$f" .dlx)
  printf '| %s ' "$name"; run "$f"; run "$f" --memo; echo "|"
done
