package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dlx --count --memo}: exact counts beyond 64 bits, in text, JSON and job files; and
 * {@code exactcover list --sample}: random solutions drawn from the memoized counts.
 */
class DlxMemoTest {
  /** The domino tilings of 14 x 14 (OEIS A004003), beyond a long. */
  private static final String TILINGS_14 = "112202208776036178000000";

  @TempDir Path tmp;

  /** A board of domino tilings as a .dlx file: a cell per primary item, a domino per option. */
  private Path dominoes(int rows, int cols) throws Exception {
    StringBuilder s = new StringBuilder();
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        s.append(r + c == 0 ? "" : " ").append('r').append(r).append('c').append(c);
      }
    }
    s.append('\n');
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        if (c + 1 < cols) {
          s.append("r" + r + "c" + c + " r" + r + "c" + (c + 1) + "\n");
        }
        if (r + 1 < rows) {
          s.append("r" + r + "c" + c + " r" + (r + 1) + "c" + c + "\n");
        }
      }
    }
    Path file = tmp.resolve("dominoes-" + rows + "x" + cols + ".dlx");
    Files.writeString(file, s);
    return file;
  }

  @Test
  void countsBeyondLongExactly() throws Exception {
    String board = dominoes(14, 14).toString();
    Cli r = Cli.run("dlx", "--count", "--memo", "--stats", board);
    assertEquals(0, r.code, r.toString());
    assertEquals(TILINGS_14, r.out.strip());
    assertTrue(r.err.contains(TILINGS_14 + " solutions") && r.err.contains("memo hits"), r.err);
    Cli j = Cli.run("dlx", "--count", "--memo", "--format", "json", board);
    assertEquals(TILINGS_14, PuzzleCommandsTest.field(j.out, "solutions"), j.out);
    assertTrue(Long.parseLong(PuzzleCommandsTest.field(j.out, "memo_hits")) > 0, j.out);
    assertTrue(Long.parseLong(PuzzleCommandsTest.field(j.out, "memo_entries")) > 0, j.out);
    Cli t = Cli.run("dlx", "--count", "--memo", "--threads", "2", board);
    assertEquals(TILINGS_14, t.out.strip(), t.toString());
    Path job = tmp.resolve("d.job");
    Cli first = Cli.run("dlx", "--count", "--memo", "--job", job.toString(), "--split", "16",
        board);
    assertEquals(TILINGS_14, first.out.strip(), first.toString());
    Cli again = Cli.run("dlx", "--count", "--job", job.toString(), "--split", "16", board);
    assertEquals(TILINGS_14, again.out.strip(), "read back from the job file: " + again);
  }

  @Test
  void smallBoundStaysExact() throws Exception {
    Cli r = Cli.run("dlx", "--count", "--memo", "--memo-limit", "1", "--format", "json",
        dominoes(10, 10).toString());
    assertEquals("258584046368", PuzzleCommandsTest.field(r.out, "solutions"), r.toString());
    assertTrue(Long.parseLong(PuzzleCommandsTest.field(r.out, "memo_bytes")) <= 1 << 20, r.out);
  }

  @Test
  void multiplicitiesAndMisuseAreRefusedInPlainWords() throws Exception {
    String dlx3 = Cli.data("exact-cover/redrect-4-4.dlx3");
    Cli r = Cli.run("dlx", "--count", "--memo", dlx3);
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertTrue(r.err.contains(dlx3) && r.err.contains("multiplicities")
        && r.err.contains("without --memo"), r.err);
    assertFalse(r.err.contains("Exception") || r.err.contains("\tat "), r.err);
    assertEquals("", r.out);
    String queens = Cli.data("exact-cover/queens-8.dlx");
    assertEquals(ExitCode.USAGE.code(), Cli.run("dlx", "--memo", queens).code);
    assertEquals(ExitCode.USAGE.code(), Cli.run("dlx", "--count", "--memo-limit", "8", queens).code);
    assertEquals(ExitCode.USAGE.code(), Cli.run("dlx", "--count", "--memo", "--learn", queens).code);
    assertEquals(ExitCode.USAGE.code(), Cli.run("dlx", "--count", "--memo", "--memo-limit", "0", queens)
        .code);
    Cli q = Cli.run("dlx", "--count", "--memo", queens);
    assertEquals("92", q.out.strip(), q.toString());
  }
  @Test
  void sampleListsRandomTilingsReproducibly() throws Exception {
    String board = dominoes(3, 4).toString(); // 11 tilings
    Cli r = Cli.exactcover("list", "--sample", "30", "--seed", "5", board);
    assertEquals(0, r.code, r.toString());
    String[] blocks = r.out.split("(?m)^\\d+:\n");
    assertEquals(31, blocks.length, r.out); // an empty piece before "1:"
    java.util.Set<String> distinct = new java.util.HashSet<>();
    for (int k = 1; k < blocks.length; k++) {
      String[] dominoes = blocks[k].strip().split("\n");
      assertEquals(6, dominoes.length, blocks[k]);
      java.util.Set<String> cells = new java.util.HashSet<>();
      for (String d : dominoes) {
        for (String cell : d.split(" ")) {
          assertTrue(cells.add(cell), "cell " + cell + " twice in " + blocks[k]);
        }
      }
      assertEquals(12, cells.size(), blocks[k]);
      distinct.add(new java.util.TreeSet<>(java.util.List.of(dominoes)).toString());
    }
    assertTrue(distinct.size() > 1 && distinct.size() <= 11, distinct.toString());
    assertTrue(r.out.startsWith("1:\n") && r.out.contains("\n30:\n"), r.out);
    assertEquals(r.out, Cli.exactcover("list", "--sample", "30", "--seed", "5", board).out,
        "the same seed, the same solutions");
    Cli j = Cli.exactcover("list", "--sample", "30", "--seed", "5", "--format", "json",
        "--stats", board);
    assertEquals(30, j.lines().size(), j.out);
    assertTrue(j.lines().get(29).startsWith("{\"solution\":30,\"options\":["), j.out);
    assertTrue(j.err.contains("30 solutions drawn with --seed 5"), j.err);
    Cli big = Cli.run("dlx", "--sample", "3", dominoes(14, 14).toString());
    assertEquals(0, big.code, big.err);
    assertTrue(big.out.contains("\n3:\n"), "beyond 64 bits: " + big.out);
  }

  @Test
  void sampleRefusesWhatItCannotDraw() throws Exception {
    Cli none = Cli.exactcover("list", "--sample", "3", dominoes(3, 3).toString());
    assertEquals(ExitCode.NO_SOLUTION.code(), none.code, none.toString());
    assertTrue(none.err.contains("dominoes-3x3.dlx has no solutions"), none.err);
    assertEquals("", none.out);
    String dlx3 = Cli.data("exact-cover/redrect-4-4.dlx3");
    Cli m = Cli.exactcover("list", "--sample", "1", dlx3);
    assertEquals(ExitCode.INVALID_INPUT.code(), m.code, m.toString());
    assertTrue(m.err.contains(dlx3) && m.err.contains("multiplicities"), m.err);
    assertFalse(m.err.contains("Exception") || m.err.contains("\tat "), m.err);
    String queens = Cli.data("exact-cover/queens-8.dlx");
    Cli c = Cli.exactcover("count", "--sample", "2", queens);
    assertEquals(ExitCode.USAGE.code(), c.code);
    assertTrue(c.err.contains("./exactcover list --sample N"), c.err);
    assertEquals(ExitCode.USAGE.code(), Cli.exactcover("list", "--sample", "0", queens).code);
    assertEquals(ExitCode.USAGE.code(), Cli.exactcover("list", "--sample", "2", "--limit", "1", queens)
        .code);
    assertEquals(ExitCode.USAGE.code(), Cli.exactcover("list", "--sample", "2", "--threads", "2", queens)
        .code);
    Cli q = Cli.exactcover("list", "--sample", "2", "--memo", queens);
    assertEquals(0, q.code, q.toString());
    assertEquals(2, q.out.split("(?m)^\\d+:$").length - 1, q.out);
  }
}
