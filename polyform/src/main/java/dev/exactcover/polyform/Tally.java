package dev.exactcover.polyform;

import java.math.BigInteger;

/**
 * The outcome of counting a tiling: exact integers, of any size.
 *
 * @param solutions the number of solutions
 * @param distinct the number of classes of solutions under {@code equivalence} (equal to
 *     {@code solutions} under {@link Equivalence#NONE})
 * @param symmetries the number of symmetries of the group used (1 under
 *     {@link Equivalence#NONE})
 * @param equivalence the equivalence used
 * @param restrictedPiece the piece whose placements were restricted to one per orbit, or null
 *     when every solution was searched
 */
public record Tally(BigInteger solutions, BigInteger distinct, int symmetries, Equivalence equivalence,
    String restrictedPiece) {}
