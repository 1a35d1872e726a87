package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Problem;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every Java example in the README and the docs that is followed by the text it prints is
 * compiled and run against this module and dlx-core, and must print exactly that text; the
 * README's quick start is the example project's own source, word for word.
 */
class DocExamplesTest {
  /** A java block holding a public class, then (within a short sentence) a text block. */
  private static final Pattern EXAMPLE = Pattern.compile(
      "```java\\n((?:package ([\\w.]+);\\n)?(?:\\s*import [^\\n]*\\n)*\\s*public class (\\w+) .*?)```"
          + "\\n[^`]{0,200}?```text\\n(.*?)```", Pattern.DOTALL);

  private static final Path ROOT = Path.of(System.getProperty("project.root", ".."));

  record Example(String file, String className, String source, String output) {
    @Override
    public String toString() {
      return file + ": " + className;
    }
  }

  static List<Example> examples() throws Exception {
    List<Path> files = new ArrayList<>();
    files.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
    }
    List<Example> all = new ArrayList<>();
    for (Path f : files) {
      Matcher m = EXAMPLE.matcher(Files.readString(f));
      while (m.find()) {
        String name = m.group(2) == null ? m.group(3) : m.group(2) + "." + m.group(3);
        all.add(new Example(ROOT.relativize(f).toString(), name, m.group(1), m.group(4)));
      }
    }
    return all;
  }

  private static String run(Path dir, String... command) throws Exception {
    Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
        .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), String.join(" ", command) + " failed:\n" + out);
    return out;
  }

  private static String location(Class<?> c) throws Exception {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }

  @Test
  void theReadmeAndTheLibraryGuideHoldExamples() throws Exception {
    List<String> where = examples().stream().map(Example::file).toList();
    assertTrue(where.contains("README.md"), "no example with its output in README.md");
    assertTrue(where.contains("docs/library.md"), "no example with its output in docs/library.md");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void printsWhatTheDocsSay(Example example, @TempDir Path tmp) throws Exception {
    Path src = tmp.resolve(example.className().replace('.', '/') + ".java");
    Files.createDirectories(src.getParent());
    Files.writeString(src, example.source());
    String cp = location(Problem.class) + File.pathSeparator + location(Grid.class);
    Path bin = Path.of(System.getProperty("java.home"), "bin");
    run(tmp, bin.resolve("javac").toString(), "-cp", cp, "-d", tmp.toString(), src.toString());
    String out = run(tmp, bin.resolve("java").toString(), "-cp", cp + File.pathSeparator + tmp,
        example.className());
    assertEquals(List.of(example.output().strip().split("\n")),
        List.of(out.strip().split("\\R")), example.toString());
  }

  @Test
  void theReadmeQuickStartIsTheExampleProjectsSource() throws Exception {
    Path source = ROOT.resolve(
        "examples/library-quickstart/src/main/java/example/QuickStart.java");
    List<Example> quick = examples().stream()
        .filter(e -> e.file().equals("README.md") && e.className().equals("example.QuickStart"))
        .toList();
    assertFalse(quick.isEmpty(), "README.md has no example.QuickStart block");
    assertEquals(Files.readString(source), quick.get(0).source(),
        "README.md's quick start differs from " + source);
  }
}
