package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    assertFalse(t.fill(new Main().command("generate"), "generate"));
  }

  @Test
  void randomLinesFillTheSameFieldsAsPicocli() throws Exception {
    Random random = new Random(20261128);
    int filled = 0;
    int lines = 0;
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
        for (int i = 0; i < 150; i++) {
          String[] line = line(random, e.name(), names);
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
            String said = tool.name() + " " + String.join(" ", line);
            assertTrue(parsed, "picocli refuses what the table fills: " + said);
            assertEquals(fields(a), fields(b), said);
          }
        }
      }
    }
    assertTrue(filled > lines / 5, "only " + filled + " of " + lines + " lines filled");
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
      String[] plain = run(null, line);
      String[] fast = run(t, line);
      assertEquals(plain[0], fast[0], "exit code of " + String.join(" ", line));
      assertEquals(plain[1], fast[1], "stdout of " + String.join(" ", line));
      assertEquals(timeless(plain[2]), timeless(fast[2]), "stderr of " + String.join(" ", line));
    }
  }

  /** --stats' timing left out. */
  private static String timeless(String err) {
    return err.replaceAll("[0-9.]+ s; [0-9.e+-]+ puzzles/s", "T");
  }

  private static String[] run(CommandTable table, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunContext ctx = RunContext.builder("sudoku").stdin(new ByteArrayInputStream(new byte[0]))
        .stdout(out).stderr(err).build();
    int code = Launcher.run(new Main(), ctx, table, args);
    return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8)};
  }

  /** A random command line of {@code command} from option names, values and files. */
  private static String[] line(Random random, String command, List<String> names) {
    List<String> args = new ArrayList<>(List.of(command));
    String[] values = {"1", "2", "0", "-1", "007", "1.5", "0.25", "abc", "", "1e3", "+3", "0x10",
        "a.txt", "-", "--stats", "json", "JSON", "Csv", "line", "grid", "a4", "letter", "9",
        "2x3", "999999999999", "12345678901234567890"};
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
