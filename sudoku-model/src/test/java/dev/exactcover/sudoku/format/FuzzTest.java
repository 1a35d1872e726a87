package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.sudoku.Datasets;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded random and mutated inputs for the grid reader and the {@code .dlx} reader (Jazzer's JUnit
 * integration would add coverage guidance; these mutations are seeded from every format we read,
 * so they reach the same branches without a new dependency). Only the documented error types may
 * escape, never another exception or a hang; what reads without error must round-trip.
 */
class FuzzTest {
  /** 400,000 inputs a reader in the full test tier, a twentieth in the quick one. */
  static final int INPUTS = Boolean.getBoolean("test.full") ? 400_000 : 20_000;
  static final int GRID_INPUTS = Integer.getInteger("fuzz.grid", INPUTS);
  static final int DLX_INPUTS = Integer.getInteger("fuzz.dlx", INPUTS);
  static final String ALPHABET = "123456789ABCDEFGabcxyz0.-_*|+=:,#[] \t\r\n\u00e9\u0000\u2028";

  @Test
  void gridReaderNeverThrowsAndRoundTrips() throws IOException {
    List<String> seeds = new ArrayList<>();
    seeds.add(FormatsTest.P);
    seeds.add(Sudoku.parse(FormatsTest.P).toPretty());
    seeds.add("Grid 01\n003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n"
        + "002609500\n800203009\n005010300\n");
    seeds.add("puzzle,solution\r\n" + FormatsTest.P + "," + FormatsTest.P + "\r\n");
    seeds.add(Files.readAllLines(Datasets.file("sudoku16/gecode-55.txt"), StandardCharsets.UTF_8)
        .get(4));
    seeds.add("1.2............4\n" + Sudoku.parse("1.2............4").toPretty());
    seeds.add(Sudoku.parse(FormatsTest.P).toPretty().replaceAll("[+|-]", " "));
    Random random = new Random(2026);
    SudokuSolver solver = Sudoku.solver(); // one for every input, as a program would keep it
    assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
      for (int i = 0; i < GRID_INPUTS; i++) {
        String text = mutate(seeds.get(random.nextInt(seeds.size())), random);
        int lines = text.split("\r\n|\r|\n", -1).length; // as BufferedReader counts
        try (PuzzleReader r = Sudoku.reader(new StringReader(text))) {
          int previous = 0;
          while (r.hasNext()) {
            PuzzleEntry e = r.next();
            assertTrue(e.line() > previous - 1 && e.line() <= lines, text);
            previous = e.line();
            if (e.isValid()) {
              assertEquals(e.grid(), Sudoku.parse(e.grid().toLine()), text);
              solver.conflicts(e.grid()); // validation copes with any grid
            } else {
              assertTrue(e.error().line() >= e.line(), text);
            }
          }
        } catch (RuntimeException e) {
          fail("input " + i + " threw " + e + " on:\n" + text);
        }
      }
    });
  }

  @Test
  void dlxReaderThrowsOnlyItsFormatError() throws IOException {
    List<String> seeds = new ArrayList<>();
    seeds.add("a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n");
    seeds.add("A B | X Y\nA X:red\nB X:blue\nA Y\nB Y:1\n| comment\n");
    seeds.add("2:3|A 1:1|B C\nA B\nA C\nB C\nA\n");
    seeds.add(Files.readString(Datasets.dir().resolve("exact-cover/queens-8.dlx")));
    Random random = new Random(7);
    int[] solved = {0};
    assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
      for (int i = 0; i < DLX_INPUTS; i++) {
        String text = mutate(seeds.get(random.nextInt(seeds.size())), random);
        try {
          Problem p = ExactCover.parse(text);
          p.newSolver().search(Limits.none().withNodes(2_000));
          assertEquals(ExactCover.toDlx(p), ExactCover.toDlx(ExactCover.parse(ExactCover.toDlx(p))));
          solved[0]++;
        } catch (DlxFormatException expected) {
          assertTrue(expected.line() >= 1, expected.getMessage());
        } catch (RuntimeException e) {
          fail("input " + i + " threw " + e + " on:\n" + text);
        }
      }
    });
    assertTrue(solved[0] > DLX_INPUTS / 20, "some mutants are still valid problems: " + solved[0]);
  }

  /** One to four random edits: replace, insert, delete or duplicate a span, or truncate. */
  static String mutate(String seed, Random random) {
    StringBuilder s = new StringBuilder(seed);
    int edits = 1 + random.nextInt(4);
    for (int e = 0; e < edits; e++) {
      int at = s.length() == 0 ? 0 : random.nextInt(s.length());
      switch (random.nextInt(6)) {
        case 0, 1 -> {
          if (s.length() > 0) {
            s.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
          }
        }
        case 2 -> s.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        case 3 -> s.delete(at, Math.min(s.length(), at + 1 + random.nextInt(8)));
        case 4 -> {
          int end = Math.min(s.length(), at + 1 + random.nextInt(40));
          s.insert(at, s.substring(at, end));
        }
        default -> s.setLength(at);
      }
    }
    return s.toString();
  }
}
