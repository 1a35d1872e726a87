package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The largest specs read in time linear in their size: a box or a piece of all 62^3 cells, a
 * piece line of tens of thousands of cells, each as many cells as written, in Knuth's order. The
 * {@code @Timeout}s guard against a return of the quadratic costs these had (a sweep of all 62^3
 * coordinates for every cell written, a search of the list for every cell added: minutes); they
 * measure nothing.
 */
class LargeSpecTest {
  private static final String DIGITS =
      "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

  private static String name(int x, int y, int z) {
    return "" + DIGITS.charAt(x) + DIGITS.charAt(y) + DIGITS.charAt(z);
  }

  /** A box and a piece of all 238,328 cells, by ranges: every cell once, in Knuth's order. */
  @Tag("full")
  @Test
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void theWholeCubeByRanges() throws Exception {
    Tiling t = Tiling.parse("[0-Z][0-Z][0-Z]\np [0-Z][0-Z][0-Z]\n", Kind.POLYCUBE, "big");
    assertEquals(238_328, t.box().cells().size());
    List<Cell> shape = t.pieces().get(0).shapes().get(0);
    assertEquals(238_328, shape.size());
    assertEquals(new Cell(0, 0, 1, ""), shape.get(1)); // z fastest, as Knuth lists them
    assertEquals(new Cell(0, 1, 0, ""), shape.get(62));
    assertEquals(new Cell(61, 61, 61, ""), shape.get(238_327));
  }

  /** The quick sample of the above: a slab of 38,440 cells, box and piece. */
  @Test
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void aSlabByRanges() throws Exception {
    Tiling t = Tiling.parse("[0-Z][0-Z][0-9]\np [0-Z][0-Z][0-9]\n", Kind.POLYCUBE, "slab");
    assertEquals(38_440, t.box().cells().size());
    List<Cell> shape = t.pieces().get(0).shapes().get(0);
    assertEquals(38_440, shape.size());
    assertEquals(new Cell(0, 1, 0, ""), shape.get(10));
    assertEquals(new Cell(61, 61, 9, ""), shape.get(38_439));
  }

  /**
   * A piece line of 40,000 cells written one by one, with repeats (each written twice): the
   * piece has each once; with the square of all 3,844 cells of a plane box as the other case, a
   * piece that fills its box has one tiling.
   */
  @Tag("full")
  @Test
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void aPieceLineOfFortyThousandCells() throws Exception {
    StringBuilder line = new StringBuilder("p");
    for (int k = 0; k < 20_000; k++) {
      String c = name(k / 3844, k / 62 % 62, k % 62);
      line.append(' ').append(c).append(' ').append(c);
    }
    Tiling t = Tiling.parse("[0-Z][0-Z][0-Z]\n" + line + "\n", Kind.POLYCUBE, "long");
    assertEquals(20_000, t.pieces().get(0).shapes().get(0).size());

    StringBuilder square = new StringBuilder("q");
    for (int k = 0; k < 3844; k++) {
      square.append(' ').append(DIGITS.charAt(k / 62)).append(DIGITS.charAt(k % 62));
    }
    Tiling plane = Tiling.parse("[0-Z][0-Z]\n" + square + "\n", Kind.POLYOMINO, "square");
    assertEquals(1, plane.problem().newSolver().count());
  }

  /** A piece on 200,000 lines, each a shape of it: every shape kept, in the order written. */
  @Tag("full")
  @Test
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void aPieceOfManyLines() throws Exception {
    piecesOfManyLines(200_000);
  }

  /** The quick sample of the above: 10,000 lines. */
  @Test
  void aPieceOfSomeLines() throws Exception {
    piecesOfManyLines(10_000);
  }

  private static void piecesOfManyLines(int lines) throws Exception {
    StringBuilder spec = new StringBuilder("[0-3][0-3]0\n");
    for (int k = 0; k < lines; k++) {
      spec.append("a ").append(name(0, k % 4, 0)).append('\n');
    }
    Piece a = Tiling.parse(spec.toString(), Kind.POLYCUBE, "many").pieces().get(0);
    assertEquals(lines, a.shapes().size());
    assertEquals(List.of(new Cell(0, (lines - 1) % 4, 0, "")), a.shapes().get(lines - 1));
  }
}
