package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.exactcover.dlx.ExactCover;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The pentomino datasets were written by POLYOMINO-DLX from the spec in their comment lines: the
 * spec read here gives the same items and options in the same order, and the built-in
 * pentominoes in a box built in code give the same problem.
 */
class DatasetsTest {
  static Path dataset(String name) {
    Path dir = Path.of(System.getProperty("datasets.dir", "../../shared/datasets"));
    Path p = dir.resolve("exact-cover").resolve(name);
    assumeTrue(Files.isRegularFile(p), "dataset " + p + " is not here");
    return p;
  }

  @ParameterizedTest
  @ValueSource(strings = {"pentomino-3x20.dlx", "pentomino-4x15.dlx", "pentomino-5x12.dlx",
      "pentomino-6x10.dlx", "pentomino-8x8.dlx"})
  void sameOptionsAsTheDataset(String name) throws Exception {
    List<String> lines = Files.readAllLines(dataset(name));
    StringBuilder spec = new StringBuilder();
    List<String> body = new ArrayList<>();
    boolean inSpec = true;
    for (String l : lines) {
      if (l.startsWith("| this file was created")) {
        inSpec = false;
      } else if (l.startsWith("| ") && inSpec) {
        spec.append(l.substring(2)).append('\n');
      } else if (!l.startsWith("|")) {
        body.add(l);
      }
    }
    Tiling t = Tiling.parse(spec.toString(), Kind.POLYOMINO, name);
    assertEquals(body, KnuthFixturesTest.body(List.of(t.toDlx().split("\n"))));
    assertEquals(ExactCover.read(dataset(name)).optionCount(), t.problem().optionCount());
    if (!name.contains("8x8")) {
      int rows = Integer.parseInt(name.substring(10, 11));
      int cols = Integer.parseInt(name.substring(12, name.length() - 4));
      Tiling built = Examples.pentominoes(rows, cols);
      assertEquals(body, KnuthFixturesTest.body(List.of(built.toDlx().split("\n"))));
    } else {
      assertEquals(body, KnuthFixturesTest.body(List.of(Examples.scott().toDlx().split("\n"))));
    }
  }
}
