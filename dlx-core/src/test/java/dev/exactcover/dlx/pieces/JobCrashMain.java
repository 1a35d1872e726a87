package dev.exactcover.dlx.pieces;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.examples.Queens;
import java.nio.file.Path;

/** The child of {@link JobTest}'s crash test: runs a job slowly, to be killed half-way. */
final class JobCrashMain {
  private JobCrashMain() {}

  public static void main(String[] args) throws Exception {
    try (Job job = Job.open(Path.of(args[0]), SearchTree.of(Queens.problem(11).newSolver()), 200)) {
      job.run(1, Limits.none(), (s, r) -> {
        try {
          Thread.sleep(20);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
    }
  }
}
