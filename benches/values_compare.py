#!/usr/bin/env python3
"""Partizan values side by side: Ludoteca's canonical forms against the cgt
crate's (0.11.0, `short::partizan`), on the same partizan subtraction games.

Builds crates/values/examples/subtraction_values (release) and the `values`
binary of benches/cgt-compare (outside the workspace: cgt is AGPL and never
linked by it), into the same target dir. Each game is LEFT RIGHT N: heaps
0..N, Left taking one of LEFT, Right one of RIGHT. Both print one line per
heap, `heap form class`, the form written as cgt writes it, and the time of
the forms and classes on stderr (the printing is not timed). The runs are
interleaved (ours, cgt, ours, cgt ...) for several rounds; every run's
lines must be equal, byte for byte, to the first's. Medians and the ratio
are printed, with the load average before and after.

  python3 benches/values_compare.py                      # the default games, 3 rounds
  python3 benches/values_compare.py --rounds 5 --game 1,4 2,3 10000
  python3 benches/values_compare.py --random 1 20000     # random short games and sums

With --random SEED N both build the same N random short games (and each one's
sum with an earlier one) from one splitmix64 stream. The two libraries list a
canonical form's options in different orders, so the forms are compared with
every option list sorted (a canonical form is a set of options on each side).
"""
import argparse
import hashlib
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
OURS = os.path.join(TARGET, "release", "examples", "subtraction_values")
CGT = os.path.join(TARGET, "release", "values")
TIME = re.compile(r": ([0-9.]+) s")
# Game 13 (I), then subtraction games whose two sides differ.
GAMES = [("1,4", "2,3", 2000), ("1,2", "1,3", 2000), ("2,3", "1,5", 2000), ("1,3,4", "2,5", 2000)]


def sh(cmd):
    print("$", " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, check=True, cwd=ROOT)


def build():
    sh(["cargo", "build", "--release", "-p", "ludoteca-values", "--example", "subtraction_values"])
    sh(["cargo", "build", "--release", "--manifest-path", "benches/cgt-compare/Cargo.toml", "--bin", "values"])


def sorted_form(text):
    """`{a, b|c}` with every option list sorted, at every depth."""

    def form(i):
        if text[i] != "{":
            j = i
            while j < len(text) and text[j] not in "{},|":
                j += 1
            return text[i:j], j
        sides, i = [], i + 1
        for end in "|}":
            opts = []
            while text[i] != end:
                f, i = form(i)
                opts.append(f)
                if text[i] == ",":
                    i += 2 if text[i + 1] == " " else 1
            sides.append(", ".join(sorted(opts)))
            i += 1
        return "{" + sides[0] + "|" + sides[1] + "}", i

    out, end = form(0)
    assert end == len(text), text
    return out


def words(line):
    """The line's words, a braced form (which holds spaces) as one word."""
    out, i = [], 0
    while i < len(line):
        j, depth = i, 0
        while j < len(line) and (depth or line[j] != " "):
            depth += {"{": 1, "}": -1}.get(line[j], 0)
            j += 1
        out.append(line[i:j])
        i = j + 1
    return out


def normalized(stdout):
    lines = []
    for line in stdout.decode().splitlines():
        lines.append(" ".join(sorted_form(w) if w.startswith("{") else w for w in words(line)))
    return "\n".join(lines).encode()


def run(binary, game):
    left, right, n = game
    p = subprocess.run([binary, left, right, str(n)], capture_output=True, check=True)
    secs = float(TIME.search(p.stderr.decode()).group(1))
    out = normalized(p.stdout) if left == "random" else p.stdout
    return secs, hashlib.sha256(out).hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--game", nargs=3, action="append", metavar=("LEFT", "RIGHT", "N"))
    ap.add_argument("--random", nargs=2, action="append", metavar=("SEED", "N"))
    ap.add_argument("--no-build", action="store_true")
    a = ap.parse_args()
    games = [(l, r, int(n)) for l, r, n in a.game] if a.game else [] if a.random else GAMES
    games += [("random", seed, int(n)) for seed, n in a.random or []]
    if not a.no_build:
        build()
    print("load average before:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    for game in games:
        times = {"ours": [], "cgt": []}
        digest = None
        for _ in range(a.rounds):
            for name, binary in (("ours", OURS), ("cgt", CGT)):
                secs, d = run(binary, game)
                if digest is None:
                    digest = d
                elif d != digest:
                    sys.exit(f"{name} printed other forms for {game}")
                times[name].append(secs)
        o, c = statistics.median(times["ours"]), statistics.median(times["cgt"])
        print(
            (f"{game[2]} random games and sums, seed {game[1]}" if game[0] == "random"
             else f"left {game[0]} right {game[1]} heaps 0..{game[2]}")
            + ": equal forms and classes; "
            f"ours {o:.3f} s {times['ours']}, cgt {c:.3f} s {times['cgt']}, ours/cgt {o / c:.4f}"
        )
    print("load average after:", " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
