package dev.exactcover.sudoku.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.variant.Arrow;
import dev.exactcover.sudoku.variant.ExtraRegion;
import dev.exactcover.sudoku.variant.GlobalRule;
import dev.exactcover.sudoku.variant.KillerCage;
import dev.exactcover.sudoku.variant.KropkiBlack;
import dev.exactcover.sudoku.variant.KropkiWhite;
import dev.exactcover.sudoku.variant.LittleKiller;
import dev.exactcover.sudoku.variant.ParityCell;
import dev.exactcover.sudoku.variant.Renban;
import dev.exactcover.sudoku.variant.Rule;
import dev.exactcover.sudoku.variant.Sandwich;
import dev.exactcover.sudoku.variant.Thermometer;
import dev.exactcover.sudoku.variant.Whispers;
import dev.exactcover.sudoku.variant.Xv;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The variant rules drawn on a sheet: each kind leaves its mark in the SVG (dashed cage
 * outlines that close around the cage, the sum in its corner, dots, letters, coloured lines,
 * clues outside the grid, the grid's own rules in the caption).
 */
class MarksTest {
  private static String draw(List<Rule> rules) {
    Shape s = Shape.NINE;
    Grid g = Grid.empty(s).with(0, 5);
    Svg svg = new Svg();
    Sheet.of(Paper.A4, 1).draw("t", List.of(new Printable(g, g, Regions.standard(s), "c",
        rules)), List.of(), svg);
    return svg.toString();
  }

  private static int count(String text, String part) {
    return text.split(Pattern.quote(part), -1).length - 1;
  }

  @Test
  void aCageIsADashedOutlineOfItsBoundaryWithItsSumInTheCorner() {
    // An L of three cells has 8 sides on its boundary: 8 dashed segments, the sum once.
    String svg = draw(List.of(KillerCage.of(List.of(0, 1, 9), 12)));
    assertEquals(8, count(svg, "stroke-dasharray"));
    assertTrue(svg.contains(">12</text>"), svg);
    // The segments close: every end of a segment is the end of another one.
    Matcher m = Pattern.compile("<polyline points=\"([^\"]+)\"[^>]*stroke-dasharray").matcher(svg);
    java.util.Map<String, Integer> ends = new java.util.HashMap<>();
    while (m.find()) {
      for (String p : m.group(1).split(" ")) {
        ends.merge(p, 1, Integer::sum);
      }
    }
    assertEquals(8, ends.size(), ends.toString());
    assertTrue(ends.values().stream().allMatch(k -> k == 2), ends.toString());
  }

  @Test
  void eachKindLeavesItsMark() {
    String svg = draw(List.of(new Thermometer(List.of(10, 11, 12)),
        Arrow.of(List.of(20), List.of(21, 22)), new KropkiWhite(30, 31, 1),
        new KropkiBlack(32, 33, 2), new Xv(40, 41, Xv.Letter.X), new Xv(42, 43, Xv.Letter.V),
        new ParityCell(50, ParityCell.Parity.ODD), new ParityCell(51, ParityCell.Parity.EVEN),
        new ExtraRegion(List.of(60, 61, 62)), new Renban(List.of(70, 71)),
        new Whispers(List.of(72, 73), 5),
        new LittleKiller(-1, 2, LittleKiller.Direction.DOWN_RIGHT, 17),
        new Sandwich(RegionKind.ROW, 4, 23), GlobalRule.ANTI_KNIGHT));
    assertTrue(svg.contains("fill=\"#c4c4c4\""), "the thermometer's bulb");
    assertTrue(svg.contains("stroke=\"#d87ad8\""), "renban in purple");
    assertTrue(svg.contains("stroke=\"#4cb84c\""), "whispers in green");
    assertTrue(svg.contains("fill=\"#ffffff\" stroke=\"#000000\""), "a white dot");
    assertTrue(svg.contains("fill=\"#000000\" stroke=\"#000000\""), "a black dot");
    assertTrue(svg.contains(">X</text>") && svg.contains(">V</text>"), "X and V");
    assertEquals(3, count(svg, "fill=\"#dddddd\""), "the extra region's cells");
    assertTrue(svg.contains(">17</text>") && svg.contains(">23</text>"), "clues outside");
    assertTrue(svg.contains("c   anti-knight"), "the rules of the whole grid, in the caption");
  }
}
