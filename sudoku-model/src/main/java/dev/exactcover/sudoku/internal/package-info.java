/**
 * Not exported: the tables and engines behind the exported packages (houses, the clue engine of
 * the generator, unavoidable sets, the ordered batch runner, the Sudoku matrix encoding).
 */
package dev.exactcover.sudoku.internal;
