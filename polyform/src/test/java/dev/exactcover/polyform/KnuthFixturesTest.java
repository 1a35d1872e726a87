package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Our {@code .dlx} equals, item line and options in order, what Knuth's POLYOMINO-DLX and
 * POLYCUBE-DLX write for the same specs (fixtures made by {@code src/test/knuth/regenerate.sh}).
 * His programs give a repeated piece the item name {@code m*name}; ours is {@code m|name}, which
 * Algorithm M reads, with the plain name in the options: the comparison reads his that way.
 */
class KnuthFixturesTest {
  static final Path DIR = Path.of("src/test/resources/knuth");

  static Stream<String> specs() throws IOException {
    try (Stream<Path> s = Files.list(DIR)) {
      return s.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".polyomino") || n.endsWith(".polycube")).sorted().toList()
          .stream();
    }
  }

  @ParameterizedTest
  @MethodSource("specs")
  void sameItemsAndOptionsInTheSameOrder(String spec) throws Exception {
    Kind kind = spec.endsWith(".polyomino") ? Kind.POLYOMINO : Kind.POLYCUBE;
    Tiling t = Tiling.read(DIR.resolve(spec), kind);
    String base = spec.substring(0, spec.lastIndexOf('.'));
    List<String> his = knuth(Files.readAllLines(DIR.resolve(base + ".dlx")));
    List<String> ours = body(List.of(t.toDlx().split("\n")));
    assertTrue(his.size() > 1, "fixture " + base + ".dlx has options");
    assertEquals(his.get(0), ours.get(0), "item line");
    assertEquals(his, ours);
    // And ours reads back as the same problem.
    Problem back = ExactCover.parse(t.toDlx());
    assertEquals(t.problem().optionCount(), back.optionCount());
    assertEquals(t.problem().itemCount(), back.itemCount());
  }

  static List<String> body(List<String> lines) {
    List<String> out = new ArrayList<>();
    for (String l : lines) {
      if (!l.startsWith("|")) {
        out.add(l);
      }
    }
    return out;
  }

  /** His lines, his {@code m*name} read as {@code m|name} (items) and {@code name} (options). */
  static List<String> knuth(List<String> lines) {
    List<String> out = new ArrayList<>();
    for (String l : body(lines)) {
      if (out.isEmpty()) {
        out.add(l.replaceAll(" ([0-9a-zA-Z])\\*", " $1|"));
      } else {
        out.add(l.replaceFirst("^[0-9a-zA-Z]\\*", ""));
      }
    }
    return out;
  }
}
