package dev.exactcover.verification.reference;

/**
 * Plain recursive backtracking, the textbook way: visit the cells in row-major order, pass over
 * the givens, and try the values {@code 1..n} in turn in each blank cell that its row, column and
 * box allow; undo and try the next value when the rest of the grid cannot be filled.
 *
 * <p>The state is the grid and three used-tables: {@code rowHas[r][v]}, {@code colHas[c][v]} and
 * {@code boxHas[b][v]}, set when a value is placed and cleared when it is taken back. There is no
 * look-ahead, so this is slow on hard puzzles and on puzzles whose first rows are empty; it is
 * meant to be obviously right, not fast.
 *
 * <p><b>Work</b> is the number of calls of the recursive function {@code fill(cell)}, including
 * the top-level call. The function is called once per cell position along each path: for a
 * blank cell (which tries values), for a given (which only calls on for the next cell), and once
 * past the last cell (which records a solution). With {@code limit = 1} the count stops at the
 * first solution; with a larger limit it covers the tree explored until the limit is reached (the
 * whole tree when the puzzle has fewer solutions than the limit).
 *
 * <p><b>The seed blog's 24,943.</b> The first blog post this project started from reports
 * 24,943 recursive calls on the puzzle
 * {@code 600087000000905706040000080030002000004000690000410023500030170080090200001076300}
 * (unique), once a missing {@code return} in its code is fixed. This solver reports work 24,944
 * with {@code limit = 2}: the whole tree, since a unique puzzle is only known to be unique once
 * every other branch is refuted (any larger limit gives the same). The blog's 24,943 is the same
 * walk without the top-level call, that is the calls the function makes to itself. Other readings
 * do not give it (measured with throwaway variants, not kept): up to the first solution
 * ({@code limit = 1}) there are 10,004 calls here; a variant that recurses only on blank cells
 * (scanning for the next blank) makes 7,845 calls to the first solution and 19,010 over the whole
 * tree; column-major order makes 21,954 over the whole tree. So the figure fits a function that
 * recursed once per cell position, givens included, in row-major order, over the whole tree,
 * counted without its top-level call (inferred from the numbers alone: the blog's code is not at
 * hand).
 */
public final class Backtracking implements ReferenceSolver {

  /** A stateless solver; it may be shared between threads. */
  public Backtracking() {}

  @Override
  public String name() {
    return "backtracking";
  }

  @Override
  public Result solve(int[] cells, int boxRows, int boxCols, long limit) {
    Layout layout = Layout.of(cells, boxRows, boxCols, limit);
    Search search = new Search(layout, cells.clone(), limit);
    if (!search.placeGivens()) {
      return new Result(0, null, 0);
    }
    search.fill(0);
    return new Result(search.count, search.first, search.calls);
  }

  /** One search: the grid being filled, the used-tables and the tallies. */
  private static final class Search {
    private final Layout layout;
    private final int[] grid;
    private final long limit;
    private final boolean[][] rowHas;
    private final boolean[][] colHas;
    private final boolean[][] boxHas;
    private long calls;
    private long count;
    private int[] first;

    Search(Layout layout, int[] grid, long limit) {
      this.layout = layout;
      this.grid = grid;
      this.limit = limit;
      this.rowHas = new boolean[layout.n][layout.n + 1];
      this.colHas = new boolean[layout.n][layout.n + 1];
      this.boxHas = new boolean[layout.n][layout.n + 1];
    }

    /** Enters the givens in the used-tables; false when two of them conflict. */
    boolean placeGivens() {
      for (int cell = 0; cell < grid.length; cell++) {
        int v = grid[cell];
        if (v != 0) {
          if (!allowed(cell, v)) {
            return false;
          }
          mark(cell, v, true);
        }
      }
      return true;
    }

    /**
     * Fills the cells from {@code cell} on, in row-major order, counting the solutions; true
     * when the limit has been reached and the whole search must stop.
     */
    boolean fill(int cell) {
      calls++;
      if (cell == grid.length) {
        count++;
        if (first == null) {
          first = grid.clone();
        }
        return count >= limit;
      }
      if (grid[cell] != 0) {
        return fill(cell + 1);
      }
      for (int v = 1; v <= layout.n; v++) {
        if (allowed(cell, v)) {
          grid[cell] = v;
          mark(cell, v, true);
          boolean stop = fill(cell + 1);
          mark(cell, v, false);
          grid[cell] = 0;
          if (stop) {
            return true;
          }
        }
      }
      return false;
    }

    private boolean allowed(int cell, int v) {
      return !rowHas[layout.row(cell)][v] && !colHas[layout.col(cell)][v]
          && !boxHas[layout.box(cell)][v];
    }

    private void mark(int cell, int v, boolean used) {
      rowHas[layout.row(cell)][v] = used;
      colHas[layout.col(cell)][v] = used;
      boxHas[layout.box(cell)][v] = used;
    }
  }
}
