package dev.exactcover.polyform;

/** When two solutions count as one ("distinct" solutions are the classes). */
public enum Equivalence {
  /** Never: every solution counts. */
  NONE,
  /**
   * When a symmetry of the box maps one onto the other, with every piece onto itself: the
   * rotations and reflections that map the box, its holes and its secondary cells onto
   * themselves and every placement of each piece onto a placement of the same piece. (A
   * reflection of space qualifies when every piece's mirror image is a placement of it: not for
   * the Soma cube, whose screws are mirror images of each other.)
   */
  SYMMETRY,
  /**
   * As {@link #SYMMETRY}, and also when a symmetry maps the solutions onto each other while
   * swapping pieces that are mirror images of each other (the Soma cube's 480 solutions up to
   * rotation are 240 up to rotation and reflection).
   */
  MIRROR_IMAGES
}
