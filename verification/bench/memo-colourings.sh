#!/usr/bin/env bash
# memo-colourings.sh [OTHER]: ./exactcover count --memo on the grid colourings and Aztec diamonds
# of instances.sh, whole process, one run each (wall time and peak memory from /usr/bin/time,
# nodes, hits and entries from the JSON record), as a Markdown table (docs/counting.md). With
# OTHER, the root of another checkout of this project, its launcher runs each instance right
# after ours, for a side-by-side comparison in one session. A run longer than LIMIT seconds
# (default 60) is stopped.
set -euo pipefail
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
other="${1:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
limit=${LIMIT:-60}
"$root/verification/bench/instances.sh" "$work"
"$root/exactcover" --version > /dev/null # builds the launcher's jars first
[ -n "$other" ] && "$other/exactcover" --version > /dev/null

field() { sed -n "s/.*\"$1\":\([^,}]*\).*/\1/p" "$2"; }
run() { # run ROOT FILE: prints "| solutions | s | MB | nodes | hits | entries "
  /usr/bin/time -f "%e %M" -o "$work/time" timeout "$limit" "$1/exactcover" count --memo \
    --format json "$2" > "$work/out" 2> /dev/null || true
  read -r secs kb < <(tail -1 "$work/time")
  local sol; sol=$(field solutions "$work/out")
  printf '| %s | %s | %d | %s | %s | %s ' "${sol:-stopped at $limit s}" "$secs" $((kb / 1024)) \
    "$(field nodes "$work/out")" "$(field memo_hits "$work/out")" \
    "$(field memo_entries "$work/out")"
}
head="| instance | solutions | s | MB | nodes | hits | entries "
sep="| --- | --- | --- | --- | --- | --- | --- "
if [ -n "$other" ]; then
  echo "$head| | other: solutions | s | MB | nodes | hits | entries |"
  echo "$sep| --- | --- | --- | --- | --- | --- | --- |"
else
  echo "$head|"; echo "$sep|"
fi
for f in "$work"/colourings-{3-5x8,3-6x10,4-4x5,4-5x5}.dlx "$work"/aztec-{8,9,10,11,12,13,14}.dlx; do
  printf '| %s ' "$(basename "$f" .dlx)"; run "$root" "$f"
  if [ -n "$other" ]; then printf '| '; run "$other" "$f"; fi
  echo "|"
done
