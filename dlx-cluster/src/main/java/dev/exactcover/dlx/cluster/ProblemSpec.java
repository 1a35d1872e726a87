package dev.exactcover.dlx.cluster;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import dev.exactcover.dlx.pieces.SearchTree;
import java.io.IOException;

/**
 * A search tree as it travels: its {@linkplain SearchTree#toText() text}, which fixes what a
 * subproblem's branches mean. Stored once per count in the cluster's problem map, under the
 * tree's fingerprint.
 */
final class ProblemSpec implements IdentifiedDataSerializable {
  private String text;

  ProblemSpec() {} // for Hazelcast

  ProblemSpec(SearchTree tree) {
    this.text = tree.toText();
  }

  /**
   * The tree read back, checked against {@code fingerprint} so that a problem that did not
   * survive the trip cannot give a wrong count.
   *
   * @throws IllegalStateException if the text does not read back to the same tree
   */
  SearchTree tree(String fingerprint) {
    SearchTree tree;
    try {
      tree = SearchTree.parse(text);
    } catch (IllegalArgumentException e) { // a DlxFormatException too
      throw new IllegalStateException("the problem sent to the cluster does not read back: "
          + e.getMessage(), e);
    }
    if (!tree.fingerprint().equals(fingerprint)) {
      throw new IllegalStateException("the problem read back on the member differs from the one "
          + "sent (" + fingerprint + ")");
    }
    return tree;
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
    out.writeString(text);
  }

  @Override
  public void readData(ObjectDataInput in) throws IOException {
    text = in.readString();
  }
}
