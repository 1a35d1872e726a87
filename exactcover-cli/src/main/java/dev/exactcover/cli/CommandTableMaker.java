package dev.exactcover.cli;

import java.io.IOException;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Writes a program's {@link CommandTable} from picocli's own model of each command: the
 * launcher's training run calls it once per build. A command goes in only when every one of its
 * options is one the table can fill or leave alone: it asks for no picocli object ({@code @Spec},
 * {@code @ParentCommand}, {@code @Unmatched}), has no subcommands and no annotated methods, and
 * each option the table leaves to picocli (in an argument group other than one of one option or
 * none, several values, ...) has no default value and is not required, so that not giving it means
 * the same to both. An option of one value read by a converter of its own is filled through the
 * same converter.
 */
public final class CommandTableMaker {
  private CommandTableMaker() {}

  /** The table of {@code tool}'s commands, as text. */
  public static String table(Tool tool) {
    StringBuilder s = new StringBuilder("tool\t").append(tool.name()).append('\n');
    for (Tool.Entry e : tool.commands()) {
      Object command = tool.command(e.name());
      String record = command == null ? null : record(e.name(), command);
      if (record != null) {
        s.append(record);
      }
    }
    return s.append("end\n").toString();
  }

  /** Writes {@code tool}'s table to {@code file}. */
  public static void write(Tool tool, Path file) throws IOException {
    Files.writeString(file, table(tool), StandardCharsets.UTF_8);
  }

  /** One command's lines, or null when the table is not to fill it. */
  static String record(String name, Object command) {
    CommandSpec spec = new CommandLine(command).getCommandSpec();
    if (!spec.subcommands().isEmpty() || spec.defaultValueProvider() != null
        || spec.parser().abbreviatedOptionsAllowed()
        || spec.parser().unmatchedOptionsArePositionalParams()
        || spec.parser().toggleBooleanFlags() || spec.parser().trimQuotes()
        || spec.parser().splitQuotedStrings()) {
      return null;
    }
    Map<Class<?>, String> owners = new HashMap<>();
    StringBuilder s = new StringBuilder("command\t" + name + "\t" + command.getClass().getName()
        + "\n");
    if (!mixins(command.getClass(), ".", owners, s)) {
      return null;
    }
    for (OptionSpec o : spec.options()) {
      boolean grouped = o.group() != null;
      String kind = o.usageHelp() || o.versionHelp() || grouped && !oneOf(o.group())
          || o.negatable() || o.interactive() ? null : custom(o) ? converter(o) : kind(o);
      String owner = kind == null ? null : owner(o, owners);
      if (kind == null || owner == null) {
        if (o.defaultValue() != null || o.required() && !optionalGroup(o)) {
          return null; // left to picocli, but it would set or ask for it: picocli for all
        }
        continue;
      }
      String def = o.defaultValue() == null ? "-" : o.defaultValue();
      if (def.equals("-") && o.defaultValue() != null || def.contains("${")
          || def.contains("\t") || def.contains("\n") || o.required() && !grouped) {
        return null;
      }
      Field f = (Field) o.userObject();
      s.append("option\t").append(String.join(",", o.names())).append('\t').append(owner)
          .append('\t').append(f.getDeclaringClass().getName()).append('\t').append(f.getName())
          .append('\t').append(kind).append('\t').append(def).append('\n');
    }
    List<PositionalParamSpec> files = spec.positionalParameters();
    if (files.size() > 1) {
      return null;
    }
    if (files.size() == 1) {
      PositionalParamSpec p = files.get(0);
      String kind = kind(p);
      String owner = kind == null ? null : owner(p, owners);
      boolean list = "list".equals(kind);
      if (kind == null || owner == null || p.index().min() != 0 || p.defaultValue() != null
          || custom(p) || p.interactive()
          || list && (!p.arity().isVariable()
              || !p.index().isVariable() && p.index().max() < p.arity().max())
          || !list && (p.index().isVariable() || p.index().max() != 0 || p.arity().max() > 1)) {
        return null; // a list takes every file; a single value the one file at index 0
      }
      Field f = (Field) p.userObject();
      s.append("files\t").append(p.arity().min()).append('\t')
          .append(p.arity().isVariable() ? Integer.MAX_VALUE : p.arity().max()).append('\t')
          .append(owner).append('\t').append(f.getDeclaringClass().getName()).append('\t')
          .append(f.getName()).append('\t').append(kind).append('\n');
    }
    return s.toString();
  }

