#!/usr/bin/env bash
# Builds Knuth's POLYOMINO-DLX and POLYCUBE-DLX from their CWEB sources and writes, for each spec
# in polyform/src/test/resources/knuth (NAME.polyomino, NAME.polycube), the .dlx file his program
# writes (NAME.dlx): the fixtures that KnuthFixturesTest compares ours with. His code is not part
# of this project; only its outputs are committed, with the checksums of the sources used.
#
# Usage: polyform/src/test/knuth/regenerate.sh [DIR]
#   DIR holds polyomino-dlx.w and polycube-dlx.w; without it they are downloaded from
#   https://cs.stanford.edu/~knuth/programs/ (needs curl).
# Needs ctangle (CWEB; Debian: apt-get install texlive-binaries) and a C compiler (cc).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
specs="$here/../resources/knuth"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for prog in polyomino-dlx polycube-dlx; do
  if [ $# -ge 1 ]; then
    cp "$1/$prog.w" "$work/$prog.w"
  else
    curl -fsSL "https://cs.stanford.edu/~knuth/programs/$prog.w" -o "$work/$prog.w"
  fi
  # ctangle looks its argument up through kpathsea: give it a path.
  (cd "$work" && ctangle "./$prog.w" - "$prog.c" >/dev/null)
  # His programs are K&R-style C (main without a type): compile them as C89.
  cc -std=gnu89 -O -w -o "$work/$prog" "$work/$prog.c"
done
(cd "$work" && sha256sum polyomino-dlx.w polycube-dlx.w) > "$specs/SOURCES.sha256"
for spec in "$specs"/*.polyomino "$specs"/*.polycube; do
  case "$spec" in *.polyomino) prog=polyomino-dlx ;; *) prog=polycube-dlx ;; esac
  name="$(basename "${spec%.*}")"
  "$work/$prog" < "$spec" > "$specs/$name.dlx" 2>/dev/null
  echo "$name.dlx: $(grep -vc '^|' "$specs/$name.dlx") lines from $prog"
done
