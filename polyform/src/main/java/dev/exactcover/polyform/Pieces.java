package dev.exactcover.polyform;

import java.util.ArrayList;
import java.util.List;

/**
 * Named piece sets. The cells are those of Knuth's data files (the pentominoes with Conway's
 * letters {@code O}..{@code Z}, as in his POLYOMINO-DLX examples and the datasets made from them),
 * so that the options come out in his order.
 */
public final class Pieces {
  private Pieces() {}

  private static final String[][] PENTOMINOES = {
      {"O", "00 01 02 03 04"}, {"P", "00 01 10 11 20"}, {"Q", "00 01 02 03 13"},
      {"R", "01 02 10 11 21"}, {"S", "02 03 10 11 12"}, {"T", "00 01 02 11 21"},
      {"U", "00 02 10 11 12"}, {"V", "00 01 02 10 20"}, {"W", "00 10 11 21 22"},
      {"X", "01 10 11 12 21"}, {"Y", "02 10 11 12 13"}, {"Z", "00 01 11 21 22"}};

  /** Golomb's letter for each of Conway's, in the order of {@link #PENTOMINOES}. */
  private static final String GOLOMB = "IPLFNTUVWXYZ";

  /**
   * The 12 pentominoes, free, named by Conway's letters {@code O P Q R S T U V W X Y Z} as Knuth
   * names them (Golomb's I P L F N T U V W X Y Z in that order).
   *
   * @return the pieces
   */
  public static List<Piece> pentominoes() {
    return set(PENTOMINOES, 2, null);
  }

  /**
   * The 12 pentominoes, free, named by Golomb's letters {@code F I L N P T U V W X Y Z} (in
   * Conway's order: I P L F N T U V W X Y Z).
   *
   * @return the pieces
   */
  public static List<Piece> pentominoesGolomb() {
    return set(PENTOMINOES, 2, GOLOMB);
  }

  /**
   * The 5 tetrominoes, free: {@code I L O S T}.
   *
   * @return the pieces
   */
  public static List<Piece> tetrominoes() {
    return set(new String[][] {{"I", "00 01 02 03"}, {"L", "00 01 02 10"}, {"O", "00 01 10 11"},
        {"S", "00 01 11 12"}, {"T", "00 01 02 11"}}, 2, null);
  }

  /**
   * The 7 Soma pieces of Piet Hein, turned by the 24 rotations of space: {@code V} (3 cubes),
   * {@code L}, {@code T}, {@code Z}, {@code A} and {@code B} (the two screws, mirror images of
   * each other), {@code P} (the branch). Together they fill a 3x3x3 cube.
   *
   * @return the pieces
   */
  public static List<Piece> soma() {
    return set(new String[][] {{"V", "000 010 100"}, {"L", "000 010 020 100"},
        {"T", "000 010 020 110"}, {"Z", "000 010 110 120"}, {"A", "000 100 110 111"},
        {"B", "000 100 010 011"}, {"P", "000 100 010 001"}}, 3, null);
  }

  /**
   * The 12 solid pentominoes: the pentominoes as flat pieces one cube thick, turned by the 24
   * rotations of space (which flip a flat piece over), named as {@link #pentominoes()}. They are
   * the pieces of the 3x4x5, 2x5x6 and 2x3x10 boxes. (The 29 pentacubes, of which these are the
   * flat ones, are not built in.)
   *
   * @return the pieces
   */
  public static List<Piece> solidPentominoes() {
    return set(flat(), 3, null);
  }

  /**
   * The 17 pentacubes that do not lie in a plane, with their names in the Superquints set of
   * Kadon Enterprises as Polyform Puzzler uses them (D. Goodger, "Pentacubes", Polyform Puzzler,
   * puzzler.sourceforge.net/docs/pentacubes.html; the cells are a centre cube {@code 111} and
   * four neighbours of it). Mirror pairs: {@code L1}/{@code J1}, {@code L2}/{@code J2},
   * {@code L4}/{@code J4}, {@code N1}/{@code S1}, {@code N2}/{@code S2}, {@code V1}/{@code V2}.
   */
  private static final String[][] NON_PLANAR = {
      {"L1", "111 011 211 221 012"}, {"L2", "111 011 211 221 112"},
      {"L3", "111 011 211 221 212"}, {"L4", "111 011 211 221 222"},
      {"J1", "111 011 211 221 010"}, {"J2", "111 011 211 221 110"},
      {"J4", "111 011 211 221 220"}, {"N1", "111 011 121 221 010"},
      {"N2", "111 011 121 221 110"}, {"S1", "111 011 121 221 012"},
      {"S2", "111 011 121 221 112"}, {"T1", "111 001 011 021 012"},
      {"T2", "111 001 011 021 112"}, {"V1", "111 011 121 012 002"},
      {"V2", "111 011 121 122 222"}, {"Q", "111 211 121 221 112"},
      {"A", "111 211 221 112 222"}};

  /**
   * The 29 pentacubes (every solid of five cubes joined face to face, mirror images counted
   * apart: 23 up to reflection, as six are chiral pairs), each turned by the 24 rotations of
   * space, named as Polyform Puzzler names them (D. Goodger, "Pentacubes: Puzzles &amp;
   * Solutions", puzzler.sourceforge.net/docs/pentacubes.html): the 12 flat ones by Golomb's
   * pentomino letters {@code F I L N P T U V W X Y Z} (in the order of {@link #pentominoes()},
   * Conway's), then the 17 others by the names of Kadon Enterprises' Superquints: {@code L1 L2
   * L3 L4 J1 J2 J4 N1 N2 S1 S2 T1 T2 V1 V2 Q A} ({@code J}n is the mirror image of {@code L}n,
   * {@code S}n of {@code N}n, {@code V2} of {@code V1}).
   *
   * @return the pieces
   */
  public static List<Piece> pentacubes() {
    List<Piece> out = new ArrayList<>(set(flat(), 3, GOLOMB));
    out.addAll(set(NON_PLANAR, 3, null));
    return List.copyOf(out);
  }

  private static String[][] flat() {
    String[][] flat = new String[PENTOMINOES.length][];
    for (int i = 0; i < flat.length; i++) {
      flat[i] = new String[] {PENTOMINOES[i][0],
          PENTOMINOES[i][1].replaceAll("(\\w\\w)", "$10")};
    }
    return flat;
  }

  private static List<Piece> set(String[][] table, int dims, String rename) {
    List<Piece> out = new ArrayList<>();
    for (int i = 0; i < table.length; i++) {
      List<Cell> cells = new ArrayList<>();
      for (String c : table[i][1].split(" ")) {
        cells.add(dims == 2 ? Cell.of(Cell.digit(c.charAt(0)), Cell.digit(c.charAt(1)))
            : Cell.of(Cell.digit(c.charAt(0)), Cell.digit(c.charAt(1)), Cell.digit(c.charAt(2))));
      }
      String name = rename == null ? table[i][0] : String.valueOf(rename.charAt(i));
      Piece p = Piece.of(name, cells);
      out.add(dims == 3 ? p.withOrientations(Orientations.ONE_SIDED) : p);
    }
    return List.copyOf(out);
  }
}
