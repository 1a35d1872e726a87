package dev.exactcover.sudoku.cli;

import static dev.exactcover.sudoku.cli.PuzzleCommandsTest.field;
import static dev.exactcover.sudoku.cli.TileCommandTest.example;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.cluster.ClusterMember;
import dev.exactcover.dlx.cluster.ClusterSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tile --count --cluster}: the distinct count of Scott's square (520 solutions, 65
 * distinct) on two members started in this JVM on the loopback interface, and a cluster job
 * finished on this machine.
 */
@Tag("full") // members on loopback ports: the cluster suite
class TileClusterTest {
  private static final String ADDRESSES = "127.0.0.1:5841,127.0.0.1:5842";
  private static final String NAME = "tile-test-" + ProcessHandle.current().pid();
  private static ClusterMember first;
  private static ClusterMember second;

  @TempDir Path tmp;

  @BeforeAll
  static void start() {
    ClusterSettings s = ClusterSettings.loopback().withName(NAME).withPort(5841)
        .withMembers(ClusterSettings.parseAddresses(ADDRESSES)).withThreads(1);
    first = ClusterMember.start(s);
    second = ClusterMember.start(s);
  }

  @AfterAll
  static void stop() {
    second.close();
    first.close();
  }

  @Test
  void aDistinctCountOnTheClusterIsExact() throws Exception {
    String scott = example("scott.polyomino");
    Cli r = Cli.exactcover("tile", "--count", "--distinct", "--cluster", ADDRESSES,
        "--cluster-name", NAME, "--split", "100", "--format", "json", scott);
    assertEquals(0, r.code, r.toString());
    assertEquals("520", field(r.out, "solutions"), r.out);
    assertEquals("65", field(r.out, "distinct"), r.out);
    assertEquals("2", field(r.out, "members"), r.out);
    assertTrue(r.err.contains("cluster '" + NAME + "': 2 members, 2 threads"), r.err);

    Path job = tmp.resolve("three.job");
    String three = example("pentominoes-3x20.polyomino");
    Cli j = Cli.exactcover("tile", "--count", "--distinct", "--cluster", ADDRESSES,
        "--cluster-name", NAME, "--job", job.toString(), "--split", "40", three);
    assertEquals(0, j.code, j.toString());
    assertEquals("8 solutions, 2 distinct under 4 symmetries", j.out.strip());
    List<String> lines = Files.readAllLines(job); // take back the last ten counts
    Files.write(job, lines.subList(0, lines.size() - 10));
    Cli again = Cli.exactcover("tile", "--count", "--distinct", "--job", job.toString(), three);
    assertEquals(0, again.code, again.toString());
    assertEquals("8 solutions, 2 distinct under 4 symmetries", again.out.strip());
    assertTrue(again.err.contains("resuming"), again.err);
  }
}
