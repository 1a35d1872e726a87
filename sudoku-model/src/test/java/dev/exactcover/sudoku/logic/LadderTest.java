package dev.exactcover.sudoku.logic;

/** The ladder's hand-built cases ({@link LadderCases}) at 9x9. */
class LadderTest extends LadderCases {
  LadderTest() {
    super(9);
  }
}
