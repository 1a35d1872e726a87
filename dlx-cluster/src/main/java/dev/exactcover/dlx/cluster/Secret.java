package dev.exactcover.dlx.cluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.Set;
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

  private static final Set<PosixFilePermission> OTHERS = EnumSet.of(
      PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE,
      PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_READ,
      PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);
  private static final HexFormat HEX = HexFormat.of();

  private final SecretKeySpec key;
  private final Path file;

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
    String named = System.getenv(ENVIRONMENT);
    if (named != null && !named.isBlank()) {
      return Path.of(named);
    }
    String config = System.getenv("XDG_CONFIG_HOME");
    Path base = config != null && !config.isBlank() ? Path.of(config)
        : Path.of(System.getProperty("user.home"), ".config");
    return base.resolve("exactcover").resolve("cluster.secret");
  }

  /**
   * The secret in {@code file}, made first if there is no such file (its folders made with
   * owner-only permissions too).
   *
   * @throws IllegalStateException saying, in words, why the file cannot be used: readable or
   *     writable by others, not the owner's, malformed, or unreadable
   */
  static Secret load(Path file) {
    try {
      if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
        create(file);
      }
      PosixFileAttributes a = Files.readAttributes(file, PosixFileAttributes.class);
      if (!a.isRegularFile()) {
        throw refused(file, "not a regular file");
      }
      Set<PosixFilePermission> loose = EnumSet.copyOf(a.permissions());
      loose.retainAll(OTHERS);
      if (!loose.isEmpty()) {
        throw refused(file, "other users may read or change it (mode "
            + PosixFilePermissions.toString(a.permissions()) + "): chmod 600 " + file);
      }
      String owner = System.getProperty("user.name");
      if (owner != null && !owner.equals(a.owner().getName())) {
        throw refused(file, "it belongs to " + a.owner().getName() + ", not to " + owner);
      }
      if (a.size() > 1024) {
        throw refused(file, "longer than a secret (64 hex digits)");
      }
      String text = Files.readString(file, StandardCharsets.US_ASCII).strip();
      if (!text.matches("[0-9a-fA-F]{32,256}") || text.length() % 2 != 0) {
        throw refused(file, "not a secret: expected at least 32 hex digits on one line");
      }
      return new Secret(HEX.parseHex(text), file);
    } catch (NoSuchFileException e) {
      throw refused(file, "no such file or folder (" + e.getFile() + ")");
    } catch (AccessDeniedException e) {
      throw refused(file, "permission denied (" + e.getFile() + ")");
    } catch (UnsupportedOperationException e) {
      throw refused(file, "the file system has no owner-only permissions");
    } catch (IOException e) {
      throw refused(file, String.valueOf(e.getMessage()));
    }
  }

  /**
   * Writes a new secret to a temporary file with owner-only permissions and links it into place:
   * two processes making it at once end with one secret, the first one's.
   */
  private static void create(Path file) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    if (!Files.isDirectory(dir)) {
      Files.createDirectories(dir,
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    }
    byte[] bytes = new byte[32];
    new SecureRandom().nextBytes(bytes);
    Path tmp = Files.createTempFile(dir, ".cluster-secret", ".tmp",
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    try {
      Files.writeString(tmp, HEX.formatHex(bytes) + "\n", StandardCharsets.US_ASCII);
      try {
        Files.createLink(file, tmp); // fails if another process made it first: theirs is kept
      } catch (FileAlreadyExistsException e) {
        // made meanwhile by another process: used as it is
      }
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  private static IllegalStateException refused(Path file, String why) {
    return new IllegalStateException("cannot use the cluster secret " + file + ": " + why);
  }

  /** The HMAC-SHA256 of the parts (each preceded by its length), in hex. */
  String mac(Object... parts) {
    try {
      Mac m = Mac.getInstance("HmacSHA256");
      m.init(key);
      for (Object p : parts) {
        byte[] b = String.valueOf(p).getBytes(StandardCharsets.UTF_8);
        m.update(new byte[] {(byte) (b.length >>> 24), (byte) (b.length >>> 16),
            (byte) (b.length >>> 8), (byte) b.length});
        m.update(b);
      }
      return HEX.formatHex(m.doFinal());
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
    new SecureRandom().nextBytes(b);
    return HEX.formatHex(b);
  }
}
