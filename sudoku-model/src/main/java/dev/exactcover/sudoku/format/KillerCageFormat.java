package dev.exactcover.sudoku.format;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.variant.KillerCage;
import dev.exactcover.sudoku.variant.Rule;
import dev.exactcover.sudoku.variant.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The killer forum's one-line cage format, as described on the Sudoku Players' Forum
 * ("Understandable snarfable killer cages", forum.enjoysudoku.com, topic 6119): 81 characters,
 * one per cell of a 9x9 grid in row order; a cell either holds the sum of its cage ({@code 0-9},
 * {@code A-Z} for 10 to 35, {@code a-j} for 36 to 45) or points to a neighbour of the same cage,
 * nearer the cell that holds the sum: {@code <} left, {@code >} right, {@code ^} up, {@code v}
 * down, and the diagonals {@code `} up-left, {@code '} up-right, {@code ,} down-left,
 * {@code .} down-right. A sum of {@code 0} is a cage without a sum (its digits differ). The
 * puzzle has no givens.
 *
 * <p>A line is read as this format when it is 81 characters of that alphabet with at least one
 * of {@code < > ^ v ` '}; so a classic puzzle line (digits and {@code .}) is never taken for one.
 */
public final class KillerCageFormat {
  private static final String ALPHABET =
      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij<>^v`',.";
  private static final int N = 9;

  private KillerCageFormat() {}

  /**
   * Whether {@code text} (one line, stripped) is a cage line of this format.
   *
   * @param text the line
   * @return whether it is 81 characters of the format's alphabet with at least one arrow
   */
  public static boolean isKiller(String text) {
    if (text.length() != N * N) {
      return false;
    }
    boolean arrow = false;
    for (int i = 0; i < text.length(); i++) {
      char ch = text.charAt(i);
      if (ALPHABET.indexOf(ch) < 0) {
        return false;
      }
      arrow |= "<>^v`'".indexOf(ch) >= 0;
    }
    return arrow;
  }

  /**
   * The cages of a cage line, as rules on the standard 9x9 regions.
   *
   * @param text the 81 characters
   * @return the rules: one killer cage per cell that holds a sum, its cells in row order
   * @throws IllegalArgumentException naming the cell (r1c1) and the fault: an arrow that points
   *     out of the grid, a chain of arrows that loops, a cage of more than 9 cells or with a sum
   *     its cells cannot make
   */
  public static Rules parse(String text) {
    return parse(text, new int[1]);
  }

  /** As {@link #parse(String)}, leaving in {@code at[0]} the cell an error names. */
  private static Rules parse(String text, int[] at) {
    if (!isKiller(text)) {
      throw new IllegalArgumentException("not a killer cage line: 81 characters of 0-9 A-Z a-j "
          + "< > ^ v ` ' , . with at least one arrow");
    }
    int[] to = new int[N * N];
    for (int c = 0; c < to.length; c++) {
      int r = c / N;
      int col = c % N;
      char ch = text.charAt(c);
      int dr = ch == '^' || ch == '`' || ch == '\'' ? -1 : ch == 'v' || ch == ',' || ch == '.'
          ? 1 : 0;
      int dc = ch == '<' || ch == '`' || ch == ',' ? -1 : ch == '>' || ch == '\'' || ch == '.'
          ? 1 : 0;
      if (dr == 0 && dc == 0) {
        to[c] = c;
        continue;
      }
      if (r + dr < 0 || r + dr >= N || col + dc < 0 || col + dc >= N) {
        at[0] = c;
        throw new IllegalArgumentException(Grid.cellName(c, N) + ": '" + ch
            + "' points out of the grid");
      }
      to[c] = (r + dr) * N + col + dc;
    }
    Map<Integer, List<Integer>> cages = new LinkedHashMap<>();
    for (int c = 0; c < to.length; c++) {
      int head = c;
      for (int steps = 0; to[head] != head; steps++) {
        if (steps > N * N) {
          at[0] = c;
          throw new IllegalArgumentException(Grid.cellName(c, N) + ": its arrows go round in a "
              + "loop and never reach a cell holding a sum");
        }
        head = to[head];
      }
      cages.computeIfAbsent(head, h -> new ArrayList<>()).add(c);
    }
    List<Rule> list = new ArrayList<>();
    for (Map.Entry<Integer, List<Integer>> e : cages.entrySet()) {
      int sum = sum(text.charAt(e.getKey()));
      list.add(new KillerCage(e.getValue(), sum == 0 ? OptionalInt.empty() : OptionalInt.of(sum)));
    }
    for (Rule cage : list) {
      at[0] = ((KillerCage) cage).cells().get(0);
      cage.check(Shape.NINE); // its size and sum
    }
    return new Rules(Regions.standard(Shape.NINE), list);
  }

  /**
   * The cage line of a 9x9 killer without givens, as {@link #parse(String)} reads it back: each
   * cage's sum in its first cell (row order; {@code 0} for a cage without one), each other cell
   * of the cage an arrow to its neighbour (side by side) one step nearer that cell; a cell in no
   * cage is {@code 0} alone.
   *
   * @param rules 9x9 rules whose rules are killer cages, each joined side by side, with sums up
   *     to 45
   * @return the 81 characters
   * @throws IllegalArgumentException if the rules are not 9x9 cages of that kind, or no cage has
   *     two cells (the line would hold no arrow, and read as a classic puzzle)
   */
  public static String toLine(Rules rules) {
    if (rules.shape().side() != N) {
      throw new IllegalArgumentException("the killer cage line is 9x9, not " + rules.shape());
    }
    char[] line = new char[N * N];
    java.util.Arrays.fill(line, '0');
    boolean arrow = false;
    for (Rule rule : rules.list()) {
      if (!(rule instanceof KillerCage cage)) {
        throw new IllegalArgumentException("the killer cage line holds killer cages only, not a "
            + rule.describe(N));
      }
      int head = cage.cells().stream().mapToInt(Integer::intValue).min().getAsInt();
      int sum = cage.sum().orElse(0);
      line[head] = ALPHABET.charAt(sum);
      java.util.Set<Integer> in = new java.util.HashSet<>(cage.cells());
      java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>(List.of(head));
      java.util.Set<Integer> reached = new java.util.HashSet<>(List.of(head));
      while (!todo.isEmpty()) { // breadth first from the head: each cell points to its parent
        int c = todo.poll();
        int[][] steps = {{-1, 0, 'v'}, {1, 0, '^'}, {0, -1, '>'}, {0, 1, '<'}};
        for (int[] st : steps) {
          int r = c / N + st[0];
          int col = c % N + st[1];
          int m = r * N + col;
          if (r >= 0 && r < N && col >= 0 && col < N && in.contains(m) && reached.add(m)) {
            line[m] = (char) st[2];
            arrow = true;
            todo.add(m);
          }
        }
      }
      if (reached.size() != in.size()) {
        throw new IllegalArgumentException(rule.describe(N) + " is not joined side by side");
      }
    }
    if (!arrow) {
      throw new IllegalArgumentException("no cage has two cells, so the line would read as a "
          + "classic puzzle");
    }
    return new String(line);
  }

  private static int sum(char ch) {
    if (ch >= '0' && ch <= '9') {
      return ch - '0';
    }
    return ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10 : ch - 'a' + 36;
  }

  /** The entry of a cage line read at {@code line}, column {@code column}: rules, or the error. */
  static PuzzleEntry read(String text, int line, int column) {
    int[] at = new int[1];
    try {
      Rules rules = parse(text, at);
      return new PuzzleEntry(line, Grid.empty(Shape.NINE), null, null, null, rules);
    } catch (IllegalArgumentException e) {
      return new PuzzleEntry(line, null, new GridFormatException(line, column + at[0],
          "killer cage line: " + e.getMessage()));
    }
  }
}
