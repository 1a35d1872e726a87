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
import java.security.SecureRandom;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.Set;

/**
 * A user's key kept in a file: 32 random bytes as 64 hex digits, in a file that only its owner
 * may read or change, made on first use with owner-only permissions (its folders too). The job
 * files' key and the cluster's secret are both kept so.
 */
public final class KeyFile {
  private static final Set<PosixFilePermission> OTHERS = EnumSet.of(
      PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE,
      PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_READ,
      PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);
  private static final HexFormat HEX = HexFormat.of();

  private KeyFile() {}

  /**
   * Where a key is kept unless told: the file the environment variable {@code environment}
   * names, else {@code $XDG_CONFIG_HOME/exactcover/NAME}, else {@code ~/.config/exactcover/NAME}.
   *
   * @param environment the environment variable that names the file
   * @param name the file's name in the configuration folder
   * @return the file
   */
  public static Path defaultFile(String environment, String name) {
    String named = System.getenv(environment);
    if (named != null && !named.isBlank()) {
      return Path.of(named);
    }
    String config = System.getenv("XDG_CONFIG_HOME");
    Path base = config != null && !config.isBlank() ? Path.of(config)
        : Path.of(System.getProperty("user.home"), ".config");
    return base.resolve("exactcover").resolve(name);
  }

  /**
   * The key's bytes in {@code file}, made first if there is no such file.
   *
   * @param file the key file
   * @param what what the key is, in messages ({@code "job key"})
   * @param noun the key's short name, in messages ({@code "key"})
   * @param ownFileOnly whether a symbolic link is refused (the key read only from a file of its
   *     own)
   * @return the key's bytes
   * @throws IllegalStateException saying in words why the file cannot be used: readable or
   *     writable by others, not the user's, a symbolic link where refused, malformed, or
   *     unreadable
   */
  public static byte[] load(Path file, String what, String noun, boolean ownFileOnly) {
    try {
      if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
        create(file, noun);
      }
      PosixFileAttributes a = ownFileOnly
          ? Files.readAttributes(file, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
          : Files.readAttributes(file, PosixFileAttributes.class);
      if (!a.isRegularFile()) {
        throw refused(file, what, a.isSymbolicLink() ? "a symbolic link (the " + noun + " is read "
            + "only from a file of its own)" : "not a regular file");
      }
      Set<PosixFilePermission> loose = EnumSet.noneOf(PosixFilePermission.class);
      loose.addAll(a.permissions());
      loose.retainAll(OTHERS);
      if (!loose.isEmpty()) {
        throw refused(file, what, "other users may read or change it (mode "
            + PosixFilePermissions.toString(a.permissions()) + "): chmod 600 " + file);
      }
      String owner = System.getProperty("user.name");
      if (owner != null && !owner.equals(a.owner().getName())) {
        throw refused(file, what, "it belongs to " + a.owner().getName() + ", not to " + owner);
      }
      if (a.size() > 1024) {
        throw refused(file, what, "longer than a " + noun + " (64 hex digits)");
      }
      String text = Files.readString(file, StandardCharsets.US_ASCII).strip();
      if (!text.matches("[0-9a-fA-F]{32,256}") || text.length() % 2 != 0) {
        throw refused(file, what, "not a " + noun + ": expected at least 32 hex digits on one "
            + "line");
      }
      return HEX.parseHex(text);
    } catch (NoSuchFileException e) {
      throw refused(file, what, "no such file or folder (" + e.getFile() + ")");
    } catch (AccessDeniedException e) {
      throw refused(file, what, "permission denied (" + e.getFile() + ")");
    } catch (UnsupportedOperationException e) {
      throw refused(file, what, "the file system has no owner-only permissions");
    } catch (IOException e) {
      throw refused(file, what, String.valueOf(e.getMessage()));
    }
  }

  /**
   * Writes a new key to a temporary file with owner-only permissions and links it into place:
   * two processes making it at once end with one key, the first one's.
   */
  private static void create(Path file, String noun) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    if (!Files.isDirectory(dir)) {
      Files.createDirectories(dir,
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    }
    byte[] bytes = new byte[32];
    new SecureRandom().nextBytes(bytes);
    Path tmp = Files.createTempFile(dir, "." + noun, ".tmp",
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

  private static IllegalStateException refused(Path file, String what, String why) {
    return new IllegalStateException("cannot use the " + what + " " + file + ": " + why);
  }
}
