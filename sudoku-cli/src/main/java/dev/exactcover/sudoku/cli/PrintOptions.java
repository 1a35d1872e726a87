package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import dev.exactcover.cli.RecordSink;
import dev.exactcover.cli.Messages;
import dev.exactcover.sudoku.print.Paper;
import dev.exactcover.sudoku.print.Printable;
import dev.exactcover.sudoku.print.Sheet;
import dev.exactcover.sudoku.print.Svg;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options of printable pages ({@code --format svg|pdf}), shared by generate and solve, and
 * the writing of the pages: SVG as text, PDF as bytes, to {@code -o FILE} or stdout.
 */
final class PrintOptions {
  @Option(names = {"-o", "--output"}, paramLabel = "FILE",
      description = "write to FILE instead of stdout (a pdf at a terminal needs it)")
  Path output;

  @Option(names = "--paper", paramLabel = "PAPER", defaultValue = "a4",
      description = "svg and pdf: a4 or letter (default: ${DEFAULT-VALUE})")
  String paper;

  @Option(names = "--per-page", paramLabel = "N", defaultValue = "4",
      description = "svg and pdf: 1, 2, 4 or 6 puzzles per page (default: ${DEFAULT-VALUE})")
  int perPage;

  @Option(names = "--no-answers", description = "svg and pdf: leave out the answer key")
  boolean noAnswers;

  /**
   * The sheet these options ask for.
   *
   * @throws IllegalArgumentException naming the option when a value is not allowed
   */
  Sheet sheet() {
    return Sheet.of(Paper.parse(paper), perPage);
  }

  /**
   * Why {@code -o FILE} cannot be written, found before any work is done rather than after all
   * of it (a missing folder, a folder given as the file, no permission, a read-only disk), or
   * null. Opens the file without truncating it, and removes it again if this made it.
   */
  String unwritable() {
    if (output == null) {
      return null;
    }
    Path folder = output.toAbsolutePath().getParent();
    if (folder != null && !Files.isDirectory(folder)) {
      return "cannot write " + output + ": the folder " + folder + " does not exist";
    }
    if (Files.isDirectory(output)) {
      return "cannot write " + output + ": it is a folder; -o takes a file name";
    }
    boolean existed = Files.exists(output);
    try {
      Files.newOutputStream(output, StandardOpenOption.CREATE, StandardOpenOption.WRITE).close();
      if (!existed) {
        Files.deleteIfExists(output);
      }
      return null;
    } catch (IOException e) {
      return "cannot write " + output + ": " + Messages.plain(e);
    }
  }

  /** What is wrong with writing {@code f} where asked, or null. */
  String problem(Format f, boolean stdoutTerminal) {
    if (f == Format.pdf && output == null && stdoutTerminal) {
      return "a PDF is not for a terminal: give -o FILE or redirect stdout";
    }
    try {
      sheet();
      return null;
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
  }

  /**
   * Draws the pages and writes them; 0, or {@link Main#OUTPUT_FAILED} after saying why a file
   * could not be written. A failed write to stdout is a {@link RecordSink.OutputFailure}, which
   * {@link Main} reports as for every command (6, or 141 quietly for a closed pipe).
   *
   * @param answers the answer key, left out under {@code --no-answers}
   * @param stdout the run's stdout, for the pages' bytes when no {@code -o} file is given
   */
  int write(Format f, String command, String title, List<Printable> puzzles,
      List<Printable> answers, PrintWriter out, PrintWriter err, OutputStream stdout) {
    List<Printable> key = noAnswers ? List.of() : answers;
    try {
      if (f == Format.svg) {
        Svg svg = new Svg();
        sheet().draw(title, puzzles, key, svg);
        if (output == null) {
          out.print(svg);
          out.flush();
        } else {
          Files.writeString(output, svg.toString(), StandardCharsets.UTF_8);
        }
      } else {
        PdfCanvas pdf = new PdfCanvas();
        sheet().draw(title, puzzles, key, pdf);
        if (output == null) {
          out.flush();
          // The bytes straight to stdout: System.out, a PrintStream, would swallow a failed
          // write (a full disk, a closed pipe) and the run would end as if all was well.
          try {
            pdf.save(stdout);
            stdout.flush();
          } catch (IOException e) {
            throw new RecordSink.OutputFailure(e);
          }
        } else {
          try (OutputStream file = Files.newOutputStream(output)) {
            pdf.save(file);
          }
        }
      }
      return ExitCode.OK.code();
    } catch (IOException | UncheckedIOException e) {
      IOException cause = e instanceof UncheckedIOException u ? u.getCause() : (IOException) e;
      err.println("sudoku " + command + ": cannot write the " + f + " pages"
          + (output == null ? "" : " to " + output) + ": " + Messages.plain(cause));
      return ExitCode.OUTPUT_FAILED.code();
    }
  }
}
