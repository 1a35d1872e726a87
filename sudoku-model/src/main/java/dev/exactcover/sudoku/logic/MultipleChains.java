package dev.exactcover.sudoku.logic;

import static dev.exactcover.sudoku.logic.Chains.conclude;
import static dev.exactcover.sudoku.logic.Chains.potential;
import static dev.exactcover.sudoku.logic.Chains.worth;
import static dev.exactcover.sudoku.logic.Implications.ancestors;
import static dev.exactcover.sudoku.logic.Implications.contradictionComplexity;
import static dev.exactcover.sudoku.logic.Implications.isOn;
import static dev.exactcover.sudoku.logic.Implications.lengthTenths;
import static dev.exactcover.sudoku.logic.Implications.run;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.logic.Implications.Prop;
import java.util.function.IntSupplier;

/**
 * Nishio (7.5), the multiple chains (cell and region forcing chains, static, 8.0) and the
 * dynamic chains (contradiction, double, cell and region forcing chains, 8.5, and the nested
 * levels of {@link Nested}): one search, in Sudoku Explainer's order (its
 * {@code getMultipleChainsHintList}; read, not copied), whose steps go to a {@link Finds}: the
 * ladder keeps the easiest, a nested level turns every one into eliminations.
 */
final class MultipleChains {
  private MultipleChains() {}

  /** The steps of a search, as it finds them. */
  interface Finds {
    /** Assumption {@code q.start} leads to a contradiction: its opposite holds. */
    void contradiction(Prop q);

    /** Potential {@code x} follows from assumption {@code on.start} and from its opposite. */
    void both(Prop on, Prop off, int x);

    /**
     * Potential {@code x} follows from each of {@code props}: every place of a value in house
     * {@code cause}, or every candidate of a cell ({@code cause} -1).
     */
    void all(Prop[] props, int cause, int x);
  }

  /**
   * Searches the board in SE's order: cell by cell; for each candidate its contradictions (on,
   * then off), the potentials on then off both ways, then the region chains of the houses where
   * the cell is the value's first place; after the cell's candidates, its cell chains. Only
   * steps that change the board are given.
   *
   * @param nest what a nested propagation adds when its links run out (null: not nested)
   */
  static void search(Board b, boolean dynamic, boolean nishio, Implications.Advanced nest,
      Finds finds) {
    Prop[] cache = new Prop[b.nodes()];
    for (int c = 0; c < b.cells; c++) {
      int card = Integer.bitCount(b.cand[c]);
      if (b.value[c] != 0 || !(card > 2 || card > 1 && dynamic)) {
        continue;
      }
      Prop[] byValue = new Prop[card];
      int k = 0;
      for (int m = b.cand[c]; m != 0; m &= m - 1) {
        int v = Integer.numberOfTrailingZeros(m) + 1;
        int onStart = b.node(c, v, true);
        Prop on = prop(b, cache, onStart, dynamic, !nishio, nest);
        byValue[k++] = on;
        if (dynamic) {
          Prop off = prop(b, cache, onStart ^ 1, dynamic, !nishio, nest);
          if (on.contradiction()) {
            finds.contradiction(on);
          }
          if (off.contradiction()) {
            finds.contradiction(off);
          }
          if (card >= 3 && !nishio) {
            for (int pass = 1; pass >= 0; pass--) {
              for (int i = 0; i < on.count; i++) {
                int x = on.order[i];
                if ((isOn(x) ? 1 : 0) == pass && off.has(x) && worth(b, x)) {
                  finds.both(on, off, x);
                }
              }
            }
          }
        }
        if (!nishio) {
          region(b, cache, c, v, on, dynamic, nest, finds);
        }
      }
      if (!nishio) {
        all(b, byValue, -1, finds);
      }
    }
  }

  /** Region chains for the houses of {@code c} where it is the first place of v. */
  private static void region(Board b, Prop[] cache, int c, int v, Prop on, boolean dynamic,
      Implications.Advanced nest, Finds finds) {
    for (int house : b.g.cellHouses[c]) {
      int w = b.where(house, v);
      if (Integer.bitCount(w) < 2 || b.g.cells(house)[Integer.numberOfTrailingZeros(w)] != c) {
        continue;
      }
      int[] hc = b.g.cells(house);
      Prop[] props = new Prop[Integer.bitCount(w)];
      int k = 0;
      for (int i = 0; i < b.n; i++) {
        if ((w & 1 << i) != 0) {
          props[k++] = hc[i] == c ? on
              : prop(b, cache, b.node(hc[i], v, true), dynamic, true, nest);
        }
      }
      all(b, props, house, finds);
    }
  }

