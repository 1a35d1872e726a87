package dev.exactcover.cli;

import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Status;
import dev.exactcover.polyform.Arrangement;
import dev.exactcover.polyform.Drawing;
import dev.exactcover.polyform.Equivalence;
import dev.exactcover.polyform.Kind;
import dev.exactcover.polyform.Method;
import dev.exactcover.polyform.SpecException;
import dev.exactcover.polyform.Tally;
import dev.exactcover.polyform.Tiling;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code exactcover tile} (also {@code sudoku tile}): polyomino and polycube tilings in Knuth's spec formats. */
@Command(name = "tile", mixinStandardHelpOptions = true,
    description = {"Pack pieces into a box: a spec in Knuth's POLYOMINO-DLX (.polyomino) or "
        + "POLYCUBE-DLX (.polycube) format. Lists the solutions as pictures, or counts them; "
        + "with --distinct, one per class under the box's rotations and reflections.", "",
        "Every count goes one way, whatever the options: with --distinct, the problem with one "
        + "solution per class where a piece allows it (a piece without symmetry kept on one "
        + "placement of each orbit), else every solution weighed. A count can be limited "
        + "(--limit, --time-limit) or split into subproblems as the count command splits one "
        + "(--split, --shard, --job, --cluster); in pieces --distinct needs such a piece."},
    footer = {"", "A count that a limit stopped (--limit, --time-limit, or a --job or --cluster "
        + "run cut short) is a lower bound, marked: text '<n> limit', JSON "
        + "\"solutions_at_least\" (\"distinct_at_least\"), \"complete\":false with its "
        + "\"status\"; exit code 5. A listing stopped by --time-limit exits 5 too.",
        "", "Examples:",
        "  ./exactcover tile --count --distinct examples/tilings/pentominoes-6x10.polyomino",
        "  ./exactcover tile --count --distinct --job ~/scott.job "
        + "examples/tilings/scott.polyomino",
        "  ./exactcover tile --count --limit 100 examples/tilings/scott.polyomino  # exit 5",
        "  ./exactcover tile --count --distinct --stats examples/tilings/scott.polyomino",
        "  ./exactcover tile --limit 1 examples/tilings/soma.polycube",
        "  ./exactcover tile --distinct --limit 4 --format svg examples/tilings/scott.polyomino",
        "  ./exactcover tile --hole 02 --hole 36 examples/tilings/calendar.polyomino  # March 14",
        "  ./exactcover tile --dlx examples/tilings/soma.polycube > soma.dlx"})
final class TileCommand extends CliCommand {
  @Parameters(paramLabel = "FILE",
      description = "a spec: NAME.polyomino or NAME.polycube (else give --kind); - for stdin")
  String file;

  @Option(names = "--kind", paramLabel = "KIND",
      description = "polyomino or polycube: the format of FILE when its name does not say")
  KindName kind;

  /** The formats as the command line spells them. */
  enum KindName {
    polyomino(Kind.POLYOMINO), polycube(Kind.POLYCUBE);

    final Kind kind;

    KindName(Kind kind) {
      this.kind = kind;
    }
  }

  @Option(names = "--count", description = "print only the number of solutions")
  boolean count;

  @Option(names = "--distinct",
      description = "one solution per class under the symmetries of the box (rotations and "
          + "reflections that map the box and every piece's placements onto themselves)")
  boolean distinct;

  @Option(names = "--mirror-images",
      description = "with --distinct: also identify solutions that a reflection maps onto each "
          + "other while swapping pieces that are mirror images (the Soma cube: 240, not 480)")
  boolean mirrorImages;

  @Option(names = "--limit", paramLabel = "N",
      description = "list at most N solutions; with --count, stop counting at N (with "
          + "--distinct: N distinct solutions), the count marked")
  Long limit;

  @Option(names = "--time-limit", paramLabel = "SECONDS",
      description = "stop this long after the command started (a count so far is marked)")
  Double timeLimit;

