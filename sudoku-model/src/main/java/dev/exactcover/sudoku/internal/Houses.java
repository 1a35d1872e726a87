package dev.exactcover.sudoku.internal;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Region;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Regions;
import java.util.List;

/**
 * The regions of a variant as flat tables for the logical solver and the generator: each house's
 * cells, each cell's houses, and each cell's peers (the other cells sharing a house with it).
 * "House" is the puzzle solvers' word for a region; here it is any region of the {@link Regions}
 * list, so the same code serves classic, X and jigsaw Sudoku. Immutable.
 */
public final class Houses {
  public final Regions regions;
  public final int n;
  public final int cells;
  public final int[][] houseCells; // house -> its n cells, increasing
  public final int[][] cellHouses; // cell -> the houses holding it, increasing
  public final int[][] peers; // cell -> the other cells of its houses, increasing, each once
  public final long[][] peerSet; // cell -> its peers as a bit set over cells
  public final String[] names; // house -> "row 3", "box 5"
  public final boolean[] isBox; // house -> a box or jigsaw piece (as opposed to a line)
  public final int[] rows; // the row houses, by row (empty when the variant has none)
  public final int[] columns;

  public Houses(Regions regions) {
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
      isBox[i] = r.kind().isBlock();
      rowCount += r.kind() == RegionKind.ROW ? 1 : 0;
      colCount += r.kind() == RegionKind.COLUMN ? 1 : 0;
      for (int c : houseCells[i]) {
        count[c]++;
      }
    }
    rows = new int[rowCount == n ? n : 0];
    columns = new int[colCount == n ? n : 0];
    for (int i = 0; i < h; i++) {
      Region r = list.get(i);
      if (r.kind() == RegionKind.ROW && rows.length == n) {
        rows[r.index()] = i;
      } else if (r.kind() == RegionKind.COLUMN && columns.length == n) {
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
  public boolean sees(int a, int b) {
    return (peerSet[a][b >>> 6] & 1L << b) != 0;
  }

  /** The 1-based name of a cell: {@code r3c7}. */
  public String cell(int c) {
    return Grid.cellName(c, n);
  }
}
