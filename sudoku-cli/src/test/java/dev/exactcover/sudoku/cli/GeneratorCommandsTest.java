package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** generate, grade, minimize and hint through picocli, checked with the other commands. */
class GeneratorCommandsTest {
  @TempDir Path tmp;

  @Test
  void generatedPuzzlesAreUniqueAndTheSameOnAnyThreadCount() throws Exception {
    Cli one = Cli.run("generate", "-n", "12", "--seed", "5", "--format", "line");
    Cli two = Cli.run("generate", "-n", "12", "--seed", "5", "--threads", "2", "--format", "line");
    assertEquals(0, one.code, one.toString());
    assertEquals(one.out, two.out);
    assertEquals(12, one.lines().size());
    Path file = tmp.resolve("gen.txt");
    Files.writeString(file, one.out);
    Cli check = Cli.run("check", "--format", "line", file.toString());
    assertTrue(check.lines().stream().allMatch("unique"::equals), check.out);
    Cli minimal = Cli.run("minimize", "--unnecessary", "--format", "line", file.toString());
    assertTrue(minimal.lines().stream().allMatch("minimal"::equals), minimal.out);
    assertFalse(one.out.equals(Cli.run("generate", "-n", "12", "--seed", "6", "--format", "line")
        .out));
  }

  @Test
  void jsonCarriesSolutionGradeAndSymmetry() {
    Cli r = Cli.run("generate", "-n", "3", "--seed", "1", "--symmetry", "rotate180",
        "--format", "json");
    assertEquals(0, r.code, r.toString());
    for (String json : r.lines()) {
      String puzzle = PuzzleCommandsTest.field(json, "puzzle");
      for (int c = 0; c < 81; c++) {
        assertEquals(puzzle.charAt(c) == '.', puzzle.charAt(80 - c) == '.', "rotate180: " + json);
      }
      assertEquals("rotate180", PuzzleCommandsTest.field(json, "symmetry"));
      assertTrue(json.contains("\"minimal\":true"), json);
      Cli solve = Cli.runWithStdin(puzzle + "\n", "solve", "--format", "line");
      assertEquals(PuzzleCommandsTest.field(json, "solution"), solve.out.strip());
      assertTrue(List.of("easy", "medium", "hard", "fiendish", "diabolical", "extreme")
          .contains(PuzzleCommandsTest.field(json, "level")), json);
    }
  }

  @Test
  void sixteenBySixteen() {
    Cli r = Cli.run("generate", "--size", "16", "--seed", "3", "--format", "line");
    assertEquals(0, r.code, r.toString());
    assertEquals(256, r.out.strip().length());
    Cli check = Cli.runWithStdin(r.out, "check", "--format", "line");
    assertEquals("unique", check.out.strip());
  }

  @Test
  void gradeEasy50MostlyEasyOrMedium() {
    Cli r = Cli.run("grade", "--format", "json", Cli.data("sudoku9/easy50.txt"));
    assertEquals(0, r.code, r.err);
    assertEquals(50, r.lines().size());
    long easy = r.lines().stream().map(l -> PuzzleCommandsTest.field(l, "level"))
        .filter(g -> g.equals("easy") || g.equals("medium")).count();
    // Measured: 32 of the 50 rate 1.5 or less on SE's scale; none needs chains (above 6.0).
    assertTrue(easy >= 30, easy + " of 50 easy or medium (rated 1.5 or less)");
    assertTrue(r.lines().stream().allMatch(l -> Double.parseDouble(
        PuzzleCommandsTest.field(l, "rating")) <= 6.0), r.out);
    Cli csv = Cli.run("grade", "--format", "csv", Cli.data("sudoku9/hardest.txt"));
    assertEquals("file,line,puzzle,solution,status,count,clues,nodes,level,rating,error,rules,"
        + "regions",
        csv.lines().get(0));
  }

