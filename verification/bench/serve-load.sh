#!/usr/bin/env bash
# serve-load.sh: ./exactcover serve under load on loopback, beside ./sudoku solve on a file of the
# same puzzles (docs/performance.md). For 1, 8 and 64 concurrent clients, SECONDS each (default
# 30): one-puzzle POST /api/solve requests cycling through top95, every answer checked against
# top95.solutions (ServeLoad.java); a Markdown table row each: answers, req/s, p50/p99 latency,
# 429s, the server's peak resident memory. Then ./sudoku solve on top95.txt, whole process, and
# the server's time from start to its first answer.
# Usage: verification/bench/serve-load.sh [SECONDS] [DATASETS]   (default 30, ../shared/datasets)
set -euo pipefail
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
seconds="${1:-30}"
data="${2:-$root/../shared/datasets}/sudoku9"
work="$(mktemp -d)"
"$root/sudoku" --version > /dev/null # builds the launcher's jars first
port=$(( 20000 + RANDOM % 20000 ))
t0=$(date +%s.%N)
"$root/exactcover" serve --port "$port" --time-limit 10 > "$work/serve.out" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -rf "$work"' EXIT
url="http://127.0.0.1:$port/"
first="$(head -1 "$data/top95.txt")"
until curl -s -o /dev/null -X POST --data "$first" "${url}api/solve" 2>/dev/null; do sleep 0.02; done
t1=$(date +%s.%N)
jpid="$(pgrep -P "$pid" java || echo "$pid")" # the launcher execs java: the same process
echo "start to first answer: $(echo "$t1 - $t0" | bc) s (launcher, JVM start, first solve)"
echo
echo "| clients | answers | req/s | p50 ms | p99 ms | 429s | peak RSS |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for c in 1 8 64; do
  java "$root/verification/bench/ServeLoad.java" "$url" "$data/top95.txt" "$data/top95.solutions" \
    "$c" "$seconds" "$jpid"
done
echo
echo "./sudoku solve --format line top95.txt (one process, 95 puzzles):"
/usr/bin/time -f "%e s, %M KB peak RSS" "$root/sudoku" solve --format line "$data/top95.txt" \
  > "$work/solved" 2> "$work/time"
diff -q "$work/solved" "$data/top95.solutions" > /dev/null && echo "  all 95 solutions right"
tail -1 "$work/time" | sed 's/^/  /'
echo "./sudoku solve, one process per puzzle (the first 20 puzzles):"
s0=$(date +%s.%N)
head -20 "$data/top95.txt" | while IFS= read -r p; do echo "$p" | "$root/sudoku" solve --format line > /dev/null; done
s1=$(date +%s.%N)
echo "  $(echo "scale=3; ($s1 - $s0) / 20" | bc) s a puzzle"
