package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whom a job file is trusted from, through the real command line in a child JVM: only files
 * written with the user's job key (an edited count, a file rewritten in an older version without
 * checks or with recomputed CRC-32s, or one written under another key is refused with its line,
 * exit 3), only the user's own file opened as itself (another user's, one others may change, or
 * a symbolic link planted in a shared folder is refused before anything is written); and on a
 * full disk the job says exactly how many counts its file keeps.
 */
@Tag("full")
class JobTrustTest {
  private static final String PROBLEM = Cli.data("exact-cover/pentomino-3x20.dlx");

  @TempDir Path tmp;
  private Path key;

  @BeforeEach
  void aKeyOfItsOwn() {
    key = tmp.resolve("config/job.key"); // made on first use, owner-only
  }

  private Child.Finished count(Path job, String... more) throws Exception {
    return count(key, job, more);
  }

  private Child.Finished count(Path keyFile, Path job, String... more) throws Exception {
    List<String> args = new ArrayList<>(List.of("dlx", "--count", "--job", job.toString(),
        "--split", "30"));
    args.addAll(List.of(more));
    args.add(PROBLEM);
    ProcessBuilder b = Child.builder(args.toArray(String[]::new));
    b.environment().put("EXACTCOVER_JOB_KEY_FILE", keyFile.toString());
    return Child.run(b, "");
  }

