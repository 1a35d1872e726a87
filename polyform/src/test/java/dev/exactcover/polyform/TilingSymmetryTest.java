package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The symmetry groups found, and the distinct counts of both methods against an independent
 * brute force: list every solution, apply every rotation and reflection of the bounding box
 * that maps the box onto itself and the set of solutions onto itself (pieces renamed by the
 * placement their image cells make, when mirror images are identified), and count the orbits.
 */
class TilingSymmetryTest {
  @Test
  void eightByEightWithoutOneCorner2x2HasOnlyTheDiagonal() {
    Tiling t = Tiling.builder().box(Box.rectangle(8, 8).without(Cell.of(0, 0), Cell.of(0, 1),
        Cell.of(1, 0), Cell.of(1, 1))).pieces(Pieces.pentominoes()).build();
    List<Symmetry> g = t.symmetries(Equivalence.SYMMETRY);
    assertEquals(2, g.size());
    assertTrue(g.get(0).isIdentity());
    assertEquals("(x,y) -> (y,x)", g.get(1).formula());
    assertTrue(g.get(1).reflection());
  }

  @Test
  void rectanglesSquaresAndCubes() {
    assertEquals(4, Examples.pentominoes(6, 10).symmetries(Equivalence.SYMMETRY).size());
    assertEquals(8, Examples.scott().symmetries(Equivalence.SYMMETRY).size());
    assertEquals(1, Examples.pentominoes(6, 10).symmetries(Equivalence.NONE).size());
    Tiling soma = Examples.soma();
    List<Symmetry> rot = soma.symmetries(Equivalence.SYMMETRY);
    assertEquals(24, rot.size());
    assertTrue(rot.stream().noneMatch(Symmetry::reflection), "the screws are chiral");
    List<Symmetry> all = soma.symmetries(Equivalence.MIRROR_IMAGES);
    assertEquals(48, all.size());
    assertEquals(24, all.stream().filter(Symmetry::swapsPieces).count());
    // Flat solid pentominoes: every reflection of a 3x4x5 box qualifies.
    Tiling solid = Tiling.builder().box(Box.cuboid(3, 4, 5)).pieces(Pieces.solidPentominoes())
        .build();
    assertEquals(8, solid.symmetries(Equivalence.SYMMETRY).size());
    assertEquals(16, Tiling.builder().box(Box.cuboid(2, 5, 5))
        .pieces(Pieces.solidPentominoes()).build().symmetries(Equivalence.SYMMETRY).size());
  }

  @Test
  void oneSidedPiecesLoseTheReflections() {
    List<Piece> ps = new ArrayList<>();
    for (Piece p : Pieces.tetrominoes()) {
      ps.add(p.withOrientations(Orientations.ONE_SIDED));
    }
    Tiling t = Tiling.builder().box(Box.rectangle(4, 5)).pieces(ps).build();
    assertEquals(2, t.symmetries(Equivalence.SYMMETRY).size()); // the S and L are chiral
    assertFalse(t.symmetries(Equivalence.SYMMETRY).get(1).reflection());
  }

  @Tag("full")
  @Test
  void threeByTwentyAgreesWithBruteForce() {
    agree(Examples.pentominoes(3, 20), Equivalence.SYMMETRY, 8, 2);
  }

  @Tag("full")
  @Test
  void scottAgreesWithBruteForce() {
    agree(Examples.scott(), Equivalence.SYMMETRY, 520, 65);
  }

  @Test
  void repeatedSymmetricPiecesAgreeWithBruteForce() {
    // 36 domino tilings of the 4x4 square; the domino used 8 times (Algorithm M).
    Tiling t = Tiling.builder().box(Box.rectangle(4, 4))
        .piece(Piece.of("D", Cell.of(0, 0), Cell.of(0, 1)).withMultiplicity(8)).build();
    agree(t, Equivalence.SYMMETRY, 36, -1);
  }

