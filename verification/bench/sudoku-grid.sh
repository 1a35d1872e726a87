#!/usr/bin/env bash
# sudoku-grid.sh BOXROWS BOXCOLS: the empty Sudoku grid of boxes BOXROWS x BOXCOLS (side
# N = BOXROWS * BOXCOLS) as a .dlx file on stdout, Knuth's four kinds of primary items (pRC cell,
# rRD row-digit, cRD column-digit, bBD box-digit), one option per cell and digit.
# Known counts: 2x2 288, 2x3 28200960 (OEIS A107739).
set -euo pipefail
if [ $# -ne 2 ]; then echo "usage: sudoku-grid.sh BOXROWS BOXCOLS" >&2; exit 2; fi
awk -v br="$1" -v bc="$2" 'BEGIN {
  n = br * bc; sep = "";
  for (k = 0; k < 4; k++) for (a = 0; a < n; a++) for (d = 0; d < n; d++) {
    printf "%s%s%d_%d", sep, substr("prcb", k + 1, 1), a, d; sep = " ";
  }
  print "";
  for (r = 0; r < n; r++) for (c = 0; c < n; c++) for (d = 0; d < n; d++) {
    b = int(r / br) * br + int(c / bc);
    printf "p%d_%d r%d_%d c%d_%d b%d_%d\n", r, c, r, d, c, d, b, d;
  } }'
