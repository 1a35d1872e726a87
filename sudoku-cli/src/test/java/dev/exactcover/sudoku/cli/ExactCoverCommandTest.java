package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExactCoverMain;
import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code ./exactcover}: the generic commands named for what they do, with one vocabulary shared
 * with {@code ./sudoku}. Oracles: the datasets' known counts (3x20 pentomino box 8; 8-queens
 * 92), and the {@code .dlx} files themselves, read here line by line, for listed solutions.
 */
class ExactCoverCommandTest {
  private static final String QUEENS = Cli.data("exact-cover/queens-8.dlx");

  @Test
  void countAndListAreTheCommandsOfDlx() {
    Cli r = Cli.exactcover("count", Cli.data("exact-cover/pentomino-3x20.dlx"));
    assertEquals(0, r.code, r.toString());
    assertEquals("8", r.out.strip());
    assertEquals("92", Cli.exactcover("count", QUEENS).out.strip());
    assertEquals("92", Cli.run("dlx", "--count", QUEENS).out.strip(), "the alias");
    Cli list = Cli.exactcover("list", "--limit", "3", QUEENS);
    assertEquals(0, list.code, list.toString());
    assertEquals(Cli.run("dlx", "--limit", "3", QUEENS).out, list.out);
    assertEquals(3, list.out.lines().filter(l -> l.matches("[0-9]+:")).count());
    Cli noCount = Cli.exactcover("list", "--count", QUEENS);
    assertEquals(ExitCode.USAGE.code(), noCount.code, "the name says it: " + noCount);
  }

  @Test
  void formatTakesTheValuesThePuzzleCommandsUse() {
    Cli line = Cli.exactcover("list", "--format", "line", "--limit", "2", QUEENS);
    assertEquals(0, line.code, line.toString());
    assertEquals(Cli.exactcover("list", "--limit", "2", QUEENS).out, line.out, "the default");
    assertEquals(line.out, Cli.exactcover("list", "--format", "text", "--limit", "2", QUEENS).out,
        "the old name still read");
    Cli bad = Cli.exactcover("count", "--format", "grid", QUEENS);
    assertEquals(ExitCode.USAGE.code(), bad.code, bad.toString());
    assertTrue(bad.err.contains("--format: expected line or json, not 'grid'"), bad.err);
    assertFalse(bad.err.contains("Exception"), bad.err);
  }

  @Test
  void theTopLevelHelpListsEveryCommandWithOneLine() {
    Cli help = Cli.exactcover("--help");
    assertEquals(0, help.code);
    for (String c : HelpTest.names(ExactCoverMain.TOOL)) {
      assertTrue(help.out.lines().anyMatch(l -> l.matches("  " + c + " +\\S.*")), help.out);
    }
    Cli sudoku = Cli.run("--help");
    for (String c : List.of("solve", "count", "dlx", "cluster")) {
      assertTrue(sudoku.out.lines().anyMatch(l -> l.matches("  " + c + " +\\S.*")), sudoku.out);
    }
    String count = Cli.exactcover("count", "--help").out;
    assertTrue(count.contains("\n    a b c d | x\n    a b\n    c d x\n    a b c d\n"), count);
  }

  /**
   * Listed solutions as JSON: one object per solution, each option by its number and its items;
   * the items of option k are the k-th option line of the file, and the options cover every
   * primary item exactly once.
   */
  @Test
  void solutionsAsJsonNameTheirOptionsByNumberAndItems() throws Exception {
    List<String> lines = Files.readAllLines(Path.of(QUEENS)).stream()
        .filter(l -> !l.isBlank() && !l.startsWith("|")).toList();
    String[] head = lines.get(0).split("\\|", -1);
    List<String> primary = Arrays.asList(head[0].trim().split("\\s+"));
    List<String> options = lines.subList(1, lines.size());
    Cli r = Cli.exactcover("list", "--format", "json", "--limit", "5", QUEENS);
    assertEquals(0, r.code, r.toString());
    List<String> records = r.out.lines().toList();
    assertEquals(5, records.size(), r.out);
    Pattern record = Pattern.compile("\\{\"solution\":([0-9]+),\"options\":\\[([0-9,]*)\\],"
        + "\"items\":\\[(.*)\\]\\}");
    for (int k = 0; k < records.size(); k++) {
      Matcher m = record.matcher(records.get(k));
      assertTrue(m.matches(), records.get(k));
      assertEquals(k + 1, Integer.parseInt(m.group(1)));
      String[] numbers = m.group(2).split(",");
      List<String> itemLists = new ArrayList<>(List.of(m.group(3).split("\\],\\[")));
      assertEquals(numbers.length, itemLists.size());
      Map<String, Integer> covered = new HashMap<>();
      for (int i = 0; i < numbers.length; i++) {
        String items = itemLists.get(i).replaceAll("[\\[\\]\"]", "").replace(',', ' ');
        assertEquals(options.get(Integer.parseInt(numbers[i])).trim().replaceAll("\\s+", " "),
            items, "option " + numbers[i]);
        for (String item : items.split(" ")) {
          covered.merge(item, 1, Integer::sum);
        }
      }
      for (String p : primary) {
        assertEquals(1, covered.getOrDefault(p, 0), p + " in " + records.get(k));
      }
    }
  }

