package dev.exactcover.dlx;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Knuth's {@code .dlx} text format, read and written. The first line that is neither blank nor a
 * comment names the items: primary items, then {@code |}, then secondary items. A primary item may
 * carry bounds ({@code lo:hi|name}, or {@code n|name} for exactly n). Every further line is an
 * option: item names, a secondary item optionally with a color ({@code X:red}). Lines whose first
 * non-blank character is {@code |} are comments. An option without a primary item is dropped with
 * a warning, as Knuth's programs do.
 */
final class DlxText {
  private DlxText() {}

  static Problem read(Reader in, Consumer<String> warnings) throws IOException, DlxFormatException {
    BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
    ProblemBuilder builder = new ProblemBuilder();
    Map<String, Boolean> primary = new HashMap<>(); // name -> is primary
    boolean haveItems = false;
    int lineNo = 0;
    String line;
    Map<String, Integer> seen = new HashMap<>();
    List<String> option = new ArrayList<>();
    while ((line = r.readLine()) != null) {
      lineNo++;
      int start = skipBlanks(line, 0);
      if (start == line.length() || line.charAt(start) == '|') {
        continue; // a blank line or a comment (as in Knuth's programs, even before the items)
      }
      if (!haveItems) {
        readItems(line, lineNo, builder, primary);
        haveItems = true;
        continue;
      }
      option.clear();
      seen.clear();
      boolean hasPrimary = false;
      for (int p = start; p < line.length(); p = skipBlanks(line, p)) {
        int end = tokenEnd(line, p);
        String token = line.substring(p, end);
        int colon = token.indexOf(':');
        String name = colon < 0 ? token : token.substring(0, colon);
        Boolean isPrimary = primary.get(name);
        if (isPrimary == null) {
          throw new DlxFormatException(lineNo, p + 1, name.isEmpty()
              ? "empty item name before ':'" : "unknown item '" + name + "'");
        }
        Integer before = seen.put(name, p + 1);
        if (before != null) {
          throw new DlxFormatException(lineNo, p + 1,
              "item '" + name + "' appears twice in this option (first at column " + before + ")");
        }
        if (colon >= 0) {
          if (isPrimary) {
            throw new DlxFormatException(lineNo, p + 1,
                "primary item '" + name + "' cannot have a color");
          }
          String color = token.substring(colon + 1);
          if (!ProblemBuilder.validName(color)) {
            throw new DlxFormatException(lineNo, p + colon + 2,
                "invalid color '" + color + "' on item '" + name + "'");
          }
        }
        hasPrimary |= isPrimary;
        option.add(token);
        p = end;
      }
      if (!hasPrimary) {
        warnings.accept("line " + lineNo + ": option ignored (no primary item): " + line.strip());
        continue;
      }
      builder.option(option);
    }
    if (!haveItems) {
      throw new DlxFormatException(Math.max(lineNo, 1), 1, "no items: the first line must name them");
    }
    return builder.build();
  }

  private static void readItems(String line, int lineNo, ProblemBuilder builder,
      Map<String, Boolean> primary) throws DlxFormatException {
    boolean secondary = false;
    for (int p = skipBlanks(line, 0); p < line.length(); p = skipBlanks(line, p)) {
      int end = tokenEnd(line, p);
      String token = line.substring(p, end);
      if (token.equals("|")) {
        if (secondary) {
          throw new DlxFormatException(lineNo, p + 1, "'|' appears twice in the item line");
        }
        secondary = true;
        p = end;
        continue;
      }
      int bar = token.indexOf('|');
      String name = bar < 0 ? token : token.substring(bar + 1);
      int lo = 1;
      int hi = 1;
      if (bar >= 0) {
        if (secondary) {
          throw new DlxFormatException(lineNo, p + 1,
              "secondary item '" + name + "' cannot have bounds");
        }
        String spec = token.substring(0, bar);
        int colon = spec.indexOf(':');
        try {
          hi = Integer.parseInt(spec.substring(colon + 1));
          lo = colon < 0 ? hi : Integer.parseInt(spec.substring(0, colon));
        } catch (NumberFormatException e) {
          throw new DlxFormatException(lineNo, p + 1,
              "bounds '" + spec + "' must be 'n' or 'lo:hi' in decimal digits");
        }
        if (hi < 1 || lo < 0 || lo > hi) {
          throw new DlxFormatException(lineNo, p + 1,
              "bounds " + lo + ":" + hi + " of item '" + name + "': need 0 <= lo <= hi, hi >= 1");
        }
      }
      if (!ProblemBuilder.validName(name)) {
        throw new DlxFormatException(lineNo, p + 1, "invalid item name '" + name + "'");
      }
      if (primary.containsKey(name)) {
        throw new DlxFormatException(lineNo, p + 1, "duplicate item '" + name + "'");
      }
      primary.put(name, !secondary);
      if (secondary) {
        builder.secondary(name);
      } else {
        builder.primary(name, lo, hi);
      }
      p = end;
    }
  }

  private static int skipBlanks(String s, int p) {
    while (p < s.length() && Character.isWhitespace(s.charAt(p))) {
      p++;
    }
    return p;
  }

  private static int tokenEnd(String s, int p) {
    while (p < s.length() && !Character.isWhitespace(s.charAt(p))) {
      p++;
    }
    return p;
  }

  static void write(Problem problem, Appendable out) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < problem.itemCount(); i++) {
      if (i == problem.primaryItemCount()) {
        sb.append(i == 0 ? "|" : " |");
      }
      if (sb.length() > 0) {
        sb.append(' ');
      }
      if (problem.isPrimary(i)) {
        int lo = problem.lowerBound(i);
        int hi = problem.upperBound(i);
        if (lo != 1 || hi != 1) {
          sb.append(lo == hi ? "" : lo + ":").append(hi).append('|');
        }
      }
      sb.append(problem.itemName(i));
    }
    out.append(sb).append('\n');
    for (int o = 0; o < problem.optionCount(); o++) {
      out.append(problem.optionText(o)).append('\n');
    }
  }
}
