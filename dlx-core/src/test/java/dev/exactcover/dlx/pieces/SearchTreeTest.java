package dev.exactcover.dlx.pieces;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Fixtures;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * A search tree is the one value that fixes what a subproblem means: its text reads back to the
 * same tree, its fingerprint is the one job files have always carried, and it refuses what would
 * change the meaning of branches.
 */
class SearchTreeTest {
  @Test
  void theTextReadsBackToTheSameTree() throws DlxFormatException {
    Solver s = Langford.problem(7).newSolver(SearchSettings.defaults().withQuickChoice(true));
    assertTrue(s.force(3));
    assertTrue(s.force(40));
    SearchTree tree = SearchTree.of(s);
    String text = tree.toText();
    assertTrue(text.startsWith("| search tree: forced 3 40; quick choice\n"), text);
    SearchTree back = SearchTree.parse(text);
    assertEquals(tree.fingerprint(), back.fingerprint());
    assertEquals(tree, back);
    assertArrayEquals(new int[] {3, 40}, back.forcedOptions());
    assertTrue(back.quickChoice());
    assertEquals(tree.split(50), back.split(50));
    assertEquals(s.count(), back.countParallel(2, Limits.none()).solutions());
    // Any .dlx reader reads the problem: the first line is a comment.
    assertEquals(tree.problem().optionCount(), ExactCover.parse(text).optionCount());
    SearchTree plain = SearchTree.of(Queens.problem(6).newSolver());
    assertTrue(plain.toText().startsWith("| search tree: forced; leftmost\n"));
    assertEquals(plain, SearchTree.parse(plain.toText()));
  }

  @Test
  void theFingerprintIsTheOneJobFilesCarry() throws Exception {
    Solver s = Queens.problem(8).newSolver();
    s.force(5);
    MessageDigest d = MessageDigest.getInstance("SHA-256");
    d.update(ExactCover.toDlx(s.problem()).getBytes(StandardCharsets.UTF_8));
    d.update(("forced " + Arrays.toString(new int[] {5})).getBytes(StandardCharsets.UTF_8));
    assertEquals("sha256:" + HexFormat.of().formatHex(d.digest()),
        SearchTree.of(s).fingerprint());
    SearchTree quick = SearchTree.of(Queens.problem(8).newSolver(
        SearchSettings.defaults().withQuickChoice(true)));
    assertNotEquals(SearchTree.of(Queens.problem(8).newSolver()).fingerprint(),
        quick.fingerprint(), "quick choice shapes the tree");
  }

  @Test
  void whatWouldChangeTheMeaningOfBranchesIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> SearchTree.of(Queens.problem(6)
        .newSolver(SearchSettings.defaults().withRandomBranching(1))));
    SearchTree tree = SearchTree.of(Queens.problem(6).newSolver());
    assertThrows(IllegalArgumentException.class,
        () -> tree.newSolver(SearchSettings.defaults().withQuickChoice(true)));
    Solver other = Queens.problem(6).newSolver();
    other.force(0);
    assertThrows(IllegalArgumentException.class,
        () -> tree.search(other, Subproblem.of(0, 1), Limits.none(), null));
    assertThrows(IllegalArgumentException.class,
        () -> SearchTree.of(Fixtures.toy(), false, 0, 0), "option 0 twice conflicts");
    assertThrows(IllegalArgumentException.class,
        () -> SearchTree.of(Fixtures.toy(), false, 99), "no option 99");
    for (String bad : new String[] {"A B\nA\nB\n", "| search tree: forced x; leftmost\nA\nA\n",
        "| search tree: forced 1\nA\nA\n", "| search tree: forced; sideways\nA\nA\n"}) {
      assertThrows(IllegalArgumentException.class, () -> SearchTree.parse(bad), bad);
    }
    assertThrows(DlxFormatException.class,
        () -> SearchTree.parse("| search tree: forced; leftmost\nA\nB\n"), "unknown item B");
  }

  @Test
  void aSplitKeepsToTheTimeLimitAndGivesTheSameListWithinIt() {
    SearchTree tree = SearchTree.of(Queens.problem(13).newSolver());
    long start = System.nanoTime();
    // 13-queens has 73,712 solutions at the bottom of a tree of millions of nodes: a split into
    // a billion pieces would cut it at every depth; a millisecond stops it at once.
    assertThrows(java.util.concurrent.CancellationException.class,
        () -> tree.split(1_000_000_000, Limits.none().withTime(java.time.Duration.ofMillis(1))));
    assertTrue(System.nanoTime() - start < 5_000_000_000L, "stopped within the limit");
    assertEquals(tree.split(200), tree.split(200, Limits.none().withTime(
        java.time.Duration.ofSeconds(60))), "a limit that holds changes nothing");
    dev.exactcover.dlx.CancelToken cancel = new dev.exactcover.dlx.CancelToken();
    cancel.cancel();
    assertThrows(java.util.concurrent.CancellationException.class,
        () -> tree.split(1_000_000, Limits.none().withCancel(cancel)));
  }
}
