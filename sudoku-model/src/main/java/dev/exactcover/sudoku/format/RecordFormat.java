package dev.exactcover.sudoku.format;

import java.io.IOException;

/**
 * A format a {@link PuzzleReader} recognises by the first line of a record. The reader offers
 * each line that may start a record to its formats in turn (blank lines, comments and
 * {@code # rules:} lines never reach them); a format reads its record, taking more lines from the
 * reader if it spans several, or declines the line.
 */
interface RecordFormat {
  /**
   * The record that starts at {@code line}, or null when the line is not of this format (then
   * nothing may have been read past it).
   *
   * @param line the line as read
   * @param stripped the line without the whitespace around it, never empty
   * @param in the reader, for the line number and further lines
   * @return the entry of the record, or null
   * @throws IOException if the input cannot be read
   */
  PuzzleEntry read(String line, String stripped, PuzzleReader in) throws IOException;
}
