package dev.exactcover.dlx.cluster;

import com.hazelcast.nio.serialization.DataSerializableFactory;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.pieces.Subproblem;
import java.math.BigInteger;
import java.util.function.BiFunction;

/**
 * A member that holds the secret and lies: its tasks arrive as a {@link CountTask} whose count
 * is changed by {@code lie} (given the subproblem and the true result) before it is signed. Test
 * code only: the project's members have no such switch.
 */
final class Liar implements DataSerializableFactory {
  private final BiFunction<Subproblem, SearchResult, SearchResult> lie;
  private final Wire wire = new Wire();

  private Liar(BiFunction<Subproblem, SearchResult, SearchResult> lie) {
    this.lie = lie;
  }

  /** A member that answers {@code lie(subproblem, true result)}. */
  static ClusterMember start(ClusterSettings s, Secret secret,
      BiFunction<Subproblem, SearchResult, SearchResult> lie) {
    return ClusterMember.start(s, secret, new Liar(lie));
  }

  /** One more solution than there are. */
  static SearchResult plusOne(SearchResult r) {
    return SearchResult.of(r.status(), r.solutionCount().add(BigInteger.ONE), r.nodes(),
        r.updates(), r.profile(), r.elapsed(), r.removals(), r.memo(), r.strategy());
  }

  @Override
  public IdentifiedDataSerializable create(int typeId) {
    if (typeId != Wire.TASK) {
      return wire.create(typeId);
    }
    return new CountTask() {
      @Override
      SearchResult search(SolverCache.Lease lease, Subproblem s, Limits limits) {
        return lie.apply(s, super.search(lease, s, limits));
      }
    };
  }
}
