#!/usr/bin/env bash
# whole-process.sh: the whole-process timings of ./sudoku against baselines run beside it, in one
# run, as Markdown tables (docs/performance.md, "Whole process"). Each row is RUNS interleaved
# runs of ./sudoku and its baseline (SHORT_RUNS, 7, for the short rows; LONG_RUNS, 3, for the
# long ones): the median wall and CPU (user + system) times of each, the medians of the pairs'
# ratios, and the load average before and after the row. On a machine shared with other work
# the wall time includes waiting for a core; the CPU time is the steadier figure.
#
# Baselines:
#   - a bare JVM start ("hello world", compiled here with the same JDK);
#   - Knuth's dlx1, when DLX1 names a binary built from his CWEB source (not in this repository:
#     dlx1.w from https://cs.stanford.edu/~knuth/programs.html, gb_flip.w from the Stanford
#     GraphBase; ctangle is in Debian's texlive-binaries): ctangle dlx1.w; ctangle gb_flip.w;
#     cc -O2 -o dlx1 dlx1.c gb_flip.c; run as "dlx1 m0 < file";
#   - dlx-sudoku, our plain C Dancing Links Sudoku solver (verification/src/bench/c), compiled
#     here with cc -O2 when a C compiler is present.
# Usage: verification/bench/whole-process.sh [DATASETS]   (default ../shared/datasets)
#        SECTION=threads verification/bench/whole-process.sh   (only the two-thread table)
#        SECTION=sets [BASE=/another/checkout] verification/bench/whole-process.sh   (only the
#          17-clue and top1465 rows, one thread, against the C solver; with BASE, also against
#          that checkout's ./sudoku, built first: the same runs before and after a change)
#        SECTION=startup JDKS="/usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/temurin-25-jdk-amd64" \
#          verification/bench/whole-process.sh   (only the start-up table, once per JDK folder:
#          each run as JAVA_HOME, which the launcher honours; default: the java on PATH)
set -euo pipefail
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
data="${1:-$root/../shared/datasets}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sudoku="$root/sudoku"
short=${SHORT_RUNS:-7}
long=${LONG_RUNS:-3}

# Inputs made here: 13-queens and Langford 11 in .dlx (Knuth's formulations), a tiny problem.
awk -v n=13 'BEGIN {
  for (i = 0; i < n; i++) printf "r%d c%d ", i, i; printf "|";
  for (d = 0; d < 2 * n - 1; d++) printf " a%d b%d", d, d; print "";
  for (r = 0; r < n; r++) for (c = 0; c < n; c++) printf "r%d c%d a%d b%d\n", r, c, r + c, r - c + n - 1 }' \
  > "$work/queens-13.dlx"
awk -v n=11 'BEGIN {
  for (k = 1; k <= n; k++) printf "%d ", k; for (s = 1; s <= 2 * n; s++) printf "s%d ", s; print "";
  for (k = 1; k <= n; k++) for (i = 1; i + k + 1 <= 2 * n; i++)
    printf "%d s%d s%d\n", k, i, i + k + 1 }' > "$work/langford-11.dlx"
printf 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n' > "$work/toy.dlx"
head -1 "$data/sudoku9/top95.txt" > "$work/one.txt"
mkdir -p "$work/hello"
printf 'public class Hello { public static void main(String[] a) { System.out.println("hello"); } }\n' \
  > "$work/hello/Hello.java"
javac --release 17 -d "$work/hello" "$work/hello/Hello.java"
cc=""; if command -v cc > /dev/null; then
  cc -O2 -o "$work/dlx-sudoku" "$root/verification/src/bench/c/dlx-sudoku.c" && cc="$work/dlx-sudoku"
fi
dlx1="${DLX1:-}"

"$sudoku" --version > /dev/null # builds the launcher's jars (and class-data archive) first

