package dev.exactcover.dlx.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.config.ClassFilter;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.SerializationConfig;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import com.hazelcast.nio.serialization.DataSerializableFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who belongs to a cluster: those who hold its {@link Secret}. Each member, once started, stores
 * in the proof map, under its own id, a nonce and the MAC of (cluster name, member id, nonce);
 * anyone holding the secret checks it, and no one without it can make one for another id. Tasks
 * and answers carry MACs of their own (see {@link CountTask} and {@link TaskAnswer}).
 *
 * <p>Hazelcast's Community Edition authenticates no one, so this is checked here, above it: a
 * member that cannot prove the secret gets no tasks, and its answers are never summed; a
 * program of this module with another secret refuses the cluster and leaves.
 */
final class Trust {
  /** The map of members' proofs, by member id. */
  static final String PROOFS = "dlx-proofs";
  /** The member's user-context entry holding its {@code Trust}. */
  static final String CONTEXT = "dlx.trust";

  private final Secret secret;
  private final String cluster;
  private final Map<UUID, Boolean> proven = new ConcurrentHashMap<>(); // the proofs that held

  Trust(Secret secret, String cluster) {
    this.secret = secret;
    this.cluster = cluster;
  }

  Secret secret() {
    return secret;
  }

  String cluster() {
    return cluster;
  }

  /** A proof for the member {@code id}: {@code nonce:mac}. */
  String proofFor(UUID id) {
    String nonce = Secret.nonce();
    return nonce + ":" + secret.mac("member", cluster, id, nonce);
  }

  /** A request for work from the running task of nonce {@code nonce}: {@code nonce:mac}. */
  String askFor(String nonce) {
    return nonce + ":" + secret.mac("wanted", cluster, nonce);
  }

  /**
   * The nonce of the task that {@code request} asks for work, or null if it was not made with
   * this secret ({@link #askFor}).
   */
  String askedNonce(Object request) {
    if (!(request instanceof String r)) {
      return null;
    }
    int colon = r.indexOf(':');
    return colon > 0 && secret.verify(r.substring(colon + 1), "wanted", cluster,
        r.substring(0, colon)) ? r.substring(0, colon) : null;
  }

  /** Whether {@code proof} proves that member {@code id} holds this secret. */
  boolean proves(UUID id, String proof) {
    if (proof == null) {
      return false;
    }
    int colon = proof.indexOf(':');
    return colon > 0 && secret.verify(proof.substring(colon + 1), "member", cluster, id,
        proof.substring(0, colon));
  }

  /**
   * Whether member {@code m} has proved the secret, as far as the proof map of {@code instance}
   * shows: a proof that holds is remembered; a missing one or one that fails is looked up again
   * next time (anyone who reaches the members' ports can change the map, and the members write
   * their proofs again when they are changed).
   */
  boolean proven(HazelcastInstance instance, Member m) {
    if (proven.containsKey(m.getUuid())) {
      return true;
    }
    Object proof = read(instance, m.getUuid());
    boolean ok = proof instanceof String text && proves(m.getUuid(), text);
    if (ok) {
      proven.put(m.getUuid(), true);
    }
    return ok;
  }

  /**
   * The proof stored for member {@code id}, whatever it is (a process without the secret may
   * have put anything there): null if none, {@link #UNREADABLE} if it cannot be read.
   */
  static Object read(HazelcastInstance instance, UUID id) {
    try {
      return proofs(instance).get(id.toString());
    } catch (RuntimeException e) { // a value of a type refused or unknown here
      return UNREADABLE;
    }
  }

  /** What {@link #read} gives for a proof that cannot be read. */
  static final Object UNREADABLE = new Object();

  /** Forgets a member that left. */
  void forget(UUID id) {
    proven.remove(id);
  }

  /**
   * The members of {@code instance}'s cluster whose proofs hold and that understand this
   * version's tasks, in the cluster's order.
   */
  List<Member> provenMembers(HazelcastInstance instance) {
    List<Member> list = new ArrayList<>();
    for (Member m : instance.getCluster().getMembers()) {
      if (Wire.TASKS.equals(m.getAttribute(Wire.FORM)) && proven(instance, m)) {
        list.add(m);
      }
    }
    return list;
  }

  /**
   * Whether member {@code m}'s proof is present and fails: it holds another secret, or its proof
   * was changed by a process without the secret (and it has not yet written it again).
   */
  boolean refuted(HazelcastInstance instance, Member m) {
    return !proven(instance, m) && read(instance, m.getUuid()) != null;
  }

  /** The map of proofs, read as what it may hold: anything. */
  static IMap<String, Object> proofs(HazelcastInstance instance) {
    return instance.getMap(PROOFS);
  }

  /**
   * Registers the project's types and lets Java serialization read nothing else: only the JDK's
   * own plain types (an exception and its stack trace) and Hazelcast's. A foreign class sent to
   * a member or client is refused before it is built.
   */
  static void configure(SerializationConfig c) {
    configure(c, new Wire());
  }

  /** {@link #configure(SerializationConfig)}, building the project's types with {@code wire}. */
  static void configure(SerializationConfig c, DataSerializableFactory wire) {
    c.addDataSerializableFactory(Wire.FACTORY_ID, wire);
    ClassFilter allowed = new ClassFilter()
        .addPrefixes("com.hazelcast.", "java.lang.", "java.util.", "java.math.", "java.time.",
            "java.net.", "java.io.", "[Ljava.lang.", "[Ljava.util.")
        .addClasses("[B", "[C", "[S", "[I", "[J", "[F", "[D", "[Z");
    c.setJavaSerializationFilterConfig(new JavaSerializationFilterConfig()
        .setDefaultsDisabled(false).setWhitelist(allowed));
  }
}
