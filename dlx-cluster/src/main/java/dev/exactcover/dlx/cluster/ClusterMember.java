package dev.exactcover.dlx.cluster;

import com.hazelcast.cluster.Address;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastException;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import com.hazelcast.nio.serialization.DataSerializableFactory;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A member of a counting cluster: it joins the members listed in its settings and runs count
 * tasks, as many at once as its thread count, for whoever submits them through a
 * {@link Cluster}. Start one per machine (or several on one); close it to leave, and its
 * unfinished tasks go to the others.
 *
 * <pre>{@code
 * try (ClusterMember m = ClusterMember.start(ClusterSettings.loopback().withThreads(2))) {
 *   ... // counts run here until closed
 * }
 * }</pre>
 */
public final class ClusterMember implements AutoCloseable {
  /** How long a new member waits for the proofs of the members before it. */
  private static final long PROOF_WAIT_NANOS = 5_000_000_000L;

  private final HazelcastInstance instance;
  private final SolverCache cache;
  private final Trust trust;
  private final TaskWatch watch;
  private final java.util.concurrent.atomic.AtomicLong proofsRewritten =
      new java.util.concurrent.atomic.AtomicLong();
  private volatile String proof = ""; // this member's, as written
  /** When each member without a proof was first seen (it has a few seconds to write it). */
  private final java.util.Map<java.util.UUID, Long> firstSeen = new ConcurrentHashMap<>();

  private ClusterMember(HazelcastInstance instance, SolverCache cache, Trust trust,
      TaskWatch watch) {
    this.watch = watch;
    this.instance = instance;
    this.cache = cache;
    this.trust = trust;
  }

  /**
   * Starts a member with {@code settings}: binds its host at its port (or the next free one of
   * the 20 after it) and joins the members it finds at the listed addresses.
   *
   * <p>It holds the cluster's secret ({@link ClusterSettings#secretFile()}, made if missing),
   * proves it to the others, and checks the proofs of the members already there: if they hold
   * another secret it leaves at once, within a few seconds of joining.
   *
   * @param settings the search settings
   * @return the running member
   * @throws IllegalStateException if it cannot bind or start, cannot use the secret file, or
   *     the cluster's members hold another secret (the message says which)
   */
  public static ClusterMember start(ClusterSettings settings) {
    return start(settings, Secret.load(settings.secretFile()), new Wire());
  }

  /**
   * {@link #start(ClusterSettings)} with {@code secret}, building what arrives with
   * {@code wire}.
   */
  static ClusterMember start(ClusterSettings settings, Secret secret,
      DataSerializableFactory wire) {
    return start(settings, secret, wire, Wire.TASKS);
  }