  /**
   * A listing on several threads prints what one thread prints, in the same order and numbering
   * (each subproblem's solutions held until every one before it is printed), also as JSON and
   * under --limit.
   */
  @Test
  void aListingOnThreadsIsInTheOrderOfOneThread() {
    for (String file : List.of("queens-8.dlx", "filomino-8x8.dlx", "pentomino-3x20.dlx")) {
      String f = Cli.data("exact-cover/" + file);
      Cli one = Cli.exactcover("list", f);
      Cli two = Cli.exactcover("list", "--threads", "3", f);
      assertEquals(0, two.code, two.toString());
      assertEquals(one.out, two.out, file);
    }
    Cli one = Cli.exactcover("list", "--format", "json", "--limit", "7", QUEENS);
    Cli two = Cli.exactcover("list", "--format", "json", "--limit", "7", "--threads", "2",
        QUEENS);
    assertEquals(0, two.code, two.toString());
    assertEquals(7, two.out.lines().count());
    assertEquals(one.out, two.out);
  }

  @Test
  void typosAreAnsweredWithTheNearestCommandOrOption() {
    Cli slove = Cli.run("slove", "x");
    assertEquals(ExitCode.USAGE.code(), slove.code);
    assertTrue(slove.err.startsWith("sudoku: no command 'slove'; did you mean solve?"),
        slove.err);
    assertFalse(slove.err.contains("Unmatched"), slove.err);
    Cli cuont = Cli.exactcover("cuont", QUEENS);
    assertTrue(cuont.err.contains("did you mean count?"), cuont.err);
    Cli thread = Cli.exactcover("count", "--thread", "2", QUEENS);
    assertEquals(ExitCode.USAGE.code(), thread.code);
    assertTrue(thread.err.contains("unknown option '--thread'; did you mean --threads?"),
        thread.err);
  }

  /** Each numeric option is checked under its own name, with the value given. */
  @Test
  void numbersAreCheckedUnderTheirOwnNames() {
    Cli threads = Cli.exactcover("count", "--threads", "0", QUEENS);
    assertEquals(ExitCode.USAGE.code(), threads.code);
    assertTrue(threads.err.contains("--threads must be at least 1, not 0"), threads.err);
    Cli limit = Cli.exactcover("count", "--limit", "0", QUEENS);
    assertTrue(limit.err.contains("--limit must be at least 1, not 0"), limit.err);
    Cli time = Cli.exactcover("count", "--time-limit", "-1", QUEENS);
    assertTrue(time.err.contains("--time-limit must be a positive number"), time.err);
    Cli port = Cli.exactcover("cluster", "member", "--port", "0");
    assertEquals(ExitCode.USAGE.code(), port.code);
    assertTrue(port.err.contains("--port must be 1 to 65535, not 0"), port.err);
  }

  /** The seed is --seed everywhere; --random stays as a hidden alias with the same meaning. */
  @Test
  void theSeedIsSeedAndRandomIsItsOldName() {
    Cli seed = Cli.exactcover("list", "--seed", "7", "--limit", "1", QUEENS);
    Cli random = Cli.exactcover("list", "--random", "7", "--limit", "1", QUEENS);
    assertEquals(0, seed.code, seed.toString());
    assertEquals(seed.out, random.out);
    assertFalse(Cli.exactcover("list", "--help").out.contains("--random"));
    String member = Cli.exactcover("cluster", "member", "--help").out;
    assertTrue(member.contains("--cluster-name") && !member.contains("--name "), member);
  }

  /** Words for people: singular and plural, seconds, standard input named <stdin>. */
  @Test
  void messagesReadRight() {
    Cli one = Cli.runWithStdin("a b\na b\n", "dlx", "--count", "--stats");
    assertEquals("1", one.out.strip());
    assertTrue(one.err.startsWith("1 solution, ") && one.err.contains(" s"), one.err);
    assertFalse(one.err.contains(" ms"), one.err);
    Cli bad = Cli.runWithStdin("a b\na c\n", "dlx", "-");
    assertEquals(ExitCode.INVALID_INPUT.code(), bad.code);
    assertTrue(bad.err.startsWith("sudoku dlx: <stdin>:2:3: unknown item "), bad.err);
  }
}
