/**
 * The {@code ./exactcover} command line and the command-line parts every program of the project
 * shares: picocli commands that read a {@link dev.exactcover.cli.RunContext} and return
 * {@link dev.exactcover.cli.ExitCode exit codes}.
 */
package dev.exactcover.cli;
