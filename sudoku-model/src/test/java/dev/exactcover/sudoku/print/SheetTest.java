package dev.exactcover.sudoku.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.generate.GeneratedPuzzle;
import dev.exactcover.sudoku.generate.Generator;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Sheets drawn as SVG, parsed back as XML: pages, cell texts, walls and shading. */
class SheetTest {

  private static Document parse(String svg) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  /** The texts of one page group, in document order. */
  private static List<String> texts(Element page) {
    List<String> out = new ArrayList<>();
    NodeList t = page.getElementsByTagName("text");
    for (int i = 0; i < t.getLength(); i++) {
      out.add(t.item(i).getTextContent());
    }
    return out;
  }

  @Test
  void fourPuzzlesAndTheirAnswersMakeTwoPagesWithTheRightCellTexts() throws Exception {
    Generator g = Generator.builder().seed(12).build();
    Regions rules = Regions.standard(Shape.NINE);
    List<Printable> puzzles = new ArrayList<>();
    List<Printable> answers = new ArrayList<>();
    List<GeneratedPuzzle> made = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      GeneratedPuzzle p = g.generate(i);
      made.add(p);
      puzzles.add(Printable.puzzle(p.puzzle(), rules, "#" + (i + 1) + "  seed " + p.seed()));
      answers.add(Printable.answer(p.solution(), p.puzzle(), rules, "#" + (i + 1)));
    }
    Sheet sheet = Sheet.of(Paper.A4, 4);
    assertEquals(2, sheet.pages(4, 4));
    Svg svg = new Svg();
    sheet.draw("Sudoku", puzzles, answers, svg);
    Document d = parse(svg.toString());
    NodeList pages = d.getElementsByTagName("g");
    assertEquals(2, pages.getLength());
    List<String> first = texts((Element) pages.item(0));
    assertEquals("Sudoku", first.get(0));
    assertEquals("page 1 of 2", first.get(1));
    // Then per puzzle: its caption, then its givens in cell order.
    int at = 2;
    for (GeneratedPuzzle p : made) {
      assertEquals("#" + (p.index() + 1) + "  seed " + p.seed(), first.get(at++));
      for (int c = 0; c < 81; c++) {
        if (p.puzzle().get(c) != 0) {
          assertEquals(String.valueOf(p.puzzle().get(c)), first.get(at++), "cell " + c);
        }
      }
    }
    assertEquals(first.size(), at, "nothing else on the page");
    List<String> second = texts((Element) pages.item(1));
    assertEquals("Sudoku - answers", second.get(0));
    assertEquals("page 2 of 2", second.get(1));
    assertEquals(2 + 4 * (1 + 81), second.size(), "every cell of each answer is printed");
    Element page = (Element) pages.item(0);
    NodeList lines = page.getElementsByTagName("line");
    assertEquals(4 * (2 * 8 * 9 + 4), lines.getLength(), "inner edges and four borders per grid");
    int thick = 0;
    for (int i = 0; i < lines.getLength(); i++) {
      double w = Double.parseDouble(((Element) lines.item(i)).getAttribute("stroke-width"));
      thick += w > 1 ? 1 : 0;
    }
    assertEquals(4 * (2 * 2 * 9 + 4), thick, "box walls (2 per direction, 9 edges each), borders");
  }

  @Test
  void jigsawWallsAndXDiagonalsFollowTheRules() throws Exception {
    Regions x = Regions.x(Shape.NINE);
    Grid solution = Sudoku.solver(x).solve(Grid.empty(Shape.NINE)).solution();
    Svg svg = new Svg();
    Sheet.of(Paper.LETTER, 1).draw("X", List.of(Printable.puzzle(solution, x, "")), List.of(),
        svg);
    Document d = parse(svg.toString());
    NodeList rects = d.getElementsByTagName("rect");
    assertEquals(1 + 17, rects.getLength(), "the page, then the 17 cells of the two diagonals");
    assertTrue(svg.toString().contains("width=\"612pt\" height=\"792pt\""), "Letter size");
    Regions jig = Regions.jigsaw(Shape.forSide(4), "AAAB CABB CCDB CDDD");
    Grid four = Sudoku.solver(jig).solve(Grid.empty(Shape.forSide(4))).solution();
    Svg small = new Svg();
    Sheet.of(Paper.A4, 6).draw("J", List.of(Printable.puzzle(four, jig, "")), List.of(), small);
    NodeList lines = parse(small.toString()).getElementsByTagName("line");
    int thick = 0;
    for (int i = 0; i < lines.getLength(); i++) {
      thick += Double.parseDouble(((Element) lines.item(i)).getAttribute("stroke-width")) > 1
          ? 1 : 0;
    }
    // Walls between pieces of AAAB/CABB/CCDB/CDDD, counted by hand: across the rows 1, 2, 2, 1;
    // down the columns 2, 2, 2 (between rows 1-2, 2-3, 3-4); so 12 of the 24 inner edges, plus
    // the 4 borders.
    assertEquals(12 + 4, thick);
  }

  @Test
  void onlyOneTwoFourOrSixPerPage() {
    assertThrows(IllegalArgumentException.class, () -> Sheet.of(Paper.A4, 3));
    assertEquals(3, Sheet.of(Paper.A4, 2).pages(5, 0));
    assertEquals(Paper.LETTER, Paper.parse("Letter"));
  }
}
