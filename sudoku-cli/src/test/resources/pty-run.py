"""Runs a command under a pseudo-terminal (stdin, stdout and stderr all the terminal), as a
person at a terminal runs it, and prints everything the terminal showed.

Usage: pty-run.py INPUT_FILE WAIT_FOR SECONDS COMMAND...
  INPUT_FILE  bytes typed once the command has shown something, its prompt (a Ctrl-D, \\x04,
              ends the input)
  WAIT_FOR    when this text has been shown (empty: never), wait SECONDS and press Ctrl-C
The exit code is the command's (128 + the signal that ended it).
"""
import os
import pty
import select
import signal
import sys
import time

typed = open(sys.argv[1], "rb").read()
wait_for = sys.argv[2].encode()
seconds = float(sys.argv[3])
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[4], sys.argv[4:])
shown = b""
seen_at = None
interrupted = False
time.sleep(0.2)
if typed:  # a person types once the command has said something (its prompt), not before
    deadline = time.time() + 30
    while not shown and time.time() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            if not data:
                break
            shown += data
for b in typed:  # typed as a person types, a key at a time, so that Ctrl-D is read alone
    os.write(fd, bytes([b]))
    time.sleep(0.01)
while True:
    try:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            data = os.read(fd, 65536)
            if not data:
                break
            shown += data
    except OSError:  # the terminal's other end closed: the command ended
        break
    if wait_for and seen_at is None and wait_for in shown:
        seen_at = time.time()
    if seen_at is not None and not interrupted and time.time() - seen_at >= seconds:
        os.kill(pid, signal.SIGINT)
        interrupted = True
_, status = os.waitpid(pid, 0)
sys.stdout.buffer.write(shown)
sys.stdout.flush()
code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
sys.exit(code)