  /**
   * Records the mixins of {@code type} (and theirs) as {@code owner}'s; false when a class of the
   * command asks for a picocli object or has annotated methods.
   */
  private static boolean mixins(Class<?> type, String owner, Map<Class<?>, String> owners,
      StringBuilder s) {
    owners.put(type, owner);
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      for (Method m : c.getDeclaredMethods()) {
        if (picocli(m)) {
          return false;
        }
      }
      for (Field f : c.getDeclaredFields()) {
        if (f.isAnnotationPresent(CommandLine.Spec.class)
            || f.isAnnotationPresent(CommandLine.ParentCommand.class)
            || f.isAnnotationPresent(CommandLine.Unmatched.class)
            || f.isAnnotationPresent(CommandLine.Mixin.class)
            && Modifier.isStatic(f.getModifiers())) {
          return false;
        }
        if (f.isAnnotationPresent(CommandLine.ArgGroup.class)) { // its options own it
          if (owners.containsKey(f.getType()) || Modifier.isStatic(f.getModifiers())
              || Modifier.isFinal(f.getModifiers())) {
            return false;
          }
          String key = "g" + owners.size();
          owners.put(f.getType(), key);
          s.append("group\t").append(key).append('\t').append(owner).append('\t')
              .append(c.getName()).append('\t').append(f.getName()).append('\t')
              .append(f.getType().getName()).append('\n');
        }
        if (f.isAnnotationPresent(CommandLine.Mixin.class)) {
          String key = "m" + owners.size();
          s.append("mixin\t").append(key).append('\t').append(owner).append('\t')
              .append(c.getName()).append('\t').append(f.getName()).append('\t')
              .append(f.getType().getName()).append('\n');
          if (owners.containsKey(f.getType()) || !mixins(f.getType(), key, owners, s)) {
            return false; // a mixin type twice: which object a field is in would be unclear
          }
        }
      }
    }
    return true;
  }

  private static boolean picocli(AnnotatedElement e) {
    return e.isAnnotationPresent(CommandLine.Option.class)
        || e.isAnnotationPresent(CommandLine.Parameters.class)
        || e.isAnnotationPresent(CommandLine.Spec.class)
        || e.isAnnotationPresent(CommandLine.Mixin.class)
        || e.isAnnotationPresent(CommandLine.ArgGroup.class)
        || e.isAnnotationPresent(CommandLine.ParentCommand.class)
        || e.isAnnotationPresent(CommandLine.Unmatched.class);
  }

  /**
   * Whether {@code g} is a group the table fills: one of its options or none ({@code exclusive},
   * multiplicity 0..1), options only, none with a default, in no other group and holding none.
   * The table makes the group's object when one of its options is given, as picocli does, and
   * leaves a line that gives two of them to picocli (which says that they exclude each other).
   */
  private static boolean oneOf(ArgGroupSpec g) {
    if (!g.exclusive() || g.multiplicity().min() != 0 || g.multiplicity().max() != 1
        || g.parentGroup() != null || !g.subgroups().isEmpty()
        || !g.positionalParameters().isEmpty()) {
      return false;
    }
    for (ArgSpec a : g.args()) {
      if (a.defaultValue() != null || a.initialValue() != null) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether {@code o} is in an argument group that may be left out, as may each group around
   * it: picocli calls the options of an exclusive group required, meaning only that one of them
   * is given when the group is, and makes no object of a group none of whose options is given.
   */
  private static boolean optionalGroup(OptionSpec o) {
    if (o.group() == null) {
      return false;
    }
    for (ArgGroupSpec g = o.group(); g != null; g = g.parentGroup()) {
      if (g.multiplicity().min() != 0) {
        return false;
      }
      for (ArgSpec a : g.args()) {
        if (a.defaultValue() != null) {
          return false;
        }
      }
    }
    return true;
  }

  /** The owner key of the object that holds {@code a}'s field, or null. */
  private static String owner(ArgSpec a, Map<Class<?>, String> owners) {
    if (!(a.userObject() instanceof Field f) || Modifier.isStatic(f.getModifiers())
        || Modifier.isFinal(f.getModifiers())) {
      return null;
    }
    String found = null;
    for (Map.Entry<Class<?>, String> e : owners.entrySet()) {
      if (f.getDeclaringClass().isAssignableFrom(e.getKey())) {
        if (found != null) {
          return null;
        }
        found = e.getValue();
      }
    }
    return found;
  }

  /** The table's kind for {@code a}'s field, or null when the table leaves it to picocli. */
  private static String kind(ArgSpec a) {
    if (!(a.userObject() instanceof Field f)) {
      return null;
    }
    Class<?> t = f.getType();
    if (a instanceof PositionalParamSpec && t == List.class) {
      List<Class<?>> aux = List.of(a.auxiliaryTypes());
      return aux.equals(List.of(String.class)) ? "list" : null;
    }
    // an option takes exactly its value; a file may be optional (arity 0..1: the files record
    // says how many)
    if (a.arity().isVariable() || a.arity().max() != (t == boolean.class ? 0 : 1)
        || a.arity().min() != a.arity().max()
        && !(a instanceof PositionalParamSpec && t != boolean.class && a.arity().min() == 0)) {
      return null;
    }
    if (t == boolean.class) {
      return "flag";
    }
    if (t.isEnum()) {
      for (Object c : t.getEnumConstants()) {
        if (!c.toString().equals(((Enum<?>) c).name())) {
          return null; // picocli might match the text shown: leave it to picocli
        }
      }
      return "enum:" + t.getName();
    }
    return t == String.class ? "string" : t == Path.class ? "path"
        : t == int.class || t == Integer.class || t == long.class || t == Long.class
        || t == double.class || t == Double.class ? t.getSimpleName() : null;
  }

  /**
   * {@code convert:CLASS} for an option of one value that picocli reads through a converter of
   * its own ({@code converter = CLASS.class}) and nothing else of its own: the table calls the
   * same converter, on a new object of its class as picocli makes one; else null.
   */
  private static String converter(ArgSpec a) {
    if (a.converters().length != 1 || !a.splitRegex().isEmpty() || a.parameterConsumer() != null
        || a.preprocessor() != null && !a.preprocessor().getClass().getName().equals(
            "picocli.CommandLine$NoOpParameterPreprocessor")
        || !(a.userObject() instanceof Field f) || a.arity().isVariable()
        || a.arity().min() != 1 || a.arity().max() != 1 || f.getType().isArray()
        || f.getType().isPrimitive() || java.util.Collection.class.isAssignableFrom(f.getType())
        || java.util.Map.class.isAssignableFrom(f.getType())) {
      return null;
    }
    Class<?> c = a.converters()[0].getClass();
    if (c.isAnonymousClass() || c.isSynthetic() || c.isLocalClass()
        || c.getEnclosingClass() != null && !Modifier.isStatic(c.getModifiers())) {
      return null; // not a class the table can name and make (a lambda, an inner class)
    }
    try {
      c.getDeclaredConstructor();
    } catch (NoSuchMethodException e) {
      return null;
    }
    return "convert:" + c.getName();
  }

  /** Whether picocli is told to read {@code a}'s values its own way (converter, split, ...). */
  private static boolean custom(ArgSpec a) {
    return a.converters().length > 0 || !a.splitRegex().isEmpty()
        || a.parameterConsumer() != null || a.preprocessor() != null
        && !a.preprocessor().getClass().getName().equals(
            "picocli.CommandLine$NoOpParameterPreprocessor");
  }
}
