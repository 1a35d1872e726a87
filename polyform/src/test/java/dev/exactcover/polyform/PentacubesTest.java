package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The 29 pentacubes, checked against an independent enumeration: every solid of five cubes
 * grown cube by cube from one, each reduced to a canonical form (the least sorted list of cells
 * over its images, moved to the origin) under the 24 rotations of space, or the 48 with the
 * reflections. Known: 29 pentacubes with mirror images apart, 23 up to reflection (Bouwkamp
 * 1981; MathWorld, "Pentacube").
 */
class PentacubesTest {
  /** The 48 signed permutations of the axes, as {axes, signs}. */
  private static List<int[][]> transforms(boolean reflections) {
    List<int[][]> out = new ArrayList<>();
    int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    int[] parity = {1, -1, -1, 1, 1, -1};
    for (int p = 0; p < perms.length; p++) {
      for (int s = 0; s < 8; s++) {
        int[] signs = {(s & 1) == 0 ? 1 : -1, (s & 2) == 0 ? 1 : -1, (s & 4) == 0 ? 1 : -1};
        int det = parity[p] * signs[0] * signs[1] * signs[2];
        if (det == 1 || reflections) {
          out.add(new int[][] {perms[p], signs});
        }
      }
    }
    return out;
  }

  /** A shape's cells, moved to the origin and sorted, as one string. */
  private static String normal(List<int[]> cells) {
    int[] min = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE};
    for (int[] c : cells) {
      for (int d = 0; d < 3; d++) {
        min[d] = Math.min(min[d], c[d]);
      }
    }
    TreeSet<String> s = new TreeSet<>();
    for (int[] c : cells) {
      s.add((c[0] - min[0]) + "," + (c[1] - min[1]) + "," + (c[2] - min[2]));
    }
    return String.join(" ", s);
  }

  private static String canonical(List<int[]> cells, boolean reflections) {
    String best = null;
    for (int[][] t : transforms(reflections)) {
      List<int[]> img = new ArrayList<>();
      for (int[] c : cells) {
        img.add(new int[] {t[1][0] * c[t[0][0]], t[1][1] * c[t[0][1]], t[1][2] * c[t[0][2]]});
      }
      String n = normal(img);
      if (best == null || n.compareTo(best) < 0) {
        best = n;
      }
    }
    return best;
  }

  /** Every polycube of {@code n} cubes, as canonical forms under rotations. */
  private static Set<String> enumerate(int n) {
    Set<String> level = Set.of(canonical(List.of(new int[] {0, 0, 0}), false));
    int[][] steps = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
    for (int k = 1; k < n; k++) {
      Set<String> next = new HashSet<>();
      for (String shape : level) {
        List<int[]> cells = parse(shape);
        Set<String> have = new HashSet<>();
        for (int[] c : cells) {
          have.add(c[0] + "," + c[1] + "," + c[2]);
        }
        for (int[] c : cells) {
          for (int[] d : steps) {
            int[] e = {c[0] + d[0], c[1] + d[1], c[2] + d[2]};
            if (!have.contains(e[0] + "," + e[1] + "," + e[2])) {
              List<int[]> grown = new ArrayList<>(cells);
              grown.add(e);
              next.add(canonical(grown, false));
            }
          }
        }
      }
      level = next;
    }
    return level;
  }

  private static List<int[]> parse(String shape) {
    List<int[]> out = new ArrayList<>();
    for (String c : shape.split(" ")) {
      String[] x = c.split(",");
      out.add(new int[] {Integer.parseInt(x[0]), Integer.parseInt(x[1]), Integer.parseInt(x[2])});
    }
    return out;
  }

  private static List<int[]> cells(Piece p) {
    assertEquals(1, p.shapes().size(), p.name());
    List<int[]> out = new ArrayList<>();
    for (Cell c : p.shapes().get(0)) {
      out.add(new int[] {c.x(), c.y(), c.z()});
    }
    return out;
  }

  @Test
  void theEnumerationFindsTheKnownNumbers() {
    Set<String> all = enumerate(5);
    assertEquals(29, all.size());
    Set<String> free = new HashSet<>();
    for (String s : all) {
      free.add(canonical(parse(s), true));
    }
    assertEquals(23, free.size());
    assertEquals(8, enumerate(4).size(), "the 8 tetracubes, mirror images apart");
  }

  @Test
  void the29PiecesAreEveryPentacubeOnce() {
    List<Piece> pieces = Pieces.pentacubes();
    assertEquals(29, pieces.size());
    Set<String> byRotation = new HashSet<>();
    Set<String> byReflection = new HashSet<>();
    Set<String> names = new HashSet<>();
    for (Piece p : pieces) {
      assertEquals(5, p.size(), p.name());
      assertEquals(Orientations.ONE_SIDED, p.orientations(), p.name());
      assertTrue(names.add(p.name()), p.name());
      byRotation.add(canonical(cells(p), false));
      byReflection.add(canonical(cells(p), true));
    }
    assertEquals(29, byRotation.size(), "distinct under rotation");
    assertEquals(23, byReflection.size(), "distinct under rotation and reflection");
    assertEquals(enumerate(5), byRotation, "connected, and every pentacube");
  }

  @Test
  void theNamedMirrorPairsAreMirrorImagesAndTheFlatOnesAreThePentominoes() {
    Map<String, List<int[]>> byName = new HashMap<>();
    for (Piece p : Pieces.pentacubes()) {
      byName.put(p.name(), cells(p));
    }
    for (String[] pair : new String[][] {{"L1", "J1"}, {"L2", "J2"}, {"L4", "J4"},
        {"N1", "S1"}, {"N2", "S2"}, {"V1", "V2"}}) {
      List<int[]> a = byName.get(pair[0]);
      List<int[]> b = byName.get(pair[1]);
      assertNotEquals(canonical(a, false), canonical(b, false), pair[0] + " " + pair[1]);
      assertEquals(canonical(a, true), canonical(b, true), pair[0] + " " + pair[1]);
    }
    int flat = 0;
    for (String name : "FILNPTUVWXYZ".split("")) {
      List<int[]> c = byName.get(name);
      assertTrue(c.stream().allMatch(x -> x[2] == 0), name + " is flat");
      flat++;
    }
    assertEquals(12, flat);
  }
}
