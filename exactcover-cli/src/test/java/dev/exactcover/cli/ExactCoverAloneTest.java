package dev.exactcover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code ./exactcover} needs no Sudoku: its module runs with the Sudoku model absent from the
 * module path (as here: this module's tests see only its own dependencies), and every command of
 * its registry answers.
 */
class ExactCoverAloneTest {
  /** Knuth's toy problem (TAOCP 7.2.2.1, (6)): one solution. */
  private static final String TOY = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

  private static String[] run(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunContext ctx = RunContext.builder("exactcover")
        .stdin(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)))
        .stdout(out).stderr(err).build();
    int code = ExactCoverMain.run(ctx, args);
    return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8)};
  }

  @Test
  void theSudokuModelIsNotThere() {
    assertTrue(ModuleLayer.boot().findModule("dev.exactcover.sudoku").isEmpty());
    assertTrue(ModuleLayer.boot().findModule("dev.exactcover.sudoku.cli").isEmpty());
    assertThrows(ClassNotFoundException.class, () -> Class.forName("dev.exactcover.sudoku.Grid"));
    assertEquals("dev.exactcover.cli", ExactCoverMain.class.getModule().getName());
  }

  @Test
  void countListAndTileAnswerWithoutIt() throws Exception {
    assertEquals("1", run(TOY, "count", "-")[1].strip());
    String[] list = run(TOY, "list", "-");
    assertEquals("0", list[0], list[2]);
    assertTrue(list[1].startsWith("1:\n"), list[1]);
    Path spec = Path.of("../examples/tilings/pentominoes-3x20.polyomino");
    assertTrue(Files.isRegularFile(spec), spec.toAbsolutePath().toString());
    String[] tile = run("", "tile", "--count", spec.toString());
    assertEquals("0", tile[0], tile[2]);
    assertEquals("8", tile[1].strip()); // Knuth: the 3x20 box, 2 tilings times 4 symmetries
  }

  @Test
  void everyCommandOfTheRegistryHasAHelpWithItsExitCodes() {
    for (Tool.Entry e : ExactCoverMain.TOOL.commands()) {
      String[] help = run("", e.name(), "--help");
      assertEquals("0", help[0], e.name() + ": " + help[2]);
      String text = help[1].replaceAll("\\s+", " ");
      for (ExitCode.Said c : e.exits()) {
        assertTrue(text.contains(c.code().code() + " "), e.name() + " lacks " + c + ": " + text);
      }
      assertTrue(text.contains("Exit codes: 0 "), e.name() + ": " + text);
    }
  }
}
