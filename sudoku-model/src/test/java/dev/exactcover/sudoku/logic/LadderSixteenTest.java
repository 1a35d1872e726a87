package dev.exactcover.sudoku.logic;

/** The ladder's hand-built cases ({@link LadderCases}) at 16x16: the same code, twice the side. */
class LadderSixteenTest extends LadderCases {
  LadderSixteenTest() {
    super(16);
  }
}
