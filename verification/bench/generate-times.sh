#!/usr/bin/env bash
# generate-times.sh SEED [N [OPTION...]]: times each puzzle of
#   ./sudoku generate -n N --seed SEED --format line OPTION...
# (N 20 by default; for instance: generate-times.sh 1 20 --difficulty extreme), one process, as
# each puzzle's line reaches the pipe: the first puzzle's time counts from the start of the
# command (Java's start-up included), each other's from the line before. Prints each time, then
# the median and the 90th percentile (nearest rank) and the process's wall and user CPU times
# (/usr/bin/time); the puzzles go to generate-times-SEED.txt in the current directory.
set -euo pipefail
if [ $# -lt 1 ]; then echo "usage: generate-times.sh SEED [N [OPTION...]]" >&2; exit 2; fi
seed=$1
n=${2:-20}
shift $(( $# >= 2 ? 2 : 1 ))
root="$(cd "$(dirname "$0")/../.." && pwd -P)"
"$root/sudoku" generate --help > /dev/null # build first, outside the times
out="generate-times-$seed.txt"
cpu="$(mktemp)"
trap 'rm -f "$cpu"' EXIT
start=$EPOCHREALTIME
/usr/bin/time -f '%e s wall, %U s user' -o "$cpu" \
  "$root/sudoku" generate -n "$n" --seed "$seed" --format line "$@" \
  | while IFS= read -r line; do printf '%s %s\n' "$EPOCHREALTIME" "$line"; done \
  | awk -v start="$start" -v out="$out" '
      /^[0-9.]+ #/ { next }
      { t = $1 - start; start = $1; times[++k] = t; printf "puzzle %d: %.2f s\n", k, t;
        print $2 > out }
      END {
        if (k == 0) { print "no puzzle"; exit 1 }
        for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++)
          if (times[j] < times[i]) { x = times[i]; times[i] = times[j]; times[j] = x }
        m = int((k + 1) / 2); p = int(k * 0.9); if (p < k * 0.9) p++;
        printf "%d puzzles: median %.2f s, 90th percentile %.2f s, slowest %.2f s\n",
          k, times[m], times[p], times[k] }'
echo "process: $(cat "$cpu")"
