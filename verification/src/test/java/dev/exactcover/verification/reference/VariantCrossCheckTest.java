package dev.exactcover.verification.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.InvalidGridException;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.variant.Arrow;
import dev.exactcover.sudoku.variant.ExtraRegion;
import dev.exactcover.sudoku.variant.GlobalRule;
import dev.exactcover.sudoku.variant.KillerCage;
import dev.exactcover.sudoku.variant.KropkiBlack;
import dev.exactcover.sudoku.variant.KropkiWhite;
import dev.exactcover.sudoku.variant.LittleKiller;
import dev.exactcover.sudoku.variant.Palindrome;
import dev.exactcover.sudoku.variant.ParityCell;
import dev.exactcover.sudoku.variant.Renban;
import dev.exactcover.sudoku.variant.Rule;
import dev.exactcover.sudoku.variant.Rules;
import dev.exactcover.sudoku.variant.Sandwich;
import dev.exactcover.sudoku.variant.Thermometer;
import dev.exactcover.sudoku.variant.Whispers;
import dev.exactcover.sudoku.variant.Xv;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The variant solver (exact cover and its propagator) against {@link VariantBacktracking} (the
 * rules checked directly) on seeded random puzzles of every rule kind: on 4x4 grids (6x6 for
 * the rules no 4x4 grid obeys), every solution counted by both (up to a limit on 6x6), and each
 * kind must have produced puzzles with one, several and no solution; on 6x6 grids (full tier) counts up to a limit. A second check compares the first
 * solution of a unique puzzle cell by cell.
 */
class VariantCrossCheckTest {
  /** The kinds of rule tried, each alone (with a few marks for the negative rules). */
  enum Kind {
    CAGE, THERMOMETER, ARROW, WHITE, BLACK, XV, PARITY, EXTRA_REGION, PALINDROME, RENBAN,
    WHISPERS, LITTLE_KILLER, SANDWICH, ANTI_KNIGHT, ANTI_KING, NONCONSECUTIVE, DISJOINT_GROUPS,
    ALL_BLACK_DOTS_GIVEN, ALL_XV_GIVEN, MIXED
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Kind.class)
  void smallGridCountsAgree(Kind kind) {
    // No 4x4 grid is anti-king, nonconsecutive, or without a ratio 2 or a sum of 5 between
    // neighbours: those kinds are tried on 6x6.
    boolean six = kind == Kind.ANTI_KING || kind == Kind.NONCONSECUTIVE
        || kind == Kind.ALL_BLACK_DOTS_GIVEN || kind == Kind.ALL_XV_GIVEN;
    int[] verdicts = six ? crossCheck(kind, Shape.forSide(6), 30, 50)
        : crossCheck(kind, Shape.forSide(4), 160, 10_000);
    int kinds = (verdicts[0] > 0 ? 1 : 0) + (verdicts[1] > 0 ? 1 : 0) + (verdicts[2] > 0 ? 1 : 0);
    // on 6x6 the random puzzles of these strong rules seldom have exactly one solution
    assertTrue(kinds == 3 || six && kinds == 2, kind + ": none/unique/multiple seen "
        + verdicts[0] + "/" + verdicts[1] + "/" + verdicts[2]);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Kind.class)
  @Tag("slow") // minutes for the reference's plain backtracking: by hand, -Dgroups=slow
  void sixBySixCountsAgree(Kind kind) {
    crossCheck(kind, Shape.forSide(6), 60, 30);
  }

  @Test
  void miracleOnTheBlankGridByBacktrackingToo() {
    Rules miracle = Rules.of(Regions.standard(Shape.NINE), GlobalRule.ANTI_KNIGHT,
        GlobalRule.ANTI_KING, GlobalRule.NONCONSECUTIVE);
    assertEquals(72, new VariantBacktracking(miracle).count(Grid.empty(Shape.NINE), 1000));
  }

