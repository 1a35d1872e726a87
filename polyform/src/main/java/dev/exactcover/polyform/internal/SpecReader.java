package dev.exactcover.polyform.internal;

import dev.exactcover.polyform.Box;
import dev.exactcover.polyform.Cell;
import dev.exactcover.polyform.Kind;
import dev.exactcover.polyform.Orientations;
import dev.exactcover.polyform.Piece;
import dev.exactcover.polyform.SpecException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a spec of Knuth's POLYOMINO-DLX (two coordinates) or POLYCUBE-DLX (three) as his
 * programs read it. Lines beginning with {@code |} are comments. The first other line lists the
 * box's cells; each line after it is a piece: an optional multiplicity digit and {@code *}, a name
 * of 1 to 8 characters, then its cells. A cell gives each coordinate as one radix-62 digit
 * ({@code 0-9a-zA-Z}) or a bracketed set of digits and ranges ({@code [0-3a]}); in two
 * dimensions a suffix of up to 7 characters may follow, which makes the cell a secondary item
 * of its own. A piece named on several lines has the placements of all of them.
 */
public final class SpecReader {
  /** What was read: the box, the pieces in order of first appearance, and the line order. */
  public record Spec(Box box, List<Piece> pieces, List<int[]> shapeOrder, List<String> lines) {}

  private final String source;
  private final int dims;
  private int lineNo;
  private String line;
  private int pos;
  private Set<Cell> boxCells; // the box's cells, for the piece names that look like one

  private SpecReader(String source, Kind kind) {
    this.source = source;
    this.dims = kind.dimensions();
  }

  /**
   * Reads a spec.
   *
   * @param text the spec's text
   * @param kind which of Knuth's formats
   * @param source the name for messages
   * @return what was read
   * @throws SpecException naming the line, column and rule of the first mistake
   */
  public static Spec read(String text, Kind kind, String source) throws SpecException {
    return new SpecReader(source, kind).read(text);
  }

  private SpecException fail(int column, String rule) {
    return new SpecException(source, lineNo, column, rule);
  }

