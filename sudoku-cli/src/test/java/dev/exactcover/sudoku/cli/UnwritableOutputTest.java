package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An {@code -o FILE} that cannot be written is found before any work: the run ends at once with
 * exit 6 and the reason, not after every puzzle was solved or generated.
 */
class UnwritableOutputTest {
  @TempDir Path tmp;

  @Test
  void aMissingFolderIsNamedBeforeTheInputIsEvenRead() {
    Path target = tmp.resolve("no-such-folder").resolve("pages.svg");
    // The input file is missing too: exit 6, not 3, shows the output was checked first.
    Cli r = Cli.run("solve", "--format", "svg", "-o", target.toString(),
        tmp.resolve("missing.txt").toString());
    assertEquals(ExitCode.OUTPUT_FAILED.code(), r.code, r.toString());
    assertTrue(r.err.contains("cannot write " + target + ": the folder "
        + target.getParent() + " does not exist"), r.err);
    assertEquals("", r.out);
  }

  @Test
  void aFolderGivenAsTheFileIsRefused() {
    Cli r = Cli.run("generate", "-n", "2", "--seed", "5", "--format", "pdf", "-o",
        tmp.toString());
    assertEquals(ExitCode.OUTPUT_FAILED.code(), r.code, r.toString());
    assertTrue(r.err.contains("it is a folder; -o takes a file name"), r.err);
    assertFalse(r.err.contains("Exception"), r.err);
  }

  @Test
  void theCheckLeavesNoFileBehindAndKeepsAnExistingOne() throws Exception {
    Path fresh = tmp.resolve("fresh.svg");
    Cli made = Cli.run("generate", "-n", "1", "--seed", "5", "--format", "svg", "-o",
        fresh.toString());
    assertEquals(ExitCode.OK.code(), made.code, made.toString());
    assertTrue(Files.readString(fresh).startsWith("<?xml") || Files.readString(fresh)
        .startsWith("<svg"), "an SVG was written");
    Path gone = tmp.resolve("gone.svg");
    Cli failed = Cli.run("solve", "--format", "svg", "-o", gone.toString(),
        tmp.resolve("missing.txt").toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), failed.code, failed.toString());
    assertFalse(Files.exists(gone), "the check made no file of its own");
  }
}
