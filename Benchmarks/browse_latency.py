#!/usr/bin/env python3
"""Latency of `barguide browse` while typing (stdlib only).

    python3 Benchmarks/browse_latency.py --binary .build/release/barguide --db Benchmarks/out/bench.sqlite

Runs the browser in a pseudo-terminal (120×30) with BARGUIDE_BROWSE_TRACE set, and types
realistic queries the way people do: Russian, English and identifiers character by character,
Chinese as the whole words an input method commits, with a pause between keys and a longer one
between words. The trace gives, for every search, the time from the debounce firing (the search
sent to the worker thread) to the finished redraw of the frame showing its results. Counted:
the final query of each typed word ("скрыть", "скрыть строку", "скрыть строку состояния");
intermediate prefixes may be cancelled by the next key, which is the point of the cancelling.
run.py calls measure() on the 50 MB database; the target is p95 ≤ 50 ms.
"""
import argparse
import fcntl
import json
import os
import pty
import select
import signal
import struct
import sys
import tempfile
import termios
import threading
import time

# (words as typed; a word in a tuple is committed whole, like an input method does, and Chinese
# words follow each other without a space)
TYPED = [
    ["скрыть", "строку", "состояния"],
    ["панель", "вкладок", "значки"],
    ["кнопка", "назад"],
    ["не", "используйте", "панель", "инструментов"],
    [("标签栏",), ("图标",)],
    [("导航栏",), ("按钮",)],
    [("隱藏",), ("狀態欄",)],
    ["back", "button"],
    ["hide", "toolbar"],
    ["status", "bar", "color"],
    ["tintColor"],
    ["FixedSpace"],
]
KEY_DELAYS = [0.09, 0.13, 0.11, 0.16, 0.10, 0.12]  # seconds between keys, cycled
WORD_PAUSE = 0.35                                   # after a word, before the space


def read_trace(path):
    out = []
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            line = line.strip()
            if line:
                out.append(json.loads(line))
    return out


def measure(binary, db, pct, reps=3, log=lambda *a: None, events_out=None):
    """Types TYPED `reps` times, each time in a new browse session (browse answers a query it
    showed lately from memory, so a second round in the same session would measure that);
    returns the percentiles (`pct(values, p)`, run.py's nearest-rank one) of the final query of
    each typed word, and of every search."""
    events, expected, k, status, cpu, received = [], [], 0, 0, 0.0, 0
    for rep in range(reps):
        session = type_session(binary, db, k)
        events += session["events"]
        expected += session["expected"]
        k = session["keys"]
        received += session["bytes"]
        cpu += session["cpu_s"] or 0.0
        status = status or session["exit"]
        log(f"browse_latency: repetition {rep + 1}/{reps} typed")
    if events_out:
        with open(events_out, "w", encoding="utf-8") as f:
            for e in events:
                f.write(json.dumps(e, ensure_ascii=False) + "\n")
    return summarize(events, expected, pct, status=status, cpu=cpu, received=received, keys=k)


