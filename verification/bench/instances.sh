#!/usr/bin/env bash
# instances.sh DIR: writes the generated instances the counting benchmarks share into DIR:
# dominoes-RxC.dlx (6x6 to 14x14, and 4x20, 20x4, 4x40, 40x4 strips both ways round),
# langford-11.dlx and queens-12.dlx (all 12-queens placements, diagonals secondary), the proper
# K-colourings of grid graphs colourings-K-RxC.dlx (colours on secondary items) and the Aztec
# diamonds aztec-N.dlx of orders 8 to 14.
set -euo pipefail
if [ $# -ne 1 ] || [ ! -d "$1" ]; then echo "usage: instances.sh DIR" >&2; exit 2; fi
work=$1
bench="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
for s in "6 6" "8 8" "10 10" "12 12" "14 14" "4 20" "20 4" "4 40" "40 4"; do
  set -- $s; "$bench/dominoes.sh" "$1" "$2" > "$work/dominoes-$1x$2.dlx"
done
awk -v n=11 'BEGIN {
  for (k = 1; k <= n; k++) printf "%d ", k; for (s = 1; s <= 2 * n; s++) printf "s%d ", s; print "";
  for (k = 1; k <= n; k++) for (i = 1; i + k + 1 <= 2 * n; i++)
    printf "%d s%d s%d\n", k, i, i + k + 1 }' > "$work/langford-11.dlx"
awk -v n=12 'BEGIN {
  for (i = 0; i < n; i++) printf "r%d c%d ", i, i; printf "|";
  for (d = 0; d < 2 * n - 1; d++) printf " a%d b%d", d, d; print "";
  for (r = 0; r < n; r++) for (c = 0; c < n; c++) printf "r%d c%d a%d b%d\n", r, c, r + c, r - c + n - 1 }' \
  > "$work/queens-12.dlx"
for s in "3 5 8" "3 6 10" "4 4 5" "4 5 5"; do
  set -- $s; "$bench/colourings.sh" "$2" "$3" "$1" > "$work/colourings-$1-$2x$3.dlx"
done
for n in 8 9 10 11 12 13 14; do "$bench/aztec.sh" "$n" > "$work/aztec-$n.dlx"; done
