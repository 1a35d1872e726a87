package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Text, SVG and JSON of small solutions whose pictures are known. */
class DrawingTest {
  /**
   * A 2x3 box without (0,2), whose cell (1,2) may stay empty; an L tromino that does not turn
   * and a domino that may be left out. The L at the origin would leave (0,1) alone; so the L
   * lies on (0,1), (1,1), (1,2) and the domino on (0,0), (1,0).
   */
  static Tiling small() {
    Box box = Box.rectangle(2, 3).without(Cell.of(0, 2)).withOptional(List.of(Cell.of(1, 2)));
    return Tiling.builder().box(box)
        .piece(Piece.of("L", Cell.of(0, 0), Cell.of(1, 0), Cell.of(1, 1))
            .withOrientations(Orientations.FIXED))
        .piece(Piece.of("D", Cell.of(0, 0), Cell.of(0, 1)).withOptional(true)).build();
  }

  static List<Arrangement> all(Tiling t) {
    List<Arrangement> out = new ArrayList<>();
    t.solve(Equivalence.NONE, out::add);
    return out;
  }

  @Test
  void textAndJson() {
    Tiling t = small();
    List<Arrangement> sols = all(t);
    assertEquals(1, sols.size());
    assertEquals("DL\nDLL\n", Drawing.text(t, sols.get(0)));
    assertEquals("{\"pieces\":[{\"name\":\"L\",\"cells\":[[0,1],[1,1],[1,2]]},"
        + "{\"name\":\"D\",\"cells\":[[0,0],[1,0]]}]}", Drawing.json(t, sols.get(0)));
  }

  @Test
  void anEmptyCellIsADot() {
    Tiling t = Tiling.builder().box(Box.rectangle(1, 3).withOptional(List.of(Cell.of(0, 2))))
        .piece(Piece.of("D", Cell.of(0, 0), Cell.of(0, 1))).build();
    List<Arrangement> sols = all(t);
    assertEquals(1, sols.size());
    assertEquals("DD.\n", Drawing.text(t, sols.get(0)));
  }

  @Test
  void svgHasOneSquarePerCellAndThickWalls() {
    Tiling t = Examples.pentominoes(3, 20);
    List<Arrangement> sols = new ArrayList<>();
    t.solve(Equivalence.SYMMETRY, sols::add);
    String svg = Drawing.svg(t, sols.get(0));
    assertEquals(60, svg.split("<rect").length - 1);
    assertEquals(12, svg.split("<text").length - 1, "one name per piece");
    assertTrue(svg.contains("stroke-width=\"3\""));
    String g = Drawing.gallery(t, sols, 4);
    assertEquals(120, g.split("<rect").length - 1);
  }

  @Test
  void spaceIsDrawnLayerByLayer() {
    Tiling t = Tiling.builder().box(Box.cuboid(1, 2, 2))
        .piece(Piece.of("A", Cell.of(0, 0, 0), Cell.of(0, 1, 0))
            .withOrientations(Orientations.FIXED))
        .piece(Piece.of("B", Cell.of(0, 0, 0), Cell.of(0, 1, 0))
            .withOrientations(Orientations.FIXED)).build();
    List<Arrangement> sols = all(t);
    assertEquals(2, sols.size());
    assertEquals("AA  BB\n", Drawing.text(t, sols.get(0)));
  }
}
