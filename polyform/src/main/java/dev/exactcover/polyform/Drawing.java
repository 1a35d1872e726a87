package dev.exactcover.polyform;

import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.dlx.internal.json.JsonString;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Pictures and data of a solution: a grid of piece names as text, an SVG drawing, JSON. In
 * three dimensions the layers (one per {@code z}) stand side by side, left to right. Rows are
 * {@code x}, columns {@code y}; a cell of the box left empty is {@code .}, a hole is blank.
 * Cells with a suffix (Knuth's secondary items of their own) are not drawn.
 */
public final class Drawing {
  private Drawing() {}

  /** Colours for the pieces, in order, light enough for black names on them. */
  private static final String[] PALETTE = {"#e6194b", "#3cb44b", "#ffe119", "#4363d8",
      "#f58231", "#911eb4", "#46f0f0", "#f032e6", "#bcf60c", "#fabebe", "#008080", "#e6beff",
      "#9a6324", "#fffac8", "#aaffc3", "#808000", "#ffd8b1", "#a9a9ff", "#c0c0c0", "#ff9999"};

  /** The drawn grid: per (layer, row, column) the placement number (-1 empty, -2 hole). */
  private record Grid(int layers, int rows, int cols, int[] x0, int[][][] owner, String[] names,
      int[] pieceIndex) {}

  private static Grid grid(Tiling t, Arrangement a) {
    int[] lo = {99, 99, 99};
    int[] hi = {-1, -1, -1};
    for (Cell c : t.box().cells()) {
      for (int d = 0; d < 3; d++) {
        lo[d] = Math.min(lo[d], c.coordinate(d));
        hi[d] = Math.max(hi[d], c.coordinate(d));
      }
    }
    int rows = hi[0] - lo[0] + 1;
    int cols = hi[1] - lo[1] + 1;
    int layers = hi[2] - lo[2] + 1;
    int[][][] owner = new int[layers][rows][cols];
    for (int[][] l : owner) {
      for (int[] r : l) {
        java.util.Arrays.fill(r, -2);
      }
    }
    for (Cell c : t.box().cells()) {
      if (c.suffix().isEmpty()) {
        owner[c.z() - lo[2]][c.x() - lo[0]][c.y() - lo[1]] = -1;
      }
    }
    List<Placement> ps = a.placements();
    String[] names = new String[ps.size()];
    int[] pieceIndex = new int[ps.size()];
    Map<String, Integer> index = new HashMap<>();
    for (int p = 0; p < t.pieces().size(); p++) {
      index.put(t.pieces().get(p).name(), p);
    }
    for (int k = 0; k < ps.size(); k++) {
      names[k] = ps.get(k).piece();
      pieceIndex[k] = index.getOrDefault(names[k], k);
      for (Cell c : ps.get(k).cells()) {
        if (c.suffix().isEmpty()) {
          owner[c.z() - lo[2]][c.x() - lo[0]][c.y() - lo[1]] = k;
        }
      }
    }
    return new Grid(layers, rows, cols, lo, owner, names, pieceIndex);
  }

  /**
   * The solution as rows of piece names, one character per cell when every name has one (else
   * names padded and separated by blanks); layers side by side, two blanks apart.
   *
   * @param t the tiling
   * @param a a solution of it
   * @return the text, one line per row, each ending in a newline
   */
  public static String text(Tiling t, Arrangement a) {
    Grid g = grid(t, a);
    int w = 1;
    for (Piece p : t.pieces()) {
      w = Math.max(w, p.name().length());
    }
    StringBuilder sb = new StringBuilder();
    for (int r = 0; r < g.rows; r++) {
      StringBuilder line = new StringBuilder();
      for (int l = 0; l < g.layers; l++) {
        if (l > 0) {
          line.append("  ");
        }
        for (int c = 0; c < g.cols; c++) {
          if (w > 1 && c > 0) {
            line.append(' ');
          }
          int o = g.owner[l][r][c];
          String s = o >= 0 ? g.names[o] : o == -1 ? "." : " ";
          line.append(s);
          for (int k = s.length(); k < w; k++) {
            line.append(' ');
          }
        }
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
    return sb.toString();
  }

  /**
   * The solution as an SVG picture: each piece filled with its colour and labelled, thin lines
   * between the cells of a piece, thick walls between pieces and around the box; layers side by
   * side.
   *
   * @param t the tiling
   * @param a a solution of it
   * @return the SVG document
   */
  public static String svg(Tiling t, Arrangement a) {
    Grid g = grid(t, a);
    int u = 24;
    int m = 6;
    int gap = u;
    int width = 2 * m + g.layers * g.cols * u + (g.layers - 1) * gap;
    int height = 2 * m + g.rows * u;
    StringBuilder sb = new StringBuilder();
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width)
        .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width)
        .append(' ').append(height).append("\">\n");
    sb.append("<g font-family=\"sans-serif\" font-size=\"11\" text-anchor=\"middle\">\n");
    StringBuilder thin = new StringBuilder();
    StringBuilder thick = new StringBuilder();
    for (int l = 0; l < g.layers; l++) {
      int ox = m + l * (g.cols * u + gap);
      for (int r = 0; r < g.rows; r++) {
        for (int c = 0; c < g.cols; c++) {
          int o = g.owner[l][r][c];
          if (o == -2) {
            continue;
          }
          int x = ox + c * u;
          int y = m + r * u;
          String fill = o >= 0 ? PALETTE[g.pieceIndex[o] % PALETTE.length] : "#ffffff";
          sb.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"")
              .append(u).append("\" height=\"").append(u).append("\" fill=\"").append(fill)
              .append("\"/>\n");
          // Walls: right and bottom of this cell, and left and top where nothing is drawn.
          wall(o, at(g, l, r, c + 1), x + u, y, x + u, y + u, thin, thick);
          wall(o, at(g, l, r + 1, c), x, y + u, x + u, y + u, thin, thick);
          if (at(g, l, r, c - 1) == -2) {
            wall(o, -2, x, y, x, y + u, thin, thick);
          }
          if (at(g, l, r - 1, c) == -2) {
            wall(o, -2, x, y, x + u, y, thin, thick);
          }
        }
      }
      for (int k = 0; k < g.names.length; k++) {
        labelPiece(g, l, k, ox, m, u, sb);
      }
    }
    sb.append("</g>\n<path d=\"").append(thin.toString().trim())
        .append("\" stroke=\"#00000040\" stroke-width=\"1\" fill=\"none\"/>\n");
    sb.append("<path d=\"").append(thick.toString().trim())
        .append("\" stroke=\"#000000\" stroke-width=\"3\" stroke-linecap=\"square\" "
            + "fill=\"none\"/>\n</svg>\n");
    return sb.toString();
  }

  /**
   * Several solutions in one SVG picture, {@code columns} to a row, each drawn as by
   * {@link #svg}.
   *
   * @param t the tiling
   * @param solutions solutions of it, at least one
   * @param columns how many side by side, at least 1
   * @return the SVG document
   * @throws IllegalArgumentException if there is no solution or {@code columns < 1}
   */
  public static String gallery(Tiling t, List<Arrangement> solutions, int columns) {
    if (solutions.isEmpty() || columns < 1) {
      throw new IllegalArgumentException("a gallery needs a solution and a column");
    }
    List<String> pics = new java.util.ArrayList<>();
    int w = 0;
    int h = 0;
    for (Arrangement a : solutions) {
      String one = svg(t, a);
      pics.add(one);
      w = Math.max(w, attribute(one, "width"));
      h = Math.max(h, attribute(one, "height"));
    }
    int cols = Math.min(columns, pics.size());
    int rows = (pics.size() + cols - 1) / cols;
    StringBuilder sb = new StringBuilder();
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(cols * w)
        .append("\" height=\"").append(rows * h).append("\">\n");
    for (int k = 0; k < pics.size(); k++) {
      sb.append(pics.get(k).replaceFirst("<svg ", "<svg x=\"" + (k % cols) * w + "\" y=\""
          + (k / cols) * h + "\" "));
    }
    return sb.append("</svg>\n").toString();
  }

  private static int attribute(String svg, String name) {
    int i = svg.indexOf(name + "=\"") + name.length() + 2;
    return Integer.parseInt(svg.substring(i, svg.indexOf('"', i)));
  }

  private static int at(Grid g, int l, int r, int c) {
    return r < 0 || c < 0 || r >= g.rows || c >= g.cols ? -2 : g.owner[l][r][c];
  }

  private static void wall(int a, int b, int x1, int y1, int x2, int y2, StringBuilder thin,
      StringBuilder thick) {
    if (a == -2 && b == -2) {
      return;
    }
    StringBuilder to = a == b && a >= 0 || a == -1 && b == -1 ? thin : thick;
    to.append('M').append(x1).append(' ').append(y1).append('L').append(x2).append(' ')
        .append(y2).append(' ');
  }

  /** The piece's name on the first of its cells in this layer, in reading order. */
  private static void labelPiece(Grid g, int l, int k, int ox, int m, int u, StringBuilder sb) {
    for (int r = 0; r < g.rows; r++) {
      for (int c = 0; c < g.cols; c++) {
        if (g.owner[l][r][c] == k) {
          sb.append("<text x=\"").append(ox + c * u + u / 2).append("\" y=\"")
              .append(m + r * u + u / 2 + 4).append("\">").append(escape(g.names[k]))
              .append("</text>\n");
          return;
        }
      }
    }
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }

  /**
   * The solution as JSON: {@code {"pieces":[{"name":"X","cells":[[0,1],[1,0],...]},...]}}, the
   * cells as coordinate lists ({@code [x,y]} or {@code [x,y,z]}, then the suffix if any).
   *
   * @param t the tiling
   * @param a a solution of it
   * @return the JSON text, one line
   */
  public static String json(Tiling t, Arrangement a) {
    return pieces(t, a, new Json()).toString();
  }

  /**
   * The solution as JSON, as {@link #json(Tiling, Arrangement)} writes it, with its number in a
   * listing first: {@code {"solution":7,"pieces":[...]}}.
   *
   * @param t the tiling
   * @param a a solution of it
   * @param number its number in the listing, from 1
   * @return the JSON text, one line
   */
  public static String json(Tiling t, Arrangement a, long number) {
    return pieces(t, a, new Json().put("solution", number)).toString();
  }

  /** {@code j} with the key {@code pieces}: each piece's name and cells, in placement order. */
  private static Json pieces(Tiling t, Arrangement a, Json j) {
    int dims = t.box().dimensions();
    StringBuilder pieces = new StringBuilder("[");
    for (Placement p : a.placements()) {
      StringBuilder cells = new StringBuilder("[");
      for (Cell c : p.cells()) {
        cells.append(cells.length() > 1 ? "," : "").append('[').append(c.x()).append(',')
            .append(c.y());
        if (dims == 3) {
          cells.append(',').append(c.z());
        }
        if (!c.suffix().isEmpty()) {
          JsonString.append(cells.append(','), c.suffix());
        }
        cells.append(']');
      }
      pieces.append(pieces.length() > 1 ? "," : "")
          .append(new Json().put("name", p.piece()).raw("cells", cells.append(']')));
    }
    return j.raw("pieces", pieces.append(']'));
  }
}
