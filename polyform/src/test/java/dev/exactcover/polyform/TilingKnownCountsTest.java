package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Published counts: pentomino rectangles (Haselgrove and Haselgrove 1960; Knuth, "Dancing
 * Links", 2000), Scott's 8x8 with a hole (Scott 1958), the Soma cube (Conway and Guy), the solid
 * pentomino boxes (Knuth, TAOCP 7.2.2.1).
 */
class TilingKnownCountsTest {
  @Tag("full")
  @Test
  void threeByTwenty() {
    pentominoRectangles(3, 20, 8, 2);
  }

  @Tag("full")
  @ParameterizedTest
  @CsvSource({"4, 15, 1472, 368", "5, 12, 4040, 1010"})
  void pentominoRectangles(int rows, int columns, long total, long distinct) {
    Tally t = Examples.pentominoes(rows, columns)
        .count(Equivalence.SYMMETRY, Method.RESTRICTED, 1);
    assertEquals(BigInteger.valueOf(total), t.solutions());
    assertEquals(BigInteger.valueOf(distinct), t.distinct());
    assertEquals(4, t.symmetries());
    // X can lie on an axis of these boxes: a pentomino without symmetry is kept on one
    // placement per orbit instead, and each solution found is one class.
    assertEquals("V", t.restrictedPiece());
    assertTrue(t.isComplete());
  }

  @Tag("full")
  @Test
  void sixByTen() {
    Tally t = Examples.pentominoes(6, 10).count(Equivalence.SYMMETRY, Method.RESTRICTED, 2);
    assertEquals(BigInteger.valueOf(9356), t.solutions());
    assertEquals(BigInteger.valueOf(2339), t.distinct());
    assertEquals("X", t.restrictedPiece(), "in 6x10 no symmetry maps an X onto itself");
  }

  @Test
  void scottsSquareWithCentreHole() {
    Tally t = Examples.scott().count(Equivalence.SYMMETRY, Method.RESTRICTED, 1);
    assertEquals(8, t.symmetries());
    assertEquals(BigInteger.valueOf(520), t.solutions());
    assertEquals(BigInteger.valueOf(65), t.distinct());
  }

  @Tag("full")
  @Test
  void somaCube() {
    Tiling soma = Examples.soma();
    assertEquals(BigInteger.valueOf(11520),
        soma.count(Equivalence.NONE, Method.RESTRICTED, 1).solutions());
    Tally rot = soma.count(Equivalence.SYMMETRY, Method.RESTRICTED, 1);
    assertEquals(24, rot.symmetries());
    assertEquals(BigInteger.valueOf(11520), rot.solutions());
    assertEquals(BigInteger.valueOf(480), rot.distinct());
    Tally mirror = soma.count(Equivalence.MIRROR_IMAGES, Method.RESTRICTED, 1);
    assertEquals(48, mirror.symmetries());
    assertEquals(BigInteger.valueOf(11520), mirror.solutions());
    assertEquals(BigInteger.valueOf(240), mirror.distinct());
  }

  @Test
  void somaOptionCount() {
    assertEquals(688, Examples.soma().problem().optionCount());
  }

  static Tiling solid(int a, int b, int c) {
    return Tiling.builder().box(Box.cuboid(a, b, c)).pieces(Pieces.solidPentominoes()).build();
  }

  @Test
  void solidPentominoesTwoByThreeByTen() {
    Tally t = solid(2, 3, 10).count(Equivalence.SYMMETRY, Method.RESTRICTED, 2);
    assertEquals(8, t.symmetries());
    assertEquals(BigInteger.valueOf(12), t.distinct());
  }

  @Tag("full")
  @Test
  void solidPentominoesTwoByFiveBySix() {
    Tally t = solid(2, 5, 6).count(Equivalence.SYMMETRY, Method.RESTRICTED, 2);
    assertEquals(8, t.symmetries());
    assertEquals(BigInteger.valueOf(264), t.distinct());
  }

  @Tag("full")
  @Test
  void solidPentominoesThreeByFourByFive() {
    Tally t = solid(3, 4, 5).count(Equivalence.SYMMETRY, Method.RESTRICTED, 2);
    assertEquals(8, t.symmetries());
    assertEquals(BigInteger.valueOf(3940), t.distinct());
  }
}
