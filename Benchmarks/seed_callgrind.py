#!/usr/bin/env python3
"""Instruction counts of the seed-search queries of Benchmarks/run.py, under callgrind.

    python3 Benchmarks/seed_callgrind.py                      # .build/release/barguide, seed database in /tmp
    python3 Benchmarks/seed_callgrind.py --db DB --binary B   # another database or binary
    python3 Benchmarks/seed_callgrind.py --json out.json      # per-query figures as JSON too

Each query is one process (`barguide search ARGS --db DB`), as in run.py's seed comparison;
the figure is callgrind's instruction total (Ir) of that process. The seed database is built
once from Corpus/ with `barguide ingest --corpus Corpus --db DB` when it does not exist.
Instruction counts do not depend on the machine's load, so a change is measured with this
rather than with wall time on a shared machine. Stdlib only.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from run import QUERIES  # noqa: E402


def instructions(binary, args, db, extra):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *extra,
               binary, "search", *args, "--db", db]
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if p.returncode not in (0, 1):
            sys.exit(f"seed_callgrind: {' '.join(args)} exited {p.returncode}:\n{p.stderr[-2000:]}")
        m = re.search(r"Collected : (\d+)", p.stderr)
        if not m:
            sys.exit(f"seed_callgrind: no instruction total for {args}:\n{p.stderr[-2000:]}")
        return int(m.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build/release/barguide"))
    ap.add_argument("--db", default=os.path.join(tempfile.gettempdir(), "barguide-seed-callgrind.sqlite"))
    ap.add_argument("--rebuild", action="store_true", help="ingest the seed database again")
    ap.add_argument("--json", help="write the per-query counts here")
    ap.add_argument("--extra", nargs="*", default=[], help="more arguments for the search, e.g. --no-collapse")
    a = ap.parse_args()
    if a.rebuild or not os.path.exists(a.db):
        subprocess.run([a.binary, "ingest", "--corpus", os.path.join(ROOT, "Corpus"), "--db", a.db],
                       check=True, stdout=subprocess.DEVNULL)
    rows = []
    for (label, _, args, _) in QUERIES:
        n = instructions(a.binary, args + a.extra, a.db, [])
        rows.append({"label": label, "args": args, "instructions": n})
        print(f"{n / 1e6:8.2f} M  {' '.join(args)}", flush=True)
    total = sum(r["instructions"] for r in rows)
    print(f"{total / 1e6:8.2f} M  total ({len(rows)} queries)")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"total": total, "queries": rows}, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
