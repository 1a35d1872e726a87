package dev.exactcover.cli;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The options of a program's plain commands as picocli reads them from their annotations, written
 * down once ({@link CommandTableMaker}, in the launcher's training run) so that a start fills a
 * command object from its command line without building picocli's model: the reflection over the
 * annotations, a proxy class per annotation type and picocli's interpreter cost a cold JVM more
 * than the rest of a one-puzzle run (see docs/performance.md).
 *
 * <p>Only the plainest command lines are filled here: each argument an option of the table
 * (given once, its value a plain decimal number, a name of the option's enum, a path or text, or
 * a value that the option's own converter takes) or a file (not an {@code @}argument file).
 * Anything else (help, version, an option not in the table or given twice, a value that does
 * not convert, a wrong number of files) gives false, and the caller lets picocli parse the
 * line, so that every message about a command line is picocli's and the same as before. The
 * options, names, types and defaults come from picocli's own model of the annotations, never
 * from a second description of them; {@code CommandTableTest} parses random command lines both
 * ways and compares the command objects field by field.
 *
 * <p>The format, one record a line, fields separated by tabs:
 * <pre>
 * tool     NAME
 * command  NAME  CLASS
 * mixin    KEY   OWNER CLASS FIELD TYPE     (a mixin: made when its field is empty)
 * group    KEY   OWNER CLASS FIELD TYPE     (an argument group of one option or none: made
 *                                           when its option is given)
 * option   NAMES OWNER CLASS FIELD KIND DEFAULT
 * files    MIN   MAX   OWNER CLASS FIELD KIND
 * end                                       (the last line: a table cut short is not read)
 * </pre>
 * where OWNER is {@code .} for the command object or a mixin's KEY, CLASS the class that
 * declares FIELD, NAMES the option's names separated by commas, DEFAULT {@code -} for none, and
 * KIND one of {@code flag string path int Integer long Long double Double list enum:CLASS
 * convert:CLASS} (the last: the option's own converter).
 */
public final class CommandTable {
  private final String tool;
  /** The table as written; a command's records are read when it is first asked for. */
  private final String text;
  private final Map<String, Command> commands = new HashMap<>();

  private CommandTable(String tool, String text) {
    this.tool = tool;
    this.text = text;
  }

  /** One command's record. */
  static final class Command {
    final String className;
    final List<String[]> mixins = new ArrayList<>();
    final Map<String, String[]> groups = new HashMap<>();
    final Map<String, String[]> options = new HashMap<>();
    final List<String[]> defaults = new ArrayList<>();
    String[] files;

    Command(String className) {
      this.className = className;
    }
  }

  /** The table the launcher names ({@code -Dexactcover.commands=FILE}) for {@code tool}, or null. */
  static CommandTable forProcess(String tool) {
    String file = System.getProperty("exactcover.commands");
    if (file == null) {
      return null;
    }
    try {
      CommandTable t = read(Path.of(file));
      return t.tool.equals(tool) ? t : null;
    } catch (IOException | RuntimeException e) {
      return null; // only a shortcut: picocli parses the command line
    }
  }

  /**
   * Reads a table written by {@link CommandTableMaker#write}: a whole one (its {@code tool} line
   * first, its {@code end} line last), whose records of a command are read when the command is
   * first asked for (a start reads one command's, not every command's).
   */
  public static CommandTable read(Path file) throws IOException {
    String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    if (!text.startsWith("tool\t") || !text.endsWith("\nend\n")) {
      throw new IOException("not a whole command table");
    }
    return new CommandTable(text.substring(5, text.indexOf('\n')), text);
  }

  /** The records of the command {@code name}, or null when the table has none. */
  private Command command(String name) throws IOException {
    Command c = commands.get(name);
    if (c != null || commands.containsKey(name)) {
      return c;
    }
    int at = text.indexOf("\ncommand\t" + name + "\t");
    if (at >= 0) {
      for (int start = at + 1, end; ; start = end + 1) {
        end = text.indexOf('\n', start);
        String[] f = fields(text.substring(start, end));
        if (c == null) {
          c = new Command(f[2]); // its command line
          continue;
        }
        boolean last = false;
        switch (f[0]) {
          case "mixin" -> c.mixins.add(f);
          case "group" -> c.groups.put(f[1], f);
          case "option" -> {
            for (String option : fields(f[1], ',')) {
              c.options.put(option, f);
            }
            if (!f[6].equals("-")) {
              c.defaults.add(f);
            }
          }
          case "files" -> c.files = f;
          case "command", "end" -> last = true;
          default -> throw new IOException("not a command table: " + f[0]);
        }
        if (last) {
          break;
        }
      }
    }
    commands.put(name, c);
    return c;
  }

  /**
   * Fills {@code command}, a new object of the command {@code args[0]}, from {@code args}; true
   * when done, false (the object perhaps half filled: throw it away) when picocli is to parse the
   * line instead.
   */
  public boolean fill(Object command, String... args) {
    try {
      Command c = args.length == 0 ? null : command(args[0]);
      if (c == null || !command.getClass().getName().equals(c.className)) {
        return false;
      }
      return fill(c, command, args);
    } catch (IOException | ReflectiveOperationException | RuntimeException e) {
      return false; // a table older than the classes, or a module that is not open: picocli
    }
  }

  private static boolean fill(Command c, Object command, String[] args)
      throws ReflectiveOperationException {
    ClassLoader loader = command.getClass().getClassLoader();
    Map<String, Object> owners = new HashMap<>();
    owners.put(".", command);
    for (String[] m : c.mixins) { // as picocli does: each mixin made when its field is empty
      Object outer = owners.get(m[2]);
      Field f = field(loader, m[3], m[4]);
      Object mixin = f.get(outer);
      if (mixin == null) {
        mixin = make(loader, m[5]);
        f.set(outer, mixin);
      }
      owners.put(m[1], mixin);
    }
    List<String> files = new ArrayList<>();
    List<String[]> given = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      String a = args[i];
      if (a.startsWith("@")) {
        return false; // picocli reads an argument file
      }
      if (a.length() > 1 && a.charAt(0) == '-') {
        int eq = a.indexOf('=');
        String[] o = c.options.get(eq < 0 ? a : a.substring(0, eq));
        if (o == null || given.contains(o)) {
          return false; // not ours, or given twice (picocli says which)
        }
        given.add(o);
        String[] g = c.groups.get(o[2]);
        if (g != null && !makeGroup(loader, owners, g)) {
          return false; // a second option of one group, or a group already made: picocli
        }
        String value;
        if (o[5].equals("flag")) {
          if (eq >= 0) {
            return false;
          }
          value = null;
        } else if (eq >= 0) {
          value = a.substring(eq + 1);
        } else if (i + 1 < args.length) {
          value = args[++i];
        } else {
          return false;
        }
        if (value != null && (value.length() > 1 && value.charAt(0) == '-'
            || value.startsWith("@"))) {
          return false; // a value that looks like an option or an argument file: picocli decides
        }
        if (!set(loader, owners, o[2], o[3], o[4], o[5], value)) {
          return false;
        }
      } else {
        files.add(a);
      }
    }
    for (String[] d : c.defaults) {
      if (!given.contains(d) && !set(loader, owners, d[2], d[3], d[4], d[5], d[6])) {
        return false;
      }
    }
    String[] p = c.files;
    if (p == null) {
      return files.isEmpty();
    }
    if (files.size() < Integer.parseInt(p[1]) || files.size() > Integer.parseInt(p[2])) {
      return false;
    }
    if (files.isEmpty()) {
      return true;
    }
    if (p[6].equals("list")) {
      field(loader, p[4], p[5]).set(owners.get(p[3]), files);
      return true;
    }
    return files.size() == 1 && set(loader, owners, p[3], p[4], p[5], p[6], files.get(0));
  }

  /**
   * Makes the object of group {@code g} (a {@code group} record) in its owner's field, as picocli
   * does when one of the group's options is given; false when it was made already (another
   * option of the group was given) or its field is not empty.
   */
  private static boolean makeGroup(ClassLoader loader, Map<String, Object> owners, String[] g)
      throws ReflectiveOperationException {
    Object outer = owners.get(g[2]);
    Field f = field(loader, g[3], g[4]);
    if (owners.containsKey(g[1]) || outer == null || f.get(outer) != null) {
      return false;
    }
    Object group = make(loader, g[5]);
    f.set(outer, group);
    owners.put(g[1], group);
    return true;
  }

  /** Sets a field from {@code value} (null: a flag given); false where picocli is to convert. */
  private static boolean set(ClassLoader loader, Map<String, Object> owners, String owner,
      String declaring, String name, String kind, String value)
      throws ReflectiveOperationException {
    Object v = convert(loader, kind, value);
    Object o = owners.get(owner);
    if (v == null || o == null) {
      return false;
    }
    field(loader, declaring, name).set(o, v);
    return true;
  }

  /**
   * A value as picocli converts it, or null where this table leaves the conversion to picocli
   * (anything but a plain decimal number, an enum constant's name in any case, a non-empty text,
   * or a value the option's own converter takes).
   */
  static Object convert(ClassLoader loader, String kind, String value)
      throws ReflectiveOperationException {
    if (kind.equals("flag")) {
      return value == null ? Boolean.TRUE : null;
    }
    if (value == null || value.isEmpty()) {
      return null;
    }
    switch (kind) {
      case "string":
        return value;
      case "path":
        return Path.of(value);
      case "int", "Integer":
        return decimal(value, 9) ? Integer.valueOf(value) : null;
      case "long", "Long":
        return decimal(value, 18) ? Long.valueOf(value) : null;
      case "double", "Double":
        return decimalPoint(value) ? Double.valueOf(value) : null;
      default:
        break;
    }
    if (kind.startsWith("convert:")) { // the option's own converter, as picocli calls it
      var converter = (picocli.CommandLine.ITypeConverter<?>) make(loader, kind.substring(8));
      try {
        return converter.convert(value);
      } catch (Exception refused) {
        return null; // picocli converts it again, and says why not
      }
    }
    if (!kind.startsWith("enum:")) {
      return null;
    }
    Object found = null;
    for (Object constant : Class.forName(kind.substring(5), false, loader).getEnumConstants()) {
      if (((Enum<?>) constant).name().equalsIgnoreCase(value)) {
        if (found != null) {
          return null; // two constants differ only in case: picocli decides
        }
        found = constant;
      }
    }
    return found;
  }

  /** A plain decimal whole number of at most {@code digits} digits (no sign but '-', no 0 lead). */
  private static boolean decimal(String s, int digits) {
    int start = s.startsWith("-") ? 1 : 0;
    int n = s.length() - start;
    if (n < 1 || n > digits || (s.charAt(start) == '0' && n > 1)) {
      return false;
    }
    for (int i = start; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  /** A decimal number with at most one point between digits, as {@link #decimal} otherwise. */
  private static boolean decimalPoint(String s) {
    int point = s.indexOf('.');
    if (point < 0) {
      return decimal(s, 15);
    }
    String fraction = s.substring(point + 1);
    return decimal(s.substring(0, point), 15) && !fraction.isEmpty() && fraction.length() <= 15
        && decimal("1" + fraction, 16);
  }

  /**
   * A new object of class {@code name}, made as picocli makes one: by its no-argument
   * constructor.
   */
  private static Object make(ClassLoader loader, String name) throws ReflectiveOperationException {
    var constructor = Class.forName(name, false, loader).getDeclaredConstructor();
    constructor.setAccessible(true);
    return constructor.newInstance();
  }

  private static Field field(ClassLoader loader, String declaring, String name)
      throws ReflectiveOperationException {
    Field f = Class.forName(declaring, false, loader).getDeclaredField(name);
    f.setAccessible(true);
    return f;
  }

  /** {@code line} split at tabs. */
  static String[] fields(String line) {
    return fields(line, '\t');
  }

  private static String[] fields(String line, char separator) {
    List<String> f = new ArrayList<>();
    int start = 0;
    for (int i = line.indexOf(separator); i >= 0; i = line.indexOf(separator, start)) {
      f.add(line.substring(start, i));
      start = i + 1;
    }
    f.add(line.substring(start));
    return f.toArray(new String[0]);
  }
}
