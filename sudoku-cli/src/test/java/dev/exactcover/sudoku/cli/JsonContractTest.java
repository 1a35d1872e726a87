package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The output contract of docs/cli.md, "Limits": every counting command marks a count that a
 * limit stopped the same way in its JSON, {@code "solutions_at_least"} for the lower bound and
 * {@code "complete":false}, and an exhaustive count as {@code "solutions"} with
 * {@code "complete":true}; never one key for the other.
 */
class JsonContractTest {
  private static final String QUEENS = Cli.data("exact-cover/queens-8.dlx");
  private static final String TILES = "../examples/tilings/pentominoes-3x20.polyomino";
  private static final String EMPTY_4X4 = ".".repeat(16) + "\n"; // 288 grids

  /** Each counting command: how to run it, and its exhaustive count (an oracle). */
  private record Counting(String name, boolean sudoku, String stdin, List<String> args,
      long exact) {}

  private static final List<Counting> COMMANDS = List.of(
      new Counting("exactcover count", false, "", List.of("count", QUEENS), 92),
      new Counting("sudoku dlx --count", true, "", List.of("dlx", "--count", QUEENS), 92),
      new Counting("exactcover tile --count", false, "", List.of("tile", "--count", TILES), 8),
      new Counting("sudoku count", true, EMPTY_4X4, List.of("count", "--size", "4", "-"), 288));

  private static Cli run(Counting c, String... more) {
    String[] args = new String[c.args().size() + more.length];
    for (int i = 0; i < more.length; i++) {
      args[i + 1] = more[i];
    }
    args[0] = c.args().get(0);
    for (int i = 1; i < c.args().size(); i++) {
      args[more.length + i] = c.args().get(i);
    }
    return c.sudoku() ? Cli.runWithStdin(c.stdin(), args) : Cli.exactcoverWithStdin(c.stdin(),
        args);
  }

  @Test
  void aCountStoppedByALimitIsMarkedTheSameWayByEveryCountingCommand() {
    for (Counting c : COMMANDS) {
      Cli r = run(c, "--limit", "3", "--format", "json");
      assertEquals(5, r.code, c.name() + ": " + r);
      String json = r.out.strip();
      assertEquals(1, json.lines().count(), c.name() + ": " + json);
      assertTrue(json.contains("\"solutions_at_least\":3,") || json.endsWith(
          "\"solutions_at_least\":3}"), c.name() + ": " + json);
      assertTrue(json.contains("\"complete\":false"), c.name() + ": " + json);
      assertFalse(json.contains("\"solutions\":"), c.name() + ": " + json);
    }
  }

  @Test
  void anExhaustiveCountIsMarkedComplete() {
    for (Counting c : COMMANDS) {
      Cli r = run(c, "--format", "json");
      assertEquals(0, r.code, c.name() + ": " + r);
      String json = r.out.strip();
      assertTrue(json.contains("\"solutions\":" + c.exact() + ","), c.name() + ": " + json);
      assertTrue(json.contains("\"complete\":true"), c.name() + ": " + json);
      assertFalse(json.contains("_at_least"), c.name() + ": " + json);
    }
  }
}
