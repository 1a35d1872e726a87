package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A line drawn between two rows of a jigsaw drawing is told from a row even when a foreign
 * character has slipped into it, and the character's column is named: one drawing, one record.
 */
class WallsTest {
  private static final String FRAME = "+---+---+---+---+---+---+";

  @Test
  void wallLinesAreToldFromRowsAndTheirForeignCharacterIsNamed() {
    Walls w = Walls.under(FRAME, 6);
    assertEquals(0, w.foreignInWall("|       +---+           |"));
    assertEquals(0, w.foreignInWall("|   +---+   +---+---+---+"));
    assertEquals(0, w.foreignInWall(FRAME));
    assertEquals(11, w.foreignInWall("|       +-x-+           |"));
    assertEquals(5, w.foreignInWall("|   ~   +---+           |"));
    assertEquals(5, w.foreignInWall("|   5   +---+           |")); // a digit where no symbol goes
    assertEquals(25, w.foreignInWall("|   +---+   +---+---+---#"));
    // Rows, whatever their symbols (- is a blank in some alphabets), are not wall lines.
    assertEquals(-1, w.foreignInWall("| .   .   6 | .   2   . |"));
    assertEquals(-1, w.foreignInWall("| -   -   6 | -   2   - |"));
    assertEquals(-1, w.foreignInWall("|                       |")); // no wall in it: isSeparator's
    assertEquals(-1, w.foreignInWall("|   +---+---+"));
  }

  @Test
  void anIndentedDrawingKeepsItsOffset() {
    Walls w = Walls.under("  " + FRAME, 6);
    assertEquals(0, w.foreignInWall("  |       +---+           |"));
    assertEquals(13, w.foreignInWall("  |       +-x-+           |"));
    assertEquals(-1, w.foreignInWall("x |       +---+           |"));
  }
}
