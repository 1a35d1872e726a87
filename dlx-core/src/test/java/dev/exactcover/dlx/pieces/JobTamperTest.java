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
    assertEquals("dlx-job 4", lines.get(0));
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
      int first = i; // the batch of counts that holds the line, and the line that closes it
      while (lines.get(first - 1).startsWith("done ")) {
        first--;
      }
      int close = i;
      while (!lines.get(close).startsWith("batch ")) {
        close++;
      }
      assertTrue(e.getMessage().contains("line " + (close + 1) + ": MAC mismatch: the batch of "
          + "counts (lines " + (first + 1) + " to " + close + ")"), e.getMessage());
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
    assertTrue(e.getMessage().contains("line " + (end + 1) + ": MAC mismatch"),
        e.getMessage());
  }

  @Test
  void everySingleByteChangeIsRefusedOrHarmless() throws Exception { // seeded, repeatable
    byte[] original = Files.readAllBytes(file);
    Random random = new Random(1515);
    int refused = 0;
    for (int trial = 0; trial < 150; trial++) {
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
    assertTrue(refused > 125, refused + " of 150 refused");
  }

  /** The CRC-32 of the text's UTF-8 bytes, in 8 hex digits, as version 2 wrote it. */
  private static String crc(String text) {
    java.util.zip.CRC32 c = new java.util.zip.CRC32();
    c.update(text.getBytes(StandardCharsets.UTF_8));
    return String.format("%08x", c.getValue());
  }

  /** The file rewritten in {@code version} 1 (no checks) or 2 (CRC-32s), one count changed. */
  private List<String> downgraded(int version) {
    List<String> old = new ArrayList<>();
    StringBuilder head = new StringBuilder();
    for (String l : lines) {
      if (l.startsWith("batch ")) {
        continue;
      }
      int at = l.lastIndexOf(" mac:");
      String bare = l.equals("dlx-job 4") ? "dlx-job " + version : at > 0 ? l.substring(0, at) : l;
      if (bare.startsWith("done ") && !bare.split(" ")[2].equals("0")) {
        String[] f = bare.split(" ");
        f[2] = String.valueOf(Long.parseLong(f[2]) + 1000);
        bare = String.join(" ", f);
      }
      if (version == 2 && bare.equals("end")) {
        bare = "end crc32:" + crc(head.toString());
        head.setLength(0);
      } else if (version == 2 && bare.startsWith("done ")) {
        bare = bare + " crc32:" + crc(bare);
      } else if (!bare.startsWith("done ")) {
        head.append(bare).append('\n');
      }
      old.add(bare);
    }
    return old;
  }

  @Test
  void aFileDowngradedToAnOlderVersionIsRefused() throws Exception {
    for (int version = 1; version <= 2; version++) {
      IllegalArgumentException e = refused(downgraded(version));
      assertTrue(e.getMessage().contains("line 1: a job file of an older version ('dlx-job "
          + version + "')") && e.getMessage().contains("not trusted"), e.getMessage());
    }
  }

  @Test
  void aLineWhoseMacIsRecomputedWithoutTheKeyIsRefused() throws Exception {
    // Without the key, the best a forger can do is a MAC of its own: under another key.
    javax.crypto.Mac other = javax.crypto.Mac.getInstance("HmacSHA256");
    other.init(new javax.crypto.spec.SecretKeySpec(new byte[32], "HmacSHA256"));
    List<String> changed = new ArrayList<>(lines);
    int end = -1;
    StringBuilder head = new StringBuilder();
    StringBuilder batch = new StringBuilder();
    String headMac = null;
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i);
      if (l.startsWith("end mac:")) {
        end = i;
        headMac = java.util.HexFormat.of().formatHex(other.doFinal(head.toString()
            .getBytes(StandardCharsets.UTF_8)));
        changed.set(i, "end mac:" + headMac);
      } else if (end < 0) {
        head.append(l).append('\n');
      } else if (l.startsWith("batch ")) {
        String bare = l.substring(0, l.lastIndexOf(" mac:"));
        changed.set(i, bare + " mac:" + java.util.HexFormat.of().formatHex(other.doFinal(
            (headMac + "\n" + batch + bare).getBytes(StandardCharsets.UTF_8))));
        batch.setLength(0);
      } else {
        batch.append(l).append('\n');
      }
    }
    IllegalArgumentException e = refused(changed);
    assertTrue(e.getMessage().contains("line " + (end + 1) + ": MAC mismatch"), e.getMessage());
  }

  @Test
  void aDoneLineCopiedFromAnotherJobIsRefused() throws Exception {
    Path other = tmp.resolve("q8-other.job");
    try (Job job = Job.open(other, tree(), 30)) { // the same problem, another split
      job.run(1, Limits.none());
    }
    List<String> theirs = Files.readAllLines(other);
    int from = theirs.indexOf(theirs.stream().filter(l -> l.startsWith("end ")).findFirst()
        .orElseThrow()) + 1;
    int to = theirs.indexOf(theirs.stream().filter(l -> l.startsWith("batch ")).findFirst()
        .orElseThrow()) + 1; // their first batch of counts, whole, with its MAC
    List<String> changed = new ArrayList<>(lines.subList(0, lines.indexOf(lines.stream()
        .filter(l -> l.startsWith("end ")).findFirst().orElseThrow()) + 1));
    changed.addAll(theirs.subList(from, to));
    IllegalArgumentException e = refused(changed);
    assertTrue(e.getMessage().contains("line " + changed.size() + ": MAC mismatch"),
        e.getMessage());
  }

  @Test
  void aVersion3FileIsResumedInItsOwnFormat() throws Exception {
    // Version 3: a MAC on each done line, under the same key; written here as it wrote them,
    // with only the first half of the counts, so that the run appends the rest.
    dev.exactcover.dlx.internal.JobKey.Hmac mac =
        dev.exactcover.dlx.internal.JobKey.load().newMac();
    List<String> v3 = new ArrayList<>();
    StringBuilder head = new StringBuilder();
    String headMac = null;
    List<String> done = new ArrayList<>();
    for (String l : lines) {
      if (l.startsWith("end mac:")) {
        headMac = dev.exactcover.dlx.internal.JobKey.mac(mac, head);
        v3.add("end mac:" + headMac);
      } else if (headMac == null) {
        String line = l.equals("dlx-job 4") ? "dlx-job 3" : l;
        head.append(line).append('\n');
        v3.add(line);
      } else if (l.startsWith("done ")) {
        done.add(l);
      }
    }
    for (String d : done.subList(0, done.size() / 2)) {
      v3.add(d + " mac:" + dev.exactcover.dlx.internal.JobKey.mac(mac, headMac + "\n" + d));
    }
    Files.write(file, v3);
    try (Job job = Job.open(file, tree(), 20)) {
      assertEquals(done.size() / 2, job.finishedCount());
      assertEquals(92, job.run(2, Limits.none()).solutions());
    }
    List<String> after = Files.readAllLines(file);
    assertEquals("dlx-job 3", after.get(0));
    assertEquals(v3, after.subList(0, v3.size()), "what was there is kept as it was");
    for (String l : after.subList(v3.size(), after.size())) {
      assertTrue(l.startsWith("done ") && l.contains(" mac:"), l);
    }
    try (Job job = Job.open(file, tree(), 20)) {
      assertTrue(job.isComplete());
      assertEquals(92, job.solutions());
    }
  }
}
