package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.Messages;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.format.PuzzleReader;
import java.io.InputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;

/** Where the puzzle commands' input comes from: puzzle files or stdin. */
final class Inputs {
  private Inputs() {}

  /**
   * The name of an input in messages: {@code <stdin>} for {@code -} (or none), the words for a
   * puzzle given as an argument, else the file.
   */
  static String source(String file) {
    return file != null && isPuzzle(file) ? "the puzzle given as an argument"
        : Messages.source(file);
  }

  /**
   * A small text file, read whole as UTF-8, refused with the number of the first line longer than
   * {@code maxLine} bytes, or when it has more than 64 such lines' worth, before memory runs out
   * (a device such as {@code /dev/zero} given by mistake).
   *
   * @throws IOException when reading fails, or with the line's number for a line too long
   */
  static String readSmallText(Path file, int maxLine, String what) throws IOException {
    long maxTotal = 64L * maxLine;
    java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
    try (InputStream in = new java.io.BufferedInputStream(Files.newInputStream(file))) {
      int line = 1;
      int length = 0;
      for (int b; (b = in.read()) >= 0; ) {
        if (b == '\n') {
          line++;
          length = 0;
        } else if (++length > maxLine) {
          throw new IOException("line " + line + " is longer than " + (maxLine >> 10)
              + " KiB: not " + what);
        }
        if (text.size() >= maxTotal) {
          throw new IOException("longer than " + (maxTotal >> 20) + " MiB (at line " + line
              + "): not " + what);
        }
        text.write(b);
      }
    }
    java.nio.charset.CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder();
    return utf8.decode(java.nio.ByteBuffer.wrap(text.toByteArray())).toString();
  }




  /**
   * A reader of the puzzles in {@code file} ({@code -}: stdin), of {@code shape} if not null,
   * decoded line by line (a line that is not UTF-8 is one invalid record).
   */
  static PuzzleReader open(String file, InputStream stdin, Shape shape, String symbols)
      throws IOException {
    InputStream in = file.equals("-") ? stdin : isPuzzle(file)
        ? new java.io.ByteArrayInputStream(file.getBytes(java.nio.charset.StandardCharsets.UTF_8))
        : Files.newInputStream(Path.of(file));
    if (symbols != null) {
      return PuzzleReader.of(in, shape != null ? shape : Shape.forSide(symbols.length()),
          symbols);
    }
    return shape == null ? PuzzleReader.of(in) : PuzzleReader.of(in, shape);
  }

  /**
   * Whether the argument {@code arg} is a puzzle given on the command line rather than a file:
   * no file has that name, and it is 16 characters or more of digits, letters, blanks ({@code .}
   * {@code 0} {@code _} {@code -} {@code *}), commas and semicolons, without a path separator.
   */
  static boolean isPuzzle(String arg) {
    if (arg.equals("-") || arg.length() < 16 || arg.indexOf('/') >= 0
        || !arg.chars().allMatch(c -> Character.isLetterOrDigit(c) || ".0_-*,; ".indexOf(c) >= 0)
        || arg.chars().filter(Character::isLetter).count() > arg.length() / 2) {
      return false;
    }
    try {
      return !Files.exists(Path.of(arg));
    } catch (java.nio.file.InvalidPathException e) {
      return true;
    }
  }


  /**
   * Puzzles in the files, for the progress bar's total; 0 when unknown. Only regular files are
   * counted: stdin, a pipe ({@code <(cat f)}, {@code /dev/stdin}) or a FIFO cannot be read twice,
   * so then the total is unknown and the bar shows a rate.
   */
  static long countPuzzles(List<String> inputs, Shape shape, String symbols) {
    long n = 0;
    for (String file : inputs) {
      if (file.equals("-") || !Files.isRegularFile(Path.of(file))) {
        return 0;
      }
      try (PuzzleReader r = open(file, InputStream.nullInputStream(), shape, symbols)) {
        while (r.hasNext()) {
          r.next();
          n++;
        }
      } catch (IOException | UncheckedIOException e) {
        // reported when the file is processed
      }
    }
    return n;
  }

  /** {@code in}, each element mapped by {@code f}. */
  static <A, B> Iterator<B> map(Iterator<A> in, Function<A, B> f) {
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return in.hasNext();
      }

      @Override
      public B next() {
        return f.apply(in.next());
      }
    };
  }
}
