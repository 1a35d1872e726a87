package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class QuickSolveTest {
  @Test
  void top95() {
    List<Grid> puzzles = Sudoku.readAll(Datasets.file("sudoku9/top95.txt"));
    List<String> sols = Datasets.lines("sudoku9/top95.solutions");
    SudokuSolver s = Sudoku.solver();
    long t = System.nanoTime();
    for (int i = 0; i < puzzles.size(); i++) {
      Answer a = s.solve(puzzles.get(i));
      assertEquals(Verdict.UNIQUE, a.verdict());
      assertEquals(sols.get(i), a.solution().toLine());
    }
    System.out.println("top95 " + (System.nanoTime() - t) / 1000 / puzzles.size() + " us/puzzle");
  }
}
