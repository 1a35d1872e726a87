package dev.exactcover.sudoku.cli;

import dev.exactcover.polyform.Arrangement;
import dev.exactcover.polyform.Cell;
import dev.exactcover.polyform.Drawing;
import dev.exactcover.polyform.Equivalence;
import dev.exactcover.polyform.Kind;
import dev.exactcover.polyform.Method;
import dev.exactcover.polyform.SpecException;
import dev.exactcover.polyform.Tally;
import dev.exactcover.polyform.Tiling;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code exactcover tile} (also {@code sudoku tile}): polyomino and polycube tilings in Knuth's spec formats. */
@Command(name = "tile", mixinStandardHelpOptions = true,
    description = {"Pack pieces into a box: a spec in Knuth's POLYOMINO-DLX (.polyomino) or "
        + "POLYCUBE-DLX (.polycube) format. Lists the solutions as pictures, or counts them; "
        + "with --distinct, one per class under the box's rotations and reflections."},
    footer = {"", "Exit codes: 0 done; 1 no solution (when listing); 2 usage error; 3 invalid "
        + "input (an unreadable file, a spec that breaks a rule, named by line and column); 6 "
        + "output could not be written; 70 internal failure; 130/143 interrupted; 141 stdout "
        + "closed.",
        "", "Examples:",
        "  ./exactcover tile --count --distinct examples/tilings/pentominoes-6x10.polyomino",
        "  ./exactcover tile --limit 1 examples/tilings/soma.polycube",
        "  ./exactcover tile --distinct --limit 4 --format svg examples/tilings/scott.polyomino",
        "  ./exactcover tile --hole 02 --hole 36 examples/tilings/calendar.polyomino  # March 14",
        "  ./exactcover tile --dlx examples/tilings/soma.polycube > soma.dlx"})
