package dev.exactcover.dlx.cluster;

import com.hazelcast.nio.serialization.DataSerializableFactory;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.internal.SolverAccess;
import dev.exactcover.dlx.pieces.Subproblem;
import java.util.function.Function;

/**
 * The wire of a member whose count tasks search each subproblem through {@code around}, which
 * is given the subproblem, the task's giver, and the member's own search (to run with a giver
 * of its choice): members that hold, lie or give badly, for tests. Test code only: the
 * project's members have no such switch.
 */
final class ChangedTasks implements DataSerializableFactory {
  /** A search of one subproblem around the member's own. */
  @FunctionalInterface
  interface Around {
    SearchResult search(Subproblem s, SolverAccess.Giver giver,
        Function<SolverAccess.Giver, SearchResult> own);
  }

  private final Wire wire = new Wire();
  private final Around around;

  ChangedTasks(Around around) {
    this.around = around;
  }

  @Override
  public IdentifiedDataSerializable create(int typeId) {
    if (typeId != Wire.TASK) {
      return wire.create(typeId);
    }
    return new CountTask() {
      @Override
      SearchResult search(SolverCache.Lease lease, Subproblem s, int memoFrom, Limits limits,
          SolverAccess.Giver giver) {
        return around.search(s, giver, g -> super.search(lease, s, memoFrom, limits, g));
      }
    };
  }
}
