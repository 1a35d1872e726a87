package dev.exactcover.server;

import java.util.List;
import java.util.Set;

/**
 * One command of the API: {@code POST /api/<path>} runs {@code ./<program> <command>} with the
 * request's body as its input ({@code -}) and the query's parameters as its long options.
 *
 * @param path the part of the address after {@code /api/}
 * @param program {@code sudoku} or {@code exactcover}: whose command line it is
 * @param command the command's name on that command line
 * @param readsInput whether the command reads the body (generate reads nothing)
 * @param formats the output forms the API offers for it, the first the default
 * @param options the command's options the API takes, by their long names (no dashes)
 * @param summary what it does, in a line
 */
record Endpoint(String path, String program, String command, boolean readsInput,
    List<String> formats, List<String> options, String summary) {

  /** The options every puzzle command takes. */
  private static final List<String> PUZZLE = List.of("size", "symbols", "x", "threads",
      "time-limit", "stats");

  /**
   * Options no request may give: they name a file to read or write, or reach a cluster or a
   * job file, which a server answering anyone on its address must not do for them.
   */
  static final Set<String> REFUSED = Set.of("output", "o", "regions", "job", "cluster",
      "cluster-name", "secret-file", "check-answers", "help", "h", "version", "V", "dlx");

  /** Every endpoint, in the order the OpenAPI document lists them. */
  static final List<Endpoint> ALL = List.of(
      puzzle("solve", List.of("json", "svg", "pdf"), "solve each puzzle (a solution, or why not)",
          "no-answers", "paper", "per-page"),
      puzzle("check", List.of("json"), "unique, how many (up to 2), or none, for each puzzle"),
      puzzle("count", List.of("json"), "count each puzzle's solutions", "limit", "split",
          "shard"),
      puzzle("grade", List.of("json"), "rate each puzzle on Sudoku Explainer's scale"),
      puzzle("hint", List.of("json"), "the next step a person would take, in words", "marks"),
      puzzle("explain", List.of("json"), "every step to the solution, in words", "marks"),
      puzzle("validate", List.of("json"), "whether each puzzle is well formed and unique"),
      puzzle("minimize", List.of("json"), "drop givens while the puzzle stays unique",
          "unnecessary"),
      new Endpoint("generate", "sudoku", "generate", false, List.of("json", "svg", "pdf"),
          List.of("n", "seed", "size", "x", "difficulty", "rating", "clues", "symmetry",
              "minimal", "attempts", "threads", "time-limit", "no-answers", "paper",
              "per-page"), "new puzzles, by level, rating or number of givens"),
      new Endpoint("tile", "exactcover", "tile", true, List.of("json", "svg"),
          List.of("count", "distinct", "mirror-images", "kind", "hole", "limit", "split",
              "shard", "threads", "time-limit", "stats"),
          "pack pieces into a box: a .polyomino or .polycube spec"),
      new Endpoint("exactcover/count", "exactcover", "count", true, List.of("json"),
          List.of("limit", "memo", "memo-limit", "learn", "reduce", "weighted", "seed", "split",
              "shard", "threads", "time-limit", "stats"),
          "count the solutions of a .dlx problem"),
      new Endpoint("exactcover/list", "exactcover", "list", true, List.of("json"),
          List.of("limit", "sample", "memo-limit", "learn", "reduce", "weighted", "seed",
              "threads", "time-limit", "stats"),
          "list the solutions of a .dlx problem"));

  private static Endpoint puzzle(String name, List<String> formats, String summary,
      String... more) {
    List<String> options = new java.util.ArrayList<>(PUZZLE);
    options.addAll(List.of(more));
    return new Endpoint(name, "sudoku", name, true, formats, List.copyOf(options), summary);
  }

  /** The endpoint at {@code path} (after {@code /api/}), or null. */
  static Endpoint find(String path) {
    for (Endpoint e : ALL) {
      if (e.path.equals(path)) {
        return e;
      }
    }
    return null;
  }
}
