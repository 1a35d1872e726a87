package dev.exactcover.dlx.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import dev.exactcover.dlx.pieces.CounterUnavailableException;
import dev.exactcover.dlx.pieces.RemoteCounter;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.SubproblemCounter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A connection to a counting cluster, from which counts are submitted: each subproblem is a task
 * for a member, results are summed exactly (each subproblem once), and the tasks of a member
 * that leaves, or fails them, are sent to the others. The connection itself runs nothing; it is a
 * Hazelcast client, so it neither joins the cluster nor holds its data.
 *
 * <pre>{@code
 * try (Cluster cluster = Cluster.connect(ClusterSettings.loopback())) {
 *   SearchTree tree = SearchTree.of(problem.newSolver());
 *   SearchResult r = cluster.counter(tree).count(tree.split(1000), Limits.none(), null);
 *   // or, resumable: Job.open(file, tree, 1000).run(cluster.counter(tree), limits, null)
 * }
 * }</pre>
 *
 * <p>Programs that should not depend on this module reach it through
 * {@link dev.exactcover.dlx.pieces.RemoteCounting}, which it provides.
 */
public final class Cluster implements RemoteCounter {
  /** How long a client waits for the members' proofs before it refuses the cluster. */
  private static final long PROOF_WAIT_NANOS = 5_000_000_000L;

  private final HazelcastInstance client;
  private final ClusterSettings settings;
  private final Trust trust;
  private final AtomicLong resubmitted = new AtomicLong();
  private final AtomicLong givenBack = new AtomicLong();
  private final AtomicLong checked = new AtomicLong();

  private Cluster(HazelcastInstance client, ClusterSettings settings, Trust trust) {
    this.client = client;
    this.settings = settings;
    this.trust = trust;
  }

  /**
   * Connects to the cluster named in {@code settings} through any of its listed members.
   *
   * <p>The client holds the cluster's secret ({@link ClusterSettings#secretFile()}, made if
   * missing) and sends tasks only to members that prove they hold it too; if none does within a
   * few seconds, it refuses the cluster.
   *
   * @param settings the search settings
   * @return a client connected to the cluster
   * @throws CounterUnavailableException if no member answers within the settings' connect
   *     timeout, the secret file cannot be used, or no member holds the same secret
   */
  public static Cluster connect(ClusterSettings settings) {
    Objects.requireNonNull(settings, "settings");
    Secret secret;
    try {
      secret = Secret.load(settings.secretFile());
    } catch (IllegalStateException e) {
      throw new CounterUnavailableException(e.getMessage(), e);
    }
    return connect(settings, secret);
  }

