package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * The README's library example, compiled and run: the Java block under "Use it as a library"
 * must compile against this module and print exactly the text block that follows it, so the
 * README cannot drift from the code.
 */
class ReadmeExampleTest {
  private static final Pattern EXAMPLE = Pattern.compile(
      "```java\\n((?:import [^\\n]*\\n)*\\s*public class Example .*?)```"
          + "\\s*\\n.*?```text\\n(.*?)```", Pattern.DOTALL);

  /** Runs a JDK tool (outside this module, which need not read java.compiler); its output. */
  private static String run(Path dir, String... command) throws Exception {
    Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
        .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), String.join(" ", command) + " failed:\n" + out);
    return out;
  }

  @Test
  void readmeExampleRunsAndPrintsWhatTheReadmeSays(@TempDir Path tmp) throws Exception {
    String root = System.getProperty("project.root", "..");
    String readme = Files.readString(Path.of(root, "README.md"));
    Matcher m = EXAMPLE.matcher(readme);
    assertTrue(m.find(), "README.md has no 'public class Example' java block followed by text");
    Path src = tmp.resolve("Example.java");
    Files.writeString(src, m.group(1));

    String classes = Path.of(Problem.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI()).toString();
    Path bin = Path.of(System.getProperty("java.home"), "bin");
    run(tmp, bin.resolve("javac").toString(), "-cp", classes, "-d", tmp.toString(),
        src.toString());
    String out = run(tmp, bin.resolve("java").toString(), "-cp",
        classes + File.pathSeparator + tmp, "Example");
    assertEquals(List.of(m.group(2).strip().split("\n")),
        List.of(out.strip().split("\\R")));
  }
}