  /** {@link #start(ClusterSettings, Secret, DataSerializableFactory)}, saying {@code form}. */
  static ClusterMember start(ClusterSettings settings, Secret secret,
      DataSerializableFactory wire, String form) {
    Objects.requireNonNull(settings, "settings");
    CallbackThreads.install();
    SolverCache cache = new SolverCache();
    Trust trust = new Trust(secret, settings.name());
    Config c = new Config();
    c.setClusterName(settings.name());
    c.setProperty("hazelcast.socket.bind.any", "false");
    c.setProperty("hazelcast.phone.home.enabled", "false");
    c.setProperty("hazelcast.logging.type", "jdk");
    c.setProperty("hazelcast.wait.seconds.before.join", "1");
    // An address in the member list that accepts and never answers must not hold the join for
    // Hazelcast's default 300 s: after this long the member starts without it.
    c.setProperty("hazelcast.max.join.seconds", "15");
    c.setProperty("hazelcast.shutdownhook.policy", "GRACEFUL"); // Ctrl-C: leave, do not vanish
    NetworkConfig n = c.getNetworkConfig();
    // The ports tried stop at 65535: near the top, fewer than 20 (Hazelcast would try past it).
    n.setPort(settings.port()).setPortAutoIncrement(true)
        .setPortCount(Math.min(20, 65536 - settings.port()));
    n.getInterfaces().setEnabled(true).addInterface(ip(settings.host()));
    JoinConfig j = n.getJoin();
    j.getMulticastConfig().setEnabled(false);
    j.getAutoDetectionConfig().setEnabled(false);
    j.getTcpIpConfig().setEnabled(true).setMembers(settings.members());
    c.getExecutorConfig(Wire.EXECUTOR).setPoolSize(settings.threads());
    c.getMapConfig(Wire.PROBLEMS).setBackupCount(2);
    c.getMemberAttributeConfig().setAttribute(Wire.THREADS, String.valueOf(settings.threads()));
    if (form != null) {
      c.getMemberAttributeConfig().setAttribute(Wire.FORM, form);
    }
    c.getMapConfig(Trust.PROOFS).setBackupCount(2);
    Trust.configure(c.getSerializationConfig(), wire);
    ConcurrentHashMap<String, Object> context = new ConcurrentHashMap<>();
    context.put(Wire.CACHE, cache);
    TaskWatch watch = new TaskWatch();
    context.put(Wire.WATCH, watch);
    context.put(Trust.CONTEXT, trust);
    c.setUserContext(context);
    HazelcastInstance instance;
    try {
      instance = Hazelcast.newHazelcastInstance(c);
    } catch (HazelcastException | IllegalStateException e) {
      watch.close();
      throw new IllegalStateException("cannot start a member of cluster '" + settings.name()
          + "' on " + settings.host() + ":" + settings.port() + " (no free port from there, "
          + "or no answer within 15 s through " + String.join(",", settings.members())
          + ": is a program other than a member listening there?)", e);
    }
    instance.getClientService().addClientListener(watch);
    // A client asks a running task for work: only a request made with the secret is heard.
    instance.getTopic(Wire.WANTED).addMessageListener(m -> {
      String nonce = trust.askedNonce(m.getMessageObject());
      if (nonce != null) {
        watch.ask(nonce);
      }
    });
    try {
      return new ClusterMember(instance, cache, trust, watch).proveAndCheck(settings);
    } catch (RuntimeException e) {
      watch.close();
      instance.getLifecycleService().terminate();
      throw e;
    }
  }

  /**
   * Stores this member's proof, forgets the proofs of members that leave, and checks the proofs
   * of the members that were there before: one that holds another secret makes this one leave.
   */
  private ClusterMember proveAndCheck(ClusterSettings settings) {
    Member self = instance.getCluster().getLocalMember();
    IMap<String, Object> proofs = Trust.proofs(instance);
    proof = trust.proofFor(self.getUuid());
    proofs.set(self.getUuid().toString(), proof);
    watch.every(1000, this::keepProof);
    instance.getCluster().addMembershipListener(new MembershipListener() {
      @Override
      public void memberAdded(MembershipEvent e) {
        // checked when asked: unprovenMembers(), and by clients before they send a task
      }

      @Override
      public void memberRemoved(MembershipEvent e) {
        trust.forget(e.getMember().getUuid());
        try {
          proofs.delete(e.getMember().getUuid().toString());
        } catch (RuntimeException gone) {
          // this member is leaving too
        }
      }
    });
    // Among the members there before, one that holds another secret and none that holds this
    // one: this member is the stranger, and leaves.
    long deadline = System.nanoTime() + PROOF_WAIT_NANOS;
    Member refuting = null;
    boolean anyProven = false;
    for (Member m : instance.getCluster().getMembers()) {
      if (m.localMember()) {
        break; // the members after this one came later: they check themselves
      }
      while (!trust.proven(instance, m) && !trust.refuted(instance, m)
          && System.nanoTime() < deadline) {
        sleep(100);
      }
      anyProven |= trust.proven(instance, m);
      if (refuting == null && trust.refuted(instance, m)) {
        refuting = m;
      }
    }
    if (refuting != null && !anyProven) {
      throw new IllegalStateException("refused: the members of cluster '" + settings.name()
          + "' (" + refuting.getAddress().getHost() + ":" + refuting.getAddress().getPort()
          + ") hold another secret than " + describe(trust) + "; this member left");
    }
    return this;
  }