  private static void refused(Child.Finished r, String... said) {
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code(), r.toString());
    assertEquals("", r.out(), r.toString());
    for (String s : said) {
      assertTrue(r.err().contains(s), "expected '" + s + "' in:\n" + r);
    }
    assertFalse(r.err().contains("Exception") || r.err().contains("java."), r.toString());
  }

  /** A finished job of pentomino-3x20 (8 solutions), and its lines. */
  private List<String> finished(Path job) throws Exception {
    Child.Finished r = count(job);
    assertEquals(0, r.code(), r.toString());
    assertEquals("8", r.out().strip());
    List<String> lines = Files.readAllLines(job);
    assertEquals("dlx-job 4", lines.get(0));
    return lines;
  }

  private static String crc(String text) {
    CRC32 c = new CRC32();
    c.update(text.getBytes(StandardCharsets.UTF_8));
    return String.format("%08x", c.getValue());
  }

  @Test
  void anEditedCountIsRefusedWithItsLine() throws Exception {
    Path job = tmp.resolve("p.job");
    List<String> lines = finished(job);
    int at = -1;
    for (int i = 0; i < lines.size() && at < 0; i++) {
      String[] f = lines.get(i).split(" ");
      if (f[0].equals("done") && !f[2].equals("0")) {
        at = i;
        f[2] = String.valueOf(Long.parseLong(f[2]) + 1000);
        lines.set(i, String.join(" ", f));
      }
    }
    Files.write(job, lines);
    int first = at; // the batch of counts that holds the line, and the line that closes it
    while (lines.get(first - 1).startsWith("done ")) {
      first--;
    }
    int close = at;
    while (!lines.get(close).startsWith("batch ")) {
      close++;
    }
    refused(count(job), job + ", line " + (close + 1) + ": MAC mismatch: the batch of counts "
        + "(lines " + (first + 1) + " to " + close + ")", "delete it to count again");
  }

  @Test
  void aFileDowngradedToAnOlderVersionIsRefused() throws Exception {
    Path job = tmp.resolve("p.job");
    List<String> lines = finished(job);
    for (int version = 1; version <= 2; version++) {
      // The attack: line 1 rewritten, the MACs dropped, a count changed, and (version 2)
      // every CRC-32 recomputed, as anyone can.
      List<String> old = new ArrayList<>();
      StringBuilder head = new StringBuilder();
      boolean changed = false;
      for (String l : lines) {
        if (l.startsWith("batch ")) {
          continue;
        }
        int at = l.lastIndexOf(" mac:");
        String bare = l.equals("dlx-job 4") ? "dlx-job " + version : at > 0 ? l.substring(0, at)
            : l;
        if (bare.startsWith("done ") && !changed && !bare.split(" ")[2].equals("0")) {
          String[] f = bare.split(" ");
          f[2] = String.valueOf(Long.parseLong(f[2]) + 1000);
          bare = String.join(" ", f);
          changed = true;
        }
        if (bare.equals("end")) {
          bare = version == 2 ? "end crc32:" + crc(head.toString()) : bare;
        } else if (bare.startsWith("done ")) {
          bare = version == 2 ? bare + " crc32:" + crc(bare) : bare;
        } else {
          head.append(bare).append('\n');
        }
        old.add(bare);
      }
      Files.write(job, old);
      refused(count(job), job + ", line 1: a job file of an older version ('dlx-job " + version
          + "')", "not trusted");
      assertEquals(old, Files.readAllLines(job), "the refused file was changed");
    }
  }

  @Test
  void aFileWrittenUnderAnotherKeyIsRefused() throws Exception {
    Path job = tmp.resolve("p.job");
    Child.Finished made = count(tmp.resolve("other/job.key"), job, "--time-limit", "60");
    assertEquals(0, made.code(), made.toString());
    refused(count(job), "MAC mismatch", "written without this user's job key");
  }

  @Test
  void anEmptyJobFileIsCreatedNotResumed() throws Exception {
    Path job = Files.createFile(tmp.resolve("empty.job"));
    Child.Finished r = count(job);
    assertEquals(0, r.code(), r.toString());
    assertTrue(r.err().contains("job " + job + ": created, "), r.err());
    assertFalse(r.err().contains("resuming"), r.err());
  }

  /** A folder such as /tmp: anyone may make files there, and only remove their own. */
  private Path sharedFolder() throws IOException {
    Path shared = Files.createDirectories(tmp.resolve("shared"));
    Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
    new ProcessBuilder("chmod", "+t", shared.toString()).start();
    return shared;
  }

  private static UserPrincipal secondUser() throws Exception {
    Process id = new ProcessBuilder("id", "-u").start();
    String uid = new String(id.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    Assumptions.assumeTrue(uid.equals("0"), "assumed: a second user can be made only by root "
        + "(the test runs as uid " + uid + ")");
    String name = "exactcover-jobs";
    if (new ProcessBuilder("id", name).start().waitFor() != 0) {
      Process add = new ProcessBuilder("useradd", "--system", "--no-create-home", "--shell",
          "/usr/sbin/nologin", name).redirectErrorStream(true).start();
      String said = new String(add.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      Assumptions.assumeTrue(add.waitFor() == 0 || new ProcessBuilder("id", name).start()
          .waitFor() == 0, "assumed: useradd works here (" + said.strip() + ")");
    }
    return java.nio.file.FileSystems.getDefault().getUserPrincipalLookupService()
        .lookupPrincipalByName(name);
  }

  @Test
  void anotherUsersJobFileIsRefused() throws Exception {
    UserPrincipal other = secondUser();
    Path shared = sharedFolder();
    Path job = shared.resolve("p.job");
    List<String> lines = finished(job); // a real job; then the file is another user's
    Files.setOwner(job, other);
    refused(count(job), job + ": not trusted as a job file: it belongs to " + other.getName());
    assertEquals(lines, Files.readAllLines(job));
  }

  @Test
  void aJobFileOthersMayChangeIsRefused() throws Exception {
    Path job = tmp.resolve("p.job");
    List<String> lines = finished(job);
    Files.setPosixFilePermissions(job, PosixFilePermissions.fromString("rw-rw-rw-"));
    refused(count(job), job + ": not trusted as a job file: other users may change it");
    assertEquals(lines, Files.readAllLines(job));
  }

  @Test
  void aPlantedSymbolicLinkIsRefusedAndItsTargetUntouched() throws Exception {
    Path shared = sharedFolder();
    Path victim = Files.writeString(tmp.resolve("victim.txt"), "keep me\n");
    Path job = Files.createSymbolicLink(shared.resolve("p.job"), victim);
    refused(count(job), job + ": not trusted as a job file: a symbolic link");
    assertEquals("keep me\n", Files.readString(victim));
    // A link to a file not yet there: nothing is made at its target.
    Path absent = tmp.resolve("made-by-the-link");
    Path dangling = Files.createSymbolicLink(shared.resolve("q.job"), absent);
    refused(count(dangling), dangling + ": not trusted as a job file: a symbolic link");
    assertFalse(Files.exists(absent), "the run made the link's target");
  }

  @Test
  void aFullDiskSaysExactlyWhatTheJobKeeps() throws Exception {
    Path disk = Files.createDirectories(tmp.resolve("disk"));
    Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs",
        disk.toString()).redirectErrorStream(true).start();
    String said = new String(mount.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    Assumptions.assumeTrue(mount.waitFor() == 0, "assumed: a small disk can be mounted here "
        + "(needs root): " + said.strip());
    try {
      Path job = disk.resolve("p.job");
      // 2,252 subproblems: the list (35 KB) fits on the disk, their counts (68 KB) do not.
      List<String> args = List.of("dlx", "--count", "--job", job.toString(), "--split", "2000",
          PROBLEM);
      ProcessBuilder b = Child.builder(args.toArray(String[]::new));
      b.environment().put("EXACTCOVER_JOB_KEY_FILE", key.toString());
      Child.Finished r = Child.run(b, "");
      assertEquals(ExitCode.OUTPUT_FAILED.code(), r.code(), r.toString());
      java.util.regex.Matcher m = java.util.regex.Pattern
          .compile("it keeps the ([0-9]+) counts? written before").matcher(r.err());
      assertTrue(m.find(), r.toString());
      assertTrue(r.err().contains("the disk is full"), r.toString());
      long kept = Files.readAllLines(job).stream().filter(l -> l.startsWith("done ")).count();
      assertEquals(kept, Long.parseLong(m.group(1)), "the job said it keeps " + m.group(1)
          + " counts; its file holds " + kept);
      // The rest, on a disk with room: exact.
      Path moved = Files.copy(job, tmp.resolve("p.job"));
      Child.Finished resumed = count(moved);
      assertEquals(0, resumed.code(), resumed.toString());
      assertEquals("8", resumed.out().strip());
      assertTrue(resumed.err().contains("resuming, " + kept + " of 2252"), resumed.err());
    } finally {
      new ProcessBuilder("umount", disk.toString()).start().waitFor();
    }
  }
}
