package dev.exactcover.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every endpoint against the command line on the same input and options: the same records, in
 * the same order, as application/x-ndjson (timings aside).
 */
class ApiContractTest {
  private static Running running;

  @BeforeAll
  static void start() throws Exception {
    running = Running.standard();
  }

  @AfterAll
  static void stop() {
    running.close();
  }

  /** POSTs and runs the command line alike; asserts the same records. */
  private static List<String> same(String path, String query, String input, String program,
      String... args) throws Exception {
    Running.Answer a = running.post(path, query, input);
    assertEquals(200, a.status(), a.body());
    assertTrue(a.type().startsWith("application/x-ndjson"), a.type());
    List<String> cliArgs = new ArrayList<>(List.of(args));
    cliArgs.add("--time-limit=10.0"); // the server's limit, which every request runs under
    cliArgs.add("--format=json");
    if (!path.endsWith("generate")) {
      cliArgs.add("-");
    }
    String expected = Running.cli(program, input, cliArgs.toArray(new String[0]));
    List<String> want = expected.lines().map(Running::untimed).toList();
    List<String> got = a.lines().stream().map(Running::untimed).toList();
    assertFalse(want.isEmpty(), "the command line printed nothing");
    assertEquals(want, got);
    return got;
  }

  @Test
  void solveTop95() throws Exception {
    String in = Running.firstPuzzles("sudoku9/top95.txt", 6);
    List<String> got = same("/api/solve", "", in, "sudoku", "solve");
    assertEquals(6, got.size());
    // and the solutions are the published ones
    List<String> published = Files.readAllLines(Running.DATASETS.resolve(
        "sudoku9/top95.solutions")).stream().filter(l -> !l.isBlank() && !l.startsWith("#"))
        .toList();
    for (int i = 0; i < got.size(); i++) {
      assertTrue(got.get(i).contains("\"solution\":\"" + published.get(i).strip() + "\""),
          got.get(i));
    }
  }

  @Test
  void checkKnownCounts() throws Exception {
    same("/api/check", "", Running.firstPuzzles("sudoku9/known-counts.txt", 8), "sudoku",
        "check");
  }

  @Test
  void countWithLimit() throws Exception {
    same("/api/count", "limit=3", Running.firstPuzzles("sudoku9/known-counts.txt", 5), "sudoku",
        "count", "--limit=3");
  }

  @Test
  void gradeHintExplainValidate() throws Exception {
    String in = Running.firstPuzzles("sudoku9/easy50.txt", 2);
    same("/api/grade", "", in, "sudoku", "grade");
    same("/api/hint", "", in, "sudoku", "hint");
    same("/api/explain", "", in, "sudoku", "explain");
    same("/api/validate", "", in, "sudoku", "validate");
  }

  @Test
  void sixteenBySixteen() throws Exception {
    same("/api/check", "", Running.firstPuzzles("sudoku16/gecode-55.txt", 2), "sudoku", "check");
  }

  @Test
  void sudokuX() throws Exception {
    String in = Running.cli("sudoku", "", "generate", "--x", "-n=3", "--seed=3",
        "--format=line").lines().filter(l -> !l.startsWith("#")).map(l -> l + "\n")
        .reduce("", String::concat);
    List<String> got = same("/api/check", "x=true", in, "sudoku", "check", "--x");
    assertEquals(3, got.size());
    got.forEach(r -> assertTrue(r.contains("\"status\":\"unique\""), r));
  }

  @Test
  void fpuzzlesVariantsAndLinks() throws Exception {
    Path examples = Path.of("..", "examples", "variants");
    for (String name : List.of("killer.json", "thermometers.json")) {
      String json = Files.readString(examples.resolve(name));
      List<String> got = same("/api/check", "", json, "sudoku", "check");
      assertEquals(1, got.size());
      assertTrue(got.get(0).contains("\"status\":\"unique\"")
          && got.get(0).contains("\"variants\":["), got.get(0));
      // The same puzzle as an f-puzzles link, written by the command and read back.
      String link = Running.cli("sudoku", json, "check", "--format=fpuzzles", "-").strip()
          .replaceAll(".*\"link\":\"([^\"]+)\".*", "$1");
      assertTrue(link.contains("?load="), link);
      List<String> fromLink = same("/api/solve", "", link + "\n", "sudoku", "solve");
      assertTrue(fromLink.get(0).contains("\"status\":\"unique\""), fromLink.get(0));
    }
  }

