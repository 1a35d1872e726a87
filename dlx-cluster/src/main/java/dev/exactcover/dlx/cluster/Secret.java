package dev.exactcover.dlx.cluster;

import dev.exactcover.dlx.internal.KeyFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The cluster's shared secret: 32 random bytes, kept as 64 hex digits in a file that only its
 * owner may read. Members prove they hold it when they join, and every task and answer carries
 * an HMAC-SHA256 under it, bound to the cluster's name. Made on first use where it is missing.
 */
final class Secret {
  /** The environment variable that names the secret file, for several machines or users. */
  static final String ENVIRONMENT = "EXACTCOVER_CLUSTER_SECRET_FILE";

  private static final HexFormat HEX = HexFormat.of();
  /** The source of nonces: one, shared (it is thread-safe), not one made per nonce. */
  private static final SecureRandom RANDOM = new SecureRandom();

  private final SecretKeySpec key;
  private final Path file;
  /** This secret's HMAC-SHA256, one per thread. */
  private final ThreadLocal<Mac> macs = new ThreadLocal<>();

  private Secret(byte[] bytes, Path file) {
    this.key = new SecretKeySpec(bytes, "HmacSHA256");
    this.file = file;
  }

  /** A secret held in memory only, for tests. */
  static Secret of(byte[] bytes) {
    return new Secret(bytes.clone(), null);
  }

  /** The file the secret came from, or null. */
  Path file() {
    return file;
  }

  /**
   * Where the secret is kept unless told: the file named by {@value #ENVIRONMENT}, else
   * {@code $XDG_CONFIG_HOME/exactcover/cluster.secret}, else
   * {@code ~/.config/exactcover/cluster.secret}.
   */
  static Path defaultFile() {
    return KeyFile.defaultFile(ENVIRONMENT, "cluster.secret");
  }

  /**
   * The secret in {@code file}, made first if there is no such file (its folders made with
   * owner-only permissions too).
   *
   * @throws IllegalStateException saying, in words, why the file cannot be used: readable or
   *     writable by others, not the owner's, malformed, or unreadable
   */
  static Secret load(Path file) {
    return new Secret(KeyFile.load(file, "cluster secret", "secret", false), file);
  }

  /** The HMAC-SHA256 of the parts (each preceded by its length), in hex. */
  String mac(Object... parts) {
    try {
      Mac m = macs.get();
      if (m == null) { // one per thread, keyed once: a count makes a few MACs per task
        m = Mac.getInstance("HmacSHA256");
        m.init(key);
        macs.set(m);
      }
      for (Object p : parts) {
        byte[] b = String.valueOf(p).getBytes(StandardCharsets.UTF_8);
        m.update(new byte[] {(byte) (b.length >>> 24), (byte) (b.length >>> 16),
            (byte) (b.length >>> 8), (byte) b.length});
        m.update(b);
      }
      return HEX.formatHex(m.doFinal()); // doFinal resets m to its key for the next MAC
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HMAC-SHA256 is not available in this JDK", e);
    }
  }

  /** Whether {@code mac} is the MAC of the parts, compared in constant time. */
  boolean verify(String mac, Object... parts) {
    return mac != null && MessageDigest.isEqual(mac.getBytes(StandardCharsets.US_ASCII),
        mac(parts).getBytes(StandardCharsets.US_ASCII));
  }

  /** A fresh random nonce, in hex. */
  static String nonce() {
    byte[] b = new byte[16];
    RANDOM.nextBytes(b);
    return HEX.formatHex(b);
  }
}
