package dev.exactcover.sudoku.cli;

import dev.exactcover.sudoku.print.Canvas;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * A {@link Canvas} that makes a PDF with Apache PDFBox: one PDF page per sheet page, Helvetica
 * from the standard 14 fonts (nothing embedded), y flipped to PDF's upward axis. Loaded only for
 * the pdf format: the launcher puts PDFBox on the module path for it alone.
 */
final class PdfCanvas implements Canvas {
  /**
   * PDFBox reports through commons-logging, that is java.util.logging here: its notes (a font
   * cache built, a fallback font for measuring Helvetica, buffers it may not unmap) are not for
   * the person printing puzzles. Held here so that the setting is not collected.
   */
  private static final java.util.logging.Logger QUIET =
      java.util.logging.Logger.getLogger("org.apache");

  static {
    QUIET.setLevel(java.util.logging.Level.OFF);
  }

  private final PDDocument doc = new PDDocument();
  private final PDFont regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
  private final PDFont bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
  private PDPageContentStream cs;
  private float height;

  @Override
  public void page(double width, double height) {
    try {
      closePage();
      PDPage p = new PDPage(new PDRectangle((float) width, (float) height));
      doc.addPage(p);
      cs = new PDPageContentStream(doc, p);
      cs.setLineCapStyle(2); // square ends: the thick walls meet without notches
      this.height = (float) height;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void closePage() throws IOException {
    if (cs != null) {
      cs.close();
      cs = null;
    }
  }

  @Override
  public void fill(double x, double y, double width, double height, double gray) {
    try {
      float g = (float) gray;
      cs.setNonStrokingColor(g, g, g);
      cs.addRect((float) x, this.height - (float) (y + height), (float) width, (float) height);
      cs.fill();
      cs.setNonStrokingColor(0f, 0f, 0f);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void line(double x1, double y1, double x2, double y2, double width) {
    try {
      cs.setLineWidth((float) width);
      cs.moveTo((float) x1, height - (float) y1);
      cs.lineTo((float) x2, height - (float) y2);
      cs.stroke();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void polyline(double[] x, double[] y, double width, int rgb, boolean dashed) {
    try {
      cs.saveGraphicsState();
      cs.setStrokingColor(red(rgb), green(rgb), blue(rgb));
      cs.setLineWidth((float) width);
      if (dashed) {
        cs.setLineDashPattern(new float[] {(float) width * 3, (float) width * 2.5f}, 0);
        cs.setLineCapStyle(0);
      } else {
        cs.setLineCapStyle(1); // round
        cs.setLineJoinStyle(1);
      }
      cs.moveTo((float) x[0], height - (float) y[0]);
      for (int k = 1; k < x.length; k++) {
        cs.lineTo((float) x[k], height - (float) y[k]);
      }
      cs.stroke();
      cs.restoreGraphicsState();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void circle(double x, double y, double radius, int fill, int stroke, double width) {
    try {
      cs.saveGraphicsState();
      float k = 0.5523f * (float) radius; // four Bezier quarters
      float cx = (float) x;
      float cy = height - (float) y;
      float r = (float) radius;
      cs.moveTo(cx + r, cy);
      cs.curveTo(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
      cs.curveTo(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
      cs.curveTo(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
      cs.curveTo(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
      cs.closePath();
      if (fill >= 0) {
        cs.setNonStrokingColor(red(fill), green(fill), blue(fill));
      }
      if (stroke >= 0) {
        cs.setStrokingColor(red(stroke), green(stroke), blue(stroke));
        cs.setLineWidth((float) width);
      }
      if (fill >= 0 && stroke >= 0) {
        cs.fillAndStroke();
      } else if (fill >= 0) {
        cs.fill();
      } else {
        cs.stroke();
      }
      cs.restoreGraphicsState();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void fillColour(double x, double y, double width, double height, int rgb) {
    try {
      cs.saveGraphicsState();
      cs.setNonStrokingColor(red(rgb), green(rgb), blue(rgb));
      cs.addRect((float) x, this.height - (float) (y + height), (float) width, (float) height);
      cs.fill();
      cs.restoreGraphicsState();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static float red(int rgb) {
    return (rgb >> 16 & 255) / 255f;
  }

  private static float green(int rgb) {
    return (rgb >> 8 & 255) / 255f;
  }

  private static float blue(int rgb) {
    return (rgb & 255) / 255f;
  }

  @Override
  public void text(double x, double baseline, double size, String text, boolean bold,
      boolean centred) {
    try {
      PDFont font = bold ? this.bold : regular;
      float left = (float) x;
      if (centred) {
        left -= font.getStringWidth(text) / 1000f * (float) size / 2;
      }
      cs.beginText();
      cs.setFont(font, (float) size);
      cs.newLineAtOffset(left, height - (float) baseline);
      cs.showText(text);
      cs.endText();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void finish() {
    try {
      closePage();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes the document to {@code out} and frees it. */
  void save(OutputStream out) throws IOException {
    try (doc) {
      doc.save(out);
    }
  }
}
