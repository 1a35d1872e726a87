package dev.exactcover.dlx.internal;

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

/**
 * The user's key for job files: 32 random bytes as 64 hex digits in a file only its owner may
 * read or change ({@code $EXACTCOVER_JOB_KEY_FILE}, else {@code $XDG_CONFIG_HOME/exactcover/job.key},
 * else {@code ~/.config/exactcover/job.key}), made on first use. A job file carries
 * HMAC-SHA256s under it, so that no one without the key can write or change a job file that
 * this user's runs accept.
 */
public final class JobKey {
  /** The environment variable that names the key file. */
  public static final String ENVIRONMENT = "EXACTCOVER_JOB_KEY_FILE";

  private static final Set<PosixFilePermission> OTHERS = EnumSet.of(
      PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE,
      PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_READ,
      PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);
  private static final HexFormat HEX = HexFormat.of();

  private final byte[] key;
  private final Path file;

  private JobKey(byte[] bytes, Path file) {
    this.key = bytes.clone();
    this.file = file;
  }

  /** The file the key is kept in. */
  public Path file() {
    return file;
  }

  /** Where the key is kept: see the class comment. */
  public static Path defaultFile() {
    String named = System.getenv(ENVIRONMENT);
    if (named != null && !named.isBlank()) {
      return Path.of(named);
    }
    String config = System.getenv("XDG_CONFIG_HOME");
    Path base = config != null && !config.isBlank() ? Path.of(config)
        : Path.of(System.getProperty("user.home"), ".config");
    return base.resolve("exactcover").resolve("job.key");
  }

  /** The user's key, from {@link #defaultFile()}. */
  public static JobKey load() {
    return load(defaultFile());
  }

  /**
   * The key in {@code file}, made first if there is no such file.
   *
   * @throws IllegalStateException saying in words why the file cannot be used: readable or
   *     writable by others, not the user's, a symbolic link, malformed, or unreadable
   */
  public static JobKey load(Path file) {
    try {
      if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
        create(file);
      }
      PosixFileAttributes a = Files.readAttributes(file, PosixFileAttributes.class,
          LinkOption.NOFOLLOW_LINKS);
      if (!a.isRegularFile()) {
        throw refused(file, a.isSymbolicLink() ? "a symbolic link (the key is read only from "
            + "a file of its own)" : "not a regular file");
      }
      Set<PosixFilePermission> loose = EnumSet.noneOf(PosixFilePermission.class);
      loose.addAll(a.permissions());
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
        throw refused(file, "longer than a key (64 hex digits)");
      }
      String text = Files.readString(file, StandardCharsets.US_ASCII).strip();
      if (!text.matches("[0-9a-fA-F]{32,256}") || text.length() % 2 != 0) {
        throw refused(file, "not a key: expected at least 32 hex digits on one line");
      }
      return new JobKey(HEX.parseHex(text), file);
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

  /** Writes a new key with owner-only permissions and links it into place (the first wins). */
  private static void create(Path file) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    if (!Files.isDirectory(dir)) {
      Files.createDirectories(dir,
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    }
    byte[] bytes = new byte[32];
    new SecureRandom().nextBytes(bytes);
    Path tmp = Files.createTempFile(dir, ".job-key", ".tmp",
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    try {
      Files.writeString(tmp, HEX.formatHex(bytes) + "\n", StandardCharsets.US_ASCII);
      try {
        Files.createLink(file, tmp);
      } catch (FileAlreadyExistsException e) {
        // made meanwhile by another process: used as it is
      }
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  private static IllegalStateException refused(Path file, String why) {
    return new IllegalStateException("cannot use the job key " + file + ": " + why);
  }

  /** A new HMAC-SHA256 under this key, for one thread at a time. */
  public Hmac newMac() {
    return new Hmac(key);
  }

  /** The HMAC of {@code text}'s UTF-8 bytes with {@code mac}, in 64 hex digits. */
  public static String mac(Hmac mac, CharSequence text) {
    return HEX.formatHex(mac.of(text.toString().getBytes(StandardCharsets.UTF_8)));
  }

  /**
   * HMAC-SHA256 (RFC 2104; FIPS 198-1) on the JDK's SHA-256 digest, which the search tree's
   * fingerprint has loaded already: the same bytes as {@code javax.crypto.Mac}'s "HmacSHA256",
   * without looking that up among the security providers, which costs a short run a tenth of a
   * second or more at start-up. For one thread at a time.
   */
  public static final class Hmac {
    private static final int BLOCK = 64; // SHA-256's block, in bytes
    private final MessageDigest sha;
    private final byte[] inner = new byte[BLOCK];
    private final byte[] outer = new byte[BLOCK];

    Hmac(byte[] key) {
      try {
        sha = MessageDigest.getInstance("SHA-256");
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException("SHA-256 is not available in this JDK", e);
      }
      byte[] k = key.length > BLOCK ? sha.digest(key) : key;
      for (int i = 0; i < BLOCK; i++) {
        byte b = i < k.length ? k[i] : 0;
        inner[i] = (byte) (b ^ 0x36);
        outer[i] = (byte) (b ^ 0x5c);
      }
    }

    /** The HMAC of {@code data}: H((K ^ opad) || H((K ^ ipad) || data)). */
    public byte[] of(byte[] data) {
      sha.reset();
      sha.update(inner);
      byte[] h = sha.digest(data);
      sha.update(outer);
      return sha.digest(h);
    }
  }
}
