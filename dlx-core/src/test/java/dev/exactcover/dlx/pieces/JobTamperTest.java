package dev.exactcover.dlx.pieces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.examples.Queens;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Job files are tamper-evident: a changed count or branch is refused with its line
 * number, never taken for a different total. The oracle: 8-queens has 92 solutions.
 */
class JobTamperTest {
  @TempDir Path tmp;
  private Path file;
  private List<String> lines;

  @BeforeEach
  void aFinishedJob() throws Exception {
    file = tmp.resolve("q8.job");
    try (Job job = Job.open(file, tree(), 20)) {
      assertEquals(92, job.run(2, Limits.none()).solutions());
    }
    lines = Files.readAllLines(file);
    assertEquals("dlx-job 2", lines.get(0));
  }

  private static SearchTree tree() {
    return SearchTree.of(Queens.problem(8).newSolver());
  }

  private IllegalArgumentException refused(List<String> changed) throws Exception {
    Files.write(file, changed);
    return assertThrows(IllegalArgumentException.class, () -> Job.open(file, tree(), 20).close());
  }

  @Test
  void aChangedCountIsRefusedWithItsLine() throws Exception {
    int checkedLines = 0;
    for (int i = 0; i < lines.size(); i++) {
      String[] f = lines.get(i).split(" ");
      if (!f[0].equals("done") || f[2].equals("0")) {
        continue;
      }
      List<String> changed = new ArrayList<>(lines);
      long flipped = Long.parseLong(f[2]) + 80; // a flipped digit: 73,712 read as 73,792
      changed.set(i, lines.get(i).replaceFirst(" " + f[2] + " ", " " + flipped + " "));
      IllegalArgumentException e = refused(changed);
      assertTrue(e.getMessage().contains("line " + (i + 1) + ": checksum mismatch"),
          e.getMessage());
      checkedLines++;
    }
    assertTrue(checkedLines > 3, "done lines with solutions: " + checkedLines);
  }

  @Test
  void aChangedBranchIsRefused() throws Exception {
    int end = lines.indexOf(lines.stream().filter(l -> l.startsWith("end ")).findFirst()
        .orElseThrow());
    List<String> changed = new ArrayList<>(lines);
    String sub = lines.get(5); // a subproblem line such as 2:1.3
    String last = sub.substring(sub.length() - 1);
    changed.set(5, sub.substring(0, sub.length() - 1) + (last.equals("1") ? "2" : "1"));
    IllegalArgumentException e = refused(changed);
    assertTrue(e.getMessage().contains("line " + (end + 1) + ": checksum mismatch"),
        e.getMessage());
  }

  @Test
  void everySingleByteChangeIsRefusedOrHarmless() throws Exception { // seeded, repeatable
    byte[] original = Files.readAllBytes(file);
    Random random = new Random(1515);
    int refused = 0;
    for (int trial = 0; trial < 300; trial++) {
      byte[] b = original.clone();
      int at = random.nextInt(b.length);
      byte was = b[at];
      do {
        String pool = "0123456789abcdef .:-\ndonecrz";
        b[at] = (byte) pool.charAt(random.nextInt(pool.length()));
      } while (b[at] == was);
      Files.write(file, b);
      try (Job job = Job.open(file, tree(), 20)) {
        // Accepted: only a change that loses nothing (a torn last line, dropped) may be.
        assertEquals(92, job.run(1, Limits.none()).solutions(),
            "changed byte " + at + " to '" + (char) b[at] + "':\n"
                + new String(b, StandardCharsets.UTF_8));
      } catch (IllegalArgumentException e) {
        refused++;
        assertTrue(e.getMessage().matches("(?s).*(line [0-9]+|another problem).*"),
            e.getMessage());
      }
    }
    assertTrue(refused > 250, refused + " of 300 refused");
  }

  @Test
  void aVersionOneFileWithoutChecksumsStillResumes() throws Exception {
    List<String> v1 = new ArrayList<>();
    for (String l : lines) {
      int crc = l.lastIndexOf(" crc32:");
      v1.add(l.equals("dlx-job 2") ? "dlx-job 1" : crc > 0 ? l.substring(0, crc) : l);
    }
    for (int k = 0; k < 5; k++) { // five subproblems unfinished, for the resumed run to write
      v1.remove(v1.size() - 1);
    }
    Files.write(file, v1);
    try (Job job = Job.open(file, tree(), 20)) {
      assertEquals(92, job.run(1, Limits.none()).solutions());
    }
    assertTrue(Files.readAllLines(file).stream().filter(l -> l.startsWith("done "))
        .noneMatch(l -> l.contains("crc32")), "a version 1 job is written in its version");
  }
}
