package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A foreign character in a wall of a drawn jigsaw: one drawing, one invalid record, placed. */
class WallReadingTest {
  private static final String DRAWN = String.join("\n",
      "+---+---+---+---+---+---+",
      "| .   .   6 | .   2   . |",
      "|       +---+           |",
      "| .   . | . | 5   6   . |",
      "|   +---+   +---+---+---+",
      "| . | .   . | .   .   1 |",
      "+---+       |           |",
      "| .   .   . | .   4   . |",
      "+---+---+---+---+---+---+",
      "| 6   .   . | .   .   . |",
      "|           |           |",
      "| 3   .   4 | .   .   . |",
      "+---+---+---+---+---+---+", "");

  @Test
  void aForeignCharacterInAWallCostsOneRecord() {
    String[][] cases = {
        {"|       +---+           |", "|       +-x-+           |", "3:11"},
        {"|       +---+           |", "|   5   +---+           |", "3:5"},
        {"|   +---+   +---+---+---+", "|   +---+   +---+---+---#", "5:25"},
    };
    assertEquals(1, entries(DRAWN).size());
    assertEquals(null, entries(DRAWN).get(0).error());
    for (String[] c : cases) {
      List<PuzzleEntry> read = entries(DRAWN.replace(c[0], c[1]));
      assertEquals(1, read.size(), c[1]);
      String said = read.get(0).error().getMessage();
      assertTrue(said.contains(c[2]) && said.contains("in a wall of the drawing"), said);
    }
  }

  private static List<PuzzleEntry> entries(String text) {
    List<PuzzleEntry> out = new ArrayList<>();
    PuzzleReader r = PuzzleReader.of(new StringReader(text));
    while (r.hasNext()) {
      out.add(r.next());
    }
    return out;
  }
}
