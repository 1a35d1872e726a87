package dev.exactcover.polyform;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Status;
import dev.exactcover.polyform.internal.Counting;
import dev.exactcover.polyform.internal.Group;
import dev.exactcover.polyform.internal.Model;
import dev.exactcover.polyform.internal.SpecReader;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A tiling problem: pieces to pack into a box; the front door of this package. Build one in code
 * or read one of Knuth's POLYOMINO-DLX / POLYCUBE-DLX specs, then get its exact-cover
 * {@link #problem()}, its {@code .dlx} text, its {@link #symmetries symmetries}, its counts
 * (total and distinct) or its solutions.
 *
 * <pre>{@code
 * Tiling t = Tiling.builder().box(Box.rectangle(6, 10)).pieces(Pieces.pentominoes()).build();
 * Tally n = t.count(Equivalence.SYMMETRY, Method.RESTRICTED, 1); // 9356 solutions, 2339 distinct
 * }</pre>
 *
 * <p>Immutable and thread-safe; the options and the symmetries are computed once, at first use.
 */
public final class Tiling {
  private final Box box;
  private final List<Piece> pieces;
  private final List<int[]> shapeOrder;
  private final List<String> specLines; // as read, or null when built in code
  private volatile Model model;
  private final java.util.Map<String, Counting.Plan> plans =
      new java.util.concurrent.ConcurrentHashMap<>(); // by equivalence and method

  private Tiling(Box box, List<Piece> pieces, List<int[]> shapeOrder, List<String> specLines) {
    this.box = box;
    this.pieces = pieces;
    this.shapeOrder = shapeOrder;
    this.specLines = specLines;
  }

  /**
   * A new builder.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Reads a spec in Knuth's format.
   *
   * @param text the spec
   * @param kind POLYOMINO or POLYCUBE (the text cannot tell)
   * @param source the name used in messages (a file name, or {@code <stdin>})
   * @return the tiling
   * @throws SpecException naming the source, line, column and rule of the first mistake
   */
  public static Tiling parse(String text, Kind kind, String source) throws SpecException {
    SpecReader.Spec s = SpecReader.read(text, kind, source);
    try {
      return make(s.box(), s.pieces(), s.shapeOrder(), s.lines());
    } catch (SpecException e) {
      throw e; // placed already
    } catch (IllegalArgumentException e) {
      throw new SpecException(source, 0, 0, e.getMessage());
    }
  }

  /**
   * Reads a spec file (UTF-8) in Knuth's format.
   *
   * @param file the file
   * @param kind POLYOMINO or POLYCUBE
   * @return the tiling
   * @throws IOException if the file cannot be read
   * @throws SpecException naming the file, line, column and rule of the first mistake
   */
  public static Tiling read(Path file, Kind kind) throws IOException, SpecException {
    return parse(Files.readString(file, StandardCharsets.UTF_8), kind,
        String.valueOf(file.getFileName()));
  }

  private static Tiling make(Box box, List<Piece> pieces, List<int[]> order, List<String> lines) {
    Set<String> names = new HashSet<>();
    for (Cell c : box.cells()) {
      names.add(c.name(box.dimensions()));
    }
    Set<String> seen = new HashSet<>();
    for (Piece p : pieces) {
      if (!seen.add(p.name())) {
        throw new IllegalArgumentException("two pieces are named '" + p.name() + "'");
      }
      if (names.contains(p.name())) {
        throw new IllegalArgumentException("piece name '" + p.name()
            + "' is also the name of a cell of the box");
      }
      for (List<Cell> s : p.shapes()) {
        for (Cell c : s) {
          if (box.dimensions() == 2 && c.z() != 0) {
            throw new IllegalArgumentException("piece '" + p.name() + "' has cell " + c
                + " with z != 0 in a plane tiling");
          }
        }
      }
    }
    if (pieces.isEmpty()) {
      throw new IllegalArgumentException("the tiling has no piece");
    }
    return new Tiling(box, List.copyOf(pieces), List.copyOf(order),
        lines == null ? null : List.copyOf(lines));
  }

  /** Builds a {@link Tiling}: a box and pieces. Not thread-safe. */
  public static final class Builder {
    private Box box;
    private final List<Piece> pieces = new ArrayList<>();

    private Builder() {}

    /**
     * Sets the box.
     *
     * @param b the box
     * @return this builder
     */
    public Builder box(Box b) {
      this.box = Objects.requireNonNull(b, "box");
      return this;
    }

    /**
     * Adds a piece.
     *
     * @param p the piece
     * @return this builder
     */
    public Builder piece(Piece p) {
      pieces.add(Objects.requireNonNull(p, "piece"));
      return this;
    }

    /**
     * Adds pieces.
     *
     * @param ps the pieces, in order
     * @return this builder
     */
    public Builder pieces(Collection<Piece> ps) {
      ps.forEach(this::piece);
      return this;
    }

    /**
     * The tiling.
     *
     * @return the tiling
     * @throws IllegalArgumentException if there is no box or no piece, two pieces share a name,
     *     a piece is named as a cell, or a piece of a plane tiling has a cell with {@code z != 0}
     */
    public Tiling build() {
      if (box == null) {
        throw new IllegalArgumentException("the tiling has no box");
      }
      List<int[]> order = new ArrayList<>();
      for (int p = 0; p < pieces.size(); p++) {
        for (int s = 0; s < pieces.get(p).shapes().size(); s++) {
          order.add(new int[] {p, s});
        }
      }
      return make(box, pieces, order, null);
    }
  }

  /**
   * This tiling with some cells of the box taken out (holes).
   *
   * @param holes the cells to take out
   * @return the changed copy
   * @throws IllegalArgumentException if a hole is not a cell of the box
   */
  public Tiling withHoles(Collection<Cell> holes) {
    for (Cell c : holes) {
      if (!box.cells().contains(c)) {
        throw new IllegalArgumentException("cell " + c.name(box.dimensions())
            + " is not in the box");
      }
    }
    return new Tiling(box.without(holes), pieces, shapeOrder, specLines);
  }

  /**
   * This tiling with the cells named by {@code names} taken out (holes), each named as the spec
   * names a cell ({@link Cell#parse}: one radix-62 digit per coordinate).
   *
   * @param names the cells' names
   * @return the changed copy
   * @throws IllegalArgumentException naming the first name that is not a cell's, or whose cell
   *     is not in the box, and why
   */
  public Tiling withHoleNames(Collection<String> names) {
    List<Cell> cells = new ArrayList<>();
    for (String name : names) {
      Cell c;
      try {
        c = Cell.parse(name, box.dimensions());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
      }
      if (!box.cells().contains(c)) {
        throw new IllegalArgumentException(name + ": that cell is not in the box");
      }
      cells.add(c);
    }
    return withHoles(cells);
  }

  private Model model() {
    Model m = model;
    if (m == null) {
      synchronized (this) {
        m = model;
        if (m == null) {
          m = new Model(box, pieces, shapeOrder);
          model = m;
        }
      }
    }
    return m;
  }

  /**
   * The box.
   *
   * @return the box
   */
  public Box box() {
    return box;
  }

  /**
   * The pieces, in the order of their items.
   *
   * @return the pieces, unmodifiable
   */
  public List<Piece> pieces() {
    return pieces;
  }

  /**
   * The exact-cover problem: items and options as Knuth's generators make them.
   *
   * @return the problem
   */
  public Problem problem() {
    return model().problem;
  }

  /**
   * The placements, option by option.
   *
   * @return the placements, in the problem's option order
   */
  public List<Placement> placements() {
    Model m = model();
    List<Placement> out = new ArrayList<>(m.cells.length);
    for (int o = 0; o < m.cells.length; o++) {
      out.add(placement(m, o));
    }
    return out;
  }

  private Placement placement(Model m, int o) {
    List<Cell> cs = new ArrayList<>(m.cells[o].length);
    for (int i : m.cells[o]) {
      cs.add(box.cells().get(i));
    }
    return new Placement(pieces.get(m.piece[o]).name(), cs);
  }

  /**
   * The solution made of some options of {@link #problem()}.
   *
   * @param options option numbers
   * @return the arrangement, placements in option order
   */
  public Arrangement arrangement(int[] options) {
    Model m = model();
    int[] s = options.clone();
    java.util.Arrays.sort(s);
    List<Placement> ps = new ArrayList<>(s.length);
    for (int o : s) {
      ps.add(placement(m, o));
    }
    return new Arrangement(ps);
  }

  /**
   * The spec in Knuth's format: the lines read, or for a tiling built in code, a box line listing
   * every cell and one line per shape. (Orientations other than his programs' own, and optional
   * pieces, have no notation there: a comment line says so.)
   *
   * @return the spec's lines
   */
  public List<String> spec() {
    if (specLines != null) {
      return specLines;
    }
    int dims = box.dimensions();
    List<String> out = new ArrayList<>();
    StringBuilder sb = new StringBuilder();
    for (Cell c : box.cells()) {
      sb.append(sb.length() == 0 ? "" : " ").append(c.name(dims));
    }
    out.add(sb.toString());
    Orientations usual = dims == 2 ? Orientations.FREE : Orientations.ONE_SIDED;
    for (int[] ps : shapeOrder) {
      Piece p = pieces.get(ps[0]);
      if (ps[1] == 0 && (p.orientations() != usual || p.optional())) {
        out.add("| piece " + p.name() + ": orientations " + p.orientations().name()
            .toLowerCase(java.util.Locale.ROOT) + (p.optional() ? ", optional" : ""));
      }
      sb.setLength(0);
      sb.append(p.multiplicity() > 1 ? Cell.of(p.multiplicity(), 0).name(2).charAt(0) + "*" : "")
          .append(p.name());
      for (Cell c : p.shapes().get(ps[1])) {
        sb.append(' ').append(c.name(dims));
      }
      out.add(sb.toString());
    }
    return out;
  }

  /**
   * The problem in {@code .dlx} format, as Knuth's generators write it: the spec's lines as
   * comments, the item line (primary cells, pieces, then {@code |} and the secondary cells, each
   * after a blank), then one option per line, the piece's name first. A piece used {@code m}
   * times is written {@code m|name} ({@code 0:m|name} if it may be left out), which Algorithm M
   * reads.
   *
   * @return the text
   */
  public String toDlx() {
    Model m = model();
    int dims = box.dimensions();
    StringBuilder sb = new StringBuilder();
    for (String l : spec()) {
      sb.append("| ").append(l).append('\n');
    }
    sb.append("| the exact-cover problem of that spec follows\n");
    boolean secondary = false;
    for (Cell c : box.cells()) {
      if (box.isSecondary(c)) {
        secondary = true;
      } else {
        sb.append(' ').append(c.name(dims));
      }
    }
    for (Piece p : pieces) {
      sb.append(' ');
      if (p.optional()) {
        sb.append("0:").append(p.multiplicity()).append('|');
      } else if (p.multiplicity() > 1) {
        sb.append(p.multiplicity()).append('|');
      }
      sb.append(p.name());
    }
    if (secondary) {
      sb.append(" |");
      for (Cell c : box.cells()) {
        if (box.isSecondary(c)) {
          sb.append(' ').append(c.name(dims));
        }
      }
    }
    sb.append('\n');
    for (int o = 0; o < m.cells.length; o++) {
      sb.append(pieces.get(m.piece[o]).name());
      for (int i : m.cells[o]) {
        sb.append(' ').append(box.cells().get(i).name(dims));
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  private Group group(Equivalence e) {
    return e == Equivalence.NONE ? null : new Group(model(), e == Equivalence.MIRROR_IMAGES);
  }

  /**
   * The number of all solutions, from the number of distinct ones under {@code e} counted on
   * {@link #distinctProblem}'s problem: each class there has one solution per symmetry, so it is
   * that count times the number of {@linkplain #symmetries symmetries}. Exact, as the count.
   *
   * @param distinct the distinct solutions (or a lower bound of them, which gives one of all)
   * @param e the equivalence the distinct problem was made for
   * @return {@code distinct} times the number of symmetries under {@code e}
   * @throws IllegalArgumentException if {@code distinct} is negative
   */
  public BigInteger solutionsFromDistinct(BigInteger distinct, Equivalence e) {
    if (distinct.signum() < 0) {
      throw new IllegalArgumentException("a count is not negative: " + distinct);
    }
    Group g = group(e);
    return distinct.multiply(BigInteger.valueOf(g == null ? 1 : g.size()));
  }

  /**
   * The symmetries under an equivalence, the identity first.
   *
   * @param e the equivalence ({@link Equivalence#NONE}: the identity alone)
   * @return the symmetries
   */
  public List<Symmetry> symmetries(Equivalence e) {
    Group g = group(e);
    int dims = box.dimensions();
    if (g == null) {
      return List.of(new Symmetry(formula(new int[] {0, 1, 2}, new int[] {1, 1, 1}, dims),
          false, false));
    }
    List<Symmetry> out = new ArrayList<>();
    for (Group.Element el : g.elements) {
      out.add(new Symmetry(formula(el.axes(), el.signs(), dims), el.isReflection(),
          el.swapsPieces()));
    }
    return out;
  }

  private static String formula(int[] axes, int[] signs, int dims) {
    String v = "xyz";
    StringBuilder a = new StringBuilder("(");
    StringBuilder b = new StringBuilder("(");
    for (int d = 0; d < dims; d++) {
      a.append(d > 0 ? "," : "").append(v.charAt(d));
      b.append(d > 0 ? "," : "").append(signs[d] < 0 ? "-" : "").append(v.charAt(axes[d]));
    }
    return a + ") -> " + b + ")";
  }

  /**
   * Counts the solutions, and the distinct ones under {@code e}, exactly: {@link #count(
   * Equivalence, Method, Limits, int)} without limits.
   *
   * @param e the equivalence
   * @param method how to count the distinct ones
   * @param threads the number of threads, at least 1
   * @return the counts
   * @throws IllegalArgumentException if {@code threads < 1}
   */
  public Tally count(Equivalence e, Method method, int threads) {
    return count(e, method, Limits.none(), threads);
  }

  /**
   * Counts the solutions, and the distinct ones under {@code e}, within {@code limits}, on this
   * machine's threads through the engine's runner. What is searched depends only on the tiling,
   * {@code e} and {@code method} (see {@link Method}), never on the limits or the threads. A
   * solution limit stops the count at that many distinct solutions (all of them under
   * {@link Equivalence#NONE}); when the problem with one solution per class is counted, it goes
   * with one thread only. A count that a limit stopped gives lower bounds, and says so:
   * {@link Tally#isComplete()}.
   *
   * @param e the equivalence
   * @param method how to count the distinct ones
   * @param limits the limits (the time for the whole count)
   * @param threads the number of threads, at least 1
   * @return the counts, exact when complete
   * @throws IllegalArgumentException if {@code threads < 1}, or a solution or node limit is
   *     given with several threads for a count that needs no solution seen ({@link
   *     #countsInPieces})
   */
  public Tally count(Equivalence e, Method method, Limits limits, int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, not " + threads);
    }
    Objects.requireNonNull(limits, "limits");
    return tally(e, method, limits, threads, null);
  }

  /**
   * Counts as {@link #count(Equivalence, Method, Limits, int)} does, the search tree counted by
   * {@code counter} (in pieces, through a job file, on a cluster): for a count that needs no
   * solution seen ({@link #countsInPieces}).
   *
   * @param e the equivalence
   * @param method how to count the distinct ones
   * @param limits the limits, handed to {@code counter}
   * @param counter counts the tree of the problem searched
   * @return the counts, exact when complete
   * @throws IllegalArgumentException if the count must see every solution
   */
  public Tally count(Equivalence e, Method method, Limits limits, TreeCounter counter) {
    Objects.requireNonNull(counter, "counter");
    Objects.requireNonNull(limits, "limits");
    return tally(e, method, limits, 1, counter::count);
  }

  private Tally tally(Equivalence e, Method method, Limits limits, int threads,
      java.util.function.BiFunction<dev.exactcover.dlx.pieces.SearchTree, Limits,
          SearchResult> counter) {
    Group g = group(e);
    Counting.Plan plan = plan(e, method);
    Counting.Result r = Counting.count(plan, limits, threads, counter);
    return new Tally(r.solutions(), g == null ? r.solutions() : r.distinct(),
        g == null ? 1 : g.size(), e, r.piece(), r.search());
  }

  /**
   * Whether a count under {@code e} by {@code method} is the count of one problem, whose
   * solutions need not be seen: then it can be counted in pieces ({@link #count(Equivalence,
   * Method, Limits, TreeCounter)}). True under {@link Equivalence#NONE}, and with
   * {@link Method#RESTRICTED} when {@link #distinctProblem} has a problem.
   *
   * @param e the equivalence
   * @param method the method
   * @return whether the count is the count of one problem
   */
  public boolean countsInPieces(Equivalence e, Method method) {
    return plan(e, method).plainCount();
  }

  /** What a count or listing under {@code e} by {@code method} searches, made once. */
  private Counting.Plan plan(Equivalence e, Method method) {
    return plans.computeIfAbsent(e + " " + method, k -> Counting.plan(model(), group(e),
        method == Method.RESTRICTED));
  }

  /**
   * Lists the solutions in search order: all of them under {@link Equivalence#NONE}, else one
   * per class (the one that {@link Method#RESTRICTED} counts).
   *
   * @param e the equivalence
   * @param each sees each solution; returns false to stop
   * @return true if every solution was seen, false if {@code each} stopped the listing
   */
  public boolean solve(Equivalence e, Predicate<Arrangement> each) {
    return solve(e, Limits.none(), each).status() == Status.EXHAUSTED;
  }

  /**
   * Lists the solutions in search order, as {@link #solve(Equivalence, Predicate)}, within a time
   * limit for the whole listing and a cancel token (the solution and node limits are not used:
   * {@code each} stops the listing). The problem searched is the one that {@link #count} with
   * {@link Method#RESTRICTED} searches.
   *
   * @param e the equivalence
   * @param limits the time limit and cancel token
   * @param each sees each solution; returns false to stop
   * @return why the listing ended ({@link Status#EXHAUSTED} if every solution was seen,
   *     {@link Status#STOPPED} if {@code each} stopped it, else the limit that stopped it), the
   *     solutions listed, and the search's nodes, updates and time
   */
  public SearchResult solve(Equivalence e, Limits limits, Predicate<Arrangement> each) {
    Objects.requireNonNull(limits, "limits");
    return Counting.list(plan(e, Method.RESTRICTED), limits, s -> each.test(arrangement(s)));
  }

  /**
   * A problem whose solutions are exactly one of each class of solutions under {@code e}, when
   * a piece allows it: its count is the number of distinct solutions, and that times the number
   * of {@linkplain #symmetries symmetries} is the number of all solutions. Being one exact-cover
   * problem, it can be counted in pieces, within limits, on a cluster. It is this tiling's
   * problem with one piece kept only on the least placement of each orbit of its placements
   * under the symmetries: a piece used once, that every symmetry maps onto itself, and none of
   * whose placements a symmetry other than the identity maps onto itself (in a rectangle, a
   * pentomino without mirror or turn symmetry, such as {@code R}; the classic choice {@code X}
   * can lie on an axis of the box). Under {@link Equivalence#NONE}, or when the box has no
   * symmetry but the identity, it is {@link #problem()}.
   *
   * @param e the equivalence
   * @return the problem, or empty when no piece qualifies (every solution must then be seen to
   *     count the classes: {@link #count}) or when options repeat (a piece given on lines whose
   *     turns overlap)
   */
  public Optional<Problem> distinctProblem(Equivalence e) {
    Counting.ClassProblem c = Counting.classProblem(model(), group(e));
    return c == null ? Optional.empty() : Optional.of(c.problem());
  }
}