  @Test
  void generateBySeed() throws Exception {
    same("/api/generate", "n=2&seed=7&difficulty=easy", "", "sudoku", "generate", "-n=2",
        "--seed=7", "--difficulty=easy");
  }

  @Test
  void tileCalendar() throws Exception {
    String spec = Files.readString(Running.ROOT.resolve("examples/tilings/calendar.polyomino"));
    // 28 November: month cell 14 (Nov), day 28 in row 5, column 6
    same("/api/tile", "kind=polyomino&hole=14&hole=56&count=true&distinct=true", spec,
        "exactcover", "tile", "--kind=polyomino", "--hole=14", "--hole=56", "--count",
        "--distinct");
    List<String> listed = same("/api/tile", "kind=polyomino&hole=14&hole=56&limit=3", spec,
        "exactcover", "tile", "--kind=polyomino", "--hole=14", "--hole=56", "--limit=3");
    assertEquals(3, listed.size());
  }

  @Test
  void exactCoverCountAndList() throws Exception {
    String queens = Files.readString(Running.DATASETS.resolve("exact-cover/queens-8.dlx"));
    List<String> count = same("/api/exactcover/count", "", queens, "exactcover", "count");
    assertTrue(count.get(0).contains("\"solutions\":92"), count.get(0)); // Knuth: 92
    assertEquals(5, same("/api/exactcover/list", "limit=5", queens, "exactcover", "list",
        "--limit=5").size());
  }

  @Test
  void invalidPuzzleIs400WithTheCommandsRecords() throws Exception {
    String in = "12345\n";
    Running.Answer a = running.post("/api/check", "", in);
    assertEquals(400, a.status());
    assertTrue(a.type().startsWith("application/json"));
    String record = Running.cli("sudoku", in, "check", "--format=json", "-").strip();
    assertTrue(a.body().contains("\"records\":[" + record + "]"), a.body());
    assertTrue(a.body().contains("\"exit\":3"), a.body());
    assertTrue(a.body().contains("5 cells"), a.body()); // the command's own words
  }

  @Test
  void printedPagesArePdfAndSvg() throws Exception {
    String in = Running.firstPuzzles("sudoku9/easy50.txt", 1);
    Running.Answer pdf = running.post("/api/solve", "format=pdf", in);
    assertEquals(200, pdf.status(), pdf.body());
    assertEquals("application/pdf", pdf.type());
    assertTrue(pdf.body().startsWith("%PDF-"), pdf.body().substring(0, 20));
    Running.Answer svg = running.post("/api/generate", "n=2&seed=5&difficulty=easy&format=svg",
        "");
    assertEquals(200, svg.status(), svg.body());
    assertEquals("image/svg+xml", svg.type());
    String cli = Running.cli("sudoku", "", "generate", "-n=2", "--seed=5", "--difficulty=easy",
        "--time-limit=10.0", "--format=svg");
    assertEquals(cli, svg.body()); // the same pages as the command line's
  }

  @Test
  void openApiDocumentNamesEveryEndpoint() throws Exception {
    Running.Answer a = running.get("/api");
    assertEquals(200, a.status());
    assertTrue(a.body().startsWith("{\"openapi\":\"3."), a.body());
    for (Endpoint e : Endpoint.ALL) {
      assertTrue(a.body().contains("\"/api/" + e.path() + "\""), e.path());
    }
  }

  @Test
  void pageIsServedWithCellsAndNothingFromElsewhere() throws Exception {
    Running.Answer page = running.get("/");
    assertEquals(200, page.status());
    assertTrue(page.type().startsWith("text/html"));
    Running.Answer js = running.get("/app.js");
    assertEquals(200, js.status());
    assertTrue(js.body().contains("data-cell") || js.body().contains("dataset.cell"));
    for (String file : List.of("/", "/app.js", "/tilings.js", "/style.css")) {
      String body = running.get(file).body();
      assertFalse(body.contains("http://") && !body.contains("http://www.w3.org/2000/svg")
          || body.contains("https://"), file + " names another site");
    }
    assertTrue(page.response().headers().firstValue("Content-Security-Policy").orElse("")
        .contains("default-src 'self'"));
  }
}
