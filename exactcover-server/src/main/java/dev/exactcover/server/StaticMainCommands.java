package dev.exactcover.server;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;

/**
 * The commands through the command line's own entry point, which keeps some state of a run in
 * statics and reads {@code System.in}: so one run at a time, {@code System.in} set for each.
 * The launcher opens the command line's package to this module for it.
 */
final class StaticMainCommands implements Commands {
  private static final Object ONE_AT_A_TIME = new Object();
  private final Method run;

  StaticMainCommands() {
    try {
      Class<?> main = Class.forName("dev.exactcover.sudoku.cli.Main");
      run = main.getDeclaredMethod("run", String.class, PrintWriter.class, PrintWriter.class,
          String[].class);
      run.setAccessible(true);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IllegalStateException("the command line's entry point is not reachable: " + e, e);
    }
  }

  @Override
  public int run(String program, String[] args, InputStream stdin, OutputStream stdout,
      OutputStream stderr) {
    PrintWriter out = new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8));
    PrintWriter err = new PrintWriter(new OutputStreamWriter(stderr, StandardCharsets.UTF_8));
    synchronized (ONE_AT_A_TIME) {
      InputStream before = System.in;
      System.setIn(stdin);
      try {
        return (Integer) run.invoke(null, program, out, err, args);
      } catch (InvocationTargetException e) {
        err.println(program + ": internal failure (" + e.getCause() + "); please report it");
        return 70;
      } catch (IllegalAccessException e) {
        err.println(program + ": internal failure (" + e + "); please report it");
        return 70;
      } finally {
        System.setIn(before);
        out.flush();
        err.flush();
      }
    }
  }

  @Override
  public int concurrency() {
    return 1;
  }
}
