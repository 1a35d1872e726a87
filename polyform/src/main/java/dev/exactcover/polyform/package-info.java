/**
 * Tilings as pieces and a box: {@link dev.exactcover.polyform.Tiling} is the front door.
 *
 * <p>A {@link dev.exactcover.polyform.Box} is a set of {@link dev.exactcover.polyform.Cell}s in
 * two or three dimensions; a {@link dev.exactcover.polyform.Piece} is a shape with its allowed
 * {@link dev.exactcover.polyform.Orientations}, a multiplicity and whether it may be left out.
 * The exact-cover problem has one primary item per cell that must be covered, one per piece, and
 * one secondary item per cell that may stay empty; one option per placement of a piece, in the
 * order of Knuth's generators.
 */
package dev.exactcover.polyform;
