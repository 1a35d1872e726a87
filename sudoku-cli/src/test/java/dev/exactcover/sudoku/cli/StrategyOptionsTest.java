package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.cli.ExitCode;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.ItemChoice;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Strategy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --learn} and {@code --memo} choose the strategy, the other search options are its
 * knobs: a knob that cannot apply is a usage error in the library's own words, after the two
 * options; the JSON of a count carries {@code conflicts} beside {@code nodes} and
 * {@code updates}.
 */
class StrategyOptionsTest {
  /** A refused pair: the two options, the strategy and how the library is given the knob. */
  private record Pair(String strategyOption, String knobOption, String knobValue,
      Strategy strategy, UnaryOperator<SearchSettings> knob) {}

  private static final List<Pair> REFUSED = List.of(
      new Pair("--learn", "--seed", "3", Strategy.CLAUSE_LEARNING, s -> s.withRandomBranching(3)),
      new Pair("--learn", "--reduce", "subsumption", Strategy.CLAUSE_LEARNING,
          s -> s.withReductions(Reduction.SUBSUMPTION)),
      new Pair("--learn", "--weighted", null, Strategy.CLAUSE_LEARNING,
          s -> s.withItemChoice(ItemChoice.WEIGHTED)),
      new Pair("--memo", "--seed", "3", Strategy.MEMOIZED, s -> s.withRandomBranching(3)),
      new Pair("--memo", "--reduce", "subsumption", Strategy.MEMOIZED,
          s -> s.withReductions(Reduction.SUBSUMPTION)),
      new Pair("--memo", "--weighted", null, Strategy.MEMOIZED,
          s -> s.withItemChoice(ItemChoice.WEIGHTED)));

  private static String queens() {
    return Cli.data("exact-cover/queens-8.dlx");
  }

  /** The library's words for a pair. */
  private static String libraryWords(Pair p) {
    return assertThrows(IllegalArgumentException.class,
        () -> p.knob().apply(SearchSettings.of(p.strategy()))).getMessage();
  }

  private static String[] args(Pair p, String... before) {
    List<String> a = new java.util.ArrayList<>(List.of(before));
    a.addAll(List.of("count", p.strategyOption(), p.knobOption()));
    if (p.knobValue() != null) {
      a.add(p.knobValue());
    }
    a.add(queens());
    return a.toArray(String[]::new);
  }

  @Test
  void aKnobThatCannotApplyIsAUsageErrorInTheLibrarysWords() {
    for (Pair p : REFUSED) {
      Cli r = Cli.exactcover(args(p));
      assertEquals(ExitCode.USAGE.code(), r.code, r.err);
      String first = r.err.lines().findFirst().orElse("");
      assertEquals("exactcover count: " + p.strategyOption() + " and " + p.knobOption() + ": "
          + libraryWords(p), first);
      assertTrue(r.err.contains("--help"), r.err);
      assertTrue(r.out.isEmpty(), r.out);
      assertFalse(r.err.contains("Exception") || r.err.contains("dev.exactcover")
          || r.err.contains("CLAUSE_LEARNING") || r.err.contains("MEMOIZED"), r.err);
    }
    Cli both = Cli.exactcover("count", "--memo", "--learn", queens());
    assertEquals(ExitCode.USAGE.code(), both.code, both.err);
    assertTrue(both.err.startsWith("exactcover count: --memo and --learn choose two strategies"),
        both.err);
  }

  @Test
  void whatAppliesStillRuns() {
    for (String[] a : new String[][] {
        {"count", "--seed", "3", "--reduce", "subsumption", "--weighted"},
        {"count", "--memo", "--memo-limit", "16"}, {"count", "--learn"}}) {
      List<String> args = new java.util.ArrayList<>(List.of(a));
      args.add(queens());
      Cli r = Cli.exactcover(args.toArray(String[]::new));
      assertEquals(0, r.code, String.join(" ", a) + ": " + r.err);
      assertEquals("92", r.out.strip());
    }
  }

  @Test
  void conflictsBesideNodesAndUpdates() throws Exception {
    Cli tree = Cli.exactcover("count", "--format", "json", queens());
    assertEquals("0", PuzzleCommandsTest.field(tree.out, "conflicts"), tree.out);
    assertTrue(tree.out.indexOf("\"updates\"") < tree.out.indexOf("\"conflicts\""), tree.out);
    Cli learned = Cli.exactcover("count", "--format", "json", "--learn", queens());
    assertEquals(0, learned.code, learned.err);
    // clause learning is deterministic: the library's own count of the same file agrees
    SearchResult r = ExactCover.read(Path.of(queens()))
        .newSolver(SearchSettings.of(Strategy.CLAUSE_LEARNING)).search(Limits.none());
    assertTrue(r.conflicts() > 0, r.toString());
    assertEquals(String.valueOf(r.conflicts()), PuzzleCommandsTest.field(learned.out,
        "conflicts"), learned.out);
    assertEquals(String.valueOf(r.updates()), PuzzleCommandsTest.field(learned.out, "updates"),
        learned.out);
    assertEquals(String.valueOf(r.nodes()), PuzzleCommandsTest.field(learned.out, "decisions"),
        learned.out);
    assertTrue(r.updates() > r.conflicts(), "updates are assignments: " + r);
    Cli stats = Cli.exactcover("count", "--stats", "--learn", queens());
    assertTrue(stats.err.contains(" " + r.conflicts() + " conflicts, "), stats.err);
  }

  /** The same refusal through the real launcher script, in a child process. */
  @Tag("full")
  @Test
  void theRealLauncherSaysTheSame(@TempDir Path tmp) throws Exception {
    Path repo = LauncherTest.layout(tmp.resolve("repo"), false);
    for (Pair p : List.of(REFUSED.get(0), REFUSED.get(3))) {
      ProcessBuilder b = new ProcessBuilder(args(p, repo.resolve("exactcover").toString()));
      b.environment().put("SUDOKU_CDS", "0");
      b.environment().put("JAVA_HOME", System.getProperty("java.home"));
      Child.Finished r = Child.run(b, "");
      assertEquals(ExitCode.USAGE.code(), r.code(), r.toString());
      assertTrue(r.err().startsWith("exactcover count: " + p.strategyOption() + " and "
          + p.knobOption() + ": " + libraryWords(p) + "\n"), r.err());
      assertTrue(r.out().isEmpty(), r.toString());
    }
    assertTrue(Files.isRegularFile(repo.resolve("exactcover")));
  }
}
