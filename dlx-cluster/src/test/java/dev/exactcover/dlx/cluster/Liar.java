package dev.exactcover.dlx.cluster;

import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.pieces.Subproblem;
import java.math.BigInteger;
import java.util.function.BiFunction;

/**
 * A member that holds the secret and lies: its tasks arrive as a {@link CountTask} whose count
 * is changed by {@code lie} (given the subproblem and the true result) before it is signed. Test
 * code only: the project's members have no such switch.
 */
final class Liar {
  private Liar() {}

  /** A member that answers {@code lie(subproblem, true result)}. */
  static ClusterMember start(ClusterSettings s, Secret secret,
      BiFunction<Subproblem, SearchResult, SearchResult> lie) {
    return ClusterMember.start(s, secret,
        new ChangedTasks((sub, giver, own) -> lie.apply(sub, own.apply(giver))));
  }

  /** One more solution than there are. */
  static SearchResult plusOne(SearchResult r) {
    return SearchResult.of(r.status(), r.solutionCount().add(BigInteger.ONE), r.nodes(),
        r.updates(), r.profile(), r.elapsed(), r.removals(), r.memo(), r.strategy());
  }
}
