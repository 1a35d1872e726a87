package dev.exactcover.polyform.internal;

import dev.exactcover.polyform.Cell;
import dev.exactcover.polyform.Orientations;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * The base placements of a shape: its orientations, each shifted so that its least coordinates
 * are 0 and sorted, in the order of Knuth's POLYOMINO-DLX and POLYCUBE-DLX. Those find them by
 * breadth-first search from the shape as given, applying to each known orientation in turn the
 * generators of the group (a quarter turn {@code (x,y) -> (y, xmax-x)}, then in the plane the
 * reflection {@code (x,y) -> (y,x)}, in space the cycle {@code (x,y,z) -> (y,z,x)}), and keeping
 * each new result. Reflections in space (not in his program) add {@code (x,y,z) -> (y,x,z)} last.
 */
public final class Shapes {
  private Shapes() {}

  /**
   * The base placements of {@code shape}.
   *
   * @param shape the cells as given
   * @param dims 2 or 3
   * @param o the orientations allowed
   * @return the base placements, the first being the shape itself, normalized
   */
  public static List<List<Cell>> bases(List<Cell> shape, int dims, Orientations o) {
    List<UnaryOperator<List<Cell>>> gens = new ArrayList<>();
    if (o != Orientations.FIXED) {
      gens.add(Shapes::quarterTurn);
      if (dims == 3) {
        gens.add(s -> map(s, c -> new Cell(c.y(), c.z(), c.x(), c.suffix())));
      }
      if (o == Orientations.FREE) {
        gens.add(s -> map(s, c -> new Cell(c.y(), c.x(), c.z(), c.suffix())));
      }
    }
    List<List<Cell>> out = new ArrayList<>();
    out.add(normalize(shape));
    for (int j = 0; j < out.size(); j++) {
      for (UnaryOperator<List<Cell>> g : gens) {
        List<Cell> n = normalize(g.apply(out.get(j)));
        if (!out.contains(n)) {
          out.add(n);
        }
      }
    }
    return out;
  }

  private static List<Cell> quarterTurn(List<Cell> s) {
    int xmax = 0;
    for (Cell c : s) {
      xmax = Math.max(xmax, c.x());
    }
    int t = xmax;
    return map(s, c -> new Cell(c.y(), t - c.x(), c.z(), c.suffix()));
  }

  private static List<Cell> map(List<Cell> s, UnaryOperator<Cell> f) {
    List<Cell> out = new ArrayList<>(s.size());
    for (Cell c : s) {
      out.add(f.apply(c));
    }
    return out;
  }

  /**
   * The cells shifted so that each coordinate's least value is 0, sorted, without repeats.
   *
   * @param s cells
   * @return the normalized cells
   */
  public static List<Cell> normalize(List<Cell> s) {
    int mx = Integer.MAX_VALUE;
    int my = Integer.MAX_VALUE;
    int mz = Integer.MAX_VALUE;
    for (Cell c : s) {
      mx = Math.min(mx, c.x());
      my = Math.min(my, c.y());
      mz = Math.min(mz, c.z());
    }
    TreeSet<Cell> out = new TreeSet<>();
    for (Cell c : s) {
      out.add(new Cell(c.x() - mx, c.y() - my, c.z() - mz, c.suffix()));
    }
    return List.copyOf(out);
  }
}