  @Test
  void minimizeKeepsTheSolutionUnique() throws Exception {
    List<String> kaggle = Files.readAllLines(Cli.datasets().resolve("sudoku9/kaggle-10000.csv"))
        .subList(0, 6);
    Cli r = Cli.runWithStdin(String.join("\n", kaggle) + "\n", "minimize", "--format", "json");
    assertEquals(0, r.code, r.toString());
    assertEquals(5, r.lines().size(), "the CSV header is skipped");
    for (String json : r.lines()) {
      String min = PuzzleCommandsTest.field(json, "minimized");
      Cli solve = Cli.runWithStdin(min + "\n", "solve", "--format", "line");
      assertEquals(PuzzleCommandsTest.field(json, "solution"), solve.out.strip());
      assertTrue(Long.parseLong(PuzzleCommandsTest.field(json, "minimized_clues"))
          < Long.parseLong(PuzzleCommandsTest.field(json, "clues")));
    }
    Cli multi = Cli.runWithStdin("8.........95.......76.........426798...571243...893165......916"
        + "....3.487....1.532\n", "minimize", "--format", "line");
    assertEquals("multiple", multi.out.strip());
    assertEquals(ExitCode.NO_SOLUTION.code(), multi.code);
  }

  @Test
  void hintNamesAStep() {
    Cli r = Cli.runWithStdin(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n"
        + "1........1" + ".".repeat(71) + "\n", "hint", "--format", "line");
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code);
    assertTrue(r.lines().get(0).matches("(naked|hidden) single \\(\\d\\.\\d\\): .* => places \\d in r\\dc\\d"), r.out);
    assertEquals("invalid", r.lines().get(1));
    assertTrue(r.err.contains(":2: 1 appears twice"), r.err);
  }

  @Test
  void usageErrors() {
    for (String[] args : List.of(new String[] {"generate", "--symmetry", "spiral"},
        new String[] {"generate", "--difficulty", "nightmare"},
        new String[] {"generate", "--size", "7"}, new String[] {"generate", "-n", "-1"},
        new String[] {"generate", "--clues", "100"}, new String[] {"generate", "--clues", "16"},
        new String[] {"generate", "--time-limit", "0"})) {
      Cli r = Cli.run(args);
      assertEquals(ExitCode.USAGE.code(), r.code, String.join(" ", args) + "\n" + r);
      assertFalse(r.err.contains("Exception"), r.err);
    }
  }

  @Test
  void withoutASeedEachRunDiffersAndSaysItsSeed() {
    Cli a = Cli.run("generate", "--format", "line");
    Cli b = Cli.run("generate", "--format", "line");
    assertEquals(0, a.code, a.toString());
    assertFalse(a.out.equals(b.out), "two runs without --seed gave " + a.out);
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("seed (\\d+) ").matcher(a.err);
    assertTrue(m.find(), a.err);
    assertEquals(a.out, Cli.run("generate", "--format", "line", "--seed", m.group(1)).out);
  }

  @Test
  void eachPrintedSeedMakesItsPuzzleAgainAlone() {
    Cli batch = Cli.run("generate", "-n", "10", "--threads", "2", "--format", "csv");
    assertEquals(0, batch.code, batch.toString());
    List<String> rows = batch.lines().subList(1, batch.lines().size());
    assertEquals(10, rows.size());
    for (String row : rows) {
      String[] f = row.split(",");
      Cli alone = Cli.run("generate", "--seed", f[1], "--format", "line");
      assertEquals(f[2], alone.out.strip(), "puzzle " + f[0] + " with seed " + f[1]);
    }
  }

  @Test
  void aTimeLimitStopsTheRunWithTheFinishedPuzzlesAndExitFive() {
    long t = System.nanoTime();
    Cli r = Cli.run("generate", "--size", "25", "-n", "1000", "--minimal", "--time-limit", "2",
        "--seed", "1", "--format", "line");
    double seconds = (System.nanoTime() - t) / 1e9;
    assertEquals(ExitCode.PARTIAL.code(), r.code, r.toString());
    assertTrue(r.err.contains("stopped by --time-limit"), r.err);
    assertTrue(seconds < 10, "took " + seconds + " s");
    for (String line : r.lines()) {
      assertEquals(625, line.length(), "a complete puzzle per line");
    }
  }

  @Test
  void aRegionMapWithoutACompleteGridIsRefused() throws Exception {
    Path map = tmp.resolve("impossible.txt");
    Files.writeString(map, "AAAB\nCCBA\nCCBB\nDDDD\n");
    Cli r = Cli.run("generate", "--size", "4", "--regions", map.toString(), "--seed", "1");
    assertEquals(ExitCode.NO_SOLUTION.code(), r.code, r.toString());
    assertTrue(r.err.contains("admit no complete grid"), r.err);
    assertEquals("", r.out);
  }

  @Test
  void aJigsawIsPrintedWithItsPiecesAndItsMap() throws Exception {
    String map = "AAAABBCCC\nAAABBBCCC\nAABBBBCCC\nDDDEEEFFF\nDDDDEEFFF\nDDEEEEFFF\n"
        + "GGGHHHIII\nGGGHHHIII\nGGGHHHIII\n";
    Path file = tmp.resolve("jigsaw.txt");
    Files.writeString(file, map);
    Cli json = Cli.run("generate", "--regions", file.toString(), "--seed", "8", "--format",
        "json");
    assertEquals(0, json.code, json.toString());
    assertTrue(json.out.contains("\"rules\":\"jigsaw\""), json.out);
    assertTrue(json.out.contains("\"regions\":\"" + map.replace("\n", "\\n") + "\""), json.out);
    Cli grid = Cli.run("generate", "--regions", file.toString(), "--seed", "8", "--format",
        "grid");
    List<String> lines = grid.lines();
    assertEquals("| ", lines.get(2).substring(0, 2), grid.out);
    assertEquals('|', lines.get(2).charAt(16), "the wall after r1c4: " + lines.get(2));
    assertEquals(' ', lines.get(2).charAt(12), "no wall inside piece A: " + lines.get(2));
    Cli classic = Cli.run("generate", "--seed", "8", "--format", "json");
    assertFalse(classic.out.contains("\"regions\""), classic.out);
  }

  @Test
  void aPdfOfFourPuzzlesHasAPageOfPuzzlesAndAPageOfAnswers() throws Exception {
    Path pdf = tmp.resolve("p.pdf");
    Cli r = Cli.run("generate", "-n", "4", "--seed", "5", "--format", "pdf", "-o", pdf.toString());
    assertEquals(0, r.code, r.toString());
    Cli lines = Cli.run("generate", "-n", "4", "--seed", "5", "--format", "line");
    try (org.apache.pdfbox.pdmodel.PDDocument d = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
      assertEquals(2, d.getNumberOfPages());
      assertEquals(595.28f, d.getPage(0).getMediaBox().getWidth(), 0.01f, "A4");
      org.apache.pdfbox.text.PDFTextStripper text = new org.apache.pdfbox.text.PDFTextStripper();
      text.setSortByPosition(true);
      text.setStartPage(1);
      text.setEndPage(1);
      String page = text.getText(d);
      assertTrue(page.contains("#1   seed 5"), page);
      assertTrue(page.contains("page 1 of 2"), page);
      // Every given of the four puzzles is on page 1: as many digits as givens (plus those of
      // the captions and the footer, which are counted apart).
      long givens = lines.lines().stream().mapToLong(l -> l.chars().filter(ch -> ch != '.').count())
          .sum();
      long digits = page.lines().filter(l -> !l.matches(".*[a-z].*"))
          .mapToLong(l -> l.chars().filter(Character::isDigit).count()).sum();
      assertEquals(givens, digits, page);
    }
    // One page per puzzle, on Letter, without the answer key.
    Cli one = Cli.run("generate", "-n", "3", "--seed", "5", "--format", "pdf", "--per-page", "1",
        "--paper", "letter", "--no-answers", "-o", pdf.toString());
    assertEquals(0, one.code, one.toString());
    try (org.apache.pdfbox.pdmodel.PDDocument d = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
      assertEquals(3, d.getNumberOfPages());
      assertEquals(612f, d.getPage(0).getMediaBox().getWidth(), 0.01f, "Letter");
    }
  }

  @Test
  void anSvgSheetIsWellFormedAndHoldsTheGivens() throws Exception {
    Cli r = Cli.run("generate", "-n", "2", "--seed", "9", "--size", "16", "--format", "svg",
        "--per-page", "2");
    assertEquals(0, r.code, r.toString());
    assertTrue(r.out.startsWith("<?xml"), r.out.substring(0, 40));
    assertEquals(2, r.out.split("<g class=\"page\"", -1).length - 1, "puzzles, then answers");
    Cli line = Cli.run("generate", "-n", "2", "--seed", "9", "--size", "16", "--format", "line");
    long givens = line.out.chars().filter(ch -> ch != '.' && ch != '\n').count();
    String firstPage = r.out.substring(0, r.out.indexOf("</g>"));
    java.util.regex.Matcher m = java.util.regex.Pattern
        .compile("font-weight=\"bold\" text-anchor=\"middle\">([1-9A-G])</text>")
        .matcher(firstPage);
    long bold = 0;
    while (m.find()) {
      bold++;
    }
    assertEquals(givens, bold, "each given once, bold, on the puzzle page");
  }

  @Test
  void printableFormatsAreForGenerateAndPdfNotForATerminal() {
    Cli r = Cli.run("check", "--format", "pdf");
    assertEquals(ExitCode.USAGE.code(), r.code, r.toString());
    assertTrue(r.err.contains("for generate and solve"), r.err);
    Cli p = Cli.run("generate", "--per-page", "3", "--format", "svg");
    assertEquals(ExitCode.USAGE.code(), p.code, p.toString());
    assertTrue(p.err.contains("1, 2, 4 or 6"), p.err);
  }

  @Test
  void aRatingTargetGivesPuzzlesRatedInRangeByTheGrader() {
    Cli r = Cli.run("generate", "-n", "3", "--seed", "4", "--rating", "2.0-4.5", "--format",
        "json");
    assertEquals(0, r.code, r.toString());
    for (String line : r.lines()) {
      java.util.regex.Matcher m = java.util.regex.Pattern
          .compile("\"puzzle\":\"([^\"]+)\".*\"rating\":([0-9.]+)").matcher(line);
      assertTrue(m.find(), line);
      double rating = Double.parseDouble(m.group(2));
      assertTrue(rating >= 2.0 && rating <= 4.5, line);
      // The grader, asked separately, gives the same rating.
      Cli graded = Cli.runWithStdin(m.group(1) + "\n", "grade", "--format", "json");
      assertTrue(graded.out.contains("\"rating\":" + m.group(2)), graded.out + " for " + line);
    }
    Cli sixteen = Cli.run("generate", "--size", "16", "--rating", "7");
    assertEquals(ExitCode.USAGE.code(), sixteen.code, sixteen.toString());
    assertTrue(sixteen.err.contains("rated above 6.0"), sixteen.err);
    assertEquals(ExitCode.USAGE.code(), Cli.run("generate", "--rating", "5-2").code);
  }

  @Test
  void solvePrintsPuzzlesAndTheirSolutionsAsPages() throws Exception {
    Path twelve = tmp.resolve("twelve.txt");
    List<String> puzzles = Files.readAllLines(Path.of(Cli.data("sudoku9/top95.txt"))).subList(0, 12);
    Files.write(twelve, puzzles);
    Path pdf = tmp.resolve("solved.pdf");
    Cli r = Cli.run("solve", "--format", "pdf", "-o", pdf.toString(), twelve.toString());
    assertEquals(0, r.code, r.toString());
    List<String> solutions = Files.readAllLines(Path.of(Cli.data("sudoku9/top95.solutions")))
        .subList(0, 12);
    try (org.apache.pdfbox.pdmodel.PDDocument d = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
      assertEquals(6, d.getNumberOfPages(), "three pages of puzzles, three of answers");
      org.apache.pdfbox.text.PDFTextStripper text = new org.apache.pdfbox.text.PDFTextStripper();
      text.setSortByPosition(true);
      text.setStartPage(4);
      text.setEndPage(4);
      String page = text.getText(d);
      assertTrue(page.contains("twelve.txt line 1"), page);
      long digits = page.lines().filter(l -> !l.matches(".*[a-z].*"))
          .mapToLong(l -> l.chars().filter(Character::isDigit).count()).sum();
      assertEquals(4 * 81, digits, "four whole solutions on the first answer page: " + page);
      // The first grid row of the first answer, as PDFBox reads it, is the published one's.
      assertTrue(page.replace(" ", "").contains(solutions.get(0).substring(0, 9)), page);
    }
  }
}
