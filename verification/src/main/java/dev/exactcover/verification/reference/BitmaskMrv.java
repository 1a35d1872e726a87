package dev.exactcover.verification.reference;

/**
 * Backtracking on bitmasks that always branches on the blank cell with the fewest candidates
 * (minimum remaining values, MRV), driven by an explicit stack instead of recursion.
 *
 * <p>State: the grid and, for every row, column and box, the mask of the values it already
 * holds (value {@code v} is bit {@code v - 1}). A cell's candidates are the values that none of
 * its three units holds, recomputed when needed. Each step scans the blank cells for the one with
 * the fewest candidates (the first in row-major order on ties, and at once if one has none),
 * pushes a frame for it with its candidates as the untried values, and places the lowest. When a
 * frame runs out of values it is popped, and the frame below takes back its value and tries its
 * next one. There is no other propagation.
 *
 * <p><b>Work</b> is the number of guesses: values placed in a cell that had two or more
 * candidates when it was chosen. A placement in a cell with a single candidate is forced and is
 * not counted, so a puzzle that MRV fills without ever branching reports work 0.
 */
public final class BitmaskMrv implements ReferenceSolver {

  /** A stateless solver; it may be shared between threads. */
  public BitmaskMrv() {}

  @Override
  public String name() {
    return "bitmask-mrv";
  }

  @Override
  public Result solve(int[] cells, int boxRows, int boxCols, long limit) {
    Layout layout = Layout.of(cells, boxRows, boxCols, limit);
    Board board = new Board(layout, cells.clone());
    if (!board.placeGivens()) {
      return new Result(0, null, 0);
    }

    int size = layout.cellCount();
    int[] frameCell = new int[size]; // the cell decided at each depth
    int[] frameUntried = new int[size]; // the candidates of that cell not tried yet
    boolean[] frameGuess = new boolean[size]; // whether that cell had two or more candidates
    int depth = 0;
    long count = 0;
    long guesses = 0;
    int[] first = null;

    search:
    while (true) {
      // Forward: the grid is consistent. Record a solution, or push a frame for the next cell.
      if (board.blanks == 0) {
        count++;
        if (first == null) {
          first = board.grid.clone();
        }
        if (count >= limit) {
          break;
        }
      } else {
        int cell = board.fewestCandidates();
        int candidates = board.candidates(cell);
        frameCell[depth] = cell;
        frameUntried[depth] = candidates;
        frameGuess[depth] = Integer.bitCount(candidates) >= 2;
        depth++;
      }
      // Advance or back up: the deepest frame takes back its value and places its next one;
      // frames without untried values are popped. An empty stack ends the search.
      while (depth > 0) {
        int top = depth - 1;
        int cell = frameCell[top];
        if (board.grid[cell] != 0) {
          board.clear(cell);
        }
        int untried = frameUntried[top];
        if (untried == 0) {
          depth--;
          continue;
        }
        int bit = Integer.lowestOneBit(untried);
        frameUntried[top] = untried & ~bit;
        if (frameGuess[top]) {
          guesses++;
        }
        board.place(cell, Layout.value(bit));
        continue search;
      }
      break;
    }
    return new Result(count, first, guesses);
  }

  /** The grid with the used-value masks of its rows, columns and boxes. */
  private static final class Board {
    private final Layout layout;
    private final int[] grid;
    private final int[] rowUsed;
    private final int[] colUsed;
    private final int[] boxUsed;
    private int blanks;

    Board(Layout layout, int[] grid) {
      this.layout = layout;
      this.grid = grid;
      this.rowUsed = new int[layout.n];
      this.colUsed = new int[layout.n];
      this.boxUsed = new int[layout.n];
    }

    /** Enters the givens in the masks and counts the blanks; false when two givens conflict. */
    boolean placeGivens() {
      for (int cell = 0; cell < grid.length; cell++) {
        int v = grid[cell];
        if (v == 0) {
          blanks++;
        } else if ((candidates(cell) & Layout.bit(v)) == 0) {
          return false;
        } else {
          use(cell, Layout.bit(v));
        }
      }
      return true;
    }

    /** The values that no unit of {@code cell} holds yet. */
    int candidates(int cell) {
      int used = rowUsed[layout.row(cell)] | colUsed[layout.col(cell)] | boxUsed[layout.box(cell)];
      return layout.allValues & ~used;
    }

    /** The blank cell with the fewest candidates, the first in row-major order on ties. */
    int fewestCandidates() {
      int best = -1;
      int bestCount = Integer.MAX_VALUE;
      for (int cell = 0; cell < grid.length && bestCount > 0; cell++) {
        if (grid[cell] == 0) {
          int k = Integer.bitCount(candidates(cell));
          if (k < bestCount) {
            best = cell;
            bestCount = k;
          }
        }
      }
      return best;
    }

    /** Fills blank {@code cell} with {@code v}. */
    void place(int cell, int v) {
      grid[cell] = v;
      use(cell, Layout.bit(v));
      blanks--;
    }

    /** Takes back the value of {@code cell}. */
    void clear(int cell) {
      int bit = Layout.bit(grid[cell]);
      grid[cell] = 0;
      rowUsed[layout.row(cell)] &= ~bit;
      colUsed[layout.col(cell)] &= ~bit;
      boxUsed[layout.box(cell)] &= ~bit;
      blanks++;
    }

    private void use(int cell, int bit) {
      rowUsed[layout.row(cell)] |= bit;
      colUsed[layout.col(cell)] |= bit;
      boxUsed[layout.box(cell)] |= bit;
    }
  }
}
