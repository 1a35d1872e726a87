package dev.exactcover.dlx.internal;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;

/**
 * The user's key for job files: 32 random bytes as 64 hex digits in a file only its owner may
 * read or change ({@code $EXACTCOVER_JOB_KEY_FILE}, else
 * {@code $XDG_CONFIG_HOME/exactcover/job.key}, else {@code ~/.config/exactcover/job.key}), made on
 * first use. A job file carries
 * HMAC-SHA256s under it, so that no one without the key can write or change a job file that
 * this user's runs accept.
 */
public final class JobKey {
  /** The environment variable that names the key file. */
  public static final String ENVIRONMENT = "EXACTCOVER_JOB_KEY_FILE";

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
    return KeyFile.defaultFile(ENVIRONMENT, "job.key");
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
    return new JobKey(KeyFile.load(file, "job key", "key", true), file);
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
