package dev.exactcover.sudoku.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;

/** Failures of the system in plain words for stderr: no Java class names, no temp-file names. */
final class Messages {
  private Messages() {}

  /** {@code n} and the noun, singular for one: {@code 1 solution}, {@code 2 solutions}. */
  static String count(long n, String noun) {
    return n + " " + (n == 1 ? noun : noun + "s");
  }

  /** The name of an input in messages: {@code <stdin>} for {@code -} (or none), else the file. */
  static String source(String file) {
    return file == null || file.equals("-") ? "<stdin>"
        : Inputs.isPuzzle(file) ? "the puzzle given as an argument" : file;
  }

  /**
   * What went wrong in {@code e}, in words: {@code no such file}, {@code permission denied},
   * {@code is a directory}, {@code the disk is full (no space left on device)}, or the system's
   * own words.
   */
  static String plain(IOException e) {
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
