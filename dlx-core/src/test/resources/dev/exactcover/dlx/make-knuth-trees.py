#!/usr/bin/env python3
"""Makes knuth-trees.txt: random exact-cover problems with the figures of Knuth's own programs.

Usage: make-knuth-trees.py DIR > knuth-trees.txt, where DIR holds dlx1, dlx2 and dlx3 built from
Knuth's CWEB sources (ctangle dlxN.w && gcc -O2 -o dlxN dlxN.c gb_flip.c). Each problem is run
by the program of its algorithm (dlx1: X, dlx2: C, dlx3: M) with no options, and its last line
gives the solutions, nodes and updates. Fixed seed: the same file every time.
"""
import random
import re
import subprocess
import sys

FAMILIES = ["X", "secondary", "C", "lo0", "lo<hi", "lo=hi", "mixed"]
PROGRAM = {"X": "dlx1", "secondary": "dlx1", "C": "dlx2"}


def bounds(rng, family, first):
    if family in PROGRAM:
        return ""
    kind = family
    if family == "mixed" or not first:
        kind = rng.choice(["lo0", "lo<hi", "lo=hi", "once"])
    if kind == "lo0":
        return rng.choice(["0:", ":"]) + str(rng.randint(1, 3)) + "|"
    if kind == "lo<hi":
        lo = rng.randint(1, 2)
        return "%d:%d|" % (lo, lo + rng.randint(1, 2))
    if kind == "lo=hi":
        return "%d|" % rng.randint(2, 3)
    return ""


def instance(rng, family):
    n1 = rng.randint(2, 7)
    n2 = rng.randint(1, 3) if family in ("secondary", "C", "mixed") else 0
    colors = family in ("C", "mixed")
    head = " ".join(bounds(rng, family, i == 0) + "P%d" % i for i in range(n1))
    if n2:
        head += " |" + "".join(" S%d" % j for j in range(n2))
    lines = [head]
    for _ in range(rng.randint(5, 25)):
        first = rng.randrange(n1)
        items = ["P%d" % i for i in range(n1) if i == first or rng.random() < 0.35]
        for j in range(n2):
            if rng.random() < 0.4:
                items.append("S%d" % j + (":" + rng.choice("ab") if colors and rng.random() < 0.6 else ""))
        lines.append(" ".join(items))
    return "\n".join(lines) + "\n"


def main():
    tools = sys.argv[1]
    rng = random.Random(20261125)
    print("# Random problems with the statistics of Knuth's dlx1/dlx2/dlx3 (make-knuth-trees.py).")
    print("# '@ program solutions nodes updates' starts each problem.")
    for family in FAMILIES:
        for _ in range(60):
            text = instance(rng, family)
            program = PROGRAM.get(family, "dlx3")
            run = subprocess.run([tools + "/" + program], input=text, capture_output=True,
                                 text=True, check=True)
            m = re.search(r"Altogether (\d+) solutions?, .*?(\d+) updates?, .*?(\d+) nodes",
                          run.stderr)
            print("@ %s %s %s %s" % (program, m.group(1), m.group(3), m.group(2)))
            sys.stdout.write(text)


main()
