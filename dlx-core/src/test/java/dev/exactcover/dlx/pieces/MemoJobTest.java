package dev.exactcover.dlx.pieces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Dominoes;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.Status;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Memoized counts in pieces: a job file whose subproblems are counted with a cache keeps each
 * count exactly, also when the total (the domino tilings of 14 x 14, about 1.1 x 10^23) and some
 * subproblems' counts exceed a {@code long}, and reads them back exactly after a stop.
 */
class MemoJobTest {
  @TempDir Path tmp;

  @Test
  void aJobKeepsCountsBeyondLongExactly() throws Exception {
    Path file = tmp.resolve("dominoes-14.job");
    SearchTree tree = SearchTree.of(Dominoes.board(14, 14)
        .newSolver(SearchSettings.of(Strategy.MEMOIZED)));
    BigInteger expected = Dominoes.tilings(14, 14);
    try (Job job = Job.open(file, tree, 8)) {
      SearchResult r = job.run(2, Limits.none(), null);
      assertEquals(Status.EXHAUSTED, r.status());
      assertEquals(expected, r.solutionCount());
      assertEquals(expected, job.solutionCount());
      assertThrows(ArithmeticException.class, job::solutions);
      assertTrue(r.memo().hits() > 0, r.toString());
    }
    assertTrue(Files.readString(file).lines().anyMatch(l -> l.startsWith("done ")
        && new BigInteger(l.split(" ")[2]).bitLength() > 63), "a count beyond long, as digits");
    try (Job again = Job.open(file, SearchTree.of(Dominoes.board(14, 14).newSolver()), 8)) {
      assertTrue(again.isComplete());
      assertEquals(expected, again.solutionCount(), "read back exactly");
    }
  }
}
