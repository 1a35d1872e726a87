package dev.exactcover.dlx;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * The front door: build a problem in code, or read and write Knuth's {@code .dlx} text.
 *
 * <pre>{@code
 * Problem p = ExactCover.builder()
 *     .primary("A", "B", "C", "D", "E", "F", "G")
 *     .option("C", "E", "F").option("A", "D", "G").option("B", "C", "F")
 *     .option("A", "D").option("B", "G").option("D", "E", "G")
 *     .build();
 * long n = p.newSolver().count();            // 1: A D; E F C; B G
 * }</pre>
 */
public final class ExactCover {
  private ExactCover() {}

  /**
   * A new, empty problem builder.
   *
   * @return a new, empty problem builder
   */
  public static ProblemBuilder builder() {
    return new ProblemBuilder();
  }

  /**
   * Reads a problem in {@code .dlx} format (with Knuth's colors and {@code lo:hi|item}
   * multiplicities). Options without a primary item are dropped, each with a message to
   * {@code warnings}.
   *
   * @param in where to read from
   * @param warnings receives each warning
   * @return the problem read
   * @throws IOException when reading fails
   * @throws DlxFormatException naming the line, the column and the rule broken
   */
  public static Problem read(Reader in, Consumer<String> warnings)
      throws IOException, DlxFormatException {
    return DlxText.read(in, warnings);
  }

  /**
   * Reads a {@code .dlx} file (UTF-8); warnings are dropped.
   *
   * @param file the file
   * @return the problem read
   * @throws IOException when reading fails
   * @throws DlxFormatException naming the line and column of a broken rule
   */
  public static Problem read(Path file) throws IOException, DlxFormatException {
    try (InputStream in = Files.newInputStream(file)) {
      return DlxText.read(in, w -> {});
    }
  }

  /**
   * Reads a problem in {@code .dlx} format from UTF-8 bytes: as {@link #read(Reader, Consumer)},
   * and a byte that is not UTF-8 is a {@link DlxFormatException} naming its line and column.
   *
   * @param in where to read from (read to its end, not closed)
   * @param warnings receives each warning
   * @return the problem read
   * @throws IOException when reading fails
   * @throws DlxFormatException naming the line, the column and the rule broken
   */
  public static Problem read(InputStream in, Consumer<String> warnings)
      throws IOException, DlxFormatException {
    return DlxText.read(in, warnings);
  }

  /**
   * Reads {@code .dlx} text from a string; warnings are dropped.
   *
   * @param text the text to read
   * @return the problem read
   * @throws DlxFormatException naming the line and column of a broken rule
   */
  public static Problem parse(String text) throws DlxFormatException {
    try {
      return DlxText.read(new StringReader(text), w -> {});
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringReader does not fail
    }
  }

  /**
   * Writes {@code problem} in {@code .dlx} format; reading it back gives an equal problem.
   *
   * @param problem the problem
   * @param out where to write
   * @throws IOException when writing fails
   */
  public static void write(Problem problem, Appendable out) throws IOException {
    DlxText.write(problem, out);
  }

  /**
   * {@code problem} in {@code .dlx} format.
   *
   * @param problem the problem
   * @return {@code problem} in {@code .dlx} format
   */
  public static String toDlx(Problem problem) {
    StringBuilder sb = new StringBuilder();
    try {
      DlxText.write(problem, sb);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringBuilder does not fail
    }
    return sb.toString();
  }
}
