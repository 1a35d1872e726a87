package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The classic and X rules of a shape are made once and shared (a batch asks for them at every
 * puzzle): the same object, and so the same matrix, from any thread, with the regions they
 * always had.
 */
class SharedRulesTest {
  @Test
  void theClassicAndXRulesOfAShapeAreMadeOnce() throws Exception {
    for (Shape s : new Shape[] {Shape.forSide(4), Shape.NINE, Shape.forSide(16), Shape.parse("2x3")}) {
      Regions r = Regions.standard(s);
      assertSame(r, Regions.standard(s));
      assertSame(r.problem(), Regions.standard(s).problem());
      assertEquals(3 * s.side(), r.list().size());
      Regions x = Regions.x(s);
      assertSame(x, Regions.x(s));
      assertEquals(r.withDiagonals(), x);
      assertEquals(3 * s.side() + 2, x.list().size());
      assertEquals("X", x.name());
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      Shape s = Shape.parse("3x4");
      List<Future<Regions>> made = new ArrayList<>();
      for (int k = 0; k < 16; k++) {
        made.add(pool.submit(() -> Regions.standard(s)));
      }
      for (Future<Regions> f : made) {
        assertSame(made.get(0).get(), f.get());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aSolverSolvesWithTheSharedRules() {
    Grid p = Sudoku.parse(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    assertSame(Regions.standard(Shape.NINE), Sudoku.solver().regions(Shape.NINE));
    assertEquals(Verdict.UNIQUE, Sudoku.solver().solve(p).verdict());
  }
}
