package dev.exactcover.dlx;

/** Receives a {@link Progress} report every so many nodes during a long search. */
@FunctionalInterface
public interface ProgressListener {
  /**
   * Called on the searching thread; keep it quick.
   *
   * @param progress the search's progress so far
   */
  void onProgress(Progress progress);
}