# run CMD: "WALL CPU" of one run in milliseconds (CPU = user + system of the whole process
# tree, from bash's own time keyword, which reads them to the millisecond).
run() {
  local TIMEFORMAT='%3R %3U %3S'
  { time bash -c "$1" > /dev/null 2>&1; } 2> "$work/t" || true
  awk '{printf "%d %d\n", $1 * 1000, ($2 + $3) * 1000}' "$work/t" | tail -1
}
median() { sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
load() { cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?"; }
# row LABEL RUNS "OURS" "BASELINE NAME" "BASELINE": RUNS interleaved pairs; the medians of wall
# and CPU time, and the medians of the pairs' ratios (a drift of the machine's speed during the
# row falls on both sides of a pair); the load average (1 min) before and after the row.
row() {
  local label=$1 runs=$2 ours=$3 bname=$4 base=$5 aw=() ac=() bw=() bc=() rw=() rc=() l0 w c v d
  l0=$(load)
  for ((i = 0; i < runs; i++)); do
    read -r w c < <(run "$ours"); aw+=("$w"); ac+=("$c")
    if [ -n "$base" ]; then
      read -r v d < <(run "$base"); bw+=("$v"); bc+=("$d")
      rw+=("$(awk -v a="$w" -v b="$v" 'BEGIN {printf "%.3f", a / (b > 0 ? b : 1)}')")
      rc+=("$(awk -v a="$c" -v b="$d" 'BEGIN {printf "%.3f", a / (b > 0 ? b : 1)}')")
    fi
  done
  m() { printf '%s\n' "$@" | median; }
  if [ -n "$base" ]; then
    printf '| %s | %s %d ms (%d ms) | %d ms (%d ms) | %.2fx | %.2fx | %s to %s |\n' "$label" "$bname" \
      "$(m "${bw[@]}")" "$(m "${bc[@]}")" "$(m "${aw[@]}")" "$(m "${ac[@]}")" "$(m "${rw[@]}")" \
      "$(m "${rc[@]}")" "$l0" "$(load)"
  else
    printf '| %s | (%s not available) | %d ms (%d ms) | | | %s to %s |\n' "$label" "$bname" \
      "$(m "${aw[@]}")" "$(m "${ac[@]}")" "$l0" "$(load)"
  fi
}
header() {
  echo "| $1 | baseline: wall (CPU) | ./sudoku: wall (CPU) | ratio wall | ratio CPU | load average |"
  echo "| --- | --- | --- | --- | --- | --- |"
}

# Start-up, per JDK: one puzzle against a bare JVM started by the same JDK (its default shared
# archive on); the launcher as it runs (its class-data archive and table of options), without
# them (SUDOKU_CDS=0), and on JDK 25 and later with the AOT cache instead (SUDOKU_AOT=1).
if [ "${SECTION:-all}" = startup ]; then
  header "JDK, run"
  jdks="${JDKS:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}"
  for jdk in $jdks; do
    v="$("$jdk/bin/java" -XX:-UsePerfData -version 2>&1 | head -1 | sed 's/.*version "\([^"]*\)".*/\1/')"
    JAVA_HOME="$jdk" "$sudoku" solve "$work/one.txt" > /dev/null # its archive made first
    hello="'$jdk/bin/java' -Xshare:auto -cp '$work/hello' Hello"
    row "$v, solve one puzzle" "$short" "JAVA_HOME='$jdk' '$sudoku' solve '$work/one.txt'" \
      "bare JVM" "$hello"
    row "$v, solve one puzzle, no archive" "$short" \
      "SUDOKU_CDS=0 JAVA_HOME='$jdk' '$sudoku' solve '$work/one.txt'" "bare JVM" "$hello"
    if [ "${v%%.*}" -ge 25 ] 2>/dev/null; then
      SUDOKU_AOT=1 JAVA_HOME="$jdk" "$sudoku" solve "$work/one.txt" > /dev/null
      row "$v, solve one puzzle, AOT cache" "$short" \
        "SUDOKU_AOT=1 JAVA_HOME='$jdk' '$sudoku' solve '$work/one.txt'" "bare JVM" "$hello"
    fi
  done
  exit 0
fi

# The two sets on one thread against the C solver (and, with BASE, against another checkout).
if [ "${SECTION:-all}" = sets ]; then
  header run
  c1() { [ -n "$cc" ] && echo "'$cc' < '$1'" || true; }
  base="${BASE:-}"
  [ -z "$base" ] || "$base/sudoku" --version > /dev/null
  for set in 17-clue top1465; do
    f="$data/sudoku9/$set.txt"
    row "solve $set, 1 thread" "$long" "'$sudoku' solve --threads 1 '$f'" "plain C DLX" "$(c1 "$f")"
    [ -z "$base" ] || row "solve $set, 1 thread, against BASE" "$long" \
      "'$sudoku' solve --threads 1 '$f'" "BASE" "'$base/sudoku' solve --threads 1 '$f'"
  done
  exit 0
fi

if [ "${SECTION:-all}" != threads ]; then
header run
java_hello="java -cp '$work/hello' Hello"
row "solve one puzzle" "$short" "'$sudoku' solve '$work/one.txt'" "bare JVM" "$java_hello"
row "dlx --count, toy problem" "$short" "'$sudoku' dlx --count '$work/toy.dlx'" "bare JVM" "$java_hello"
d1() { [ -n "$dlx1" ] && echo "'$dlx1' m0 < '$1'" || true; }
row "dlx --count 13-queens" "$long" "'$sudoku' dlx --count '$work/queens-13.dlx'" dlx1 "$(d1 "$work/queens-13.dlx")"
row "dlx --count Langford 11" "$long" "'$sudoku' dlx --count '$work/langford-11.dlx'" dlx1 "$(d1 "$work/langford-11.dlx")"
row "dlx --count pentomino 6x10" "$long" "'$sudoku' dlx --count '$data/exact-cover/pentomino-6x10.dlx'" dlx1 \
  "$(d1 "$data/exact-cover/pentomino-6x10.dlx")"
c1() { [ -n "$cc" ] && echo "'$cc' < '$1'" || true; }
row "solve 17-clue (49,158), 1 thread" "$long" "'$sudoku' solve --threads 1 '$data/sudoku9/17-clue.txt'" \
  "plain C DLX" "$(c1 "$data/sudoku9/17-clue.txt")"
row "solve top1465, 1 thread" "$long" "'$sudoku' solve --threads 1 '$data/sudoku9/top1465.txt'" \
  "plain C DLX" "$(c1 "$data/sudoku9/top1465.txt")"
fi

# Two threads against one, whole process: RUNS interleaved pairs (THREAD_RUNS, default 5) of
# --threads 1 and --threads 2; the speedup is the median of the pairs' ratios (one thread's wall
# time over two threads'), so a drift in the machine's speed during the script does not move it.
# "one core idle" is 2 - (user + system CPU) / wall of the two-thread runs (median): the share of
# the run that one of the two cores spent idle (JIT and GC threads count as busy, so it is a
# lower bound). On a machine shared with other work both figures are noisy: run it quiet.
# (With the kernel's autogroup scheduling, on by default, a busy machine gives each session a
# share of the cores whatever its number of threads, so there two threads cannot be faster.)
threads_runs=${THREAD_RUNS:-5}
exactcover="$root/exactcover"
printf '123456%030d\n' 0 > "$work/empty6.txt"
timed() { /usr/bin/time -f "%e %U %S" -o "$work/t" bash -c "$1" > /dev/null 2>&1 || true; tail -1 "$work/t"; }
pair_row() {
  local label=$1 one=$2 two=$3 ratios=() idles=() w1 w2 u s
  for ((i = 0; i < threads_runs; i++)); do
    read -r w1 _ _ < <(timed "$one")
    read -r w2 u s < <(timed "$two")
    ratios+=("$(awk -v a="$w1" -v b="$w2" 'BEGIN {printf "%.3f", a / b}')")
    # Below one core of CPU the machine was busy with other work: no idle share can be read.
    idles+=("$(awk -v w="$w2" -v u="$u" -v s="$s" 'BEGIN {c = (u + s) / w; i = 2 - c;
      printf "%.3f", c < 1 ? 9 : i < 0 ? 0 : i}')")
    t1+=("$w1"); t2+=("$w2")
  done
  printf '| %s | %s s | %s s | %sx | %s |\n' "$label" "$(printf '%s\n' "${t1[@]}" | median)" \
    "$(printf '%s\n' "${t2[@]}" | median)" "$(printf '%s\n' "${ratios[@]}" | median)" \
    "$(awk -v f="$(printf '%s\n' "${idles[@]}" | median)" 'BEGIN {
      if (f > 2) printf "(busy machine)"; else printf "%.0f%%", 100 * f}')"
  t1=(); t2=()
}
t1=(); t2=()
echo
echo "| count | one thread | two threads | speedup | one core idle |"
echo "| --- | --- | --- | --- | --- |"
for f in pentomino-4x15 pentomino-6x10; do
  pair_row "$f" "'$exactcover' count --threads 1 '$data/exact-cover/$f.dlx'" \
    "'$exactcover' count --threads 2 '$data/exact-cover/$f.dlx'"
done
pair_row "queens 13" "'$exactcover' count --threads 1 '$work/queens-13.dlx'" \
  "'$exactcover' count --threads 2 '$work/queens-13.dlx'"
pair_row "Langford 11" "'$exactcover' count --threads 1 '$work/langford-11.dlx'" \
  "'$exactcover' count --threads 2 '$work/langford-11.dlx'"
pair_row "6x6 Sudoku grids" "'$sudoku' count --size 2x3 --split 100 --threads 1 '$work/empty6.txt'" \
  "'$sudoku' count --size 2x3 --split 100 --threads 2 '$work/empty6.txt'"
# Memoized counts (one cache shared by the threads): an 18x18 domino board, the Aztec diamond of
# order 14, the 3-colourings of the 7x14 grid.
"$root/verification/bench/dominoes.sh" 18 18 > "$work/dominoes-18x18.dlx"
"$root/verification/bench/aztec.sh" 14 > "$work/aztec-14.dlx"
"$root/verification/bench/colourings.sh" 7 14 3 > "$work/colourings-3-7x14.dlx"
for f in dominoes-18x18 aztec-14 colourings-3-7x14; do
  pair_row "$f, --memo" "'$exactcover' count --memo --threads 1 '$work/$f.dlx'" \
    "'$exactcover' count --memo --threads 2 '$work/$f.dlx'"
done

# The search alone, in one JVM: PairedThreads (in the benchmarks jar, built with
# ./mvnw -B -ntp -Pbenchmarks package -DskipTests -pl verification -am) counts each problem
# with one thread and with two in turn after warm-up, each count from a new solver, and prints
# the medians of the wall times and of the pairs' speedups (the JVM's start and the JIT's first
# compilations left out). PAIRED_RUNS (default 9) measured pairs, 5 warm-up pairs. Skipped
# without the jar.
jar="$root/verification/target/benchmarks.jar"
if [ -f "$jar" ]; then
  echo
  echo "search alone, one JVM (load average $(cut -d' ' -f1 /proc/loadavg) before):"
  p=${PAIRED_RUNS:-9}
  java -cp "$jar" dev.exactcover.verification.bench.PairedThreads \
    "$data/exact-cover/pentomino-4x15.dlx:5:$p" "$data/exact-cover/pentomino-6x10.dlx:2:$p" \
    "$work/queens-13.dlx:5:$p" "$work/langford-11.dlx:5:$p" "sudoku-2x3:5:$p" \
    "memo:$work/dominoes-18x18.dlx:2:$p" "memo:$work/aztec-14.dlx:2:$p" \
    "memo:$work/colourings-3-7x14.dlx:3:$p"
  echo "(load average $(cut -d' ' -f1 /proc/loadavg) after)"
fi
