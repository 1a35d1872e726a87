package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.cli.ExactCoverMain;
import dev.exactcover.cli.Launcher;
import dev.exactcover.cli.RunContext;
import dev.exactcover.cli.Tool;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command example of the README and docs/*.md runs as printed, the way CONTRIBUTING
 * ("Examples in the docs") says they are written:
 * <ul>
 *   <li>a {@code sh} block is commands: each {@code ./sudoku} or {@code ./exactcover} line runs
 *       from the repository's root and exits 0, or with the code its comment names
 *       ({@code # ... exit 5}); a comment that starts with a number names the first word the
 *       command prints ({@code # 92: ...});</li>
 *   <li>a {@code console} block is a transcript: {@code $ command}, then what it prints (stdout
 *       and stderr as a terminal shows them), compared line by line, figures with a decimal point
 *       (seconds) excepted;</li>
 *   <li>a block whose info string says {@code illustrative} (synopses, templates with
 *       placeholders such as {@code FILE}, recipes that need a cluster, a browser or minutes) is
 *       not run.</li>
 * </ul>
 * Commands run in-process through {@link Launcher#run}, in a scratch folder (a file an example
 * writes lands there, never in the work tree); input comes from {@code echo "$VAR" |},
 * {@code printf '...' |}, {@code < FILE} or the files a block writes with {@code cat > F <<'END'}.
 * The examples that take more than a moment run in the full tier; those that cannot run here
 * are listed in {@link #SKIPPED} with the reason.
 */
class CommandExamplesTest {
  /** Examples not run, by a piece of their command, and why. */
  static final Map<String, String> SKIPPED = Map.of(
      "serve", "runs until stopped; the server's own tests and CI's serve step run it",
      "--job pentominoes.job --time-limit 5", "where a time limit stops depends on the machine",
      "--distinct --job pentominoes.job examples", "resumes the job the time-limited run left");

  /** Examples that take more than about two seconds here: the full tier runs them. */
  static final List<String> SLOW = List.of(
      "pentomino-6x10", "pentominoes-6x10", "soma.polycube", "redrect-4-4", "--size 16",
      "--difficulty fiendish", "--rating 6.0-8.0", "top95.txt", "--format pdf",
      "--difficulty medium", "--difficulty easy", "scott.polyomino", "pentomino-3x20",
      "killer.json", "generate -n 5 --seed 42");

  private static final Pattern FENCE = Pattern.compile("^```(\\S*)(.*)$");
  private static final Pattern ASSIGN = Pattern.compile("^([A-Z][A-Z0-9_]*)=('[^']*'|\"[^\"]*\")$");
  private static final Pattern HEREDOC = Pattern.compile("^cat > (\\S+) <<'?(\\w+)'?$");
  private static final Pattern PROGRAM = Pattern.compile("(^|\\s)\\./(sudoku|exactcover)( |$)");

  @TempDir Path tmp;

  /** One example: where it is, the command, its comment, and the transcript's lines if any. */
  record Example(String where, String command, String comment, List<String> output,
      Map<String, String> vars) {}

  static Path root() {
    return Path.of("..").toAbsolutePath().normalize();
  }

