#!/usr/bin/env python3
"""Side-by-side timing of Ludoteca's subtraction scans against comparators.

Compiles benches/c/outcomes.c with the system `cc -O3 -march=native`, builds
`examples/scan` (release), and, if asked with --cgt, the cgt crate's Grundy
scan (benches/cgt-compare, outside the workspace, into the same target dir).
Then runs ours and the comparators interleaved (A B A B ...) for several
rounds on the same sizes, checks that every run printed the same checksum,
and prints medians and ratios, with the load average before and after.

  python3 benches/compare.py                  # outcomes, 10^9 heaps, 5 rounds
  python3 benches/compare.py --cgt            # and Grundy values against cgt
  python3 benches/compare.py --cgt --plain      # and our one-heap-per-step references
  python3 benches/compare.py --rounds 3 --n 100000000 --grundy-n 100000000 --cgt
"""
import argparse
import os
import re
import resource
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
SCAN = os.path.join(TARGET, "release", "examples", "scan")
CGT = os.path.join(TARGET, "release", "cgt-compare")
C_BIN = os.path.join(TARGET, "outcomes-c")
TEN = "1,3,4,7,9,12,15,20,27,33"
LINE = re.compile(r": ([0-9.]+) s,.*checksum ([0-9a-f]+)")


def sh(cmd, **kw):
    print("$", " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, check=True, cwd=ROOT, **kw)


def build(cgt):
    sh(["cargo", "build", "--release", "-p", "ludoteca-core", "--example", "scan"])
    sh(["cc", "-O3", "-march=native", "-o", C_BIN, os.path.join(ROOT, "benches", "c", "outcomes.c")])
    if cgt:
        env = dict(os.environ, CARGO_TARGET_DIR=TARGET)
        manifest = os.path.join(ROOT, "benches", "cgt-compare", "Cargo.toml")
        sh(["cargo", "build", "--release", "--manifest-path", manifest], env=env)


def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run(cmd):
    """The scan's own wall time, its checksum, and the whole process's CPU
    time (user + system: less sensitive to other load than wall time, but it
    includes start-up and the checksum)."""
    before = cpu()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.strip()
    m = LINE.search(out)
    if not m:
        sys.exit(f"unexpected output from {cmd}: {out}")
    return float(m.group(1)), m.group(2), cpu() - before


def load():
    return open("/proc/loadavg").read().split()[:3]


def compare(title, contenders, rounds):
    """contenders: [(name, argv)]; the first is ours, the rest are compared to it."""
    times = {name: [] for name, _ in contenders}
    cpus = {name: [] for name, _ in contenders}
    sums = set()
    print(f"\n## {title}  (load average before: {' '.join(load())})")
    for r in range(rounds):
        for name, cmd in contenders:
            secs, checksum, cpu_secs = run(cmd)
            times[name].append(secs)
            cpus[name].append(cpu_secs)
            sums.add(checksum)
            print(f"  round {r + 1}: {name:<28} {secs:8.3f} s  (process CPU {cpu_secs:.3f} s)  checksum {checksum}")
    if len(sums) != 1:
        sys.exit(f"checksums differ: {sums}")
    ours = statistics.median(times[contenders[0][0]])
    ours_cpu = statistics.median(cpus[contenders[0][0]])
    print(f"  medians over {rounds} rounds (load average after: {' '.join(load())}), checksums agree:")
    for name, _ in contenders:
        med = statistics.median(times[name])
        print(f"    {name:<28} median {med:8.3f} s  (min {min(times[name]):.3f}, max {max(times[name]):.3f})"
              f"  this / ours = {med / ours:6.2f};  process CPU median {statistics.median(cpus[name]):8.3f} s,"
              f" this / ours = {statistics.median(cpus[name]) / ours_cpu:6.2f}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--grundy-rounds", type=int, default=3)
    ap.add_argument("--n", default="1000000000", help="heaps for the outcome scans")
    ap.add_argument("--grundy-n", default="1000000000", help="heaps for the Grundy scans")
    ap.add_argument("--cgt", action="store_true", help="also time the cgt crate's Grundy scan")
    ap.add_argument("--plain", action="store_true", help="also time our one-heap-per-step reference")
    ap.add_argument("--no-build", action="store_true")
    a = ap.parse_args()
    if not a.no_build:
        build(a.cgt)
    n = a.n
    for takes in ["1,4", "2,5,13,16"]:
        contenders = [
            (f"ours {takes}", [SCAN, takes, n]),
            (f"C word {takes}", [C_BIN, "word", takes, n]),
            (f"C shift {takes}", [C_BIN, "shift", takes, n]),
        ]
        if a.plain:
            contenders.append((f"ours plain {takes}", [SCAN, takes, n, "--method", "plain"]))
        compare(f"outcomes of heaps 0..{n}, takes {{{takes}}}", contenders, a.rounds)
    contenders = [
        ("ours (wide chunks)", [SCAN, TEN, n]),
        ("ours (chunks)", [SCAN, TEN, n, "--method", "chunks"]),
        ("C shift", [C_BIN, "shift", TEN, n]),
    ]
    if a.plain:
        contenders.append(("ours plain", [SCAN, TEN, n, "--method", "plain"]))
    compare(f"outcomes of heaps 0..{n}, takes {{{TEN}}}", contenders, a.rounds)
    if a.cgt:
        g = a.grundy_n
        contenders = [
            ("ours streamed", [SCAN, TEN, g, "grundy", "--stream"]),
            ("cgt 0.11.0 streamed", [CGT, TEN, g]),
            ("ours kept in memory", [SCAN, TEN, g, "grundy"]),
        ]
        if a.plain:
            contenders.append(("ours plain", [SCAN, TEN, g, "grundy-plain"]))
        compare(f"Grundy values of heaps 0..{g}, takes {{{TEN}}}", contenders, a.grundy_rounds)


if __name__ == "__main__":
    main()
