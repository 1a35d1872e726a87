package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import org.junit.jupiter.api.Test;

/** Prints the rated steps of -Dtrace.index (a row of the SE-rated set); for development. */
class Trace {
  @Test
  void trace() {
    Integer i = Integer.getInteger("trace.index");
    if (i == null) {
      return;
    }
    var row = SeRatedSetTest.rows().get(i);
    System.out.println(row);
    Rating r = LogicSolver.of(Shape.NINE).rate(row.puzzle());
    r.steps().forEach(s -> System.out.println("  " + s));
    System.out.println(r);
  }
}