  static List<Path> docs() throws IOException {
    List<Path> docs = new ArrayList<>(List.of(root().resolve("README.md")));
    try (var s = Files.list(root().resolve("docs"))) {
      s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    return docs;
  }

  /** The examples of every doc, and the files their blocks write ({@code cat > F <<'END'}). */
  static List<Example> examples(Map<String, String> files) throws IOException {
    List<Example> all = new ArrayList<>();
    for (Path doc : docs()) {
      List<String> lines = Files.readAllLines(doc);
      String name = root().relativize(doc).toString();
      for (int i = 0; i < lines.size(); i++) {
        Matcher f = FENCE.matcher(lines.get(i));
        if (!f.matches()) {
          continue;
        }
        int start = i + 1;
        int end = start;
        while (end < lines.size() && !lines.get(end).startsWith("```")) {
          end++;
        }
        String lang = f.group(1);
        boolean shell = lang.equals("sh") || lang.equals("console");
        if (shell && !f.group(2).contains("illustrative")) {
          block(name, lang.equals("console"), lines.subList(start, end), start, all, files);
        }
        i = end;
      }
    }
    return all;
  }

  private static void block(String doc, boolean console, List<String> lines, int first,
      List<Example> all, Map<String, String> files) {
    Map<String, String> vars = new LinkedHashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      int at = first + i + 1;
      if (console) {
        if (!line.startsWith("$ ")) {
          continue;
        }
        line = line.substring(2);
      }
      while (line.endsWith("\\") && i + 1 < lines.size()) {
        line = line.substring(0, line.length() - 1) + " " + lines.get(++i).strip();
      }
      Matcher h = HEREDOC.matcher(line.strip());
      if (h.matches()) {
        StringBuilder text = new StringBuilder();
        while (++i < lines.size() && !lines.get(i).equals(h.group(2))) {
          text.append(lines.get(i)).append('\n');
        }
        files.put(h.group(1), text.toString());
        continue;
      }
      Matcher a = ASSIGN.matcher(line.strip());
      if (a.matches()) {
        vars.put(a.group(1), a.group(2).substring(1, a.group(2).length() - 1));
        continue;
      }
      String[] cc = splitComment(line);
      if (!PROGRAM.matcher(cc[0]).find()) {
        continue;
      }
      List<String> output = null;
      if (console) {
        output = new ArrayList<>();
        while (i + 1 < lines.size() && !lines.get(i + 1).startsWith("$ ")) {
          output.add(lines.get(++i));
        }
        while (!output.isEmpty() && output.get(output.size() - 1).isEmpty()) {
          output.remove(output.size() - 1);
        }
      }
      all.add(new Example(doc + ":" + at, cc[0].strip(), cc[1], output, Map.copyOf(vars)));
    }
  }

