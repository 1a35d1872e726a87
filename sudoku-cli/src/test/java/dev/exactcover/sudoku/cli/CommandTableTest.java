package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.cli.CommandTable;
import dev.exactcover.cli.CommandTableMaker;
import dev.exactcover.cli.ExactCoverMain;
import dev.exactcover.cli.Launcher;
import dev.exactcover.cli.RunContext;
import dev.exactcover.cli.Tool;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The table of the plain commands' options against picocli: random command lines parsed both
 * ways; wherever the table fills a command, picocli parses the same line without an error and
 * leaves every field of the command (its mixins' too) as the table does.
 */
class CommandTableTest {
  @TempDir Path dir;

  private CommandTable table(Tool tool) throws IOException {
    Path file = dir.resolve(tool.name() + ".commands");
    CommandTableMaker.write(tool, file);
    return CommandTable.read(file);
  }

  @Test
  void thePuzzleCommandsAreInTheTable() throws IOException {
    CommandTable t = table(new Main());
    for (String c : List.of("solve", "check", "validate", "grade", "minimize", "hint",
        "explain")) {
      assertTrue(t.fill(new Main().command(c), c, "a.txt"), c);
      assertTrue(t.fill(new Main().command(c), c, "--format", "json", "--threads", "2", "a.txt",
          "-"), c);
    }
  }

  @Test
  void theCountingCommandsAreInTheTable() throws IOException {
    CommandTable sudoku = table(new Main());
    CommandTable exactcover = table(ExactCoverMain.TOOL);
    for (String[] line : List.of(new String[] {"count", "a.txt"},
        new String[] {"count", "--limit", "5", "--split", "10", "--threads", "2", "a.txt"},
        new String[] {"generate"}, new String[] {"generate", "-n", "3", "--seed", "7"},
        new String[] {"dlx", "--count", "a.dlx"}, new String[] {"dlx"},
        new String[] {"dlx", "--format", "text", "--limit", "2", "-"},
        new String[] {"tile", "--count", "--distinct", "a.polyomino"},
        new String[] {"tile", "--format", "svg", "a.polyomino"})) {
      assertTrue(sudoku.fill(new Main().command(line[0]), line), String.join(" ", line));
    }
    for (String[] line : List.of(new String[] {"count", "a.dlx"}, new String[] {"count"},
        new String[] {"count", "--threads", "2", "--format", "JSON", "--stats", "a.dlx"},
        new String[] {"count", "--split", "100", "--cluster", "127.0.0.1", "a.dlx"},
        new String[] {"list", "--limit", "3", "--seed", "1", "a.dlx"},
        new String[] {"list", "--sample", "2", "--format=json", "-"},
        new String[] {"tile", "--limit", "1", "a.polyomino"},
        new String[] {"count", "--shard", "0/4", "a.dlx"},
        new String[] {"count", "--job", "a.job", "--threads", "2", "a.dlx"})) {
      assertTrue(exactcover.fill(ExactCoverMain.TOOL.command(line[0]), line),
          String.join(" ", line));
    }
    // what the table leaves to picocli: two options of a group of one, a split list, a
    // repeated option, a value the option's converter refuses, a file too many or missing, the
    // cluster's commands
    for (String[] line : List.of(new String[] {"count", "--shard", "0/4", "--job", "a.job",
        "a.dlx"}, new String[] {"count", "--job", "a.job", "--job", "b.job", "a.dlx"},
        new String[] {"list", "--reduce", "probing", "a.dlx"},
        new String[] {"count", "--format", "yaml", "a.dlx"},
        new String[] {"count", "a.dlx", "b.dlx"}, new String[] {"tile"},
        new String[] {"tile", "--hole", "00", "a.polyomino"},
        new String[] {"cluster", "status"})) {
      Object command = ExactCoverMain.TOOL.command(line[0]);
      assertFalse(exactcover.fill(command, line), String.join(" ", line));
    }
  }

  /**
   * A command's records are read when it is asked for: one garbled command goes to picocli,
   * and the others still fill; a table without its last line is not read at all.
   */
  @Test
  void aGarbledCommandIsLeftToPicocliAndTheOthersStillFill() throws IOException {
    Path file = dir.resolve("garbled.commands");
    String whole = CommandTableMaker.table(new Main());
    int check = whole.indexOf("command\tcheck\t");
    int next = whole.indexOf('\n', check) + 1;
    Files.writeString(file, whole.substring(0, next) + "garbage\n" + whole.substring(next));
    CommandTable t = CommandTable.read(file);
    assertFalse(t.fill(new Main().command("check"), "check", "a.txt"));
    assertTrue(t.fill(new Main().command("solve"), "solve", "a.txt"));
    assertTrue(t.fill(new Main().command("explain"), "explain", "--threads", "2", "a.txt"));
    Files.writeString(file, whole.substring(0, whole.length() - "end\n".length()));
    assertThrows(IOException.class, () -> CommandTable.read(file));
  }

  @Test
  void linesThatAreNotPlainAreLeftToPicocli() throws IOException {
    CommandTable t = table(new Main());
    for (String[] line : List.of(new String[] {"solve", "--help"},
        new String[] {"solve", "-h"}, new String[] {"solve", "--version"},
        new String[] {"solve", "--threads", "2", "--threads", "3"},
        new String[] {"solve", "--threads", "two"}, new String[] {"solve", "--threads=010"},
        new String[] {"solve", "--format", "yaml"}, new String[] {"solve", "--nope"},
        new String[] {"solve", "--", "a.txt"}, new String[] {"solve", "@args.txt"},
        new String[] {"solve", "--x", "a.txt"}, new String[] {"solve", "--stats=true"},
        new String[] {"solve", "--threads"}, new String[] {"solve", "--threads", "-1"},
        new String[] {"solve", "--symbols", ""}, new String[] {"solve", "--time-limit", "1e3"})) {
      assertFalse(t.fill(new Main().command(line[0]), line), String.join(" ", line));
    }
    // a command of another class than the table's, or not in the table at all
    assertFalse(t.fill(new Main().command("check"), "solve", "a.txt"));
    assertFalse(t.fill(new Main().command("cluster"), "cluster", "status"));
  }

  @Test
  void randomLinesFillTheSameFieldsAsPicocli() throws Exception {
    differential(new Random(20261128), 50);
  }

  /** The same comparison on more lines (each builds picocli's model: about 4 ms a line). */
  @Test
  @Tag("full")
  void manyRandomLinesFillTheSameFieldsAsPicocli() throws Exception {
    differential(new Random(20261129), 600);
  }

  /**
   * {@code perCommand} random lines of each command in the table, parsed by picocli and filled
   * from the table; wherever the table fills, picocli parsed and every field is the same. At
   * least one in twenty of each command's lines is filled (the table is not simply refusing).
   */
  private void differential(Random random, int perCommand) throws Exception {
    int filled = 0;
    int lines = 0;
    List<String> commands = new ArrayList<>();
    // the comparison sees the shared commands' fields, their mixins' too (not none of them)
    Object filledDlx = new Main().command("dlx");
    assertTrue(table(new Main()).fill(filledDlx, "dlx", "--limit", "3", "a.dlx"));
    String dlx = fields(filledDlx);
    assertTrue(dlx.contains("DlxCommand.limit = Long:3") && dlx.contains("CountingOptions.split")
        && dlx.contains("ClusterOptions.addresses"), dlx);
    for (Tool tool : List.of(new Main(), ExactCoverMain.TOOL)) {
      CommandTable t = table(tool);
      for (Tool.Entry e : tool.commands()) {
        Object probe = tool.command(e.name());
        if (probe == null || !t.fill(tool.command(e.name()), e.name())
            && !t.fill(tool.command(e.name()), e.name(), "a.txt")) {
          continue; // not in the table
        }
        List<String> names = new ArrayList<>(new CommandLine(probe).getCommandSpec()
            .optionsMap().keySet());
        names.addAll(List.of("--nope", "-", "--", "-q", "@a"));
        boolean files = !new CommandLine(probe).getCommandSpec().positionalParameters().isEmpty();
        commands.add(tool.name() + " " + e.name());
        int filledHere = 0;
        for (int i = 0; i < perCommand; i++) {
          String[] line = line(random, e.name(), names, files);
          Object a = tool.command(e.name());
          boolean parsed;
          try {
            CommandLine.ParseResult r = new CommandLine(a)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .parseArgs(java.util.Arrays.copyOfRange(line, 1, line.length));
            parsed = !r.isUsageHelpRequested() && !r.isVersionHelpRequested();
          } catch (CommandLine.ParameterException x) {
            parsed = false;
          }
          Object b = tool.command(e.name());
          lines++;
          if (t.fill(b, line)) {
            filled++;
            filledHere++;
            String said = tool.name() + " " + String.join(" ", line);
            assertTrue(parsed, "picocli refuses what the table fills: " + said);
            assertEquals(fields(a), fields(b), said);
          }
        }
        assertTrue(filledHere >= perCommand / 20, tool.name() + " " + e.name() + ": only "
            + filledHere + " of " + perCommand + " lines filled");
      }
    }
    assertTrue(filled > lines / 5, "only " + filled + " of " + lines + " lines filled");
    assertEquals(List.of("sudoku solve", "sudoku count", "sudoku check", "sudoku validate",
        "sudoku generate", "sudoku grade", "sudoku minimize", "sudoku hint", "sudoku explain",
        "sudoku dlx", "sudoku tile", "exactcover count", "exactcover list", "exactcover tile"),
        commands, "the commands compared");
  }

  @Test
  void aRunFilledFromTheTableSaysWhatPicocliSays() throws IOException {
    Path p = Files.writeString(dir.resolve("p.txt"), String.join("\n",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "55.......", "11..............................................................................",
        ""));
    CommandTable t = table(new Main());
    for (String[] line : List.of(new String[] {"solve", p.toString()},
        new String[] {"solve", "--format", "JSON", "--stats", p.toString()},
        new String[] {"check", "--threads", "2", p.toString(), "missing.txt"},
        new String[] {"validate", "--size", "4", p.toString()},
        new String[] {"solve", "--threads", "0", p.toString()},
        new String[] {"grade", "--format=csv", p.toString()},
        new String[] {"solve", "--format", "yaml", p.toString()})) {
      String[] plain = run(new Main(), null, line);
      String[] fast = run(new Main(), t, line);
      assertEquals(plain[0], fast[0], "exit code of " + String.join(" ", line));
      assertEquals(plain[1], fast[1], "stdout of " + String.join(" ", line));
      assertEquals(timeless(plain[2]), timeless(fast[2]), "stderr of " + String.join(" ", line));
    }
  }

  @Test
  void aCountFilledFromTheTableSaysWhatPicocliSays() throws IOException {
    // Knuth's toy problem of TAOCP 7.2.2.1 (one solution), and two trominoes in a 2x3 box
    String toy = Files.writeString(dir.resolve("toy.dlx"), "A B C D E F G\nC E F\nA D G\n"
        + "B C F\nA D\nB G\nD E G\n").toString();
    String bad = Files.writeString(dir.resolve("bad.dlx"), "A B\nA C\n").toString();
    String box = Files.writeString(dir.resolve("box.polyomino"),
        "[0-1][0-2]\nA 00 01 02\nB 00 01 02\n").toString();
    for (Tool tool : List.of(new Main(), ExactCoverMain.TOOL)) {
      CommandTable t = table(tool);
      String dlx = tool instanceof Main ? "dlx" : "list";
      for (String[] line : List.of(new String[] {dlx, toy},
          new String[] {dlx, "--format", "json", toy}, new String[] {dlx, "--limit", "0", toy},
          new String[] {dlx, "--threads", "2", toy}, new String[] {dlx, bad},
          new String[] {dlx, "missing.dlx"}, new String[] {dlx, "--format", "yaml", toy},
          new String[] {dlx, "--memo", toy}, new String[] {dlx, "--sample", "2", toy},
          new String[] {"tile", box}, new String[] {"tile", "--count", "--distinct", box},
          new String[] {"tile", "--format", "json", "--limit", "1", box},
          new String[] {"tile", "--threads", "0", box})) {
        assertTrue(line[1].equals("--format") && line[2].equals("yaml")
            || t.fill(tool.command(line[0]), line), String.join(" ", line));
        compare(tool, t, line);
      }
      String[] count = tool instanceof Main ? new String[] {"dlx", "--count"}
          : new String[] {"count"};
      for (String[] more : List.of(new String[] {toy}, new String[] {"--format", "json", toy},
          new String[] {"--split", "3", toy}, new String[] {"--memo", "--threads", "2", toy},
          new String[] {"--limit", "1", "--time-limit", "100", toy},
          new String[] {"--shard", "1/2", "--split", "3", toy},
          new String[] {"--shard", "2/2", toy})) {
        String[] line = java.util.stream.Stream.concat(java.util.Arrays.stream(count),
            java.util.Arrays.stream(more)).toArray(String[]::new);
        assertTrue(t.fill(tool.command(line[0]), line), String.join(" ", line));
        compare(tool, t, line);
      }
    }
  }

  private static void compare(Tool tool, CommandTable t, String... line) {
    String[] plain = run(tool, null, line);
    String[] fast = run(tool, t, line);
    String said = tool.name() + " " + String.join(" ", line);
    assertEquals(plain[0], fast[0], "exit code of " + said);
    assertEquals(untimed(plain[1]), untimed(fast[1]), "stdout of " + said);
    assertEquals(untimed(plain[2]), untimed(fast[2]), "stderr of " + said);
  }

  /** The seconds a search took left out (JSON and --stats). */
  private static String untimed(String s) {
    return s.replaceAll("\"seconds\":[0-9.E-]+", "\"seconds\":T")
        .replaceAll("[0-9]+\\.[0-9]{3} s\\b", "T s");
  }

  /** --stats' timing left out. */
  private static String timeless(String err) {
    return err.replaceAll("[0-9.]+ s; [0-9.e+-]+ puzzles/s", "T");
  }

  private static String[] run(Tool tool, CommandTable table, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunContext ctx = RunContext.builder(tool.name())
        .stdin(new ByteArrayInputStream(new byte[0])).stdout(out).stderr(err).build();
    int code = Launcher.run(tool, ctx, table, args);
    return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8)};
  }

  /** A random command line of {@code command} from option names, values and files. */
  private static String[] line(Random random, String command, List<String> names,
      boolean files) {
    List<String> args = new ArrayList<>(List.of(command));
    String[] values = {"1", "2", "0", "-1", "007", "1.5", "0.25", "abc", "", "1e3", "+3", "0x10",
        "a.txt", "-", "--stats", "json", "JSON", "Csv", "line", "grid", "a4", "letter", "9",
        "2x3", "999999999999", "12345678901234567890", "text", "svg", "probing",
        "subsumption,blocking", "0/4", "polycube", "127.0.0.1", "rotate180", "a.dlx"};
    int n = random.nextInt(6);
    for (int i = 0; i < n; i++) {
      int k = random.nextInt(4);
      String name = names.get(random.nextInt(names.size()));
      String value = values[random.nextInt(values.length)];
      if (random.nextInt(5) == 0) {
        value = value.toUpperCase(Locale.ROOT);
      }
      switch (k) {
        case 0 -> args.add(name);
        case 1 -> {
          args.add(name);
          args.add(value);
        }
        case 2 -> args.add(name + "=" + value);
        default -> args.add(random.nextBoolean() ? "f" + i + ".txt" : "-");
      }
    }
    if (files && random.nextBoolean()) { // a command of one file (tile) gets lines of one
      args.add("last.txt");
    }
    return args.toArray(new String[0]);
  }

  /** Every field of {@code o} and of the project's objects it holds, as text. */
  private static String fields(Object o) throws IllegalAccessException {
    StringBuilder s = new StringBuilder();
    fields(o, s, 0);
    return s.toString();
  }

  private static void fields(Object o, StringBuilder s, int depth) throws IllegalAccessException {
    if (o == null || depth > 4 || !o.getClass().getName().startsWith("dev.exactcover")
        || o.getClass().isEnum()) {
      boolean value = o instanceof CharSequence || o instanceof Number || o instanceof Boolean
          || o instanceof Path || o instanceof Enum || o instanceof List;
      s.append(o == null ? "null" : o.getClass().getSimpleName() + (value ? ":" + o : ""))
          .append('\n'); // others (a thread-local of the command's own): their class only
      return;
    }
    s.append(o.getClass().getSimpleName()).append(" {\n");
    for (Class<?> c = o.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic()) {
          continue;
        }
        if (!f.trySetAccessible()) {
          continue; // the shared parts' own fields (the run context): never filled by either
        }
        s.append(c.getSimpleName()).append('.').append(f.getName()).append(" = ");
        fields(f.get(o), s, depth + 1);
      }
    }
    s.append("}\n");
  }
}