  private static String describe(Trust trust) {
    return trust.secret().file() == null ? "this member's" : trust.secret().file().toString();
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while checking the cluster's members", e);
    }
  }

  /**
   * Writes this member's proof again if a process without the secret (anyone who reaches the
   * members' ports) changed or deleted it, so that clients keep sending this member tasks.
   */
  private void keepProof() {
    if (!instance.getLifecycleService().isRunning()) {
      return;
    }
    try {
      String id = instance.getCluster().getLocalMember().getUuid().toString();
      Object now = Trust.read(instance, instance.getCluster().getLocalMember().getUuid());
      if (!proof.equals(now)) {
        Trust.proofs(instance).set(id, proof);
        proofsRewritten.incrementAndGet();
      }
    } catch (RuntimeException leaving) {
      // the member is shutting down
    }
  }

  /**
   * How many times this member found its proof changed or deleted in the cluster's map (by a
   * process without the secret that reached the members' ports) and wrote it again.
   *
   * @return how many times this member wrote its proof again
   */
  public long proofsRewritten() {
    return proofsRewritten.get();
  }

  /**
   * The members ({@code host:port}) that do not prove they hold this member's secret (a proof
   * that fails, or none a few seconds after they were first asked about): they get no tasks from
   * clients that hold it, and their answers are never summed.
   *
   * @return the addresses of the members whose proof is missing or fails
   */
  public List<String> unprovenMembers() {
    List<String> list = new ArrayList<>();
    long now = System.nanoTime();
    for (Member m : instance.getCluster().getMembers()) {
      if (trust.proven(instance, m)) {
        continue;
      }
      long since = firstSeen.computeIfAbsent(m.getUuid(), u -> now);
      if (trust.refuted(instance, m) || now - since > PROOF_WAIT_NANOS) {
        list.add(m.getAddress().getHost() + ":" + m.getAddress().getPort());
      }
    }
    firstSeen.keySet().retainAll(instance.getCluster().getMembers().stream()
        .map(Member::getUuid).toList());
    return list;
  }

  /** Hazelcast binds to interfaces given by IP address: a host name is resolved first. */
  private static String ip(String host) {
    String h = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
    InetAddress a;
    try {
      a = InetAddress.getByName(h);
    } catch (UnknownHostException e) {
      throw new IllegalStateException("unknown host '" + host + "'", e);
    }
    if (a.isAnyLocalAddress()) {
      throw new IllegalStateException("host " + host + " is every interface at once: give one "
          + "address of this machine (a member binds to one, never to all)");
    }
    try {
      if (NetworkInterface.getByInetAddress(a) == null) {
        throw new IllegalStateException("host " + host + " (" + a.getHostAddress()
            + ") is not an address of this machine");
      }
    } catch (SocketException e) {
      throw new IllegalStateException("cannot list this machine's interfaces: "
          + e.getMessage(), e);
    }
    return a.getHostAddress();
  }

  /**
   * The address this member listens at, {@code host:port}.
   *
   * @return the address this member listens at, {@code host:port}
   */
  public String address() {
    Address a = instance.getCluster().getLocalMember().getAddress();
    return a.getHost() + ":" + a.getPort();
  }

  /**
   * How many members the cluster has, as this member sees it.
   *
   * @return how many members the cluster has, as this member sees it
   */
  public int clusterSize() {
    return instance.getCluster().getMembers().size();
  }

  /**
   * How many count tasks this member has finished.
   *
   * @return how many count tasks this member has finished
   */
  public long tasksDone() {
    return cache.tasksDone.get();
  }

  /**
   * How many count tasks are running here now: none once the counts they were for have stopped
   * (their clients cancelled them, or left).
   *
   * @return how many count tasks are running here now
   */
  public int tasksRunning() {
    return watch.running();
  }

  /**
   * Whether the member is running (not yet closed, and not stopped by a failure).
   *
   * @return whether the member is running (not yet closed, and not stopped by a failure)
   */
  public boolean isRunning() {
    return instance.getLifecycleService().isRunning();
  }

  /** The Hazelcast instance, for tests that stop it abruptly. */
  HazelcastInstance instance() {
    return instance;
  }

  /**
   * Leaves the cluster gracefully; tasks running here are abandoned, and their submitter sends
   * them to the other members.
   */
  @Override
  public void close() {
    instance.shutdown();
    watch.close();
  }
}
