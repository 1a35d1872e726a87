package dev.exactcover.sudoku;

/**
 * What a {@link Region} is. Its {@linkplain #label() label} names regions in messages ({@code row
 * 3}) and its {@linkplain #itemPrefix() item prefix} names their items in the exact-cover matrix,
 * after Knuth's {@code sudoku-dlx} ({@code r}, {@code c}, {@code b}; {@code x} and {@code g} are
 * ours).
 */
public enum RegionKind {
  /** A row of the grid. */
  ROW("row", 'r'),
  /** A column of the grid. */
  COLUMN("column", 'c'),
  /** A box of the standard layout. */
  BOX("box", 'b'),
  /** One of the two main diagonals (Sudoku X). */
  DIAGONAL("diagonal", 'x'),
  /** A piece of a jigsaw layout, which takes the place of the boxes. */
  JIGSAW("region", 'g');

  private final String label;
  private final char itemPrefix;

  RegionKind(String label, char itemPrefix) {
    this.label = label;
    this.itemPrefix = itemPrefix;
  }

  /**
   * The word for it in messages: {@code row}, {@code column}, {@code box}, ...
   *
   * @return the word for it in messages: {@code row}, {@code column}, {@code box}, 
   */
  public String label() {
    return label;
  }

  /**
   * The first letter of its items' names in the exact-cover matrix.
   *
   * @return the first letter of its items' names in the exact-cover matrix
   */
  public char itemPrefix() {
    return itemPrefix;
  }

  /**
   * Whether it is a row or a column.
   *
   * @return whether it is a row or a column
   */
  public boolean isLine() {
    return this == ROW || this == COLUMN;
  }

  /**
   * Whether it is a box or a jigsaw piece: the "block" that crosses lines.
   *
   * @return whether it is a box or a jigsaw piece: the "block" that crosses lines
   */
  public boolean isBlock() {
    return this == BOX || this == JIGSAW;
  }
}