  /** Counts of both solvers on random puzzles; returns how many had none, one, several. */
  private static int[] crossCheck(Kind kind, Shape shape, int puzzles, long limit) {
    int[] verdicts = new int[3];
    int done = 0;
    for (long seed = 1; done < puzzles && seed < puzzles * 20L; seed++) {
      SplittableRandom r = new SplittableRandom(seed * 31 + kind.ordinal());
      Rules rules;
      try {
        rules = new Rules(Regions.standard(shape), rules(kind, shape, r));
      } catch (IllegalArgumentException e) {
        continue; // a random rule that does not fit: not a puzzle
      }
      VariantBacktracking reference = new VariantBacktracking(rules);
      Grid puzzle;
      if (r.nextBoolean() && reference.count(Grid.empty(shape), 1) == 1) {
        // cells revealed from a solution: unique or multiple, now and then none once a
        // revealed cell is changed
        Grid solution = Grid.of(shape, reference.first());
        puzzle = Grid.empty(shape);
        for (int k = shape.side() * shape.side() / 8 + r.nextInt(shape.cells() / 2 + 1); k > 0;
            k--) {
          int c = r.nextInt(shape.cells());
          puzzle = puzzle.with(c, solution.get(c));
        }
        if (r.nextInt(4) == 0) {
          int c = r.nextInt(shape.cells());
          puzzle = puzzle.with(c, 1 + r.nextInt(shape.side()));
        }
      } else {
        puzzle = givens(shape, r, r.nextInt(shape.side() + 1));
      }
      SudokuSolver solver = Sudoku.solver(rules);
      long ours;
      try {
        ours = solver.count(puzzle, limit);
      } catch (InvalidGridException e) {
        continue; // givens that clash in a row, column or box
      }
      long theirs = reference.count(puzzle, limit);
      String where = kind + " seed " + seed + " " + rules.list() + " " + puzzle;
      assertEquals(theirs, ours, where);
      if (ours == 1) {
        Grid solution = solver.first(puzzle).orElseThrow();
        assertEquals(Grid.of(shape, reference.first()), solution, where);
      }
      verdicts[(int) Math.min(ours, 2)]++;
      done++;
    }
    assertEquals(puzzles, done, kind + ": too few random puzzles fitted");
    return verdicts;
  }

  private static Grid givens(Shape shape, SplittableRandom r, int k) {
    Grid g = Grid.empty(shape);
    for (int i = 0; i < k; i++) {
      g = g.with(r.nextInt(shape.cells()), 1 + r.nextInt(shape.side()));
    }
    return g;
  }

  /** A random path of distinct cells, each a king's move from the one before. */
  private static List<Integer> path(Shape shape, SplittableRandom r, int length, boolean rook) {
    int n = shape.side();
    List<Integer> p = new ArrayList<>();
    p.add(r.nextInt(shape.cells()));
    for (int tries = 0; p.size() < length && tries < 50; tries++) {
      int last = p.get(p.size() - 1);
      int dr = r.nextInt(3) - 1;
      int dc = r.nextInt(3) - 1;
      if (rook && dr != 0 && dc != 0) {
        continue;
      }
      int row = last / n + dr;
      int col = last % n + dc;
      if (row >= 0 && row < n && col >= 0 && col < n && !p.contains(row * n + col)) {
        p.add(row * n + col);
      }
    }
    return p;
  }

  private static int[] neighbours(Shape shape, SplittableRandom r) {
    List<Integer> p = path(shape, r, 2, true);
    return p.size() < 2 ? new int[] {0, 1} : new int[] {p.get(0), p.get(1)};
  }

  private static List<Rule> rules(Kind kind, Shape shape, SplittableRandom r) {
    int n = shape.side();
    List<Rule> list = new ArrayList<>();
    int count = 1 + r.nextInt(3);
    for (int k = 0; k < count; k++) {
      Kind one = kind == Kind.MIXED ? Kind.values()[r.nextInt(Kind.MIXED.ordinal())] : kind;
      list.add(rule(one, shape, r, n));
      if (one.name().startsWith("ALL_") || one == Kind.NONCONSECUTIVE) {
        list.add(rule(one == Kind.ALL_XV_GIVEN ? Kind.XV
            : one == Kind.ALL_BLACK_DOTS_GIVEN ? Kind.BLACK : Kind.WHITE, shape, r, n));
      }
    }
    return list;
  }

