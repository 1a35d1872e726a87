package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.format.Fpuzzles;
import dev.exactcover.sudoku.format.PuzzleReader;
import dev.exactcover.sudoku.format.UnknownRules;
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

/** Where the commands' input comes from: puzzle files or stdin, and {@code .dlx} files. */
final class Inputs {
  private Inputs() {}

  /**
   * The problem in the {@code .dlx} file {@code file} (stdin for null or {@code -}); warnings
   * (an option without a primary item, dropped) go to {@code err}.
   *
   * @throws CliFailure with exit code 3, naming the file, when it cannot be read or is malformed
   */
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

  static Problem readDlx(String file, PrintWriter err) {
    String source = Messages.source(file);
    if (source.equals("<stdin>") && Terminal.stdin()) { // not waiting in silence
      err.println("reading a .dlx problem from the terminal; Ctrl-D to end");
    }
    // Bytes, not a Reader: the engine decodes strictly and names the line and column of a byte
    // that is not UTF-8 (a Reader would only say "Input length = 1").
    try (InputStream in = file == null || file.equals("-")
        ? System.in : Files.newInputStream(Path.of(file))) {
      return ExactCover.read(in, w -> err.println(source + ": " + w));
    } catch (NoSuchFileException e) {
      throw new CliFailure(Main.INVALID_INPUT, source + ": no such file");
    } catch (java.nio.charset.MalformedInputException e) {
      throw new CliFailure(Main.INVALID_INPUT, source + ": cannot read: not UTF-8 text (a .dlx "
          + "file is read as UTF-8)");
    } catch (IOException e) {
      throw new CliFailure(Main.INVALID_INPUT, source + ": cannot read: " + Messages.plain(e));
    } catch (DlxFormatException e) {
      throw new CliFailure(Main.INVALID_INPUT, Messages.escape(source + ": " + e.getMessage()));
    }
  }


  /**
   * A reader of the puzzles in {@code file} ({@code -}: stdin), of {@code shape} if not null,
   * decoded line by line (a line that is not UTF-8 is one invalid record).
   */
  static PuzzleReader open(String file, Shape shape, String symbols) throws IOException {
    return open(file, shape, symbols, UnknownRules.REFUSE);
  }

  /**
   * As {@link #open(String, Shape, String)}, doing {@code unknown} with the f-puzzles rules the
   * reader does not know.
   */
  static PuzzleReader open(String file, Shape shape, String symbols, UnknownRules unknown)
      throws IOException {
    InputStream in = file.equals("-") ? System.in : isPuzzle(file)
        ? new java.io.ByteArrayInputStream(file.getBytes(java.nio.charset.StandardCharsets.UTF_8))
        : Files.newInputStream(Path.of(file));
    if (symbols != null) {
      return PuzzleReader.of(in, shape != null ? shape : Shape.forSide(symbols.length()),
          symbols);
    }
    return PuzzleReader.of(in, shape, unknown);
  }

  /**
   * Whether the argument {@code arg} is a puzzle given on the command line rather than a file:
   * no file has that name, and it is 16 characters or more of digits, letters, blanks ({@code .}
   * {@code 0} {@code _} {@code -} {@code *}), commas and semicolons, without a path separator.
   */
  static boolean isPuzzle(String arg) {
    if (Fpuzzles.isLink(arg)) { // an f-puzzles or SudokuPad link, or its compressed puzzle
      try {
        return !Files.exists(Path.of(arg));
      } catch (java.nio.file.InvalidPathException e) {
        return true;
      }
    }
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
  static long countPuzzles(List<String> inputs, Shape shape, String symbols,
      UnknownRules unknown) {
    long n = 0;
    for (String file : inputs) {
      if (file.equals("-") || !Files.isRegularFile(Path.of(file))) {
        return 0;
      }
      try (PuzzleReader r = open(file, shape, symbols, unknown)) {
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