  /** The potentials every one of {@code props} implies, on ones first, in the first's order. */
  private static void all(Board b, Prop[] props, int cause, Finds finds) {
    Prop first = props[0];
    for (int pass = 1; pass >= 0; pass--) {
      for (int i = 0; i < first.count; i++) {
        int x = first.order[i];
        if ((isOn(x) ? 1 : 0) != pass || x == first.start || !worth(b, x)) {
          continue;
        }
        boolean every = true;
        for (int j = 1; j < props.length && every; j++) {
          every = props[j].has(x);
        }
        if (every) {
          finds.all(props, cause, x);
        }
      }
    }
  }

  private static Prop prop(Board b, Prop[] cache, int start, boolean dynamic, boolean y,
      Implications.Advanced nest) {
    Prop p = cache[start];
    if (p == null) {
      p = nest != null ? run(b, start, nest) : run(b, start, dynamic, y, true);
      cache[start] = p;
    }
    return p;
  }

  /**
   * The complexity {@code chains} counts, with at nesting level {@code level} above 0 the
   * complexity of each distinct nested step behind them.
   */
  static int complexity(int level, IntSupplier chains) {
    if (level == 0) {
      return chains.getAsInt();
    }
    Implications.countNested();
    int n = chains.getAsInt();
    return n + Implications.nested();
  }

  /** The complexity of the chains of {@code props} to {@code x}. */
  static int complexity(int level, Prop[] props, int x) {
    return complexity(level, () -> {
      int sum = 0;
      for (Prop q : props) {
        sum += ancestors(q, x);
      }
      return sum;
    });
  }

  /** Nishio (7.5), the multiple chains (8.0) and the dynamic chains (8.5): the easiest step. */
  static Step multiple(Board b, boolean dynamic, boolean nishio) {
    return multiple(b, dynamic, nishio, 0);
  }

  /**
   * The easiest step of the dynamic chains of nesting level {@code level} ({@link Nested}; 0:
   * not nested), or as {@link #multiple(Board, boolean, boolean)}: lowest rating, then
   * complexity, then SE's order of kinds (double 1, cell 5, region 6, contradiction 7), then the
   * first found.
   */
  static Step multiple(Board b, boolean dynamic, boolean nishio, int level) {
    BestStep best = new BestStep();
    int base = level > 0 ? Nested.base(level) : nishio ? 75 : dynamic ? 85 : 80;
    String prefix = nishio ? "Nishio " : dynamic ? "Dynamic " : "";
    String suffix = level > 0 ? Nested.suffix(level) : "";
    search(b, dynamic, nishio, level > 0 ? Nested.rules(level) : null, new Finds() {
      @Override
      public void contradiction(Prop q) {
        int cx = complexity(level, () -> contradictionComplexity(q));
        int t = base + lengthTenths(cx);
        best.offer(t, cx, 7, () -> conclude(b, q.start ^ 1, prefix
            + (nishio ? "Forcing Chains" : "Contradiction Forcing Chains") + suffix, t, "if "
            + potential(b, q.start) + " then " + potential(b, q.oldNode) + " and "
            + potential(b, q.freshNode)));
      }

      @Override
      public void both(Prop on, Prop off, int x) {
        int cx = complexity(level, new Prop[] {on, off}, x);
        int t = base + lengthTenths(cx);
        best.offer(t, cx, 1, () -> conclude(b, x, prefix + "Double Forcing Chains" + suffix, t,
            "whether " + potential(b, on.start) + " or not, " + potential(b, x)));
      }

      @Override
      public void all(Prop[] props, int cause, int x) {
        int cx = complexity(level, props, x);
        int t = base + lengthTenths(cx);
        int start = props[0].start;
        best.offer(t, cx, cause < 0 ? 5 : 6, () -> conclude(b, x, prefix
            + (cause < 0 ? "Cell" : "Region") + " Forcing Chains" + suffix, t, cause < 0
            ? "every candidate of " + Grid.cellName(b.cellOf(start), b.n) + " implies "
                + potential(b, x)
            : "every place of " + Board.symbol(b.valueOf(start)) + " in " + b.g.name(cause)
                + " implies " + potential(b, x)));
      }
    });
    return best.step;
  }
}
