package dev.exactcover.dlx.cluster;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Job;
import dev.exactcover.dlx.Solver;
import java.io.IOException;

/**
 * A solver's problem as it travels: the {@code .dlx} text, the forced options and whether quick
 * choice is on, which together fix what a subproblem's branches mean. Stored once per count in
 * the cluster's problem map, under its fingerprint.
 */
final class ProblemSpec implements IdentifiedDataSerializable {
  private String dlx;
  private int[] forced;
  private boolean quickChoice;

  ProblemSpec() {} // for Hazelcast

  ProblemSpec(Solver solver) {
    this.dlx = ExactCover.toDlx(solver.problem());
    this.forced = solver.forcedOptions();
    this.quickChoice = solver.isQuickChoice();
  }

  /**
   * A new solver for this problem, checked against {@code fingerprint} so that a problem that
   * did not survive the trip cannot give a wrong count.
   *
   * @throws IllegalStateException if the text does not read back to the same problem
   */
  Solver newSolver(String fingerprint) {
    Solver s;
    try {
      s = ExactCover.parse(dlx).newSolver().quickChoice(quickChoice);
    } catch (DlxFormatException e) {
      throw new IllegalStateException("the problem sent to the cluster does not read back: "
          + e.getMessage(), e);
    }
    for (int o : forced) {
      if (!s.force(o)) {
        throw new IllegalStateException("the forced options sent to the cluster conflict");
      }
    }
    if (!Job.fingerprint(s).equals(fingerprint)) {
      throw new IllegalStateException("the problem read back on the member differs from the one "
          + "sent (" + fingerprint + ")");
    }
    return s;
  }

  @Override
  public int getFactoryId() {
    return Wire.FACTORY_ID;
  }

  @Override
  public int getClassId() {
    return Wire.PROBLEM;
  }

  @Override
  public void writeData(ObjectDataOutput out) throws IOException {
    out.writeString(dlx);
    out.writeIntArray(forced);
    out.writeBoolean(quickChoice);
  }

  @Override
  public void readData(ObjectDataInput in) throws IOException {
    dlx = in.readString();
    forced = in.readIntArray();
    quickChoice = in.readBoolean();
  }
}