  @Test
  void optionalPiecesAndEmptyCellsAgreeWithBruteForce() {
    // Tetrominoes, each optional, in a 4x4 square whose centre may stay empty.
    List<Piece> ps = new ArrayList<>();
    for (Piece p : Pieces.tetrominoes()) {
      ps.add(p.withOptional(true).withMultiplicity(2));
    }
    Box box = Box.rectangle(4, 4).withOptional(List.of(Cell.of(1, 1), Cell.of(1, 2),
        Cell.of(2, 1), Cell.of(2, 2)));
    agree(Tiling.builder().box(box).pieces(ps).build(), Equivalence.SYMMETRY, -1, -1);
  }

  @Test
  void repeatsAndChiralPairsInSpaceAgreeWithBruteForce() throws Exception {
    // Two copies of a bent tricube, both screws as one piece (two lines), a domino: 2x2x3.
    Tiling one = Tiling.parse("[0-1][0-1][0-2]\n2*V 000 010 100\nS 000 100 110 111\n"
        + "S 000 100 010 011\nD 000 001\n", Kind.POLYCUBE, "one");
    assertEquals(16, one.symmetries(Equivalence.SYMMETRY).size());
    agree(one, Equivalence.SYMMETRY, -1, -1);
    // The screws as two pieces: the reflections swap them.
    Tiling two = Tiling.parse("[0-1][0-1][0-2]\nA 000 100 110 111\nB 000 100 010 011\n"
        + "2*D 000 001\n", Kind.POLYCUBE, "two");
    assertEquals(8, two.symmetries(Equivalence.SYMMETRY).size());
    assertEquals(16, two.symmetries(Equivalence.MIRROR_IMAGES).size());
    agree(two, Equivalence.SYMMETRY, -1, -1);
    agree(two, Equivalence.MIRROR_IMAGES, -1, -1);
  }

  @Test
  void repeatedOptionsAndMultiplicitiesAgreeWithBruteForce() throws Exception {
    // A piece on two lines whose turns overlap: every placement of L twice over.
    Tiling t = Tiling.parse("[0-1][0-4]\nL 00 01 02 10\n3*D 00 01\nL 00 10 20 21\n",
        Kind.POLYOMINO, "dups");
    agree(t, Equivalence.SYMMETRY, -1, -1);
  }

  @Tag("slow") // minutes: the brute force applies 48 maps to 11,520 solutions as strings
  @Test
  void somaAgreesWithBruteForce() {
    agree(Examples.soma(), Equivalence.SYMMETRY, 11520, 480);
    agree(Examples.soma(), Equivalence.MIRROR_IMAGES, 11520, 240);
  }

  /** A piece on cells, as the brute force sees it. */
  record Pl(String piece, Set<Cell> cells) {
    @Override
    public String toString() {
      return piece + ":" + cells;
    }
  }

  /** Both methods equal the brute force (and the expected counts, where given: -1 none). */
  static void agree(Tiling t, Equivalence e, long total, long distinct) {
    List<Set<Pl>> all = new ArrayList<>();
    t.solve(Equivalence.NONE, a -> all.add(key(a.placements())));
    assertTrue(!all.isEmpty(), "the tiling has solutions");
    long[] brute = bruteForce(t, all, e == Equivalence.MIRROR_IMAGES);
    if (total >= 0) {
      assertEquals(total, brute[0], "brute-force total");
    }
    if (distinct >= 0) {
      assertEquals(distinct, brute[1], "brute-force distinct");
    }
    for (Method m : Method.values()) {
      Tally n = t.count(e, m, 1);
      assertEquals(BigInteger.valueOf(brute[0]), n.solutions(), m + " total");
      assertEquals(BigInteger.valueOf(brute[1]), n.distinct(), m + " distinct");
    }
    Tally threads = t.count(e, Method.RESTRICTED, 2);
    assertEquals(BigInteger.valueOf(brute[1]), threads.distinct(), "two threads");
    List<Arrangement> listed = new ArrayList<>();
    t.solve(e, listed::add);
    assertEquals(brute[1], listed.size(), "listed distinct");
  }