  @Option(names = "--hole", paramLabel = "CELL",
      description = "leave this cell of the box uncovered, named as in the spec (2-D: 2 digits, "
          + "3-D: 3); repeatable")
  List<String> holes = new ArrayList<>();

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "grid",
      converter = TileFormat.Name.class,
      description = "grid (the default: each solution drawn as a grid of piece names, 3-D layers "
          + "side by side; a count on one line), svg (one picture of the solutions listed), or "
          + "json (one object per solution; with --count: solutions and distinct)")
  TileFormat format;

  /**
   * The output forms of {@code tile}, named as the puzzle commands name theirs ({@code grid} is
   * a drawing in characters); {@code text}, the old name of {@code grid}, is still read.
   */
  enum TileFormat {
    grid, svg, json;

    /** Reads a {@code --format} value. */
    static final class Name implements picocli.CommandLine.ITypeConverter<TileFormat> {
      @Override
      public TileFormat convert(String value) {
        return switch (value.toLowerCase(java.util.Locale.ROOT)) {
          case "grid", "text" -> grid;
          case "svg" -> svg;
          case "json" -> json;
          default -> throw new picocli.CommandLine.TypeConversionException(
              "expected grid, svg or json, not '" + value + "'");
        };
      }
    }
  }

  @Option(names = "--dlx",
      description = "print the exact-cover problem in .dlx format (as Knuth's generators "
          + "write it) instead of solving")
  boolean dlx;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "count on N threads (with --count; also the subproblems of --split and --job)")
  int threads;

  @Option(names = "--stats",
      description = "solutions, nodes, updates and seconds on stderr (with --distinct, the "
          + "distinct solutions too)")
  boolean stats;

  @Mixin CountingOptions pieces;

  private String source; // the spec's name in messages

  @Override
  public Integer call() {
    PrintWriter out = ctx().out();
    PrintWriter err = ctx().err();
    String problem = problem();
    if (problem != null) {
      err.println(commandName() + ": " + problem);
      err.println("Try './" + commandName() + " --help'.");
      return ExitCode.USAGE.code();
    }
    reading = ReadingDeadline.start(timeLimit, commandName(), "reading and building "
        + "the tiling of " + Messages.escape(file.equals("-") ? "<stdin>" : file) + ", before the "
        + "search began: " + (count ? "nothing was counted" : "no solution was listed"), ctx());
    try {
      Tiling t = read();
      if (reading != null) {
        t.problem(); // built now, within the limit (it is kept for what follows)
      }
      Equivalence e = !distinct ? Equivalence.NONE
          : mirrorImages ? Equivalence.MIRROR_IMAGES : Equivalence.SYMMETRY;
      Limits limits = Limits.none();
      if (timeLimit != null) { // for the whole run, from the command's start
        limits = limits.withTime(ctx().timeLeft(RunContext.seconds(timeLimit)));
      }
      int code;
      if (dlx) {
        ReadingDeadline.close(reading);
        out.print(t.toDlx());
        code = ExitCode.OK.code();
      } else if (count) {
        code = count(t, e, limit == null ? limits : limits.withSolutions(limit), out, err);
      } else {
        t.countsInPieces(e, Method.RESTRICTED); // what is searched, made within the limit
        ReadingDeadline.close(reading);
        code = list(t, e, limits, out, err);
      }
      out.flush();
      return code;
    } catch (CliFailure f) {
      ReadingDeadline.close(reading);
      out.flush();
      err.println(commandName() + ": " + f.getMessage());
      return f.exitCode();
    }
  }

  /** The time limit while the tiling is read and built; closed when a search begins. */
  private ReadingDeadline reading;

  /** The rules between the options, or null when they hold. */
  private String problem() {
    if (limit != null && limit < 1) {
      return "--limit must be at least 1, not " + limit;
    }
    if (threads < 1) {
      return "--threads must be at least 1, not " + threads;
    }
    if (timeLimit != null && RunContext.seconds(timeLimit) == null) {
      return "--time-limit must be a positive number of seconds (at most 100 years), not "
          + timeLimit;
    }
    if (mirrorImages && !distinct) {
      return "--mirror-images needs --distinct";
    }
    if (count && format == TileFormat.svg) {
      return "--format svg draws solutions; with --count use grid (the default) or json";
    }
    if (dlx && (count || limit != null || distinct || format != TileFormat.grid
        || timeLimit != null || pieces.any())) {
      return "--dlx prints the problem; it takes no --count, --limit, --time-limit, "
          + "--distinct, --format, --split, --shard, --job or --cluster";
    }
    if (pieces.any() && !count) {
      return "--split, --shard, --job and --cluster need --count";
    }
    if (limit != null && pieces.any()) {
      return "--limit does not go with --split, --shard, --job or --cluster (they count every "
          + "solution)";
    }
    if (count && limit != null && threads > 1) {
      return "--threads counts every solution: it goes without --limit in a count";
    }
    String inPieces = pieces.problem(threads);
    if (inPieces != null) {
      return inPieces;
    }
    if (kind == null && !file.endsWith(".polyomino") && !file.endsWith(".polycube")) {
      return "say the format of " + (file.equals("-") ? "<stdin>" : file)
          + " with --kind polyomino or --kind polycube (the text cannot tell: 012 is a "
          + "2-D cell with a suffix or a 3-D cell)";
    }
    return null;
  }

  /** The longest spec line read: a box or piece of all 62^3 cells listed one by one, and more. */
  static final int MAX_SPEC_LINE = 2 << 20;
  /** The longest spec read. */
  static final long MAX_SPEC = 64L << 20;

  private String readFile() throws IOException {
    try (java.io.InputStream in = Files.newInputStream(Path.of(file))) {
      return TextInput.read(in, MAX_SPEC_LINE, MAX_SPEC, "a tiling spec");
    }
  }

  private Tiling read() {
    boolean stdin = file.equals("-");
    source = stdin ? "<stdin>" : file;
    Kind k = kind != null ? kind.kind
        : file.endsWith(".polycube") ? Kind.POLYCUBE : Kind.POLYOMINO;
    String text;
    try {
      // Capped as the other readers are (a device such as /dev/zero stops at the cap with its
      // line, not when memory runs out): a spec line lists at most 62^3 cells of 4 characters.
      text = stdin ? TextInput.read(ctx().stdin(), MAX_SPEC_LINE, MAX_SPEC, "a tiling spec")
          : readFile();
    } catch (NoSuchFileException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), source + ": no such file");
    } catch (TextInput.NotText e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), Messages.escape(e.message(source)));
    } catch (IOException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), source + ": cannot read: " + Messages.plain(e));
    }
    Tiling t;
    try {
      t = Tiling.parse(text, k, source);
    } catch (SpecException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), Messages.escape(e.getMessage()));
    }
    if (holes.isEmpty()) {
      return t;
    }
    try {
      return t.withHoleNames(holes);
    } catch (IllegalArgumentException x) {
      throw new CliFailure(ExitCode.USAGE.code(), "--hole " + x.getMessage()
          + (x.getMessage().endsWith("not in the box") ? " of " + source : ""));
    }
  }

  private int list(Tiling t, Equivalence e, Limits limits, PrintWriter out, PrintWriter err) {
    long max = limit == null ? Long.MAX_VALUE : limit;
    long[] k = {0};
    List<Arrangement> kept = new ArrayList<>();
    SearchResult r = t.solve(e, limits, a -> {
      k[0]++;
      switch (format) {
        case grid -> out.print(k[0] + ":\n" + Drawing.text(t, a) + "\n");
        case json -> out.println(Drawing.json(t, a, k[0]));
        case svg -> kept.add(a);
        default -> throw new IllegalStateException();
      }
      return k[0] < max;
    });
    if (format == TileFormat.svg && !kept.isEmpty()) {
      out.print(kept.size() == 1 ? Drawing.svg(t, kept.get(0))
          : Drawing.gallery(t, kept, (int) Math.min(4, kept.size())));
    }
    if (stats) {
      out.flush();
      err.println(DlxRun.totals(r, Messages.count(k[0], "solution")));
    }
    if (r.status() == Status.TIME_LIMIT) {
      out.flush();
      err.println(commandName() + ": stopped by --time-limit after "
          + Messages.count(k[0], "solution") + " (there may be more)");
      return ExitCode.PARTIAL.code();
    }
    if (k[0] == 0) {
      out.flush();
      err.println(commandName() + ": no solution");
      return ExitCode.NO_SOLUTION.code();
    }
    return ExitCode.OK.code();
  }

  /**
   * The count, by the library's one path whatever the options: on the {@code --threads} within
   * {@code limits}, or in pieces through the runner that {@code count} uses (then the problem
   * searched must need no solution seen: refused, before anything is made, where it does).
   */
  private int count(Tiling t, Equivalence e, Limits limits, PrintWriter out, PrintWriter err) {
    boolean plain = t.countsInPieces(e, Method.RESTRICTED); // made within the reading limit
    if (pieces.any() && !plain) {
      throw new CliFailure(ExitCode.USAGE.code(), refusal());
    }
    ReadingDeadline.close(reading);
    if (!pieces.any()) {
      String name = commandName();
      ctx().onInterrupt(() -> name + ": interrupted; the count was not finished, so it is not "
          + "printed");
      Tally n = t.count(e, Method.RESTRICTED, limits, threads);
      print(n, format == TileFormat.json ? new Json() : null, null, out);
      out.flush();
      if (stats || !n.isComplete()) {
        err.println((n.isComplete() ? "" : DlxRun.stopped(n.search(), limits) + ": ")
            + totals(n));
      }
      return DlxRun.exitCode(n.search(), true);
    }
    try (CountRunner runner = new CountRunner(pieces, threads, ctx())) {
      CountRunner.Counted[] counted = new CountRunner.Counted[1];
      Tally n = t.count(e, Method.RESTRICTED, limits, (tree, l) -> {
        counted[0] = runner.count(tree, l);
        return counted[0].result();
      });
      boolean shard = counted[0].pieces() instanceof CountRunner.Pieces.Shard;
      Json j = null;
      if (format == TileFormat.json || shard) {
        j = new Json();
        counted[0].pieces().json(j);
      }
      print(n, j, runner.cluster(), out);
      out.flush();
      if (shard && !n.isComplete()) {
        err.println(DlxRun.stopped(n.search(), limits) + ": the shard's count is incomplete");
      } else if (stats && n.isComplete()) {
        err.println(totals(n) + (runner.cluster() == null ? ""
            : "; " + Messages.count(runner.cluster().resubmitted(), "task") + " sent again"));
      }
      return DlxRun.exitCode(n.search(), true);
    }
  }

  /**
   * {@code --stats} as {@code count} words it: the solutions (and the distinct ones), nodes,
   * updates and seconds.
   */
  private String totals(Tally n) {
    return DlxRun.totals(n.search(), Messages.count(n.solutions(), "solution")
        + (distinct ? ", " + n.distinct() + " distinct" : ""));
  }

  /**
   * A count as {@code count} prints one: text, the number marked {@code limit} when a limit
   * stopped it (a lower bound), with {@code --distinct} the distinct ones and the symmetries;
   * JSON ({@code j} non-null, perhaps with the pieces' fields), the keys of {@code count}'s
   * JSON with {@code distinct} (or {@code distinct_at_least}), {@code symmetries} and
   * {@code mirror_images} beside {@code solutions}.
   */
  private void print(Tally n, Json j, dev.exactcover.dlx.pieces.RemoteCounter cluster,
      PrintWriter out) {
    boolean whole = n.isComplete();
    String mark = whole ? "" : " limit";
    if (j == null) {
      out.println(!distinct ? n.solutions() + mark : n.solutions() + mark + " solutions, "
          + n.distinct() + mark + " distinct under " + n.symmetries()
          + (n.symmetries() == 1 ? " symmetry" : " symmetries")
          + (mirrorImages ? " (mirror images identified)" : ""));
      return;
    }
    SearchResult r = n.search();
    j.put(whole ? "solutions" : "solutions_at_least", n.solutions());
    if (distinct) {
      j.put(whole ? "distinct" : "distinct_at_least", n.distinct())
          .put("symmetries", n.symmetries()).put("mirror_images", mirrorImages);
    }
    j.put("nodes", r.nodes()).put("updates", r.updates()).put("conflicts", r.conflicts())
        .put("status", r.status().name().toLowerCase(java.util.Locale.ROOT))
        .put("seconds", r.elapsed().toNanos() / 1e9).put("complete", whole);
    if (cluster != null) {
      j.put("members", cluster.members().size()).put("resubmitted", cluster.resubmitted())
          .put("given_back", cluster.givenBack()).put("checked", cluster.checked());
    }
    out.println(j);
  }

  /** Why --distinct is refused in pieces for this spec. */
  private String refusal() {
    List<String> given = new ArrayList<>();
    if (pieces.split != null) {
      given.add("--split");
    }
    if (pieces.shard() != null) {
      given.add("--shard");
    }
    if (pieces.job() != null) {
      given.add("--job");
    }
    if (pieces.cluster.given()) {
      given.add("--cluster");
    }
    return "--distinct with " + String.join(", ", given) + " counts the problem with one "
        + "solution per class, which needs a piece used once that no symmetry but the identity "
        + "maps onto the same placement, and " + source + " has no such piece"
        + (mirrorImages ? " under --mirror-images" : "") + " (or repeats options); count its "
        + "distinct solutions without " + (given.size() == 1 ? "it" : "them") + " (every "
        + "solution is searched), or all its solutions (--count without --distinct) with "
        + (given.size() == 1 ? "it" : "them");
  }
}
