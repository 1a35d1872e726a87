package dev.exactcover.sudoku.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.format.KillerCageFormat;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The 42 TAREK killers (see tarek-killers.README.md: a published set, each with one solution)
 * read from the killer forum's cage format and proven unique; a quick sample of one, and all 42
 * in the full tier (the time of all 42 is measured through the command line: docs/sudoku.md).
 */
class TarekKillersTest {
  static List<String> lines() throws IOException {
    try (BufferedReader r = new BufferedReader(new InputStreamReader(
        TarekKillersTest.class.getResourceAsStream("tarek-killers.txt"),
        StandardCharsets.UTF_8))) {
      return r.lines().filter(l -> !l.isBlank()).toList();
    }
  }

  private static void unique(String line) {
    Rules rules = KillerCageFormat.parse(line);
    assertEquals(1, Sudoku.solver(rules).count(Grid.empty(Shape.NINE), 2), line);
  }

  @Test
  void sampleIsUnique() throws IOException {
    List<String> all = lines();
    assertEquals(42, all.size());
    unique(all.get(2));
  }

  /** All 42 (the slowest, lines 38 and 39, take about 30,000 nodes each: docs/sudoku.md). */
  @Test
  @Tag("full")
  void allAreUnique() throws IOException {
    for (String line : lines()) {
      unique(line);
    }
  }
}
