package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A knob that cannot apply to the strategy chosen is refused with words naming both, whichever
 * is given first; never ignored. Every pair of the table in {@link SearchSettings}'s javadoc.
 */
class SettingsRefusalTest {
  /** A knob: its words in the message, and how to set it. */
  private record Knob(String words, UnaryOperator<SearchSettings> set) {
    @Override
    public String toString() {
      return words;
    }
  }

  private static final Knob REDUCTIONS = new Knob("reductions",
      s -> s.withReductions(Reduction.SUBSUMPTION));
  private static final Knob RANDOM = new Knob("random branching", s -> s.withRandomBranching(7));
  private static final Knob WEIGHTED = new Knob("the weighted item choice",
      s -> s.withItemChoice(ItemChoice.WEIGHTED));
  private static final Knob QUICK = new Knob("quick choice", s -> s.withQuickChoice(true));
  private static final Knob MEMO_LIMIT = new Knob("the memo limit", s -> s.withMemoLimit(4096));
  private static final Knob PROGRESS = new Knob("progress", s -> s.withProgress(10, p -> { }));

  /** The strategy's words in a message. */
  private static String words(Strategy s) {
    return switch (s) {
      case DANCING_LINKS -> "plain Dancing Links";
      case WITH_REDUCTIONS -> "Dancing Links with reductions";
      case CLAUSE_LEARNING -> "clause learning";
      case MEMOIZED -> "memoized counting";
    };
  }

  static Stream<Arguments> refused() {
    return Stream.of(
        Arguments.of(REDUCTIONS, Strategy.DANCING_LINKS),
        Arguments.of(REDUCTIONS, Strategy.CLAUSE_LEARNING),
        Arguments.of(REDUCTIONS, Strategy.MEMOIZED),
        Arguments.of(RANDOM, Strategy.CLAUSE_LEARNING),
        Arguments.of(RANDOM, Strategy.MEMOIZED),
        Arguments.of(WEIGHTED, Strategy.CLAUSE_LEARNING),
        Arguments.of(WEIGHTED, Strategy.MEMOIZED),
        Arguments.of(QUICK, Strategy.CLAUSE_LEARNING));
  }

  static Stream<Arguments> allowed() {
    return Stream.of(
        Arguments.of(RANDOM, Strategy.DANCING_LINKS),
        Arguments.of(WEIGHTED, Strategy.DANCING_LINKS),
        Arguments.of(QUICK, Strategy.DANCING_LINKS),
        Arguments.of(REDUCTIONS, Strategy.WITH_REDUCTIONS),
        Arguments.of(RANDOM, Strategy.WITH_REDUCTIONS),
        Arguments.of(WEIGHTED, Strategy.WITH_REDUCTIONS),
        Arguments.of(QUICK, Strategy.WITH_REDUCTIONS),
        Arguments.of(QUICK, Strategy.MEMOIZED),
        Arguments.of(MEMO_LIMIT, Strategy.DANCING_LINKS),
        Arguments.of(MEMO_LIMIT, Strategy.WITH_REDUCTIONS),
        Arguments.of(MEMO_LIMIT, Strategy.CLAUSE_LEARNING),
        Arguments.of(MEMO_LIMIT, Strategy.MEMOIZED),
        Arguments.of(PROGRESS, Strategy.DANCING_LINKS),
        Arguments.of(PROGRESS, Strategy.WITH_REDUCTIONS),
        Arguments.of(PROGRESS, Strategy.CLAUSE_LEARNING),
        Arguments.of(PROGRESS, Strategy.MEMOIZED));
  }

  @ParameterizedTest(name = "{0} with {1}")
  @MethodSource("refused")
  void refusedWhicheverComesFirst(Knob knob, Strategy strategy) {
    // the strategy first, then the knob
    IllegalArgumentException late = assertThrows(IllegalArgumentException.class,
        () -> knob.set().apply(SearchSettings.of(strategy)));
    // the knob first, then the strategy (from a strategy that takes the knob)
    SearchSettings holding = knob.set().apply(knob == REDUCTIONS
        ? SearchSettings.of(Strategy.WITH_REDUCTIONS) : SearchSettings.defaults());
    IllegalArgumentException early = assertThrows(IllegalArgumentException.class,
        () -> holding.withStrategy(strategy));
    assertEquals(late.getMessage(), early.getMessage(), "the same words in either order");
    String m = late.getMessage();
    assertTrue(m.startsWith(knob.words()), "names the knob first: " + m);
    assertTrue(m.contains(words(strategy)), "names the strategy: " + m);
    assertTrue(m.indexOf(':') > 0 && m.indexOf(':') < m.length() - 20, "says why: " + m);
    assertTrue(!m.contains("_"), "no constant of the enum for the strategy refused: " + m);
  }

  @ParameterizedTest(name = "{0} with {1}")
  @MethodSource("allowed")
  void allowedEitherWayAndKept(Knob knob, Strategy strategy) {
    SearchSettings late = knob.set().apply(SearchSettings.of(strategy));
    SearchSettings early = knob.set().apply(knob == REDUCTIONS
        ? SearchSettings.of(Strategy.WITH_REDUCTIONS) : SearchSettings.defaults())
        .withStrategy(strategy);
    assertEquals(late, early);
    assertEquals(strategy, late.strategy());
    assertTrue(!late.equals(SearchSettings.of(strategy)), "the knob is kept: " + late);
  }

  @ParameterizedTest(name = "{0} with {1}")
  @MethodSource("refused")
  void turningTheKnobOffIsNeverRefused(Knob knob, Strategy strategy) {
    SearchSettings s = SearchSettings.of(strategy);
    assertEquals(s, s.withReductions().withLeftmostBranching().withQuickChoice(false)
        .withItemChoice(ItemChoice.FEWEST_OPTIONS).withoutProgress());
  }
}
