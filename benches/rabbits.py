#!/usr/bin/env python3
"""Side-by-side timing of game 28 (coelhos à Fibonacci): our threshold
cursors (`examples/rabbits`, release) against a C program of the plain
recurrence with its rows stored as steps (benches/c/rabbits.c, the
comparator the issue describes), on the same machine, interleaved.

1. a race: ours to N, then the C program for the time ours took; how far it
   got, and its losing starts checked against ours up to there;
2. both to M (default N/5), interleaved A B A B, with the ratios.

  python3 benches/rabbits.py                   # N = 1,000,000, M = 200,000
  python3 benches/rabbits.py --n 200000 --m 50000
"""
import argparse
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
OURS = os.path.join(TARGET, "release", "examples", "rabbits")
C_BIN = os.path.join(TARGET, "rabbits-c")
OURS_LINE = re.compile(r"N = (\d+): cursors ([0-9.]+) s \(([0-9.]+) CPU-s\)")
OURS_LOSING = re.compile(r"^(\d+) losing starts", re.M)
C_LINE = re.compile(r"heaps 0\.\.(\d+) in ([0-9.]+) s \(([0-9.]+) CPU-s\), \d+ steps, (\d+) losing starts")


def ours(n):
    out = subprocess.run([OURS, str(n)], capture_output=True, text=True, check=True).stdout
    m = OURS_LINE.search(out)
    return float(m.group(2)), float(m.group(3)), int(OURS_LOSING.search(out).group(1))


def plain_c(n, seconds=0.0):
    out = subprocess.run([C_BIN, str(n), str(seconds)], capture_output=True, text=True, check=True).stdout
    m = C_LINE.search(out)
    return int(m.group(1)), float(m.group(2)), float(m.group(3)), int(m.group(4))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1_000_000)
    ap.add_argument("--m", type=int)
    ap.add_argument("--rounds", type=int, default=2)
    a = ap.parse_args()
    m = a.m or a.n // 5
    subprocess.run(["cc", "-O3", "-march=native", "-o", C_BIN, os.path.join(ROOT, "benches", "c", "rabbits.c")], check=True)
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "ludoteca-games", "--example", "rabbits"], cwd=ROOT, check=True)
    print(f"load average before: {os.getloadavg()}")
    wall, cpu, losing = ours(a.n)
    print(f"ours: 0..{a.n} in {wall:.1f} s wall ({cpu:.1f} CPU-s), {losing} losing starts")
    reached, t, _, c_losing = plain_c(a.n, wall)
    _, _, check = ours(reached)
    assert check == c_losing, f"losing starts to {reached}: ours {check}, C {c_losing}"
    print(f"race: in {t:.1f} s the C plain recurrence reached heap {reached} ({c_losing} losing starts, as ours)")
    for r in range(a.rounds):
        w, c, l1 = ours(m)
        _, tc, cc, l2 = plain_c(m)
        assert l1 == l2, f"losing starts to {m}: ours {l1}, C {l2}"
        print(f"round {r + 1}, 0..{m}: ours {w:.2f} s wall ({c:.2f} CPU-s), C {tc:.2f} s wall ({cc:.2f} CPU-s): "
              f"C/ours {tc / w:.1f}× wall, {cc / c:.1f}× CPU")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
