/*
 * dlx-sudoku: a plain Dancing Links Sudoku solver in C, the baseline of ./verification/bench.sh.
 *
 * Written for this project from Knuth's description of Algorithm X with dancing links (TAOCP
 * 7.2.2.1; "Dancing Links", 2000): items are the 4n^2 constraints (cell filled; value in row,
 * column, box), options the n^3 placements; the search branches on the item with the fewest
 * options (leftmost on ties) and stops at two solutions, which tells unique from multiple. The
 * matrix is built once; each puzzle covers its givens' options, searches, and uncovers them.
 *
 * Reads one puzzle per line on stdin (n*n symbols: 1-9 then A-Z; '.' or '0' blank; anything
 * after the first whitespace is ignored) and prints, like `./sudoku solve --format line`, the
 * solution, "<solution> multiple", "none" or "invalid". Build: cc -O2 -o dlx-sudoku dlx-sudoku.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, box_r, box_c, items, options;
static int *L, *R, *U, *D, *C, *S, *row_of; /* nodes: left, right, up, down, item; item sizes */
static int root;
static int *first_node; /* option -> its first node */
static int *choice, *saved;
static char *first_solution;
static long solutions;

static void cover(int c) {
  L[R[c]] = L[c]; R[L[c]] = R[c];
  for (int i = D[c]; i != c; i = D[i])
    for (int j = R[i]; j != i; j = R[j]) { U[D[j]] = U[j]; D[U[j]] = D[j]; S[C[j]]--; }
}

static void uncover(int c) {
  for (int i = U[c]; i != c; i = U[i])
    for (int j = L[i]; j != i; j = L[j]) { S[C[j]]++; U[D[j]] = j; D[U[j]] = j; }
  L[R[c]] = c; R[L[c]] = c;
}

static void record(int depth, const char *givens) {
  if (++solutions == 1) {
    memcpy(first_solution, givens, (size_t) n * n);
    for (int k = 0; k < depth; k++) {
      int o = row_of[choice[k]];
      first_solution[o / n] = (char) (o % n + 1);
    }
  }
}

static void search(int depth, const char *givens) {
  if (R[root] == root) { record(depth, givens); return; }
  int c = R[root], best = S[c];
  for (int j = R[c]; j != root && best > 0; j = R[j]) if (S[j] < best) { best = S[j]; c = j; }
  if (best == 0) return;
  cover(c);
  for (int r = D[c]; r != c && solutions < 2; r = D[r]) {
    choice[depth] = r;
    for (int j = R[r]; j != r; j = R[j]) cover(C[j]);
    search(depth + 1, givens);
    for (int j = L[r]; j != r; j = L[j]) uncover(C[j]);
  }
  uncover(c);
}

static void build(void) {
  int cells = n * n;
  items = 4 * cells;
  options = n * cells;
  int nodes = items + 1 + 4 * options;
  L = malloc(sizeof(int) * nodes); R = malloc(sizeof(int) * nodes);
  U = malloc(sizeof(int) * nodes); D = malloc(sizeof(int) * nodes);
  C = malloc(sizeof(int) * nodes); row_of = malloc(sizeof(int) * nodes);
  S = calloc((size_t) items + 1, sizeof(int));
  first_node = malloc(sizeof(int) * options);
  choice = malloc(sizeof(int) * cells);
  saved = malloc(sizeof(int) * cells);
  first_solution = malloc((size_t) cells);
  root = items;
  for (int i = 0; i <= items; i++) { L[i] = i - 1; R[i] = i + 1; U[i] = D[i] = i; C[i] = i; }
  L[0] = root; R[root - 1] = root; L[root] = root - 1; R[root] = 0;
  int next = items + 1;
  for (int cell = 0; cell < cells; cell++)
    for (int v = 0; v < n; v++) {
      int r = cell / n, col = cell % n, b = (r / box_r) * box_r + col / box_c;
      int its[4] = {cell, cells + r * n + v, 2 * cells + col * n + v, 3 * cells + b * n + v};
      int o = cell * n + v, first = next;
      first_node[o] = first;
      for (int k = 0; k < 4; k++) {
        int x = next++, c = its[k];
        C[x] = c; row_of[x] = o; S[c]++;
        U[x] = U[c]; D[x] = c; D[U[c]] = x; U[c] = x;
        L[x] = k == 0 ? first + 3 : x - 1; R[x] = k == 3 ? first : x + 1;
      }
    }
}

static int value_of(char ch) {
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 10;
  if (ch == '.' || ch == '0') return 0;
  return -1;
}

/* Forces option o: covers its items; returns 0 when one of them is covered already. */
static int force(int o, int *forced, int *nforced) {
  int x = first_node[o];
  int j = x;
  do { if (L[R[C[j]]] != C[j]) return 0; j = R[j]; } while (j != x); /* item still active? */
  j = x;
  do { cover(C[j]); j = R[j]; } while (j != x);
  forced[(*nforced)++] = o;
  return 1;
}

static void unforce(int *forced, int nforced) {
  for (int k = nforced - 1; k >= 0; k--) {
    int x = first_node[forced[k]];
    int j = L[x];
    do { uncover(C[j]); j = L[j]; } while (j != L[x]);
  }
}

int main(int argc, char **argv) {
  (void) argc; (void) argv;
  static char line[1 << 16];
  static char givens[625];
  int built_side = 0;
  while (fgets(line, sizeof line, stdin)) {
    size_t len = strcspn(line, " \t\r\n,:");
    if (len == 0 || line[0] == '#') continue;
    int side = 0;
    while (side * side < (int) len) side++;
    if (side * side != (int) len || (side != 4 && side != 9 && side != 16 && side != 25)) {
      puts("invalid");
      continue;
    }
    if (side != built_side) {
      n = side; box_r = box_c = side == 4 ? 2 : side == 9 ? 3 : side == 16 ? 4 : 5;
      build();
      built_side = side;
    }
    int ok = 1, nforced = 0;
    for (int c = 0; c < n * n && ok; c++) {
      int v = value_of(line[c]);
      if (v < 0 || v > n) ok = 0; else givens[c] = (char) v;
    }
    for (int c = 0; c < n * n && ok; c++)
      if (givens[c] && !force(c * n + givens[c] - 1, saved, &nforced)) ok = 0;
    if (!ok) { unforce(saved, nforced); puts("invalid"); continue; }
    solutions = 0;
    search(0, givens);
    unforce(saved, nforced);
    if (solutions == 0) { puts("none"); continue; }
    for (int c = 0; c < n * n; c++) {
      int v = first_solution[c];
      putchar(v <= 9 ? '0' + v : 'A' + v - 10);
    }
    puts(solutions > 1 ? " multiple" : "");
  }
  return 0;
}
