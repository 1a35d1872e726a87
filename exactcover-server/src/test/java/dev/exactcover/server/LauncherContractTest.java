package dev.exactcover.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The API against the real launchers ({@code ./sudoku}, {@code ./exactcover} as child
 * processes) on the same inputs: the same records, in the same order, and the same verdict for
 * bad input (exit 3 there, 400 here).
 */
@org.junit.jupiter.api.Tag("full")
class LauncherContractTest {
  private static Running running;

  @BeforeAll
  static void start() throws Exception {
    running = Running.standard();
    // Built first: a launcher that builds counts the build in its --time-limit.
    launch("", "sudoku", "--version");
    launch("", "exactcover", "--version");
  }

  @AfterAll
  static void stop() {
    running.close();
  }

  /** The launcher's stdout and exit code for {@code input} on stdin. */
  private static String[] launch(String input, String program, String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Running.ROOT.resolve(program).toString());
    command.addAll(List.of(args));
    File in = File.createTempFile("exactcover-contract-", ".txt");
    try {
      Files.writeString(in.toPath(), input);
      Process p = new ProcessBuilder(command).redirectInput(in)
          .redirectError(ProcessBuilder.Redirect.DISCARD).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the launcher did not end");
      return new String[] {out, Integer.toString(p.exitValue())};
    } finally {
      in.delete();
    }
  }

  private static void same(String path, String query, String input, String program,
      String... args) throws Exception {
    Running.Answer a = running.post(path, query, input);
    List<String> cli = new ArrayList<>(List.of(args));
    cli.add("--time-limit=10.0");
    cli.add("--format=json");
    if (!path.endsWith("generate")) {
      cli.add("-");
    }
    String[] launched = launch(input, program, cli.toArray(new String[0]));
    int code = Integer.parseInt(launched[1]);
    assertEquals(Server.status(code), a.status(), a.body());
    List<String> want = launched[0].lines().map(Running::untimed).toList();
    List<String> got = (a.status() == 200 ? a.lines() : List.<String>of()).stream()
        .map(Running::untimed).toList();
    if (a.status() == 200) {
      assertEquals(want, got);
    } else {
      for (String record : want) {
        assertTrue(a.body().contains(record.strip()), a.body() + " lacks " + record);
      }
    }
  }

  @Test
  void puzzleCommandsOnPublishedSets() throws Exception {
    String top = Running.firstPuzzles("sudoku9/top95.txt", 10);
    same("/api/solve", "", top, "sudoku", "solve");
    same("/api/check", "", Running.firstPuzzles("sudoku9/known-counts.txt", 10), "sudoku",
        "check");
    String easy = Running.firstPuzzles("sudoku9/easy50.txt", 3);
    same("/api/grade", "", easy, "sudoku", "grade");
    same("/api/hint", "", easy, "sudoku", "hint");
    same("/api/explain", "", easy, "sudoku", "explain");
    same("/api/count", "limit=2", easy, "sudoku", "count", "--limit=2");
    same("/api/check", "", Running.firstPuzzles("sudoku16/gecode-55.txt", 3), "sudoku",
        "check");
    same("/api/generate", "n=3&seed=11&difficulty=medium", "", "sudoku", "generate", "-n=3",
        "--seed=11", "--difficulty=medium");
  }

  @Test
  void badInputIs400WithTheSameRecords() throws Exception {
    same("/api/check", "", "12345\n" + Running.firstPuzzles("sudoku9/easy50.txt", 1), "sudoku",
        "check");
  }

  @Test
  void exactCoverAndTilings() throws Exception {
    for (String f : List.of("queens-8.dlx", "pentomino-3x20.dlx")) {
      String dlx = Files.readString(Running.DATASETS.resolve("exact-cover/" + f));
      same("/api/exactcover/count", "", dlx, "exactcover", "count");
      same("/api/exactcover/list", "limit=4", dlx, "exactcover", "list", "--limit=4");
    }
    for (String f : List.of("pentominoes-3x20.polyomino", "soma.polycube")) {
      String spec = Files.readString(Running.ROOT.resolve("examples/tilings/" + f));
      String kind = f.endsWith("polycube") ? "polycube" : "polyomino";
      same("/api/tile", "kind=" + kind + "&count=true", spec, "exactcover", "tile",
          "--kind=" + kind, "--count");
      same("/api/tile", "kind=" + kind + "&limit=2", spec, "exactcover", "tile",
          "--kind=" + kind, "--limit=2");
    }
  }
}
