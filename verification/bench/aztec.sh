#!/usr/bin/env bash
# aztec.sh N: the domino tilings of the Aztec diamond of order N as a .dlx file on stdout. Rows
# 0 to 2N-1 of widths 2, 4, ..., 2N, 2N, ..., 2 centred on one axis; one primary item per cell
# (rR_C, C counted on the whole 2N-wide board), one option per domino, row by row. Known count:
# 2^(N(N+1)/2) (Elkies, Kuperberg, Larsen and Propp, "Alternating-sign matrices and domino
# tilings", J. Algebraic Combin. 1 (1992)).
set -euo pipefail
if [ $# -ne 1 ]; then echo "usage: aztec.sh N" >&2; exit 2; fi
awk -v n="$1" 'function w(i) { return i < n ? i : 2 * n - 1 - i }
  function inside(i, j) { return i >= 0 && i < 2 * n && j >= n - 1 - w(i) && j <= n + w(i) }
  BEGIN {
  line = "";
  for (i = 0; i < 2 * n; i++) for (j = n - 1 - w(i); j <= n + w(i); j++)
    line = line sprintf("%sr%dc%d", line ? " " : "", i, j);
  print line;
  for (i = 0; i < 2 * n; i++) for (j = n - 1 - w(i); j <= n + w(i); j++) {
    if (inside(i, j + 1)) printf "r%dc%d r%dc%d\n", i, j, i, j + 1;
    if (inside(i + 1, j)) printf "r%dc%d r%dc%d\n", i, j, i + 1, j;
  } }'