def type_session(binary, db, k):
    """One browse session in a pseudo-terminal typing every query of TYPED; its trace events,
    the final query of every typed word, and how the session ended. `k`: keys typed so far
    (the key delays go on cycling from there)."""
    trace = tempfile.NamedTemporaryFile(prefix="browse-trace-", suffix=".jsonl", delete=False).name
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", BARGUIDE_BROWSE_TRACE=trace)
    env.pop("NO_COLOR", None)
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "browse", "--db", db], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 120, 0, 0))
    os.kill(pid, signal.SIGWINCH)
    received = [0]
    stop = threading.Event()

    def drain():  # the terminal reads everything browse writes
        while not stop.is_set():
            r, _, _ = select.select([fd], [], [], 0.1)
            if r:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    return
                if not data:
                    return
                received[0] += len(data)
    reader = threading.Thread(target=drain, daemon=True)
    reader.start()

    def wait_for(query, timeout=5.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for e in read_trace(trace):
                if e["query"].strip() == query and e["offset"] == 0 and e["outcome"] == "shown":
                    return True
            time.sleep(0.02)
        return False

    time.sleep(0.5)  # start-up and the first search
    expected = []   # the final query of every typed word, in order
    for words in TYPED:
        typed = ""
        for wi, word in enumerate(words):
            # A space between words, except between Chinese words an input method commits.
            if wi > 0 and not (isinstance(word, tuple) and isinstance(words[wi - 1], tuple)):
                os.write(fd, b" ")
                typed += " "
                time.sleep(KEY_DELAYS[k % len(KEY_DELAYS)]); k += 1
            # Characters one by one; a Chinese word as one piece, as an input method commits it.
            pieces = [word[0]] if isinstance(word, tuple) else list(word)
            for piece in pieces:
                os.write(fd, piece.encode())
                typed += piece
                time.sleep(KEY_DELAYS[k % len(KEY_DELAYS)]); k += 1
            expected.append(typed.strip())
            time.sleep(WORD_PAUSE)
        wait_for(typed.strip())
        os.write(fd, b"\x15")  # Ctrl-U: clear the field for the next query
        time.sleep(0.3)
    os.write(fd, b"\x03")  # Ctrl-C
    deadline = time.monotonic() + 5
    status, cpu = None, None
    while time.monotonic() < deadline:
        p, st, ru = os.wait4(pid, os.WNOHANG)
        if p:
            status = os.waitstatus_to_exitcode(st)
            cpu = ru.ru_utime + ru.ru_stime
            break
        time.sleep(0.02)
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    stop.set()
    reader.join(1)
    os.close(fd)
    events = read_trace(trace)
    os.unlink(trace)
    return {"events": events, "expected": expected, "keys": k, "bytes": received[0], "cpu_s": cpu, "exit": status}


def summarize(events, expected, pct, status, cpu, received, keys):
    """The percentiles of the trace `events` of one or more sessions (in order); `expected`: the
    final query of every typed word, in order. A search answered from the pages shown lately
    (`cached`) is not a sample here: these figures are of searches that ran."""
    # For each expected final query (in order), the first shown search of it after the previous one.
    latencies, missing, i, finals, cached = [], 0, 0, [], 0
    shown = [e for e in events if e["outcome"] == "shown" and e["offset"] == 0]
    for q in expected:
        j = i
        while j < len(shown) and shown[j]["query"].strip() != q:
            j += 1
        if j == len(shown):
            missing += 1
            continue
        i = j + 1
        if shown[j].get("cached"):
            cached += 1
            continue
        latencies.append(shown[j]["latency_ms"])
        finals.append(shown[j])
    slowest = sorted(finals, key=lambda e: -e["latency_ms"])[:5]
    # The same, in CPU time (the search on the worker thread + drawing the frame on the main
    # thread): what the latency would be with a core to itself, on a machine shared with others.
    cpu_latencies = [e.get("search_cpu_ms", 0) + e.get("draw_cpu_ms", 0) for e in finals]
    # The same with the whole process's CPU time while the search ran (every thread the engine
    # may split a search over; an upper bound, as the main thread's key handling meanwhile counts).
    process_cpu_latencies = [e.get("search_process_cpu_ms", e.get("search_cpu_ms", 0)) + e.get("draw_cpu_ms", 0) for e in finals]
    # Where the time of the counted samples goes, phase by phase (the percentiles over all shown
    # searches below mix in the cheap intermediate prefixes, so they do not add up to these).
    def phase(e, name):
        if name == "wait":  # the worker still busy with an older search, or the result waiting for the loop
            return e["result_ms"] - e["fire_ms"] - e["search_ms"]
        if name == "draw":
            return e["done_ms"] - e["result_ms"]
        return e.get(name, 0.0)
    names = ["search_ms", "search_cpu_ms", "search_process_cpu_ms", "engine_ms", "engine_cpu_ms", "finish_ms", "wait", "draw",
             "draw_cpu_ms", "layout_ms", "render_ms", "write_ms"]
    final_phases = {n: {"p50": pct([phase(e, n) for e in finals], 50), "p95": pct([phase(e, n) for e in finals], 95)}
                    for n in names}
    final_phases["full_redraws"] = sum(1 for e in finals if e.get("full_redraw"))
    outcomes = {}
    for e in events:
        if e["offset"] == 0:
            outcome = "cached" if e.get("cached") else e["outcome"]
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
    searches = [e for e in events if e["offset"] == 0 and not e.get("cached")]
    all_shown = [e["latency_ms"] for e in searches if e["outcome"] == "shown"]
    search_only = [e["search_ms"] for e in searches if e["outcome"] == "shown"]
    # Where the rest goes: waiting for the worker (a stale search still finishing) and drawing.
    draw = [e["done_ms"] - e["result_ms"] for e in searches if e["outcome"] == "shown"]
    wait = [e["result_ms"] - e["fire_ms"] - e["search_ms"] for e in searches if e["outcome"] == "shown"]
    return {
        "words": len(expected), "n": len(latencies), "missing": missing, "cached": cached, "exit": status,
        "cpu_s": cpu,  # user + sys of the whole session (all searches, drawing, start-up)
        "p50_ms": pct(latencies, 50), "p95_ms": pct(latencies, 95), "max_ms": max(latencies) if latencies else float("nan"),
        "cpu_p50_ms": pct(cpu_latencies, 50), "cpu_p95_ms": pct(cpu_latencies, 95),
        "process_cpu_p50_ms": pct(process_cpu_latencies, 50), "process_cpu_p95_ms": pct(process_cpu_latencies, 95),
        "final_phases": final_phases,
        "all_searches": len(searches), "outcomes": outcomes,
        "all_shown_p95_ms": pct(all_shown, 95), "search_p50_ms": pct(search_only, 50), "search_p95_ms": pct(search_only, 95),
        "draw_p50_ms": pct(draw, 50), "draw_p95_ms": pct(draw, 95),
        "wait_p50_ms": pct(wait, 50), "wait_p95_ms": pct(wait, 95),
        "bytes_written": received, "keys": keys,
        "slowest": [{"query": e["query"], "latency_ms": round(e["latency_ms"], 1), "search_ms": round(e["search_ms"], 1),
                     "search_cpu_ms": round(e.get("search_cpu_ms", 0), 1),
                     "search_process_cpu_ms": round(e.get("search_process_cpu_ms", 0), 1),
                     "engine_ms": round(e.get("engine_ms", 0), 1), "engine_cpu_ms": round(e.get("engine_cpu_ms", 0), 1),
                     "finish_ms": round(e.get("finish_ms", 0), 2), "wait_ms": round(phase(e, "wait"), 1),
                     "draw_ms": round(phase(e, "draw"), 2), "draw_cpu_ms": round(e.get("draw_cpu_ms", 0), 2),
                     "bytes": e.get("bytes"), "rows_changed": e.get("rows_changed"), "full_redraw": e.get("full_redraw"),
                     "total": e.get("total")} for e in slowest],
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--binary", required=True)
    ap.add_argument("--db", required=True)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--events", metavar="FILE", help="also write every trace event of every session to FILE (JSON lines)")
    a = ap.parse_args()
    from run import pct  # the benchmarks' percentile (run.py imports this module, not at load time)
    res = measure(os.path.abspath(a.binary), os.path.abspath(a.db), pct, a.reps,
                  log=lambda *x: print(*x, file=sys.stderr, flush=True), events_out=a.events)
    print(json.dumps(res, indent=2, ensure_ascii=False))
    return 0 if res["n"] and res["exit"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
