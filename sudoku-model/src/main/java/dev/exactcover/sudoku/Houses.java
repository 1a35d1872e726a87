package dev.exactcover.sudoku;

import java.util.List;

/**
 * The regions of a variant as flat tables for the logical solver and the generator: each house's
 * cells, each cell's houses, and each cell's peers (the other cells sharing a house with it).
 * "House" is the puzzle solvers' word for a region; here it is any region of the {@link Regions}
 * list, so the same code serves classic, X and jigsaw Sudoku. Immutable.
 */
final class Houses {
  final Regions regions;
  final int n;
  final int cells;
  final int[][] houseCells; // house -> its n cells, increasing
  final int[][] cellHouses; // cell -> the houses holding it, increasing
  final int[][] peers; // cell -> the other cells of its houses, increasing, each once
  final long[][] peerSet; // cell -> its peers as a bit set over cells
  final String[] names; // house -> "row 3", "box 5"
  final boolean[] isBox; // house -> a box or jigsaw piece (as opposed to a line)
  final int[] rows; // the row houses, by row (empty when the variant has none)
  final int[] columns;

  Houses(Regions regions) {
    this.regions = regions;
    this.n = regions.shape().side();
    this.cells = regions.shape().cells();
    List<Region> list = regions.list();
    int h = list.size();
    houseCells = new int[h][];
    names = new String[h];
    isBox = new boolean[h];
    int[] count = new int[cells];
    int rowCount = 0;
    int colCount = 0;
    for (int i = 0; i < h; i++) {
      Region r = list.get(i);
      houseCells[i] = r.cells();
      names[i] = r.name();
      isBox[i] = r.kind().equals("box") || r.kind().equals("region");
      rowCount += r.kind().equals("row") ? 1 : 0;
      colCount += r.kind().equals("column") ? 1 : 0;
      for (int c : houseCells[i]) {
        count[c]++;
      }
    }
    rows = new int[rowCount == n ? n : 0];
    columns = new int[colCount == n ? n : 0];
    for (int i = 0; i < h; i++) {
      Region r = list.get(i);
      if (r.kind().equals("row") && rows.length == n) {
        rows[r.index()] = i;
      } else if (r.kind().equals("column") && columns.length == n) {
        columns[r.index()] = i;
      }
    }
    cellHouses = new int[cells][];
    for (int c = 0; c < cells; c++) {
      cellHouses[c] = new int[count[c]];
      count[c] = 0;
    }
    for (int i = 0; i < h; i++) {
      for (int c : houseCells[i]) {
        cellHouses[c][count[c]++] = i;
      }
    }
    int words = (cells + 63) >>> 6;
    peers = new int[cells][];
    peerSet = new long[cells][];
    for (int c = 0; c < cells; c++) {
      long[] set = new long[words];
      for (int house : cellHouses[c]) {
        for (int x : houseCells[house]) {
          set[x >>> 6] |= 1L << x;
        }
      }
      set[c >>> 6] &= ~(1L << c);
      int k = 0;
      for (long w : set) {
        k += Long.bitCount(w);
      }
      int[] p = new int[k];
      k = 0;
      for (int x = 0; x < cells; x++) {
        if ((set[x >>> 6] & 1L << x) != 0) {
          p[k++] = x;
        }
      }
      peers[c] = p;
      peerSet[c] = set;
    }
  }

  /** Whether cells {@code a} and {@code b} share a house (a cell is not its own peer). */
  boolean sees(int a, int b) {
    return (peerSet[a][b >>> 6] & 1L << b) != 0;
  }

  /** The 1-based name of a cell: {@code r3c7}. */
  String cell(int c) {
    return Grid.cellName(c, n);
  }
}
