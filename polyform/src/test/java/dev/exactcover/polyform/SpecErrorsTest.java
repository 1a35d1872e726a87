package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad specs: the message names the source, the line, the column and the rule. */
class SpecErrorsTest {
  @ParameterizedTest
  @CsvSource(delimiterString = " ~ ", value = {
      "[0-5][0-9]\\nX 01 1% 11 ~ POLYOMINO ~ 2:7: '%' is not a radix-62 digit (0-9, a-z, "
          + "A-Z) or '['",
      "[0-5][0-9\\nX 01 ~ POLYOMINO ~ 1:6: '[' has no closing ']'",
      "[0-5][9-0]\\nX 01 ~ POLYOMINO ~ 1:9: the range 9-0 decreases",
      "[-5][0-9]\\nX 01 ~ POLYOMINO ~ 1:2: a range needs a digit on each side of '-'",
      "[0-5][0-9]\\nX 01 1 ~ POLYOMINO ~ 2:7: a cell needs 2 coordinates; its y is missing",
      "| only a comment ~ POLYOMINO ~ the spec has no box line (the first line that is "
          + "not a comment)",
      "[0-5][0-9]\\n2*X 01\\nX 10 ~ POLYOMINO ~ 3:1: piece 'X' has multiplicity 1 here and 2 on an "
          + "earlier line",
      "[0-5][0-9]\\n00 01 02 ~ POLYOMINO ~ 2:1: piece name '00' is also the name of a "
          + "cell of the box",
      "[0-5][0-9]\\nA:B 01 ~ POLYOMINO ~ 2:2: a piece name cannot contain ':'",
      "[0-5][0-9]\\nABCDEFGHI 01 ~ POLYOMINO ~ 2:1: piece name 'ABCDEFGHI' is longer than 8 "
          + "characters",
      "[0-2][0-2][0-2]\\nV 000x 010 ~ POLYCUBE ~ 2:6: a space must follow the three "
          + "coordinates of a "
          + "cell (no suffix in a polycube spec)",
      "[0-2][0-2]\\n0*V 00 ~ POLYOMINO ~ 2:1: a multiplicity before '*' is one radix-62 "
          + "digit from 1 "
          + "to Z, not '0'",
      "[0-2][0-2]\\nV ~ POLYOMINO ~ 2: piece 'V' has no cell"})
  void namesThePlaceAndTheRule(String text, Kind kind, String message) {
    SpecException e = assertThrows(SpecException.class,
        () -> Tiling.parse(text.replace("\\n", "\n"), kind, "bad.spec"));
    String place = Character.isDigit(message.charAt(0)) ? "bad.spec:" : "bad.spec: ";
    assertEquals(place + message, e.getMessage());
  }
}
