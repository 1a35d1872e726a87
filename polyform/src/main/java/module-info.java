/**
 * Tilings: polyominoes and polycubes packed into a box, stated as pieces and cells, solved by
 * {@code dev.exactcover.dlx}, counted up to the box's symmetries and drawn. Reads Knuth's
 * POLYOMINO-DLX and POLYCUBE-DLX specs and writes the {@code .dlx} his generators write.
 */
module dev.exactcover.polyform {
  requires transitive dev.exactcover.dlx; // a tiling is an exact-cover Problem; its API shows it

  exports dev.exactcover.polyform;
}