  /** The command and its comment (what follows a {@code #} outside quotes), or "". */
  static String[] splitComment(String line) {
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        quote = c == quote ? 0 : quote;
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '#' && (i == 0 || line.charAt(i - 1) == ' ')) {
        return new String[] {line.substring(0, i), line.substring(i + 1).strip()};
      }
    }
    return new String[] {line, ""};
  }

  /** Shell words: quotes removed, {@code $VAR} expanded from the block's assignments. */
  static List<String> words(String text, Map<String, String> vars) {
    List<String> out = new ArrayList<>();
    StringBuilder w = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == ' ') {
        if (w != null) {
          out.add(w.toString());
          w = null;
        }
        continue;
      }
      w = w == null ? new StringBuilder() : w;
      if (c == '\'') {
        int j = text.indexOf('\'', i + 1);
        w.append(text, i + 1, j);
        i = j;
      } else if (c == '"') {
        int j = text.indexOf('"', i + 1);
        w.append(expand(text.substring(i + 1, j), vars));
        i = j;
      } else if (c == '$') {
        int j = i + 1;
        while (j < text.length() && Character.isLetterOrDigit(text.charAt(j))) {
          j++;
        }
        w.append(expand(text.substring(i, j), vars));
        i = j - 1;
      } else {
        w.append(c);
      }
    }
    if (w != null) {
      out.add(w.toString());
    }
    return out;
  }

  private static String expand(String s, Map<String, String> vars) {
    for (Map.Entry<String, String> v : vars.entrySet()) {
      s = s.replace("$" + v.getKey(), v.getValue());
    }
    assertTrue(!s.contains("$"), "an unknown variable in '" + s + "'");
    return s;
  }

  /** What a run printed and how it ended. */
  record Ran(int code, List<String> out, List<String> err) {}

  /** Runs one example in-process in {@code scratch}. */
  static Ran run(Example e, Path scratch) throws IOException {
    String command = e.command();
    boolean echoExit = false;
    if (command.endsWith("; echo \"exit $?\"")) {
      echoExit = true;
      command = command.substring(0, command.length() - "; echo \"exit $?\"".length()).strip();
    }
    String stdin = "";
    int bar = command.indexOf(" | ./");
    if (bar >= 0) {
      List<String> feed = words(command.substring(0, bar), e.vars());
      stdin = switch (feed.get(0)) {
        case "echo" -> String.join(" ", feed.subList(1, feed.size())) + "\n";
        case "printf" -> feed.get(1).replace("\\n", "\n");
        default -> throw new AssertionError(e.where() + ": cannot feed '" + feed.get(0)
            + "' into a command; mark the block illustrative");
      };
      command = command.substring(bar + 3);
    }
    assertTrue(!command.contains("|") && !command.contains(">") && !command.contains(";")
        && !command.contains("&"), e.where() + ": '" + command + "' is more shell than a test "
        + "runs; mark the block illustrative");
    List<String> args = new ArrayList<>(words(command, e.vars()));
    int lt = args.indexOf("<");
    if (lt >= 0) {
      stdin = Files.readString(scratch.resolve(args.get(lt + 1)));
      args.subList(lt, lt + 2).clear();
    }
    String program = args.remove(0);
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (!a.startsWith("-") && !a.matches("[0-9].*")
          && (a.contains("/") || a.matches(".*\\.[a-z0-9]+"))) {
        args.set(i, scratch.resolve(a).normalize().toString());
      }
    }
    Tool tool = program.equals("./exactcover") ? ExactCoverMain.TOOL : new Main();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunContext ctx = RunContext.builder(tool.name())
        .stdin(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)))
        .stdout(out).stderr(err).build();
    int code = Launcher.run(tool, ctx, args.toArray(String[]::new));
    List<String> o = new ArrayList<>(local(out.toString(StandardCharsets.UTF_8), scratch));
    if (echoExit) {
      o.add("exit " + code);
    }
    return new Ran(code, o, local(err.toString(StandardCharsets.UTF_8), scratch));
  }

  /** Output lines with the scratch folder's path taken out, as the doc's relative names. */
  private static List<String> local(String text, Path scratch) {
    String s = text.replace(scratch + "/", "");
    Path real = scratch.getParent().resolve("shared");
    s = s.replace(real + "/", "../shared/");
    return s.isEmpty() ? List.of() : List.of(s.split("\n", -1)).subList(0,
        s.endsWith("\n") ? s.split("\n", -1).length - 1 : s.split("\n", -1).length);
  }

  /**
   * A scratch folder laid out as the repository for the examples ({@code examples/} a link to
   * the real one, and {@code ../shared/datasets} beside it), with the files the docs' blocks
   * write.
   */
  private Path scratch(Map<String, String> files) throws IOException {
    Path repo = Files.createDirectories(tmp.resolve("scratch/repo"));
    Files.createSymbolicLink(Files.createDirectories(tmp.resolve("scratch/shared"))
        .resolve("datasets"), Cli.datasets().toAbsolutePath().normalize());
    Files.createSymbolicLink(repo.resolve("examples"), root().resolve("examples"));
    for (Map.Entry<String, String> f : files.entrySet()) {
      Files.writeString(repo.resolve(f.getKey()), f.getValue());
    }
    return repo;
  }

  /** What the example promises, checked against what it did; null when it kept its word. */
  static String check(Example e, Ran r) {
    Matcher exit = Pattern.compile("exit ([0-9]+)").matcher(e.comment());
    int want = exit.find() ? Integer.parseInt(exit.group(1)) : 0;
    if (e.output() != null) {
      Matcher said = Pattern.compile("exit ([0-9]+)$").matcher(
          e.output().isEmpty() ? "" : e.output().get(e.output().size() - 1));
      if (said.find()) {
        want = Integer.parseInt(said.group(1));
      } else if (r.code() != 0 && !r.err().isEmpty()) {
        want = r.code(); // a transcript of a refusal: its message is the promise
      }
    }
    if (r.code() != want) {
      return "exit " + r.code() + ", want " + want;
    }
    if (e.output() != null) {
      List<String> out = withoutTrailingBlanks(r.out());
      List<String> err = withoutTrailingBlanks(r.err());
      for (String line : e.output()) { // stdout and stderr interleaved as a terminal shows them
        String l = masked(line);
        if (!out.isEmpty() && masked(out.get(0)).equals(l)) {
          out.remove(0);
        } else if (!err.isEmpty() && masked(err.get(0)).equals(l)) {
          err.remove(0);
        } else {
          return "printed\n" + String.join("\n", r.out()) + "\n(stderr)\n"
              + String.join("\n", r.err()) + "\nnot the doc's line: " + line;
        }
      }
      if (!out.isEmpty() || !err.isEmpty()) {
        return "printed more than the doc shows: " + out + " " + err;
      }
    } else if (e.comment().matches("[0-9][0-9,]*\\b.*")) {
      String first = e.comment().split("[^0-9,]", 2)[0].replace(",", "");
      String got = r.out().isEmpty() ? "" : r.out().get(0).split(" ", 2)[0];
      if (!got.equals(first)) {
        return "printed '" + got + "' first, the comment says " + first;
      }
    }
    return null;
  }

  private static List<String> withoutTrailingBlanks(List<String> lines) {
    List<String> l = new ArrayList<>(lines);
    while (!l.isEmpty() && l.get(l.size() - 1).isBlank()) {
      l.remove(l.size() - 1);
    }
    return l;
  }

  private static String masked(String line) {
    return line.replaceAll("[0-9]+\\.[0-9]+", "N.N").stripTrailing();
  }

  private void runAll(boolean slow) throws IOException {
    Map<String, String> files = new LinkedHashMap<>();
    List<Example> examples = examples(files);
    Path scratch = scratch(files);
    List<String> failures = new ArrayList<>();
    int ran = 0;
    for (Example e : examples) {
      if (SKIPPED.keySet().stream().anyMatch(e.command()::contains)
          || SLOW.stream().anyMatch(e.command()::contains) != slow) {
        continue;
      }
      ran++;
      String problem = check(e, run(e, scratch));
      if (problem != null) {
        failures.add(e.where() + ": " + e.command() + "\n  " + problem.replace("\n", "\n  "));
      }
    }
    assertTrue(failures.isEmpty(), failures.size() + " examples failed:\n"
        + String.join("\n", failures));
    assertTrue(ran >= 10, "only " + ran + " examples found");
  }

  /** The quick examples, in the quick tier. */
  @Test
  void everyQuickExampleRunsAsPrinted() throws IOException {
    runAll(false);
  }

  /** The examples that take seconds. */
  @Test
  @Tag("full")
  void everySlowExampleRunsAsPrinted() throws IOException {
    runAll(true);
  }

  @Test
  void theConventionIsReadAsDocumented() {
    assertEquals(List.of("./sudoku", "solve", "a b", "x\\n"),
        words("./sudoku solve 'a b' \"$X\"", Map.of("X", "x\\n")));
    assertEquals("92: rows", splitComment("./exactcover count q.dlx  # 92: rows")[1]);
    Example e = new Example("x", "./exactcover count q.dlx", "92: rows", null, Map.of());
    assertEquals(null, check(e, new Ran(0, List.of("92"), List.of())));
    assertTrue(check(e, new Ran(0, List.of("91"), List.of())) != null);
    assertTrue(check(e, new Ran(5, List.of("92"), List.of())) != null);
    Example t = new Example("x", "./exactcover count q.dlx", "", List.of("5 limit", "stopped",
        "exit 5"), Map.of());
    assertEquals(null, check(t, new Ran(5, List.of("5 limit", "exit 5"), List.of("stopped"))));
    assertTrue(check(t, new Ran(5, List.of("6 limit", "exit 5"), List.of("stopped"))) != null);
  }
}