  private static Rule rule(Kind kind, Shape shape, SplittableRandom r, int n) {
    switch (kind) {
      case CAGE: {
        List<Integer> cells = path(shape, r, 1 + r.nextInt(3), true);
        int k = cells.size();
        int lo = k * (k + 1) / 2;
        int hi = k * (2 * n - k + 1) / 2;
        return r.nextInt(4) == 0 ? new KillerCage(cells, OptionalInt.empty())
            : KillerCage.of(cells, lo + r.nextInt(hi - lo + 1));
      }
      case THERMOMETER:
        return new Thermometer(path(shape, r, 2 + r.nextInt(2), false));
      case ARROW: {
        List<Integer> p = path(shape, r, 2 + r.nextInt(3), false);
        boolean two = p.size() >= 3 && r.nextInt(4) == 0;
        int b = two ? 2 : 1;
        return Arrow.of(p.subList(0, b), p.subList(b, p.size()));
      }
      case WHITE: {
        int[] d = neighbours(shape, r);
        return r.nextInt(4) == 0 ? new KropkiWhite(d[0], d[1], 2) : KropkiWhite.of(d[0], d[1]);
      }
      case BLACK: {
        int[] d = neighbours(shape, r);
        return r.nextInt(5) == 0 ? new KropkiBlack(d[0], d[1], 3) : KropkiBlack.of(d[0], d[1]);
      }
      case XV: {
        int[] d = neighbours(shape, r);
        return new Xv(d[0], d[1], r.nextBoolean() ? Xv.Letter.V : Xv.Letter.X);
      }
      case PARITY:
        return new ParityCell(r.nextInt(shape.cells()),
            r.nextBoolean() ? ParityCell.Parity.ODD : ParityCell.Parity.EVEN);
      case EXTRA_REGION: {
        List<Integer> cells = new ArrayList<>();
        while (cells.size() < 2 + r.nextInt(n - 1)) {
          int c = r.nextInt(shape.cells());
          if (!cells.contains(c)) {
            cells.add(c);
          }
        }
        return new ExtraRegion(cells);
      }
      case PALINDROME:
        return new Palindrome(path(shape, r, 3 + r.nextInt(3), false));
      case RENBAN:
        return new Renban(path(shape, r, 2 + r.nextInt(2), false));
      case WHISPERS:
        return Whispers.german(path(shape, r, 2 + r.nextInt(3), false), shape);
      case LITTLE_KILLER: {
        int side = r.nextInt(4);
        int at = r.nextInt(n);
        int row = side == 0 ? -1 : side == 1 ? n : at;
        int col = side == 2 ? -1 : side == 3 ? n : at;
        LittleKiller.Direction dir = LittleKiller.Direction.values()[r.nextInt(4)];
        LittleKiller probe = new LittleKiller(row, col, dir, 1);
        int cells = Math.max(1, probe.cells(n).size());
        return new LittleKiller(row, col, dir, 1 + r.nextInt(cells * n));
      }
      case SANDWICH:
        return new Sandwich(r.nextBoolean() ? RegionKind.ROW : RegionKind.COLUMN, r.nextInt(n),
            r.nextInt((n - 1) * n / 2));
      case ANTI_KNIGHT:
        return GlobalRule.ANTI_KNIGHT;
      case ANTI_KING:
        return GlobalRule.ANTI_KING;
      case NONCONSECUTIVE:
        return GlobalRule.NONCONSECUTIVE;
      case DISJOINT_GROUPS:
        return GlobalRule.DISJOINT_GROUPS;
      case ALL_BLACK_DOTS_GIVEN:
        return GlobalRule.ALL_BLACK_DOTS_GIVEN;
      case ALL_XV_GIVEN:
        return GlobalRule.ALL_XV_GIVEN;
      default:
        throw new AssertionError(kind);
    }
  }
}
