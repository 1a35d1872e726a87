package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.Messages;
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
   * A reader of the puzzles in {@code file} ({@code -}: {@code stdin}), of {@code shape} if not
   * null, decoded line by line (a line that is not UTF-8 is one invalid record), doing
   * {@code unknown} with the f-puzzles rules the reader does not know.
   */
  static PuzzleReader open(String file, InputStream stdin, Shape shape, String symbols,
      UnknownRules unknown) throws IOException {
    InputStream in = file.equals("-") ? stdin : isPuzzle(file)
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
    if (arg.equals("-") || arg.length() < 16 || arg.indexOf('/') >= 0 || !puzzleText(arg)) {
      return false;
    }
    try {
      return !Files.exists(Path.of(arg));
    } catch (java.nio.file.InvalidPathException e) {
      return true;
    }
  }


  /**
   * Whether {@code arg} has only letters, digits and {@code .0_-*,; }, at most half of it
   * letters (a loop, not a stream: every start asks).
   */
  private static boolean puzzleText(String arg) {
    int letters = 0;
    for (int i = 0; i < arg.length(); i++) {
      char c = arg.charAt(i);
      if (!Character.isLetterOrDigit(c) && ".0_-*,; ".indexOf(c) < 0) {
        return false;
      }
      letters += Character.isLetter(c) ? 1 : 0;
    }
    return letters <= arg.length() / 2;
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
      try (PuzzleReader r = open(file, InputStream.nullInputStream(), shape, symbols, unknown)) {
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
