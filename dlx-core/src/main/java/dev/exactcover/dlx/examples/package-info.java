/**
 * Classic exact-cover problems built in code with the public API: models to learn from, and
 * fixtures with known counts for tests and benchmarks.
 */
package dev.exactcover.dlx.examples;