  static Set<Pl> key(List<Placement> ps) {
    Set<Pl> s = new HashSet<>();
    for (Placement p : ps) {
      s.add(new Pl(p.piece(), new TreeSet<>(p.cells())));
    }
    return s;
  }

  static long[] bruteForce(Tiling t, List<Set<Pl>> all, boolean rename) {
    Set<String> sols = new HashSet<>(); // strings: a set's hash is a sum, the same for all
    for (Set<Pl> sol : all) {
      sols.add(text(sol));
    }
    int dims = t.box().dimensions();
    Map<Set<Cell>, Set<String>> pieceOf = new HashMap<>();
    for (Placement p : t.placements()) {
      pieceOf.computeIfAbsent(new TreeSet<>(p.cells()), k -> new TreeSet<>()).add(p.piece());
    }
    int[][] perms = dims == 2 ? new int[][] {{0, 1}, {1, 0}}
        : new int[][] {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    List<Map<Cell, Cell>> valid = new ArrayList<>();
    for (int[] perm : perms) {
      for (int s = 0; s < 1 << dims; s++) {
        Map<Cell, Cell> g = transform(t.box(), perm, s);
        if (g == null) {
          continue;
        }
        boolean ok = true;
        for (Set<Pl> sol : all) {
          ok &= sols.contains(text(image(sol, g, pieceOf, rename)));
        }
        if (ok) {
          valid.add(g);
        }
      }
    }
    Set<String> orbits = new HashSet<>();
    for (Set<Pl> sol : all) {
      String least = null;
      for (Map<Cell, Cell> g : valid) {
        String k = text(image(sol, g, pieceOf, rename));
        least = least == null || k.compareTo(least) < 0 ? k : least;
      }
      orbits.add(least);
    }
    return new long[] {all.size(), orbits.size()};
  }

  static String text(Set<Pl> sol) {
    return new TreeSet<>(sol.stream().map(Pl::toString).toList()).toString();
  }

  static Set<Pl> image(Set<Pl> sol, Map<Cell, Cell> g, Map<Set<Cell>, Set<String>> pieceOf,
      boolean rename) {
    Set<Pl> out = new HashSet<>();
    for (Pl p : sol) {
      Set<Cell> cells = new TreeSet<>();
      for (Cell c : p.cells()) {
        cells.add(g.get(c));
      }
      String name = p.piece();
      Set<String> owners = pieceOf.getOrDefault(cells, Set.of());
      if (rename && !owners.contains(name) && owners.size() == 1) {
        name = owners.iterator().next();
      }
      out.add(new Pl(name, cells));
    }
    return out;
  }

  /** The map of the box onto itself by a signed permutation, or null if it does not map. */
  static Map<Cell, Cell> transform(Box box, int[] perm, int signs) {
    int dims = box.dimensions();
    int[] lo = {99, 99, 99};
    int[] hi = {-1, -1, -1};
    for (Cell c : box.cells()) {
      for (int d = 0; d < 3; d++) {
        lo[d] = Math.min(lo[d], c.coordinate(d));
        hi[d] = Math.max(hi[d], c.coordinate(d));
      }
    }
    Map<Cell, Cell> m = new HashMap<>();
    for (Cell c : box.cells()) {
      int[] v = new int[3];
      for (int d = 0; d < dims; d++) {
        int src = c.coordinate(perm[d]) - lo[perm[d]];
        int ext = hi[perm[d]] - lo[perm[d]];
        v[d] = ((signs >> d & 1) != 0 ? ext - src : src) + lo[d];
      }
      Cell to = new Cell(v[0], v[1], v[2], c.suffix());
      if (!box.cells().contains(to) || box.isSecondary(to) != box.isSecondary(c)) {
        return null;
      }
      m.put(c, to);
    }
    return m;
  }
}
