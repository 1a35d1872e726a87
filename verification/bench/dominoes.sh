#!/usr/bin/env bash
# dominoes.sh ROWS COLS: the domino tilings of a ROWS x COLS board as a .dlx file on stdout.
# One primary item per cell, named rXcY and listed row by row (so a board of ROWS rows is given
# "as rows of COLS"), one option per domino, each cell's right then lower domino, row by row.
# Known counts: OEIS A099390 (m x n), A004003 (2n x 2n: 6x6 6728, 8x8 12988816, ...).
set -euo pipefail
if [ $# -ne 2 ]; then echo "usage: dominoes.sh ROWS COLS" >&2; exit 2; fi
awk -v m="$1" -v n="$2" 'BEGIN {
  for (r = 0; r < m; r++) for (c = 0; c < n; c++) printf "%sr%dc%d", (r || c) ? " " : "", r, c;
  print "";
  for (r = 0; r < m; r++) for (c = 0; c < n; c++) {
    if (c + 1 < n) printf "r%dc%d r%dc%d\n", r, c, r, c + 1;
    if (r + 1 < m) printf "r%dc%d r%dc%d\n", r, c, r + 1, c;
  } }'
