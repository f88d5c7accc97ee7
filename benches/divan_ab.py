#!/usr/bin/env python3
"""Old and new builds of the same divan benches, run interleaved on one machine.

Usage: python3 benches/divan_ab.py OLD_TARGET NEW_TARGET BENCH[,BENCH...] ROUNDS

Build each side first with `CARGO_TARGET_DIR=... cargo bench -p ludoteca-games --no-run`
(the old one in a worktree at the old commit). Each round runs, for every bench, the
old binary then the new one (`--bench`); each line gives the median over the rounds of
the divan medians and the ratio new/old.
"""
import glob, os, re, statistics, subprocess, sys
UNITS = {'ns': 1e-9, 'µs': 1e-6, 'us': 1e-6, 'ms': 1e-3, 's': 1.0}
def exe(tdir, name):
    c = [p for p in glob.glob(f'{tdir}/release/deps/{name}-*') if not p.endswith('.d')]
    c.sort(key=lambda p: os.path.getmtime(p))
    return c[-1]
def run(path):
    out = subprocess.run([path, '--bench'], capture_output=True, text=True).stdout
    res, stack = {}, []
    for line in out.splitlines():
        m = re.match(r'^([│ ]*)[├╰]─ (\S+)\s+(.*)$', line)
        if not m:
            continue
        depth = len(m.group(1)) // 3
        stack = stack[:depth] + [m.group(2)]
        cols = [c.strip() for c in m.group(3).split('│')]
        if len(cols) >= 3 and cols[2]:
            t = cols[2].split()
            if len(t) == 2 and t[1] in UNITS:
                res['/'.join(stack)] = float(t[0]) * UNITS[t[1]]
    return res
old_dir, new_dir = sys.argv[1], sys.argv[2]
benches = sys.argv[3].split(',')
rounds = int(sys.argv[4])
data = {}
for r in range(rounds):
    for b in benches:
        for side, tdir in (('old', old_dir), ('new', new_dir)):
            for k, v in run(exe(tdir, b)).items():
                data.setdefault((b, k), {'old': [], 'new': []})[side].append(v)
        print(f'round {r+1} {b} done', file=sys.stderr, flush=True)
ratios = []
for (b, k), d in sorted(data.items()):
    if d['old'] and d['new']:
        o, n = statistics.median(d['old']), statistics.median(d['new'])
        ratios.append(n / o)
        print(f'{b:10} {k:55} old {o*1e6:12.2f} µs  new {n*1e6:12.2f} µs  new/old {n/o:.3f}')
print(f'{len(ratios)} benchmarks: median new/old {statistics.median(ratios):.3f}, min {min(ratios):.3f}, max {max(ratios):.3f}; geometric mean {statistics.geometric_mean(ratios):.3f}')
