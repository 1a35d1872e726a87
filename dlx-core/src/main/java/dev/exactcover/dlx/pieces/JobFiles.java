package dev.exactcover.dlx.pieces;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Whose a job file is: the user's own regular file, reached without a symbolic link, that no
 * one else may change. A job left in a shared folder (such as {@code /tmp}) by another user, or
 * a link planted there to make this user's run write into a file of someone else's choosing, is
 * refused before it is read or written.
 */
final class JobFiles {
  private JobFiles() {}

  /** Refuses {@code file} if it exists and is not a job file this user may trust. */
  static void check(Path file) throws IOException {
    if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
      return; // made by this run
    }
    checkOpened(file);
  }

  /**
   * Opens {@code file} to read and append (made if missing), never through a symbolic link.
   */
  static FileChannel open(Path file) throws IOException {
    try {
      return FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
          StandardOpenOption.CREATE, LinkOption.NOFOLLOW_LINKS);
    } catch (FileSystemException e) {
      if (Files.isSymbolicLink(file)) { // planted since the check (ELOOP)
        throw refused(file, "a symbolic link");
      }
      throw e;
    }
  }

  /** Refuses the file opened if it is a link, not a regular file, another user's or loose. */
  static void checkOpened(Path file) throws IOException {
    PosixFileAttributes a;
    try {
      a = Files.readAttributes(file, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (UnsupportedOperationException e) {
      if (Files.isSymbolicLink(file)) {
        throw refused(file, "a symbolic link");
      }
      return; // no owners or modes on this file system: nothing more to check
    }
    if (a.isSymbolicLink()) {
      throw refused(file, "a symbolic link");
    }
    if (!a.isRegularFile()) {
      throw new IllegalArgumentException(file + ": not a regular file (a job file is a file on "
          + "a disk)");
    }
    String user = System.getProperty("user.name");
    if (user != null && !user.equals(a.owner().getName())) {
      throw refused(file, "it belongs to " + a.owner().getName() + ", not to " + user);
    }
    if (a.permissions().contains(PosixFilePermission.GROUP_WRITE)
        || a.permissions().contains(PosixFilePermission.OTHERS_WRITE)) {
      throw refused(file, "other users may change it (mode "
          + PosixFilePermissions.toString(a.permissions()) + "): chmod go-w " + file);
    }
  }

  private static IllegalArgumentException refused(Path file, String why) {
    return new IllegalArgumentException(file + ": not trusted as a job file: " + why
        + " (a job file must be the user's own file, opened as itself)");
  }
}
