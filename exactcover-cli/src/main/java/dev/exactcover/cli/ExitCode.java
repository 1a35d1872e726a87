package dev.exactcover.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The exit codes of {@code ./sudoku} and {@code ./exactcover}, each with its words: the one list
 * that every command's help, the top-level helps and docs/cli.md say. A command's help lists the
 * codes it can give ({@link #list}), each with a detail of its own where it has one, then the
 * codes that every command shares.
 */
public enum ExitCode {
  /** The command did what it was asked. */
  OK(0, "done"),
  /** The command promised a solution (or a unique one) and there is none. */
  NO_SOLUTION(1, "no solution"),
  /** The command line is wrong: an unknown option, a bad value, options that do not go together. */
  USAGE(2, "usage error"),
  /** An unreadable file, a malformed line, givens that break the rules, an empty input. */
  INVALID_INPUT(3, "invalid input"),
  /** A cluster could not be reached, was lost, or refused (another secret). */
  UNAVAILABLE(4, "cluster unavailable, lost or refused"),
  /** A limit stopped some answer; each such answer is marked in the output. */
  PARTIAL(5, "partial (a limit stopped an answer, marked in the output)"),
  /** The output could not be written (a full disk, an unwritable file). */
  OUTPUT_FAILED(6, "output could not be written"),
  /** A cluster member's answer failed its check (its MAC, or a second count): not summed. */
  ANSWER_CHECK_FAILED(7, "a cluster's answer failed its check (not summed)"),
  /** A failure of the program itself (out of memory, a bug). */
  INTERNAL(70, "internal failure"),
  /** Java could not start; said by the launcher, never by the program. */
  JAVA_CANNOT_START(71, "Java could not start (said by the launcher)"),
  /** Interrupted by SIGINT (Ctrl-C); the records printed are whole. */
  INTERRUPTED(130, "interrupted (SIGINT; the records printed are whole)"),
  /** The reader of stdout went away (a closed pipe): the run ends quietly. */
  BROKEN_PIPE(141, "stdout closed (a pipe)"),
  /** Ended by SIGTERM; the records printed are whole. */
  TERMINATED(143, "terminated (SIGTERM; the records printed are whole)");

  private final int code;
  private final String words;

  ExitCode(int code, String words) {
    this.code = code;
    this.words = words;
  }

  /** The number the process exits with. */
  public int code() {
    return code;
  }

  /** What the code means, in words. */
  public String words() {
    return words;
  }

  /** The codes every command can give, after its own. */
  private static final List<ExitCode> SHARED = List.of(OUTPUT_FAILED, INTERNAL,
      JAVA_CANNOT_START, INTERRUPTED, BROKEN_PIPE, TERMINATED);

  /**
   * This code as one command gives it: {@code detail} in parentheses after the words, or, when it
   * starts with {@code "="}, in place of them.
   */
  public Said as(String detail) {
    return new Said(this, detail);
  }

  /** A code as one command says it. */
  public record Said(ExitCode code, String detail) {
    String text() {
      String w = detail.isEmpty() ? code.words : detail.startsWith("=") ? detail.substring(1)
          : code.words + " (" + detail + ")";
      return code.code + " " + w;
    }
  }

  /**
   * The help's line of exit codes: 0 and 2, the command's own codes, then those every command
   * shares, in order of their numbers.
   */
  public static String list(List<Said> own) {
    List<Said> all = new ArrayList<>();
    boolean ok = own.stream().anyMatch(s -> s.code == OK);
    if (!ok) {
      all.add(OK.as(""));
    }
    all.addAll(own);
    if (own.stream().noneMatch(s -> s.code == USAGE)) {
      all.add(USAGE.as(""));
    }
    for (ExitCode c : SHARED) {
      if (own.stream().noneMatch(s -> s.code == c)) {
        all.add(c.as(""));
      }
    }
    all.sort(java.util.Comparator.comparingInt(s -> s.code.code));
    StringBuilder b = new StringBuilder("Exit codes: ");
    for (int i = 0; i < all.size(); i++) {
      b.append(i == 0 ? "" : "; ").append(all.get(i).text());
    }
    return b.append(". docs/cli.md has the output contract.").toString();
  }

  /** The code with this number, or {@link #INTERNAL} for a number no command gives. */
  public static ExitCode of(int code) {
    for (ExitCode c : values()) {
      if (c.code == code) {
        return c;
      }
    }
    return INTERNAL;
  }
}
