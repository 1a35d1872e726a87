package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Problem;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's Sudoku example, compiled and run against this module and dlx-core: it must print
 * exactly the text block that follows it.
 */
class ReadmeSudokuExampleTest {
  private static final Pattern EXAMPLE = Pattern.compile(
      "```java\\n((?:import [^\\n]*\\n)*\\s*public class SudokuExample .*?)```"
          + "\\s*\\n.*?```text\\n(.*?)```", Pattern.DOTALL);

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
  void readmeSudokuExamplePrintsWhatTheReadmeSays(@TempDir Path tmp) throws Exception {
    String readme = Files.readString(Path.of(System.getProperty("project.root", ".."),
        "README.md"));
    Matcher m = EXAMPLE.matcher(readme);
    assertTrue(m.find(), "README.md has no 'public class SudokuExample' block followed by text");
    Path src = tmp.resolve("SudokuExample.java");
    Files.writeString(src, m.group(1));
    String cp = location(Problem.class) + File.pathSeparator + location(Grid.class);
    Path bin = Path.of(System.getProperty("java.home"), "bin");
    run(tmp, bin.resolve("javac").toString(), "-cp", cp, "-d", tmp.toString(), src.toString());
    String out = run(tmp, bin.resolve("java").toString(), "-cp", cp + File.pathSeparator + tmp,
        "SudokuExample");
    assertEquals(List.of(m.group(2).strip().split("\n")), List.of(out.strip().split("\\R")));
  }
}
