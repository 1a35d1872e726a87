package dev.exactcover.sudoku.print;

import java.util.Locale;

/**
 * A {@link Canvas} that writes one SVG document: the pages one below the other, each a group
 * ({@code <g class="page">}) on a white rectangle, 12 points apart. {@link #toString()} gives the
 * document once {@link #finish()} was called.
 */
public final class Svg implements Canvas {
  private static final double GAP = 12;
  private final StringBuilder body = new StringBuilder();
  private double width;
  private double top; // where the current page starts
  private double bottom; // where the last page ends
  private boolean open;
  private String document;

  /** An empty document. */
  public Svg() {}

  @Override
  public void page(double width, double height) {
    endPage();
    this.width = Math.max(this.width, width);
    top = bottom == 0 ? 0 : bottom + GAP;
    bottom = top + height;
    body.append("<g class=\"page\" transform=\"translate(0 ").append(num(top)).append(")\">\n")
        .append("<rect width=\"").append(num(width)).append("\" height=\"").append(num(height))
        .append("\" fill=\"white\" stroke=\"#bbb\" stroke-width=\"0.5\"/>\n");
    open = true;
  }

  private void endPage() {
    if (open) {
      body.append("</g>\n");
      open = false;
    }
  }

  @Override
  public void fill(double x, double y, double width, double height, double gray) {
    int level = (int) Math.round(Math.max(0, Math.min(1, gray)) * 255);
    body.append("<rect x=\"").append(num(x)).append("\" y=\"").append(num(y))
        .append("\" width=\"").append(num(width)).append("\" height=\"").append(num(height))
        .append("\" fill=\"rgb(").append(level).append(',').append(level).append(',')
        .append(level).append(")\"/>\n");
  }

  @Override
  public void line(double x1, double y1, double x2, double y2, double width) {
    body.append("<line x1=\"").append(num(x1)).append("\" y1=\"").append(num(y1))
        .append("\" x2=\"").append(num(x2)).append("\" y2=\"").append(num(y2))
        .append("\" stroke=\"black\" stroke-width=\"").append(num(width))
        .append("\" stroke-linecap=\"square\"/>\n");
  }

  @Override
  public void text(double x, double baseline, double size, String text, boolean bold,
      boolean centred) {
    body.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(baseline))
        .append("\" font-size=\"").append(num(size)).append('"');
    if (bold) {
      body.append(" font-weight=\"bold\"");
    }
    if (centred) {
      body.append(" text-anchor=\"middle\"");
    }
    body.append('>').append(escape(text)).append("</text>\n");
  }

  @Override
  public void polyline(double[] x, double[] y, double width, int rgb, boolean dashed) {
    body.append("<polyline points=\"");
    for (int k = 0; k < x.length; k++) {
      body.append(k == 0 ? "" : " ").append(num(x[k])).append(',').append(num(y[k]));
    }
    body.append("\" fill=\"none\" stroke=\"").append(colour(rgb)).append("\" stroke-width=\"")
        .append(num(width)).append('"');
    if (dashed) {
      body.append(" stroke-dasharray=\"").append(num(width * 3)).append(' ')
          .append(num(width * 2.5)).append("\" stroke-linecap=\"butt\"");
    } else {
      body.append(" stroke-linecap=\"round\" stroke-linejoin=\"round\"");
    }
    body.append("/>\n");
  }

  @Override
  public void circle(double x, double y, double radius, int fill, int stroke, double width) {
    body.append("<circle cx=\"").append(num(x)).append("\" cy=\"").append(num(y))
        .append("\" r=\"").append(num(radius)).append("\" fill=\"")
        .append(fill < 0 ? "none" : colour(fill)).append('"');
    if (stroke >= 0) {
      body.append(" stroke=\"").append(colour(stroke)).append("\" stroke-width=\"")
          .append(num(width)).append('"');
    }
    body.append("/>\n");
  }

  @Override
  public void fillColour(double x, double y, double width, double height, int rgb) {
    body.append("<rect x=\"").append(num(x)).append("\" y=\"").append(num(y))
        .append("\" width=\"").append(num(width)).append("\" height=\"").append(num(height))
        .append("\" fill=\"").append(colour(rgb)).append("\"/>\n");
  }

  private static String colour(int rgb) {
    return String.format(Locale.ROOT, "#%06x", rgb & 0xFFFFFF);
  }

  @Override
  public void finish() {
    endPage();
    document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(width) + "pt\" height=\""
        + num(bottom) + "pt\" viewBox=\"0 0 " + num(width) + " " + num(bottom) + "\""
        + " font-family=\"Helvetica, Arial, sans-serif\">\n" + body + "</svg>\n";
  }

  /**
   * The document.
   *
   * @return the SVG text
   * @throws IllegalStateException if {@link #finish()} was not called
   */
  @Override
  public String toString() {
    if (document == null) {
      throw new IllegalStateException("the SVG is not finished");
    }
    return document;
  }

  private static String num(double v) {
    String s = String.format(Locale.ROOT, "%.2f", v);
    return s.endsWith(".00") ? s.substring(0, s.length() - 3) : s;
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
