package dev.exactcover.dlx.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.MemoStatistics;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.pieces.Subproblem;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cluster's secret file, and the MACs of proofs, tasks and answers made with it. */
class SecretTest {
  @TempDir Path tmp;

  @Test
  void aMissingSecretIsMadeOwnerOnlyAndReadBackTheSame() throws Exception {
    Path file = tmp.resolve("config/exactcover/cluster.secret");
    Secret made = Secret.load(file);
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(
        file.getParent())));
    assertTrue(Files.readString(file).strip().matches("[0-9a-f]{64}"));
    Secret again = Secret.load(file);
    assertEquals(made.mac("x", 1), again.mac("x", 1));
    assertFalse(made.mac("x", 1).equals(Secret.load(tmp.resolve("other.secret")).mac("x", 1)));
  }

  @Test
  void processesMakingTheSecretAtOnceEndWithOne() throws Exception {
    Path file = tmp.resolve("race/cluster.secret");
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Callable<String>> makers = java.util.Collections.nCopies(8,
          () -> Secret.load(file).mac("same"));
      List<String> macs = new java.util.ArrayList<>();
      for (Future<String> f : pool.invokeAll(makers)) {
        macs.add(f.get());
      }
      assertEquals(1, macs.stream().distinct().count(), "one secret for all");
    } finally {
      pool.shutdown();
    }
    try (var files = Files.list(file.getParent())) {
      assertEquals(List.of(file), files.toList(), "no temporary file left");
    }
  }

  @Test
  void aSecretOthersMayReadIsRefusedNamingTheFix() throws Exception {
    Path file = tmp.resolve("loose.secret");
    Secret.load(file);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> Secret.load(file));
    assertTrue(e.getMessage().contains("other users may read or change it (mode rw-r--r--): "
        + "chmod 600 " + file), e.getMessage());
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw----r--"));
    assertThrows(IllegalStateException.class, () -> Secret.load(file));
  }

  @Test
  void aMalformedOrUnreachableSecretIsRefusedInWords() throws Exception {
    Path file = tmp.resolve("short.secret");
    Files.writeString(file, "abc\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> Secret.load(file));
    assertTrue(e.getMessage().endsWith("not a secret: expected at least 32 hex digits on one "
        + "line"), e.getMessage());
    Path blocked = tmp.resolve("a-file/cluster.secret");
    Files.writeString(tmp.resolve("a-file"), "");
    e = assertThrows(IllegalStateException.class, () -> Secret.load(blocked));
    assertTrue(e.getMessage().startsWith("cannot use the cluster secret " + blocked + ": "),
        e.getMessage());
    assertFalse(e.getMessage().contains("Exception"), e.getMessage());
  }

  @Test
  void proofsHoldOnlyForTheirMemberUnderTheSameSecretAndClusterName() {
    Trust trust = new Trust(Secret.of(new byte[32]), "c");
    UUID id = UUID.randomUUID();
    String proof = trust.proofFor(id);
    assertTrue(trust.proves(id, proof));
    assertFalse(trust.proves(UUID.randomUUID(), proof), "copied to another member");
    assertFalse(new Trust(Secret.of(new byte[32]), "d").proves(id, proof), "another cluster");
    byte[] other = new byte[32];
    other[0] = 1;
    assertFalse(new Trust(Secret.of(other), "c").proves(id, proof), "another secret");
    assertFalse(trust.proves(id, null));
    assertFalse(trust.proves(id, "garbage"));
  }

  @Test
  void anAnswerIsAuthenticOnlyForItsTaskItsMemberAndItsNumbers() {
    Trust trust = new Trust(Secret.of(new byte[32]), "c");
    byte[] other = new byte[32];
    other[5] = 9;
    Trust stranger = new Trust(Secret.of(other), "c");
    UUID member = UUID.randomUUID();
    CountTask task = new CountTask(trust, "c", "sha256:00", List.of(Subproblem.parse("3:1.2")), 0,
        SearchSettings.defaults());
    SearchResult r = SearchResult.of(Status.EXHAUSTED, BigInteger.valueOf(7), 40, 90,
        new long[1], Duration.ofMillis(1), new long[Reduction.values().length], MemoStatistics.NONE, Strategy.DANCING_LINKS);
    assertTrue(TaskAnswer.counted(List.of(r), member).sign(trust, task).authentic(trust, task, member));
    assertFalse(TaskAnswer.counted(List.of(r), member).sign(stranger, task).authentic(trust, task, member),
        "made with another secret");
    assertFalse(TaskAnswer.counted(List.of(r), member).sign(trust, task).authentic(trust, task,
        UUID.randomUUID()), "from another member than the one asked");
    CountTask again = new CountTask(trust, "c", "sha256:00", List.of(Subproblem.parse("3:1.2")), 0,
        SearchSettings.defaults());
    assertFalse(TaskAnswer.counted(List.of(r), member).sign(trust, task).authentic(trust, again, member),
        "an old answer replayed for a new task");
    SearchResult more = SearchResult.of(Status.EXHAUSTED, BigInteger.valueOf(8), 40, 90,
        new long[1], Duration.ofMillis(1), new long[Reduction.values().length], MemoStatistics.NONE, Strategy.DANCING_LINKS);
    TaskAnswer signed = TaskAnswer.counted(List.of(r), member).sign(trust, task);
    TaskAnswer forged = TaskAnswer.counted(List.of(more), member);
    forged.sign(trust, again); // a MAC, but for another task
    assertFalse(forged.authentic(trust, task, member));
    assertTrue(signed.authentic(trust, task, member));
    assertFalse(TaskAnswer.refused(member).authentic(trust, task, member));

    // A count beyond long travels exactly, under the MAC.
    BigInteger big = BigInteger.TWO.pow(80).add(BigInteger.ONE);
    SearchResult huge = SearchResult.of(Status.EXHAUSTED, big, 40, 90, new long[1],
        Duration.ofMillis(1), new long[Reduction.values().length], MemoStatistics.NONE, Strategy.DANCING_LINKS);
    TaskAnswer exact = TaskAnswer.counted(List.of(huge), member).sign(trust, task);
    assertTrue(exact.authentic(trust, task, member));
    assertEquals(big, exact.results().get(0).solutionCount());
    TaskAnswer one = TaskAnswer.counted(List.of(huge), member).sign(trust, again);
    assertFalse(one.authentic(trust, task, member), "the same count for another task");
    CountTask memo = new CountTask(trust, "c", "sha256:00", List.of(Subproblem.parse("3:1.2")), 0,
        SearchSettings.of(Strategy.MEMOIZED));
    assertFalse(exact.authentic(trust, memo, member), "a task that asked for a memoized count");
  }

  /**
   * A task of several subproblems is answered with a count for each, in order, up to the first
   * cut short; the MAC covers every count, and an answer with more counts than the task has
   * subproblems is not one.
   */
  @Test
  void anAnswerToSeveralSubproblemsIsAuthenticOnlyWithAllItsCounts() {
    Trust trust = new Trust(Secret.of(new byte[32]), "c");
    UUID member = UUID.randomUUID();
    List<Subproblem> three = List.of(Subproblem.parse("3:1.2"), Subproblem.parse("3:1.3"),
        Subproblem.parse("4:-"));
    CountTask task = new CountTask(trust, "c", "sha256:00", three, 0, SearchSettings.defaults());
    assertEquals(3, task.size());
    assertEquals("3:1.2 3:1.3 4:-", task.subproblems());
    SearchResult seven = result(Status.EXHAUSTED, 7);
    SearchResult eight = result(Status.EXHAUSTED, 8);
    SearchResult cut = result(Status.TIME_LIMIT, 2);
    TaskAnswer all = TaskAnswer.counted(List.of(seven, eight, seven), member).sign(trust, task);
    assertTrue(all.authentic(trust, task, member));
    assertEquals(List.of(BigInteger.valueOf(7), BigInteger.valueOf(8), BigInteger.valueOf(7)),
        all.results().stream().map(SearchResult::solutionCount).toList());
    TaskAnswer firstTwo = TaskAnswer.counted(List.of(seven, cut), member).sign(trust, task);
    assertTrue(firstTwo.authentic(trust, task, member), "a count cut short, the rest not reached");
    assertEquals(Status.TIME_LIMIT, firstTwo.results().get(1).status());
    TaskAnswer forged = TaskAnswer.counted(List.of(seven, seven, seven), member);
    assertFalse(forged.authentic(trust, task, member), "unsigned");
    assertFalse(TaskAnswer.counted(List.of(seven, eight), member).sign(trust, task)
        .authentic(trust, new CountTask(trust, "c", "sha256:00", three.subList(0, 2), 0,
            SearchSettings.defaults()), member), "signed for another task");
    TaskAnswer four = TaskAnswer.counted(List.of(seven, eight, seven, seven), member)
        .sign(trust, task);
    assertFalse(four.authentic(trust, task, member), "more counts than subproblems");
    assertThrows(IllegalArgumentException.class, () -> new CountTask(trust, "c", "sha256:00",
        List.of(), 0, SearchSettings.defaults()));
  }

  /**
   * The parts a subproblem gave away travel under the answer's MAC: another part, one more, one
   * fewer, or the same part said of another subproblem of the task, and the answer is not one.
   * And whether a task may give work back, and a memoized node's first level in its count's
   * order, are under the task's MAC.
   */
  @Test
  void thePartsGivenAwayAreUnderTheAnswersMac() {
    Trust trust = new Trust(Secret.of(new byte[32]), "c");
    UUID member = UUID.randomUUID();
    List<Subproblem> two = List.of(Subproblem.parse("3:1.2"), Subproblem.parse("4:1.3"));
    CountTask task = new CountTask(trust, "c", "sha256:00", two, new int[] {2, 1}, 0,
        SearchSettings.of(Strategy.MEMOIZED), true);
    assertEquals("3:1.2 4:1.3@1", task.subproblems(), "a memoized node's first level travels");
    List<SearchResult> counts = List.of(result(Status.EXHAUSTED, 7));
    TaskAnswer.Given a = new TaskAnswer.Given(0, new int[] {1, 2, 4}, 3);
    TaskAnswer.Given b = new TaskAnswer.Given(0, new int[] {1, 2, 5}, 3);
    TaskAnswer signed = TaskAnswer.counted(counts, List.of(a, b), member).sign(trust, task);
    assertTrue(signed.authentic(trust, task, member));
    assertEquals(List.of(a, b), signed.given());
    for (List<TaskAnswer.Given> other : List.of(List.of(a), List.of(a, b, b),
        List.of(a, new TaskAnswer.Given(0, new int[] {1, 2, 6}, 3)),
        List.of(a, new TaskAnswer.Given(1, new int[] {1, 2, 5}, 3)),
        List.of(a, new TaskAnswer.Given(0, new int[] {1, 2, 5}, 2)))) {
      TaskAnswer forged = TaskAnswer.counted(counts, other, member);
      forged.sign(trust, new CountTask(trust, "c", "sha256:00", two, null, 0,
          SearchSettings.defaults(), true)); // a MAC, for another task
      assertFalse(forged.authentic(trust, task, member), other.toString());
    }
    CountTask mayNot = new CountTask(trust, "c", "sha256:00", two, new int[] {2, 1}, 0,
        SearchSettings.of(Strategy.MEMOIZED), false);
    assertFalse(signed.authentic(trust, mayNot, member), "signed for a task of another kind");
  }

  /** A request for work holds only under the cluster's secret and name, for its own task. */
  @Test
  void aRequestForWorkNamesItsTaskUnderTheSecret() {
    Trust trust = new Trust(Secret.of(new byte[32]), "c");
    String request = trust.askFor("n1");
    assertEquals("n1", trust.askedNonce(request));
    assertEquals(null, new Trust(Secret.of(new byte[32]), "d").askedNonce(request),
        "another cluster");
    byte[] other = new byte[32];
    other[3] = 1;
    assertEquals(null, new Trust(Secret.of(other), "c").askedNonce(request), "another secret");
    assertEquals(null, trust.askedNonce("n2" + request.substring(2)), "another task");
    assertEquals(null, trust.askedNonce("garbage"));
    assertEquals(null, trust.askedNonce(42));
  }

  private static SearchResult result(Status status, long solutions) {
    return SearchResult.of(status, BigInteger.valueOf(solutions), 40, 90, new long[1],
        Duration.ofMillis(1), new long[Reduction.values().length], MemoStatistics.NONE,
        Strategy.DANCING_LINKS);
  }

  /** The HMAC-SHA256 of the parts as {@link Secret#mac} frames them, made afresh: the oracle. */
  private static String hmac(byte[] key, Object... parts) throws Exception {
    javax.crypto.Mac m = javax.crypto.Mac.getInstance("HmacSHA256");
    m.init(new javax.crypto.spec.SecretKeySpec(key, "HmacSHA256"));
    for (Object p : parts) {
      byte[] b = String.valueOf(p).getBytes(java.nio.charset.StandardCharsets.UTF_8);
      m.update(java.nio.ByteBuffer.allocate(4).putInt(b.length).array());
      m.update(b);
    }
    return java.util.HexFormat.of().formatHex(m.doFinal());
  }

  @Test
  void macsMadeOnManyThreadsAndUnderTwoSecretsAtOnceAreEachTheirOwn() throws Exception {
    byte[] one = new byte[32];
    byte[] two = new byte[32];
    two[31] = 1;
    Secret a = Secret.of(one);
    Secret b = Secret.of(two);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Callable<Boolean>> work = new java.util.ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int thread = t;
        work.add(() -> {
          java.util.Random random = new java.util.Random(thread);
          for (int k = 0; k < 200; k++) {
            Object[] parts = {"task", "c" + thread, random.nextLong(), k, "é" + k};
            Secret s = random.nextBoolean() ? a : b; // both secrets on the same thread
            String mac = s.mac(parts);
            if (!mac.equals(hmac(s == a ? one : two, parts)) || !s.verify(mac, parts)
                || (s == a ? b : a).verify(mac, parts)) {
              return false;
            }
          }
          return true;
        });
      }
      for (var f : pool.invokeAll(work)) {
        assertTrue(f.get());
      }
    } finally {
      pool.shutdownNow();
    }
    java.util.Set<String> nonces = new java.util.HashSet<>();
    for (int k = 0; k < 1_000; k++) {
      String n = Secret.nonce();
      assertTrue(n.matches("[0-9a-f]{32}"), n);
      nonces.add(n);
    }
    assertEquals(1_000, nonces.size());
  }
}