final class TileCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

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

  @Option(names = "--limit", paramLabel = "N", description = "list at most N solutions")
  Long limit;

  @Option(names = "--hole", paramLabel = "CELL",
      description = "leave this cell of the box uncovered, named as in the spec (2-D: 2 digits, "
          + "3-D: 3); repeatable")
  List<String> holes = new ArrayList<>();

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "text (grids of piece names; 3-D layers side by side), svg (one picture "
          + "of the solutions listed), or json (one object per solution; with --count: "
          + "solutions and distinct)")
  TileFormat format;

  /** The output forms of {@code tile}. */
  enum TileFormat { text, svg, json }

  @Option(names = "--dlx",
      description = "print the exact-cover problem in .dlx format (as Knuth's generators "
          + "write it) instead of solving")
  boolean dlx;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "count on N threads (with --count)")
  int threads;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    String problem = problem();
    if (problem != null) {
      err.println(spec.qualifiedName(" ") + ": " + problem);
      err.println("Try './" + spec.qualifiedName(" ") + " --help'.");
      return Main.USAGE;
    }
    try {
      Tiling t = read();
      Equivalence e = !distinct ? Equivalence.NONE
          : mirrorImages ? Equivalence.MIRROR_IMAGES : Equivalence.SYMMETRY;
      int code;
      if (dlx) {
        out.print(t.toDlx());
        code = Main.OK;
      } else if (count) {
        code = count(t, e, out);
      } else {
        code = list(t, e, out, err);
      }
      out.flush();
      return code;
    } catch (CliFailure f) {
      out.flush();
      err.println(spec.qualifiedName(" ") + ": " + f.getMessage());
      return f.exitCode();
    }
  }

  /** The rules between the options, or null when they hold. */
  private String problem() {
    if (limit != null && limit < 1 || threads < 1) {
      return "--limit and --threads must be positive";
    }
    if (mirrorImages && !distinct) {
      return "--mirror-images needs --distinct";
    }
    if (count && limit != null) {
      return "--limit lists solutions; --count counts them all";
    }
    if (count && format == TileFormat.svg) {
      return "--format svg draws solutions; with --count use text or json";
    }
    if (dlx && (count || limit != null || distinct || format != TileFormat.text)) {
      return "--dlx prints the problem; it takes no --count, --limit, --distinct or --format";
    }
    if (kind == null && !file.endsWith(".polyomino") && !file.endsWith(".polycube")) {
      return "say the format of " + (file.equals("-") ? "<stdin>" : file)
          + " with --kind polyomino or --kind polycube (the text cannot tell: 012 is a "
          + "2-D cell with a suffix or a 3-D cell)";
    }
    return null;
  }

  private Tiling read() {
    boolean stdin = file.equals("-");
    String source = stdin ? "<stdin>" : file;
    Kind k = kind != null ? kind.kind
        : file.endsWith(".polycube") ? Kind.POLYCUBE : Kind.POLYOMINO;
    String text;
    try {
      byte[] bytes = stdin ? System.in.readAllBytes() : Files.readAllBytes(Path.of(file));
      text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes))
          .toString();
    } catch (NoSuchFileException e) {
      throw new CliFailure(Main.INVALID_INPUT, source + ": no such file");
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new CliFailure(Main.INVALID_INPUT, source + ": cannot read: not UTF-8 text");
    } catch (IOException e) {
      throw new CliFailure(Main.INVALID_INPUT, source + ": cannot read: " + Messages.plain(e));
    }
    Tiling t;
    try {
      t = Tiling.parse(text, k, source);
    } catch (SpecException e) {
      throw new CliFailure(Main.INVALID_INPUT, e.getMessage());
    }
    if (holes.isEmpty()) {
      return t;
    }
    List<Cell> cells = new ArrayList<>();
    int dims = k.dimensions();
    for (String h : holes) {
      int[] c = new int[3];
      boolean ok = h.length() == dims;
      for (int i = 0; ok && i < dims; i++) {
        c[i] = Cell.digit(h.charAt(i));
        ok = c[i] >= 0;
      }
      if (!ok) {
        throw new CliFailure(Main.USAGE, "--hole " + h + ": a cell is " + dims
            + " radix-62 digits (0-9, a-z, A-Z), as in the spec");
      }
      Cell cell = new Cell(c[0], c[1], c[2], "");
      if (!t.box().cells().contains(cell)) {
        throw new CliFailure(Main.USAGE, "--hole " + h + ": that cell is not in the box of "
            + source);
      }
      cells.add(cell);
    }
    return t.withHoles(cells);
  }

  private int count(Tiling t, Equivalence e, PrintWriter out) {
    Tally n = t.count(e, Method.RESTRICTED, threads);
    if (format == TileFormat.json) {
      Json j = new Json().put("solutions", n.solutions());
      if (distinct) {
        j.put("distinct", n.distinct()).put("symmetries", n.symmetries())
            .put("mirrorImages", mirrorImages);
      }
      out.println(j);
    } else if (distinct) {
      out.println(n.solutions() + " solutions, " + n.distinct() + " distinct under "
          + n.symmetries() + (n.symmetries() == 1 ? " symmetry" : " symmetries")
          + (mirrorImages ? " (mirror images identified)" : ""));
    } else {
      out.println(n.solutions());
    }
    return Main.OK;
  }

  private int list(Tiling t, Equivalence e, PrintWriter out, PrintWriter err) {
    long max = limit == null ? Long.MAX_VALUE : limit;
    long[] k = {0};
    List<Arrangement> kept = new ArrayList<>();
    t.solve(e, a -> {
      k[0]++;
      switch (format) {
        case text -> out.print(k[0] + ":\n" + Drawing.text(t, a) + "\n");
        case json -> out.println(Drawing.json(t, a).replaceFirst("^\\{",
            "{\"solution\":" + k[0] + ","));
        case svg -> kept.add(a);
        default -> throw new IllegalStateException();
      }
      return k[0] < max;
    });
    if (format == TileFormat.svg && !kept.isEmpty()) {
      out.print(kept.size() == 1 ? Drawing.svg(t, kept.get(0))
          : Drawing.gallery(t, kept, (int) Math.min(4, kept.size())));
    }
    if (k[0] == 0) {
      out.flush();
      err.println(spec.qualifiedName(" ") + ": no solution");
      return Main.NO_SOLUTION;
    }
    return Main.OK;
  }
}
