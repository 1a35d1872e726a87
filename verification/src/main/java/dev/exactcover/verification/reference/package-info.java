/**
 * Reference solvers, written independently of the Dancing Links engine and the Sudoku model so
 * that each can be checked against the other: three Sudoku solvers and a naive Algorithm X.
 */
package dev.exactcover.verification.reference;
