package dev.exactcover.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;

/** Failures of the system in plain words for stderr: no Java class names, no temp-file names. */
public final class Messages {
  private Messages() {}

  /** {@code n} and the noun, singular for one: {@code 1 solution}, {@code 2 solutions}. */
  public static String count(long n, String noun) {
    return n + " " + (n == 1 ? noun : noun + "s");
  }

  /** {@code n} and the noun, singular for one ("1 solution", "2 solutions"), exact at any size. */
  public static String count(java.math.BigInteger n, String noun) {
    return n + " " + (n.equals(java.math.BigInteger.ONE) ? noun : noun + "s");
  }

  /** {@code n} and the noun, with its own plural ("1 memo entry", "2 memo entries"). */
  public static String count(long n, String noun, String plural) {
    return n + " " + (n == 1 ? noun : plural);
  }

  /** The name of an input in messages: {@code <stdin>} for {@code -} (or none), else the file. */
  public static String source(String file) {
    return file == null || file.equals("-") ? "<stdin>" : file;
  }

  /**
   * {@code text} with the control characters of input (NUL, escape, a newline in a file name,
   * the C1 controls) shown as {@code \\xNN} or {@code \\uNNNN}, so that a message never moves
   * the terminal's cursor or sets its colours; a backslash stays as it is.
   */
  public static String escape(String text) {
    StringBuilder s = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = c < 0x20 && c != '\t' || c >= 0x7f && c <= 0x9f || c == 0x2028
          || c == 0x2029;
      if (control && s == null) {
        s = new StringBuilder(text.length() + 16).append(text, 0, i);
      }
      if (s != null) {
        if (control) {
          s.append(c <= 0xff ? String.format("\\x%02x", (int) c)
              : String.format("\\u%04x", (int) c));
        } else {
          s.append(c);
        }
      }
    }
    return s == null ? text : s.toString();
  }

  /**
   * What went wrong in {@code e}, in words: {@code no such file}, {@code permission denied},
   * {@code is a directory}, {@code the disk is full (no space left on device)}, or the system's
   * own words.
   */
  public static String plain(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NotDirectoryException) {
      return "not a directory";
    }
    String m = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
    if (m == null || m.isBlank()) {
      return "input/output error";
    }
    String lower = m.toLowerCase(Locale.ROOT);
    if (lower.contains("no space left")) {
      return "the disk is full (no space left on device)";
    }
    if (lower.contains("is a directory")) {
      return "is a directory";
    }
    if (lower.contains("permission denied")) {
      return "permission denied";
    }
    if (lower.contains("input length") || lower.contains("malformed")) {
      return "not UTF-8 text";
    }
    // The system's words, without a class name such as java.io.IOException in front.
    return lower.replaceFirst("^[a-z_.]+(exception|error): ", "");
  }
}
