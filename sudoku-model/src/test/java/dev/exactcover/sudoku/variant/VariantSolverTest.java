package dev.exactcover.sudoku.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Known counts of variant rules through the solver: the Miracle Sudoku's rules on the blank grid
 * (72, Cracking the Cryptic's "Miracle Sudoku" by Mitchell Lee: every grid of the rules is one of
 * 72, the 9 digits' placements being fixed by the anti-king and nonconsecutive rules up to
 * relabelling by a shift and reflection), the 4x4 classic count (288) unchanged by an empty rule
 * list, and refusals that name the rule.
 */
class VariantSolverTest {
  @Test
  void miracleRulesOnTheBlankGridCount72() {
    Rules miracle = Rules.of(Regions.standard(Shape.NINE), GlobalRule.ANTI_KNIGHT,
        GlobalRule.ANTI_KING, GlobalRule.NONCONSECUTIVE);
    assertEquals(72, Sudoku.solver(miracle).count(Grid.empty(Shape.NINE)));
  }

  @Test
  void noVariantRuleIsTheClassicCount() {
    Shape four = Shape.forSide(4);
    assertEquals(288, Sudoku.solver(Rules.of(Regions.standard(four)))
        .count(Grid.empty(four)));
  }

  @Test
  void aRuleOutsideTheGridIsRefusedWithItsName() {
    Shape four = Shape.forSide(4);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Rules.of(Regions.standard(four), new Thermometer(List.of(0, 1, 20))));
    assertTrue(e.getMessage().contains("thermometer from r1c1"), e.getMessage());
    assertTrue(e.getMessage().contains("outside the 4x4 grid"), e.getMessage());
    IllegalArgumentException big = assertThrows(IllegalArgumentException.class,
        () -> Rules.of(Regions.standard(Shape.forSide(25)), GlobalRule.ANTI_KING));
    assertTrue(big.getMessage().contains("anti-king"), big.getMessage());
    IllegalArgumentException dot = assertThrows(IllegalArgumentException.class,
        () -> Rules.of(Regions.standard(four), KropkiBlack.of(0, 5)));
    assertTrue(dot.getMessage().contains("do not share a side"), dot.getMessage());
  }
}
