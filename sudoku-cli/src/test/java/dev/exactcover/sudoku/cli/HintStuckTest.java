package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code hint} and {@code hint --marks} on a puzzle whose first step SE rates 10.6: both say the
 * same (a nested forcing chain, or {@code stuck} when the ladder's nested levels find none), with
 * the same exit code, in lines and JSON. The full tier: the nested levels take minutes.
 */
@Tag("full")
class HintStuckTest {
  @Test
  void aPuzzleTheLadderCannotGoOnWithIsSaidTheSameWay() throws Exception {
    // SE 1.2.1.3 rates its first step 10.6 (se-rated.tsv): a nested forcing chain
    String p = "98.7..6..75.....9...6.......4..3......98.4.7.......4....89.6.5...54...6.....2...1";
    assertTrue(Files.readString(Cli.datasets().resolve("sudoku9/se-rated.tsv")).contains(p));
    Cli r = HintFormsTest.both(p + "\n");
    assertEquals(ExitCode.OK.code(), r.code, r.toString());
    assertEquals("unique", HintFormsTest.checkStatus(p + "\n"));
    String status = (String) HintFormsTest.json(Cli.runWithStdin(p + "\n", "hint", "--format",
        "json")).get("status");
    if (status.equals("stuck")) {
      assertEquals(HintCommand.STUCK + "\n", r.out);
    } else { // a nested forcing chain: rated as SE rates the first step
      assertEquals("hint", status);
    }
  }
}