  /** {@link #connect(ClusterSettings)} with {@code secret}. */
  static Cluster connect(ClusterSettings settings, Secret secret) {
    for (String a : settings.members()) { // an unknown host is said at once, not after the timeout
      String host = a.startsWith("[") ? a.substring(1, a.indexOf(']'))
          : a.contains(":") ? a.substring(0, a.indexOf(':')) : a;
      try {
        java.net.InetAddress.getByName(host);
      } catch (java.net.UnknownHostException e) {
        throw new CounterUnavailableException("unknown host '" + host + "' in the members' "
            + "addresses " + String.join(",", settings.members()), e);
      }
    }
    CallbackThreads.install();
    Trust trust = new Trust(secret, settings.name());
    ClientConfig c = new ClientConfig();
    String instance = "exactcover-client-" + java.util.UUID.randomUUID();
    c.setInstanceName(instance);
    c.setClusterName(settings.name());
    c.setProperty("hazelcast.logging.type", "jdk");
    c.setProperty("hazelcast.phone.home.enabled", "false");
    light(c);
    c.getNetworkConfig().setAddresses(new ArrayList<>(settings.members()));
    long timeout = settings.connectTimeout().toMillis();
    c.getConnectionStrategyConfig().getConnectionRetryConfig()
        .setClusterConnectTimeoutMillis(timeout);
    c.getNetworkConfig().setConnectionTimeout((int) Math.min(timeout, 5000));
    Trust.configure(c.getSerializationConfig());
    // The client's own timeout does not bound a listener that accepts and never answers (its
    // handshake waits on): the connect runs on a thread of its own, waited on for the timeout.
    CompletableFuture<HazelcastInstance> client = new CompletableFuture<>();
    Thread connecting = new Thread(() -> {
      try {
        client.complete(HazelcastClient.newHazelcastClient(c));
      } catch (RuntimeException | Error e) {
        client.completeExceptionally(e);
      }
    }, "cluster-connect");
    connecting.setDaemon(true);
    HazelcastInstance connected;
    try (NameWatch watch = NameWatch.start(instance, settings.name(), client)) {
      connecting.start();
      connected = client.get(timeout + 1000, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      client.thenAccept(HazelcastInstance::shutdown); // if it ever connects: let go at once
      throw unavailable(settings, e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof CounterUnavailableException refused) {
        client.thenAccept(HazelcastInstance::shutdown);
        throw refused;
      }
      throw unavailable(settings, e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      client.thenAccept(HazelcastInstance::shutdown);
      throw unavailable(settings, e);
    }
    Cluster cluster = new Cluster(connected, settings, trust);
    try {
      cluster.awaitProofs();
    } catch (RuntimeException e) {
      connected.shutdown();
      throw e;
    }
    return cluster;
  }

  /**
   * A light client: it shares the machine with members more often than not (on one machine, its
   * CPU is theirs), and it only sends tasks and takes answers, a few hundred a second at most.
   * So no metrics collected and sent to the members, no statistics, and one thread for each of
   * Hazelcast's client pools (input, output, responses, events) instead of
   * Hazelcast's defaults of several; the responses are handled on the input thread while it
   * keeps up. Nothing here changes what is sent or checked.
   */
  static void light(ClientConfig c) {
    c.getMetricsConfig().setEnabled(false);
    c.setProperty("hazelcast.client.metrics.enabled", "false");
    c.setProperty("hazelcast.client.statistics.enabled", "false");
    c.setProperty("hazelcast.client.io.input.thread.count", "1");
    c.setProperty("hazelcast.client.io.output.thread.count", "1");
    c.setProperty("hazelcast.client.response.thread.count", "1");
    c.setProperty("hazelcast.client.event.thread.count", "1");
  }

  /**
   * Waits until every member has proved the secret, or refuted it, or a few seconds pass; then
   * refuses the cluster if no member holds the secret.
   */
  private void awaitProofs() {
    long start = System.nanoTime();
    long deadline = start + PROOF_WAIT_NANOS;
    while (true) {
      boolean settled = true;
      boolean anyProven = false;
      for (Member m : client.getCluster().getMembers()) {
        boolean ok = trust.proven(client, m);
        anyProven |= ok;
        settled &= ok || trust.refuted(client, m);
      }
      // A proof that fails may have been changed by a process without the secret: its member
      // writes it again within a second, so a refusal waits that long.
      long now = System.nanoTime();
      if (settled && (anyProven || now - start >= REWRITE_WAIT_NANOS) || now >= deadline) {
        break;
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new CounterUnavailableException("interrupted while checking the members", e);
      }
    }
    if (trust.provenMembers(client).isEmpty()) {
      List<String> other = new ArrayList<>(); // the secret's holders of another version
      excluded().forEach((address, why) -> {
        if (why.equals(ANOTHER_VERSION)) {
          other.add(address);
        }
      });
      if (!other.isEmpty()) {
        throw new CounterUnavailableException("refused: the members at " + String.join(",",
            other) + " run another version of exactcover, whose count tasks this one cannot "
            + "send them: start the members and this client from the same build", null);
      }
      throw new CounterUnavailableException("refused: no member of cluster '" + settings.name()
          + "' at " + String.join(",", settings.members()) + " holds the secret in "
          + describe(trust) + " (they hold another secret, or none; or a process without the "
          + "secret keeps changing their proofs in the cluster's map)", null);
    }
  }

  private static String describe(Trust trust) {
    return trust.secret().file() == null ? "this client's secret" : trust.secret().file()
        .toString();
  }

  private static CounterUnavailableException unavailable(ClusterSettings settings, Throwable e) {
    return new CounterUnavailableException("no member of cluster '" + settings.name()
        + "' answered at " + String.join(",", settings.members()) + " within "
        + settings.connectTimeout().toSeconds() + " s" + listening(settings), e);
  }

  /**
   * What listens at the members' addresses, when none took the client: something does (a
   * member of a cluster of another name, or another program), or nothing does.
   */
  private static String listening(ClusterSettings settings) {
    List<String> open = new ArrayList<>();
    for (String a : settings.members()) {
      int colon = a.lastIndexOf(':');
      boolean hasPort = colon > 0 && a.indexOf(']') < colon;
      String host = hasPort ? a.substring(0, colon) : a;
      host = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
      int first = hasPort ? Integer.parseInt(a.substring(colon + 1)) : ClusterSettings.DEFAULT_PORT;
      int last = hasPort ? first : first + 2;
      for (int port = first; port <= last; port++) {
        try (java.net.Socket s = new java.net.Socket()) {
          s.connect(new java.net.InetSocketAddress(host, port), 500);
          open.add(host + ":" + port);
        } catch (java.io.IOException | IllegalArgumentException closed) {
          // nothing there
        }
      }
    }
    return open.isEmpty() ? " (nothing listens there)" : " (something listens at "
        + String.join(",", open) + ": a member of a cluster of another name, or another "
        + "program)";
  }

  /**
   * The settings connected with.
   *
   * @return the settings connected with
   */
  public ClusterSettings settings() {
    return settings;
  }

  /**
   * The addresses ({@code host:port}) of the members that hold the secret, as the cluster now
   * stands: the only ones that get tasks.
   */
  @Override
  public List<String> members() {
    List<String> list = new ArrayList<>();
    for (Member m : trust.provenMembers(client)) {
      list.add(m.getAddress().getHost() + ":" + m.getAddress().getPort());
    }
    return list;
  }

  /**
   * The members that get no tasks, each with why: those that run another version of exactcover
   * (their tasks are of another form), and those that do not prove they hold the secret.
   */
  @Override
  public Map<String, String> excluded() {
    Map<String, String> excluded = new LinkedHashMap<>();
    for (Member m : client.getCluster().getMembers()) {
      String why = !trust.proven(client, m) ? "it has not proven that it holds this cluster's "
          + "secret" : Wire.TASKS.equals(m.getAttribute(Wire.FORM)) ? null
          : ANOTHER_VERSION;
      if (why != null) {
        excluded.put(m.getAddress().getHost() + ":" + m.getAddress().getPort(), why);
      }
    }
    return excluded;
  }

  /** The tasks the members that hold the secret run at once, in all. */
  @Override
  public int threads() {
    return threadsOf(trust.provenMembers(client));
  }

  /** The tasks {@code members} run at once, in all. */
  static int threadsOf(List<Member> members) {
    int t = 0;
    for (Member m : members) {
      t += threadsOf(m);
    }
    return t;
  }

  /** Why a member that holds the secret gets no tasks: its tasks are of another form. */
  private static final String ANOTHER_VERSION = "it runs another version of exactcover";

  /** How long a client waits for members to write again proofs that fail. */
  private static final long REWRITE_WAIT_NANOS = 2_000_000_000L;

  static int threadsOf(Member m) {
    String a = m.getAttribute(Wire.THREADS);
    try {
      return a == null ? 1 : Math.max(1, Integer.parseInt(a));
    } catch (NumberFormatException e) {
      return 1;
    }
  }

  /**
   * A counter that sends the subproblems of {@code tree} to the members. It follows
   * {@link SubproblemCounter}'s contract, except that a count cut short by a limit sums only the
   * subproblems that finished; {@code onFinished} runs on the thread that called {@code count}.
   * Use it directly, or give it to {@link dev.exactcover.dlx.pieces.Job#run} for a count that
   * survives the loss of this machine too.
   *
   * <p>Only members that prove they hold the secret get tasks; an answer whose MAC does not hold,
   * or that a second count contradicts ({@link ClusterSettings#withCheckedShare}), stops the
   * count with an {@link dev.exactcover.dlx.pieces.AnswerCheckException} and is never summed.
   *
   * <p>A problem with side constraints ({@link dev.exactcover.dlx.Problem#withPropagator}) is
   * refused: members receive the problem as {@code .dlx} text, which cannot carry a propagator,
   * and counting without it would count solutions the side constraints forbid.
   *
   * @throws IllegalArgumentException if the tree's problem has side constraints
   */
  @Override
  public SubproblemCounter counter(SearchTree tree) {
    Objects.requireNonNull(tree, "tree");
    if (tree.problem().hasPropagators()) {
      throw new IllegalArgumentException("a problem with side constraints (checked during the "
          + "search) cannot be sent to cluster members, which receive only its items and options: "
          + "count it on this machine");
    }
    return (subproblems, limits, onFinished) -> new ClusterCount(client, trust, tree,
        resubmitted, givenBack, checked, settings.checkedShare())
        .run(subproblems, limits, onFinished);
  }

  /** How many parts the members' subproblems gave back at the ends of counts, in all. */
  @Override
  public long givenBack() {
    return givenBack.get();
  }

  /** How many answers a second count confirmed, in all. */
  @Override
  public long checked() {
    return checked.get();
  }

  /** How many tasks were sent again because their member left or failed them, in all. */
  @Override
  public long resubmitted() {
    return resubmitted.get();
  }

  /**
   * Whether the connection is up (it gives up a connect timeout after losing every member).
   *
   * @return whether the connection is up (it gives up a connect timeout after losing every member)
   */
  public boolean isConnected() {
    return client.getLifecycleService().isRunning();
  }

  /** Disconnects; the members keep running. */
  @Override
  public void close() {
    client.shutdown();
  }
}
