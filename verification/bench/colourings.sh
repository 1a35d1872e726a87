#!/usr/bin/env bash
# colourings.sh ROWS COLS K: the proper K-colourings of the ROWS x COLS grid graph as a .dlx file
# on stdout, the colours living on secondary items. One primary item per vertex (xR_C), one
# secondary item per edge (hR_C to the right of vertex R,C, dR_C below it) that takes the colour
# of the edge's first endpoint (up or left). An option colours a vertex: the vertex, its edges to
# later vertices in that colour, and its edges from earlier vertices in each colour other than
# its own (one option per choice of those), so each colouring is exactly one set of options.
# Known counts: the chromatic polynomial of the grid graph at K (3-colourings of 5x8:
# 707982258; of 2x2: 18; of 3x3: 246).
set -euo pipefail
if [ $# -ne 3 ]; then echo "usage: colourings.sh ROWS COLS K" >&2; exit 2; fi
awk -v m="$1" -v n="$2" -v k="$3" 'BEGIN {
  split("a b c d e f g h i j", name, " ");
  line = "";
  for (r = 0; r < m; r++) for (c = 0; c < n; c++) line = line sprintf("%sx%d_%d", line ? " " : "", r, c);
  line = line " |";
  for (r = 0; r < m; r++) for (c = 0; c < n; c++) {
    if (c + 1 < n) line = line sprintf(" h%d_%d", r, c);
    if (r + 1 < m) line = line sprintf(" d%d_%d", r, c);
  }
  print line;
  for (r = 0; r < m; r++) for (c = 0; c < n; c++) for (b = 1; b <= k; b++) {
    own = sprintf("x%d_%d", r, c);
    if (c + 1 < n) own = own sprintf(" h%d_%d:%s", r, c, name[b]);
    if (r + 1 < m) own = own sprintf(" d%d_%d:%s", r, c, name[b]);
    for (x = 1; x <= k; x++) for (y = 1; y <= k; y++) {
      if (c > 0 && x == b) continue; if (r > 0 && y == b) continue;
      if (c == 0 && x > 1) continue; if (r == 0 && y > 1) continue;
      o = own;
      if (c > 0) o = o sprintf(" h%d_%d:%s", r, c - 1, name[x]);
      if (r > 0) o = o sprintf(" d%d_%d:%s", r - 1, c, name[y]);
      print o;
    }
  } }'
