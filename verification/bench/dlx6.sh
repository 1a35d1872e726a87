#!/usr/bin/env bash
# dlx6.sh DLX6: Knuth's DLX6 beside ./exactcover count --memo, whole process, as a Markdown
# table (docs/counting.md). DLX6 is the path of a dlx6 binary built from Knuth's dlx6.w (not part
# of this project; docs/counting.md says how to build it). For each instance, one run each:
#   DLX6 < FILE > /dev/null      (its ZDD on stdout, its statistics on stderr)
#   ./exactcover count --memo --format json FILE
# wall time and peak memory from /usr/bin/time; DLX6's count and search nodes from its
# last line, with its signatures (the subproblems it cached) and hits; ours from the JSON record
# (with memo_entries and memo_bytes). A run longer than LIMIT seconds (default 300) is stopped.
# Usage: verification/bench/dlx6.sh DLX6 [DATASETS]   (default ../shared/datasets)
set -euo pipefail
if [ $# -lt 1 ] || [ ! -x "$1" ]; then echo "usage: dlx6.sh DLX6 [DATASETS]" >&2; exit 2; fi
dlx6="$(readlink -f "$1")"
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
data="${2:-$root/../shared/datasets}/exact-cover"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
bench="$root/verification/bench"
limit=${LIMIT:-300}

"$bench/instances.sh" "$work"
"$root/exactcover" --version > /dev/null # builds the launcher's jars first

field() { sed -n "s/.*\"$1\":\([^,}]*\).*/\1/p" "$2"; }
echo "| instance | DLX6: solutions | s | MB | search nodes | signatures | hits | | --memo: solutions | s | MB | nodes | hits | entries | cache MB |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for f in "$work"/dominoes-{6x6,8x8,10x10,12x12,14x14,4x20,20x4,4x40,40x4}.dlx \
    "$data/pentomino-3x20.dlx" "$data/pentomino-6x10.dlx" "$work/langford-11.dlx" \
    "$work/queens-12.dlx" "$data/queens-8.dlx" "$work"/colourings-{3-5x8,3-6x10,4-4x5,4-5x5}.dlx \
    "$work"/aztec-{8,9,10,11,12,13,14}.dlx; do
  name=$(basename "$f" .dlx)
  /usr/bin/time -f "%e %M" -o "$work/time" timeout "$limit" "$dlx6" < "$f" > /dev/null \
    2> "$work/err" || true
  read -r secs kb < <(tail -1 "$work/time")
  last=$(grep Altogether "$work/err" || grep -m1 -E "Overflow|allocate" "$work/err" \
    || echo "stopped at $limit s")
  sol=$(sed -n 's/Altogether \([0-9]*\) solution.*/\1/p' <<< "$last")
  nodes=$(sed -n 's/.* \([0-9]*\) search nodes.*/\1/p' <<< "$last")
  sigs=$(sed -n 's/.* \([0-9]*\)+\([0-9]*\) signatures.*/\1+\2/p' <<< "$last")
  hits=$(sed -n 's/.* \([0-9]*\) hits.*/\1/p' <<< "$last")
  printf '| %s | %s | %s | %d | %s | %s | %s ' "$name" "${sol:-$last}" "$secs" $((kb / 1024)) \
    "$nodes" "$sigs" "$hits"
  /usr/bin/time -f "%e %M" -o "$work/time" timeout "$limit" "$root/exactcover" count --memo \
    --format json "$f" > "$work/out" 2> /dev/null || true
  read -r secs kb < <(tail -1 "$work/time")
  bytes=$(field memo_bytes "$work/out")
  printf '| | %s | %s | %d | %s | %s | %s | %s |\n' "$(field solutions "$work/out")" "$secs" \
    $((kb / 1024)) "$(field nodes "$work/out")" "$(field memo_hits "$work/out")" \
    "$(field memo_entries "$work/out")" "$(( ${bytes:-0} >> 20 ))"
done