  private Spec read(String text) throws SpecException {
    List<String> lines = new ArrayList<>(List.of(text.split("\r?\n", -1)));
    if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
      lines.remove(lines.size() - 1);
    }
    Box box = null;
    Map<String, Piece> pieces = new LinkedHashMap<>();
    Map<String, Integer> index = new LinkedHashMap<>();
    Map<String, List<List<Cell>>> more = new LinkedHashMap<>(); // the shapes of later lines
    List<int[]> order = new ArrayList<>();
    for (lineNo = 1; lineNo <= lines.size(); lineNo++) {
      line = lines.get(lineNo - 1);
      if (line.startsWith("|") || line.isBlank()) {
        continue;
      }
      for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        if (c == '\t') {
          throw fail(i + 1, "a tab; cells and names are separated by spaces");
        }
        if (Character.isISOControl(c) && c != '\r') { // a NUL byte, say: not spec text
          throw fail(i + 1, String.format("control character U+%04X; a spec is text of "
              + "cells and names separated by spaces", (int) c));
        }
      }
      if (box == null) {
        pos = 0;
        List<Cell> cells = cells();
        if (cells.isEmpty()) {
          throw fail(0, "the box line has no cell");
        }
        box = Box.of(dims, cells);
        continue;
      }
      int mult = 1;
      pos = 0;
      if (line.length() > 1 && line.charAt(1) == '*') {
        mult = Cell.digit(line.charAt(0));
        if (mult < 1) {
          throw fail(1, "a multiplicity before '*' is one radix-62 digit from 1 to Z, not '"
              + line.charAt(0) + "'");
        }
        pos = 2;
      }
      int start = pos;
      while (pos < line.length() && line.charAt(pos) != ' ') {
        char c = line.charAt(pos);
        if (c == '|' || c == ':' || c == '*') {
          throw fail(pos + 1, "a piece name cannot contain '" + c + "'");
        }
        if (Character.isWhitespace(c)) { // U+2028, say: the engine's names hold no white space
          throw fail(pos + 1, String.format("a piece name cannot contain white space (U+%04X)",
              (int) c));
        }
        pos++;
      }
      String name = line.substring(start, pos);
      if (name.length() > 8) {
        throw fail(start + 1, "piece name '" + name + "' is longer than 8 characters");
      }
      if (name.length() == dims && isBoxCell(box, name)) {
        throw fail(start + 1, "piece name '" + name + "' is also the name of a cell of the box");
      }
      List<Cell> cells = cells();
      if (cells.isEmpty()) {
        throw fail(0, "piece '" + name + "' has no cell");
      }
      if (name.isEmpty()) {
        throw fail(start + 1, "a piece line starts with the piece's name");
      }
      Piece known = pieces.get(name);
      if (known == null) {
        Piece p;
        try {
          p = Piece.of(name, cells).withMultiplicity(mult);
        } catch (IllegalArgumentException e) { // the library's own rules for a piece
          throw fail(start + 1, e.getMessage());
        }
        pieces.put(name, dims == 3 ? p.withOrientations(Orientations.ONE_SIDED) : p);
        index.put(name, index.size());
        order.add(new int[] {index.get(name), 0});
      } else {
        if (known.multiplicity() != mult) {
          throw fail(1, "piece '" + name + "' has multiplicity " + mult + " here and "
              + known.multiplicity() + " on an earlier line");
        }
        // Gathered, and added to the piece once at the end: a copy of the piece per line would
        // make a piece of many lines cost the square of them.
        List<List<Cell>> later = more.computeIfAbsent(name, k -> new ArrayList<>());
        later.add(cells);
        order.add(new int[] {index.get(name), later.size()});
      }
    }
    if (box == null) {
      lineNo = 0;
      throw fail(0, "the spec has no box line (the first line that is not a comment)");
    }
    for (Map.Entry<String, List<List<Cell>>> e : more.entrySet()) {
      pieces.put(e.getKey(), pieces.get(e.getKey()).withShapes(e.getValue()));
    }
    return new Spec(box, List.copyOf(pieces.values()), List.copyOf(order), List.copyOf(lines));
  }

  private boolean isBoxCell(Box box, String name) {
    int[] c = new int[3];
    for (int i = 0; i < dims; i++) {
      c[i] = Cell.digit(name.charAt(i));
      if (c[i] < 0) {
        return false;
      }
    }
    if (boxCells == null) { // one set for all the piece lines, not a search of the list each
      boxCells = new HashSet<>(box.cells());
    }
    return boxCells.contains(new Cell(c[0], c[1], c[2], ""));
  }

  /** The cells from {@code pos} to the end of the line. */
  private List<Cell> cells() throws SpecException {
    List<Cell> out = new ArrayList<>();
    while (pos < line.length()) {
      if (line.charAt(pos) == ' ') {
        pos++;
        continue;
      }
      long[] sets = new long[3];
      sets[2] = 1;
      for (int d = 0; d < dims; d++) {
        sets[d] = coordinates(d);
      }
      int start = pos;
      while (pos < line.length() && line.charAt(pos) != ' ') {
        pos++;
      }
      String suffix = line.substring(start, pos);
      if (!suffix.isEmpty()) {
        if (dims == 3) {
          throw fail(start + 1, "a space must follow the three coordinates of a cell (no "
              + "suffix in a polycube spec)");
        }
        if (suffix.length() > 7) {
          throw fail(start + 1, "suffix '" + suffix + "' is longer than 7 characters");
        }
        for (int i = 0; i < suffix.length(); i++) {
          if (suffix.charAt(i) == ':' || suffix.charAt(i) == '|') {
            throw fail(start + i + 1, "a suffix cannot contain '" + suffix.charAt(i) + "'");
          }
        }
      }
      // Only the values given, in increasing x, then y, then z: a cell costs its own cells, not
      // a sweep of all 62^3 coordinates.
      for (long xs = sets[0]; xs != 0; xs &= xs - 1) {
        int x = Long.numberOfTrailingZeros(xs);
        for (long ys = sets[1]; ys != 0; ys &= ys - 1) {
          int y = Long.numberOfTrailingZeros(ys);
          for (long zs = sets[2]; zs != 0; zs &= zs - 1) {
            out.add(new Cell(x, y, Long.numberOfTrailingZeros(zs), suffix));
          }
        }
      }
    }
    return out;
  }

  private static final String AXES = "xyz";

  /** One coordinate: a digit or a bracketed set; the bits of the values. */
  private long coordinates(int axis) throws SpecException {
    if (pos >= line.length() || line.charAt(pos) == ' ') {
      throw fail(pos + 1, "a cell needs " + dims + " coordinates; its "
          + AXES.charAt(axis) + " is missing");
    }
    char c = line.charAt(pos);
    if (c != '[') {
      int v = Cell.digit(c);
      if (v < 0) {
        throw fail(pos + 1, "'" + c + "' is not a radix-62 digit (0-9, a-z, A-Z) or '['");
      }
      pos++;
      return 1L << v;
    }
    long acc = 0;
    int from = -1;
    int last = -1;
    int open = pos;
    for (pos++;; pos++) {
      if (pos >= line.length()) {
        throw fail(open + 1, "'[' has no closing ']'");
      }
      c = line.charAt(pos);
      if (c == ']') {
        pos++;
        return acc;
      }
      if (c == '-') {
        if (last < 0 || pos + 1 >= line.length() || line.charAt(pos + 1) == ']') {
          throw fail(pos + 1, "a range needs a digit on each side of '-'");
        }
        from = last;
        last = -1;
        continue;
      }
      int v = Cell.digit(c);
      if (v < 0) {
        throw fail(pos + 1, "'" + c + "' is not a radix-62 digit (0-9, a-z, A-Z) in brackets");
      }
      if (from < 0) {
        acc |= 1L << v;
        last = v;
      } else {
        if (v < from) {
          throw fail(pos + 1, "the range " + line.charAt(pos - 2) + "-" + c + " decreases");
        }
        for (int k = from; k <= v; k++) {
          acc |= 1L << k;
        }
        from = -1;
        last = -1;
      }
    }
  }
}
