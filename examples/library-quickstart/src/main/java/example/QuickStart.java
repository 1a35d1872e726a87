package example;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Sudoku;

public class QuickStart {
  public static void main(String[] args) {
    // Knuth's toy problem: seven items, six options, exactly one exact cover.
    Problem toy = ExactCover.builder()
        .primary("A", "B", "C", "D", "E", "F", "G")
        .option("C", "E", "F").option("A", "D", "G").option("B", "C", "F")
        .option("A", "D").option("B", "G").option("D", "E", "G")
        .build();
    System.out.println(toy.newSolver().count() + " solution: " + toy.newSolver().first().get());

    // A Sudoku: solved, and proven to have no other solution.
    Grid puzzle = Sudoku.parse(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    Answer answer = Sudoku.solver().solve(puzzle);
    System.out.println(answer.verdict() + " " + answer.solution().toLine());
  }
}
