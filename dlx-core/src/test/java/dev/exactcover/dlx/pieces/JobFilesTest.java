package dev.exactcover.dlx.pieces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.examples.Queens;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Only the user's own job file, opened as itself: a symbolic link (to a file or to nothing), a
 * file others may change, and (as root) another user's file are refused before anything is
 * read or written. The full check through the command line is {@code JobTrustTest}.
 */
class JobFilesTest {
  @TempDir Path tmp;

  private static SearchTree tree() {
    return SearchTree.of(Queens.problem(6).newSolver());
  }

  private static String refused(Path file) {
    return assertThrows(IllegalArgumentException.class, () -> Job.open(file, tree(), 5).close())
        .getMessage();
  }

  @Test
  void aSymbolicLinkIsRefusedAndNothingIsWrittenThrough() throws Exception {
    Path victim = Files.writeString(tmp.resolve("victim"), "keep\n");
    Path link = Files.createSymbolicLink(tmp.resolve("a.job"), victim);
    assertEquals(link + ": not trusted as a job file: a symbolic link (a job file must be the "
        + "user's own file, opened as itself)", refused(link));
    assertEquals("keep\n", Files.readString(victim));
    Path nothing = tmp.resolve("nothing");
    Path dangling = Files.createSymbolicLink(tmp.resolve("b.job"), nothing);
    assertTrue(refused(dangling).contains("a symbolic link"));
    assertFalse(Files.exists(nothing));
  }

  @Test
  void aFileOthersMayChangeIsRefused() throws Exception {
    Path job = tmp.resolve("c.job");
    try (Job j = Job.open(job, tree(), 5)) {
      assertEquals(4, j.run(1, Limits.none()).solutions());
    }
    Files.setPosixFilePermissions(job, PosixFilePermissions.fromString("rw-rw-r--"));
    assertTrue(refused(job).contains("other users may change it (mode rw-rw-r--): chmod go-w"));
    Files.setPosixFilePermissions(job, PosixFilePermissions.fromString("rw-r--r--"));
    try (Job j = Job.open(job, tree(), 5)) {
      assertTrue(j.isComplete());
    }
  }

  @Test
  void anotherUsersFileIsRefused() throws Exception {
    Assumptions.assumeTrue("root".equals(System.getProperty("user.name")),
        "assumed: giving a file to another user needs root");
    Path job = tmp.resolve("d.job");
    try (Job j = Job.open(job, tree(), 5)) {
      j.run(1, Limits.none());
    }
    Files.setOwner(job, job.getFileSystem().getUserPrincipalLookupService()
        .lookupPrincipalByName("nobody"));
    assertTrue(refused(job).contains("it belongs to nobody, not to root"));
  }
}
