package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands at a terminal: run through the real launcher under a pseudo-terminal (stdin,
 * stdout and stderr all the terminal, by {@code pty-run.py}), with what the terminal showed
 * read back. A line's visible text is what follows its last carriage return.
 */
@Tag("full")
class TerminalTest {
  private static final String PUZZLE =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  private static final String SOLUTION =
      "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

  @TempDir Path tmp;

  /** What the terminal showed, and the exit code. */
  private record Shown(int code, String text) {
    /** The visible text of every line. */
    List<String> visibleLines() {
      List<String> out = new ArrayList<>();
      for (String line : text.split("\n", -1)) {
        String l = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
        out.add(l.substring(l.lastIndexOf('\r') + 1));
      }
      return out;
    }
  }

  private Shown run(String typed, String waitFor, double seconds, String... command)
      throws Exception {
    Path script = tmp.resolve("pty-run.py");
    try (var in = TerminalTest.class.getResourceAsStream("/pty-run.py")) {
      Files.copy(in, script, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    Path input = Files.write(tmp.resolve("typed"), typed.getBytes(StandardCharsets.UTF_8));
    List<String> args = new ArrayList<>(List.of("python3", script.toString(), input.toString(),
        waitFor, String.valueOf(seconds)));
    args.addAll(List.of(command));
    ProcessBuilder b = new ProcessBuilder(args);
    b.environment().put("SUDOKU_CDS", "0");
    b.environment().put("JAVA_HOME", System.getProperty("java.home"));
    b.environment().put("COLUMNS", "100");
    Child.Finished r = Child.run(b, "");
    return new Shown(r.code(), r.out());
  }

  /**
   * At a terminal the progress bar is taken off its line before every record and every message:
   * each solution, and the message about the bad line among them, is alone on its line.
   */
  @Test
  void theProgressBarNeverSharesALineWithARecordOrAMessage() throws Exception {
    Path repo = LauncherTest.layout(tmp.resolve("repo"), false);
    List<String> puzzles = new ArrayList<>(Files.readAllLines(Path.of(
        Cli.data("sudoku9/top95.txt"))).subList(0, 60));
    puzzles.add(30, "12345");
    Path file = Files.write(tmp.resolve("puzzles.txt"), puzzles);
    Shown s = run("", "", 0, repo.resolve("sudoku").toString(), "solve", "--format", "line",
        "--threads", "1", file.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), s.code(), s.text());
    assertTrue(s.text().contains("] ") && s.text().contains("/61"), "a bar was drawn: "
        + s.text());
    int records = 0;
    int messages = 0;
    for (String line : s.visibleLines()) {
      if (line.matches(".*[0-9]{81}.*")) {
        assertTrue(line.matches("[0-9]{81}"), "a record shares its line: " + line);
        records++;
      }
      if (line.contains("sudoku solve:")) {
        assertTrue(line.startsWith("sudoku solve: "), "a message shares its line: " + line);
        messages++;
      }
    }
    assertEquals(60, records, s.text());
    assertEquals(1, messages, s.text());
  }

  /** Reading puzzles from the terminal says so, instead of waiting in silence. */
  @Test
  void readingFromTheTerminalSaysHowToEnd() throws Exception {
    Path repo = LauncherTest.layout(tmp.resolve("repo"), false);
    Shown s = run(PUZZLE + "\n\u0004", "", 0, repo.resolve("sudoku").toString(), "solve",
        "--format", "line");
    assertEquals(0, s.code(), s.text());
    assertTrue(s.visibleLines().contains("reading puzzles from the terminal; Ctrl-D to end"),
        s.text());
    assertTrue(s.visibleLines().contains(SOLUTION), s.text());
  }

  /**
   * Ctrl-C on a job says how much the job kept (exactly what its file holds) and the command
   * that resumes it; that command finishes the count exactly (the 6x10 pentomino box: 9,356).
   */
  @Test
  void anInterruptedJobSaysWhatItKeepsAndHowToResume() throws Exception {
    Path repo = LauncherTest.layout(tmp.resolve("repo"), false);
    Path job = tmp.resolve("p.job");
    String box = Cli.data("exact-cover/pentomino-6x10.dlx");
    Shown s = run("", "created", 1.5, repo.resolve("exactcover").toString(), "count", "--job",
        job.toString(), box);
    assertEquals(130, s.code(), s.text());
    Pattern said = Pattern.compile("job \\S+: interrupted; it keeps ([0-9]+) of ([0-9]+) "
        + "subproblems counted\\. To resume: \\./exactcover count --job (\\S+) (\\S+)");
    String line = s.visibleLines().stream().filter(l -> l.contains("interrupted")).findFirst()
        .orElseThrow(() -> new AssertionError(s.text()));
    Matcher m = said.matcher(line);
    assertTrue(m.matches(), line);
    long doneLines = Files.readAllLines(job).stream().filter(l -> l.startsWith("done ")).count();
    assertEquals(Long.parseLong(m.group(1)), doneLines, "what the message says is kept");
    assertTrue(doneLines < Long.parseLong(m.group(2)), s.text());
    assertEquals(job.toString(), m.group(3));
    Cli resumed = Cli.run("dlx", "--count", "--job", m.group(3), m.group(4));
    assertEquals(0, resumed.code, resumed.toString());
    assertEquals("9356", resumed.out.strip());
  }
}
