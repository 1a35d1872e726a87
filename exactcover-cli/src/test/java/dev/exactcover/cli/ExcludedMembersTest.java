package dev.exactcover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.exactcover.dlx.pieces.RemoteCounter;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.SubproblemCounter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The words in which {@code cluster status} and a count on a cluster say which members get no
 * tasks: a line each, in the cluster's order, with why (the reasons come from the cluster
 * module, tested there with a member of another version; here a connection that reports them).
 */
class ExcludedMembersTest {
  /** A connection to the members given, which knows of no member without work. */
  private static class Connection implements RemoteCounter {
    private final List<String> members;

    Connection(List<String> members) {
      this.members = members;
    }

    @Override
    public SubproblemCounter counter(SearchTree tree) {
      throw new UnsupportedOperationException("not counted here");
    }

    @Override
    public List<String> members() {
      return members;
    }

    @Override
    public int threads() {
      return members.size();
    }

    @Override
    public long resubmitted() {
      return 0;
    }

    @Override
    public void close() {}
  }

  /** A connection whose members without work are as given. */
  private static RemoteCounter connection(List<String> members, Map<String, String> excluded) {
    return new Connection(members) {
      @Override
      public Map<String, String> excluded() {
        return excluded;
      }
    };
  }

  private static String said(RemoteCounter c) {
    StringWriter s = new StringWriter();
    try (PrintWriter out = new PrintWriter(s)) {
      ClusterOptions.sayExcluded(c, out);
    }
    return s.toString().replace(System.lineSeparator(), "\n");
  }

  @Test
  void eachMemberThatGetsNoTasksIsSaidOnALineOfItsOwnWithWhy() {
    Map<String, String> excluded = new LinkedHashMap<>();
    excluded.put("127.0.0.1:5703", "it runs another version of exactcover");
    excluded.put("10.0.0.6:5701", "it has not proven that it holds this cluster's secret");
    assertEquals("  127.0.0.1:5703 gets no tasks: it runs another version of exactcover\n"
        + "  10.0.0.6:5701 gets no tasks: it has not proven that it holds this cluster's "
        + "secret\n", said(connection(List.of("127.0.0.1:5701"), excluded)));
  }

  @Test
  void nothingIsSaidWhenEveryMemberGetsTasks() {
    assertEquals("", said(connection(List.of("127.0.0.1:5701", "127.0.0.1:5702"), Map.of())));
    RemoteCounter plain = new Connection(List.of("127.0.0.1:5701"));
    assertEquals(Map.of(), plain.excluded(), "the default: every machine gets work");
    assertEquals("", said(plain));
  }
}
