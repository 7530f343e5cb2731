#!/usr/bin/env python3
"""BarGuide benchmarks at scale: one command, stdlib only.

    python3 Benchmarks/run.py                 # build release, generate ~52 MiB, measure, update README
    python3 Benchmarks/run.py --binary PATH   # use an existing release build
    python3 Benchmarks/run.py --quick         # small smoke run (5 MiB, few reps); README untouched

Every measured command is its own process, timed from fork to exit (perf_counter around
Popen + os.wait4), with its peak RSS from wait4's rusage (ru_maxrss) and its CPU time
(user + sys). See Benchmarks/README.md for the method; its results section is rewritten here.
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import gencorpus  # noqa: E402
import browse_latency  # noqa: E402
import mdcorpus  # noqa: E402

README = os.path.join(HERE, "README.md")
BEGIN, END = "<!-- results:begin -->", "<!-- results:end -->"

# (label, kind, barguide args, words for the stock baselines)
QUERIES = [
    ("ru inflected", "ru", ["скрыть строку состояния"], ["скрыть", "строку", "состояния"]),
    ("ru inflected", "ru", ["панелью навигации"], ["панелью", "навигации"]),
    ("ru inflected", "ru", ["кнопки панели инструментов"], ["кнопки", "панели", "инструментов"]),
    ("ru inflected", "ru", ["значками вкладок"], ["значками", "вкладок"]),
    ("ru inflected", "ru", ["прокручивают содержание"], ["прокручивают", "содержание"]),
    ("zh-Hans 1 char", "zh1", ["栏"], ["栏"]),
    ("zh-Hans 1 char", "zh1", ["图"], ["图"]),
    ("zh-Hans 2 chars", "zh2", ["按钮"], ["按钮"]),
    ("zh-Hans 2 chars", "zh2", ["隐藏"], ["隐藏"]),
    ("zh-Hans 3+ chars", "zh3", ["状态栏"], ["状态栏"]),
    ("zh-Hans 3+ chars", "zh3", ["导航栏按钮"], ["导航栏按钮"]),
    ("zh-Hans 3+ chars", "zh3", ["标签栏图标"], ["标签栏图标"]),
    ("identifier", "id", ["FixedSpace"], ["FixedSpace"]),
    ("identifier", "id", ["tintColor"], ["tintColor"]),
    ("identifier", "id", ["UIBarButtonItem"], ["UIBarButtonItem"]),
    ("English", "en", ["status bar"], ["status", "bar"]),
    ("English", "en", ["back button"], ["back", "button"]),
    ("English", "en", ["hide toolbar"], ["hide", "toolbar"]),
    ("scoped --scope tab", "scope", ["значок", "--scope", "tab"], ["значок"]),
    ("scoped --scope tab", "scope", ["按钮", "--scope", "tab"], ["按钮"]),
]

TARGETS = {
    "ingest_mb_s": 10.0,          # barguide ingest >= 10 MB/s
    "ingest_vs_sqlite": 3.0,      # and within 3x of the sqlite3 import
    "search_p50_ms": 30.0,        # search p50 <= 30 ms at 50 MB
    "ingest_rss_mb": 200.0,       # peak RSS ingesting 50 MB <= 200 MB
    "search_rss_mb": 60.0,        # peak RSS searching <= 60 MB
    "seed_ratio": 2.0,            # seed-corpus search median <= 2x sqlite3
    "browse_p95_ms": 50.0,        # browse: debounce fired -> redraw done, final query of each word
}


def log(*a):
    print(*a, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- processes

class Run:
    __slots__ = ("wall", "cpu", "rss_kb", "rc", "out")

    def __init__(self, wall, cpu, rss_kb, rc, out):
        self.wall, self.cpu, self.rss_kb, self.rc, self.out = wall, cpu, rss_kb, rc, out


TIME = "/usr/bin/time"


def measure(cmd, env=None, stdin_text=None, capture=False, timeout=3600, rss=False):
    """Runs cmd once: wall seconds (fork to exit), CPU seconds, exit code and, with rss=True,
    peak RSS (KiB). The peak RSS comes from GNU time (a small process forking the command):
    a child forked or vforked from this Python process would report Python's own peak
    (Linux carries the exec'ing mm's high-water mark into ru_maxrss), not the command's."""
    rss_file = None
    if rss:
        rss_file = tempfile.NamedTemporaryFile(delete=False)
        rss_file.close()
        cmd = [TIME, "-f", "%M", "-o", rss_file.name] + list(cmd)
    out_file = tempfile.TemporaryFile() if capture else subprocess.DEVNULL
    in_file = subprocess.DEVNULL
    if stdin_text is not None:
        in_file = tempfile.TemporaryFile()
        in_file.write(stdin_text.encode())
        in_file.seek(0)
    err_file = tempfile.TemporaryFile()
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, env=env, stdin=in_file, stdout=out_file, stderr=err_file)
    deadline = t0 + timeout
    while True:
        pid, status, ru = os.wait4(p.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline:
            p.kill()
            pid, status, ru = os.wait4(p.pid, 0)
            break
        time.sleep(0.0005 if time.perf_counter() - t0 < 0.2 else 0.02)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    out = ""
    if capture:
        out_file.seek(0)
        out = out_file.read().decode("utf-8", "replace")
    err_file.seek(0)
    err = err_file.read().decode("utf-8", "replace")
    if p.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(cmd)} exited {p.returncode}: {err.strip()[:2000]}")
    peak = None
    if rss_file is not None:
        text = open(rss_file.name).read().split()
        os.unlink(rss_file.name)
        peak = int(text[-1]) if text and text[-1].isdigit() else None
    return Run(wall, ru.ru_utime + ru.ru_stime, peak, p.returncode, out or err)


def browse_phases(br):
    """Where the counted browse samples' time goes (p95 of each phase over the final words), for
    the results table; empty for a build whose trace has no phases."""
    ph = br.get("final_phases")
    if not ph or ph["engine_ms"]["p95"] != ph["engine_ms"]["p95"] or not ph["engine_ms"]["p95"]:
        return ""
    return (f"; the final words phase by phase, p95: engine {ph['engine_ms']['p95']:.1f} (CPU {ph['engine_cpu_ms']['p95']:.1f}), "
            f"after it {ph['finish_ms']['p95']:.2f}, waiting for the worker {ph['wait']['p95']:.1f}, frame {ph['draw']['p95']:.1f} "
            f"(CPU {ph['draw_cpu_ms']['p95']:.1f}), whole process CPU p95 {br['process_cpu_p95_ms']:.1f}")


def pct(values, p):
    """Nearest-rank percentile."""
    v = sorted(values)
    if not v:
        return float("nan")
    k = max(0, min(len(v) - 1, int(round(p / 100.0 * len(v) + 0.5)) - 1))
    return v[k]


# ---------------------------------------------------------------- setup

def ensure_sqlite3():
    if shutil.which("sqlite3"):
        return shutil.which("sqlite3")
    log("run.py: installing the sqlite3 CLI (apt)")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "--no-install-recommends", "sqlite3"], check=True, env=env)
    return shutil.which("sqlite3")


def ensure_time():
    if os.path.exists(TIME):
        return
    log("run.py: installing GNU time (apt)")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "--no-install-recommends", "time"], check=True, env=env)


def build_barguide(scratch):
    cmd = ["swift", "build", "-c", "release", "--static-swift-stdlib", "-Xswiftc", "-static-executable",
           "-Xswiftc", "-Xfrontend", "-Xswiftc", "-disable-concrete-type-metadata-mangled-name-accessors",
           "--disable-local-rpath", "--product", "barguide"]
    if scratch:
        cmd += ["--scratch-path", scratch]
    log("run.py: " + " ".join(cmd))
    subprocess.run(cmd, cwd=ROOT, check=True, stdout=sys.stderr)
    bin_dir = subprocess.run(cmd + ["--show-bin-path"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "barguide")


def corpus_bytes(d, ext=".txt"):
    return sum(os.path.getsize(os.path.join(d, f)) for f in os.listdir(d)
               if f.endswith(ext) and os.path.isfile(os.path.join(d, f)))


def write_paragraphs(corpus_dir, path):
    with open(path, "w", encoding="utf-8") as out:
        for name in sorted(os.listdir(corpus_dir)):
            if not name.endswith(".txt"):
                continue
            text = open(os.path.join(corpus_dir, name), encoding="utf-8", errors="replace").read()
            for line in text.split("\n"):
                line = line.strip().replace("\x1e", " ").replace("\x1f", " ")
                if line:
                    out.write(name + "\x1f" + line + "\x1e")


def sqlite_import_script(paragraphs):
    return (
        "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA temp_store=MEMORY;\n"
        "CREATE VIRTUAL TABLE p USING fts5(doc, body, tokenize='unicode61');\n"
        ".mode ascii\n"
        f".import '{paragraphs}' p\n"
        "INSERT INTO p(p) VALUES('optimize');\n"
    )


def fts_phrase(words):
    return " ".join('"' + w.replace('"', '""') + '"' for w in words)


def sqlite_query_sql(words):
    m = fts_phrase(words).replace("'", "''")
    return (f"SELECT count(*) FROM p WHERE p MATCH '{m}'; "
            f"SELECT doc, snippet(p, 1, '[', ']', '…', 24) FROM p WHERE p MATCH '{m}' ORDER BY rank LIMIT 10;")


# ---------------------------------------------------------------- machine facts

def machine_facts(barguide):
    cpu = "unknown"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        for line in open("/proc/meminfo"):
            if line.startswith("MemTotal"):
                mem = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except OSError:
        pass

    def out(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=60).stdout.strip()
        except Exception:
            return "?"
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "nproc": os.cpu_count(),
        "cpu": cpu,
        "memory": mem,
        "kernel": platform.release(),
        "swift": out(["swift", "--version"]).splitlines()[0] if shutil.which("swift") else "?",
        "sqlite3_cli": out(["sqlite3", "--version"]).split(" ")[0],
        "barguide": out([barguide, "--version"]),
        "commit": out(["git", "rev-parse", "--short", "HEAD"]) + (" (dirty)" if out(["git", "status", "--porcelain", "--untracked-files=no"]) else ""),
        "python": platform.python_version(),
        "loadavg_start": " ".join(open("/proc/loadavg").read().split()[:3]) if os.path.exists("/proc/loadavg") else "?",
    }


# ---------------------------------------------------------------- the benchmark

def tool_arguments(args):
    """The search_rules arguments of a query's CLI arguments (words, then options)."""
    words, options, i = [], {}, 0
    while i < len(args):
        if args[i].startswith("--"):
            options[args[i][2:]] = args[i + 1]
            i += 2
        else:
            words.append(args[i])
            i += 1
    return {"query": " ".join(words), **options}


# The MCP comparison's page: the CLI's default, spelled out on both sides.
MCP_LIMIT = 10
# A budget no answer here reaches: the server sends the whole page, as the CLI prints it (a cut
# answer would be less work than the CLI's, and not the same search).
MCP_MAX_CHARS = 10_000_000


def process_cpu_ns(pid):
    """CPU time of a process so far, in ns: the sum over all its threads
    (/proc/PID/task/*/schedstat; Linux), so a search split over two threads counts both.
    A thread that ended between the listing and the read is skipped (its time is lost, but
    the server's threads live as long as the session)."""
    total = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/schedstat") as fh:
                total += int(fh.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            continue
    return total


def mcp_vs_cli(barguide, env, db_args, reps):
    """The median tools/call search_rules round trip in one running `barguide mcp` session
    (started and initialized before timing: start-up and handshake excluded) against the CLI's
    end-to-end `barguide search … --format json` for the same searches, interleaved. Both ask
    for the same page (limit 10, from the same query and options) and return the same JSON: the
    server's structuredContent is checked against the CLI's output in the warm-up round, and
    `max_chars` is set past any answer so it is never cut. Besides the wall time, the CPU time:
    the server's per call (all its threads', from /proc/PID/task/*/schedstat, read before and
    after each call), the CLI's per process (user + sys from wait4, start-up included)."""
    p = subprocess.Popen([barguide, "mcp", *db_args], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL)

    def rpc(message):
        p.stdin.write((json.dumps(message, ensure_ascii=False) + "\n").encode())
        p.stdin.flush()
        return json.loads(p.stdout.readline())

    rpc({"jsonrpc": "2.0", "id": 0, "method": "initialize",
         "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}})
    p.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
    calls, cli, calls_cpu, cli_cpu, n = [], [], [], [], 0
    for rep in range(reps + 1):  # the first round warms the page cache and the session
        for (_, _, args, _) in QUERIES:
            n += 1
            arguments = dict(tool_arguments(args), limit=MCP_LIMIT, max_chars=MCP_MAX_CHARS)
            c0 = process_cpu_ns(p.pid)
            t = time.perf_counter()
            answer = rpc({"jsonrpc": "2.0", "id": n, "method": "tools/call",
                          "params": {"name": "search_rules", "arguments": arguments}})
            elapsed = time.perf_counter() - t
            cpu = (process_cpu_ns(p.pid) - c0) / 1e9
            if "result" not in answer or answer["result"].get("isError"):
                raise RuntimeError(f"mcp search_rules {args}: {answer}")
            r = measure([barguide, "search", *args, *db_args, "--limit", str(MCP_LIMIT), "--format", "json"], env=env,
                        capture=not rep)
            if rep:
                calls.append(elapsed)
                cli.append(r.wall)
                calls_cpu.append(cpu)
                cli_cpu.append(r.cpu)
            elif answer["result"].get("structuredContent") != json.loads(r.out):
                raise RuntimeError(f"mcp search_rules {args}: structuredContent differs from `barguide search --format json`")
    p.stdin.close()
    p.wait(timeout=30)
    return {"mcp_median_ms": statistics.median(calls) * 1e3, "mcp_p95_ms": pct(calls, 95) * 1e3,
            "cli_median_ms": statistics.median(cli) * 1e3, "cli_p95_ms": pct(cli, 95) * 1e3,
            "mcp_cpu_median_ms": statistics.median(calls_cpu) * 1e3, "cli_cpu_median_ms": statistics.median(cli_cpu) * 1e3,
            "n": len(calls)}


def run_bench(a):
    out = os.path.abspath(a.out)
    os.makedirs(out, exist_ok=True)
    sqlite3 = ensure_sqlite3()
    ensure_time()
    barguide = os.path.abspath(a.binary) if a.binary else build_barguide(a.scratch_path)
    grep = shutil.which("grep")
    rg = shutil.which("rg")
    facts = machine_facts(barguide)
    log(f"run.py: {facts['nproc']} cores, {facts['cpu']}, load {facts['loadavg_start']}")
    res = {"facts": facts, "params": {"mb": a.mb, "docs": a.docs, "seed": a.seed, "reps": a.reps,
                                      "seed_reps": a.seed_reps, "queries": len(QUERIES)}}

    # 1. the scaled corpus
    corpus = os.path.join(out, "corpus")
    stamp = os.path.join(out, "corpus.stamp")
    want = json.dumps({"mb": a.mb, "docs": a.docs, "seed": a.seed,
                       "gen": os.path.getmtime(os.path.join(HERE, "gencorpus.py"))})
    if not (os.path.isdir(corpus) and os.path.exists(stamp) and open(stamp).read() == want):
        t = time.perf_counter()
        gencorpus.generate(os.path.join(ROOT, "Corpus"), corpus, a.mb, a.docs, a.seed, log=log,
                           paragraphs_path=os.path.join(out, "corpus.paragraphs"))
        open(stamp, "w").write(want)
        log(f"run.py: corpus generated in {time.perf_counter() - t:.1f} s")
    size = corpus_bytes(corpus)
    ndocs = len([f for f in os.listdir(corpus) if f.endswith(".txt")])
    res["corpus"] = {"bytes": size, "documents": ndocs}
    paragraphs = os.path.join(out, "corpus.paragraphs")
    if not os.path.exists(paragraphs):
        write_paragraphs(corpus, paragraphs)

    # 2. ingest, and 4a. the sqlite3 import of the same paragraphs
    db = os.path.join(out, "bench.sqlite")
    base_db = os.path.join(out, "baseline.sqlite")
    ingest, imp = [], []
    for i in range(a.ingest_runs):
        for f in (db, base_db):
            if os.path.exists(f):
                os.remove(f)
        log(f"run.py: barguide ingest ({size / 1e6:.1f} MB, run {i + 1}/{a.ingest_runs})")
        r = measure([barguide, "ingest", "--corpus", corpus, "--db", db, "--format", "json"], capture=True, rss=True)
        ingest.append(r)
        summary = json.loads(r.out)
        log(f"run.py:   {r.wall:.1f} s wall, {r.cpu:.1f} s CPU, {r.rss_kb / 1024:.0f} MiB peak")
        log("run.py: sqlite3 .import into a stock unicode61 FTS5 table")
        r = measure([sqlite3, base_db], stdin_text=sqlite_import_script(paragraphs), rss=True)
        imp.append(r)
        log(f"run.py:   {r.wall:.1f} s wall, {r.rss_kb / 1024:.0f} MiB peak")
    rules = sum(d.get("rules", 0) for d in summary.get("documents", [])) if isinstance(summary, dict) else None
    rows = measure([sqlite3, base_db, "SELECT count(*) FROM p"], capture=True).out.strip()
    best_ingest = min(ingest, key=lambda r: r.wall)
    best_imp = min(imp, key=lambda r: r.wall)
    res["ingest"] = {
        "wall_s": [r.wall for r in ingest], "cpu_s": [r.cpu for r in ingest], "rss_kb": max(r.rss_kb for r in ingest),
        "mb_s": size / 1e6 / best_ingest.wall, "cpu_mb_s": size / 1e6 / best_ingest.cpu,
        "rules": rules, "db_bytes": os.path.getsize(db),
    }
    res["sqlite_import"] = {
        "wall_s": [r.wall for r in imp], "cpu_s": [r.cpu for r in imp], "rss_kb": max(r.rss_kb for r in imp),
        "mb_s": size / 1e6 / best_imp.wall, "rows": int(rows) if rows.isdigit() else rows,
        "db_bytes": os.path.getsize(base_db),
    }

    # 2b. Markdown ingest: the same corpus rendered as Markdown (mdcorpus.py), through cmark-gfm
    md_corpus = os.path.join(out, "corpus-md")
    md_stamp = os.path.join(out, "corpus-md.stamp")
    md_want = want + json.dumps(os.path.getmtime(os.path.join(HERE, "mdcorpus.py")))
    if not (os.path.isdir(md_corpus) and os.path.exists(md_stamp) and open(md_stamp).read() == md_want):
        shutil.rmtree(md_corpus, ignore_errors=True)
        mdcorpus.convert(corpus, md_corpus)
        open(md_stamp, "w").write(md_want)
    md_size = corpus_bytes(md_corpus, ".md")
    md_db = os.path.join(out, "bench-md.sqlite")
    md_runs = []
    for i in range(a.ingest_runs):
        if os.path.exists(md_db):
            os.remove(md_db)
        log(f"run.py: barguide ingest, Markdown ({md_size / 1e6:.1f} MB, run {i + 1}/{a.ingest_runs})")
        r = measure([barguide, "ingest", "--corpus", md_corpus, "--db", md_db, "--format", "json"], capture=True, rss=True)
        md_runs.append(r)
        log(f"run.py:   {r.wall:.1f} s wall, {r.cpu:.1f} s CPU, {r.rss_kb / 1024:.0f} MiB peak")
    md_summary = json.loads(md_runs[-1].out)
    best_md = min(md_runs, key=lambda r: r.wall)
    res["markdown_ingest"] = {
        "bytes": md_size, "wall_s": [r.wall for r in md_runs], "cpu_s": [r.cpu for r in md_runs],
        "rss_kb": max(r.rss_kb for r in md_runs), "mb_s": md_size / 1e6 / best_md.wall,
        "cpu_mb_s": md_size / 1e6 / best_md.cpu,
        "rules": sum(d.get("rules", 0) for d in md_summary.get("documents", [])),
    }
    os.remove(md_db)

    # 3. search latency at scale, and 4b. the baselines on the same query mix (interleaved)
    log(f"run.py: search, {len(QUERIES)} queries x {a.reps} repetitions (barguide, sqlite3, grep{', rg' if rg else ''})")
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100")
    lat = {"barguide": [], "sqlite3": [], "grep": []}
    if rg:
        lat["rg"] = []
    per_query = [{"barguide": [], "sqlite3": [], "grep": [], "rg": [], "hits": None, "base_hits": None} for _ in QUERIES]
    rss = {k: 0 for k in lat}
    for q, (_, _, args, words) in enumerate(QUERIES):  # warm the page cache once
        measure([barguide, "search", *args, "--db", db], env=env)
    for rep in range(a.reps):
        for q, (_, _, args, words) in enumerate(QUERIES):
            r = measure([barguide, "search", *args, "--db", db, "--format", "json"], env=env, capture=rep == 0)
            if rep == 0:
                try:
                    per_query[q]["hits"] = json.loads(r.out).get("total")
                except ValueError:
                    per_query[q]["hits"] = None
            lat["barguide"].append(r.wall); per_query[q]["barguide"].append(r.wall)
            r = measure([sqlite3, base_db, sqlite_query_sql(words)], capture=rep == 0)
            if rep == 0:
                first = r.out.split("\n", 1)[0].strip()
                per_query[q]["base_hits"] = int(first) if first.isdigit() else None
            lat["sqlite3"].append(r.wall); per_query[q]["sqlite3"].append(r.wall)
            if rep < a.grep_reps:
                pattern = []
                for w in words:
                    pattern += ["-e", w]
                r = measure([grep, "-r", "-i", "-F", "-l", *pattern, corpus], env=dict(env, LC_ALL="C.UTF-8"))
                lat["grep"].append(r.wall); per_query[q]["grep"].append(r.wall)
                if rg:
                    r = measure([rg, "-i", "-F", "-l", *pattern, corpus])
                    lat["rg"].append(r.wall); per_query[q]["rg"].append(r.wall)
    # peak RSS: one more pass of the query mix, each command under GNU time
    for (_, _, args, words) in QUERIES:
        pattern = [x for w in words for x in ("-e", w)]
        runs = {"barguide": [barguide, "search", *args, "--db", db, "--format", "json"],
                "sqlite3": [sqlite3, base_db, sqlite_query_sql(words)],
                "grep": [grep, "-r", "-i", "-F", "-l", *pattern, corpus]}
        if rg:
            runs["rg"] = [rg, "-i", "-F", "-l", *pattern, corpus]
        for k, cmd in runs.items():
            rss[k] = max(rss[k], measure(cmd, env=dict(env, LC_ALL="C.UTF-8"), rss=True).rss_kb or 0)
    res["search"] = {k: {"p50_ms": pct(v, 50) * 1e3, "p95_ms": pct(v, 95) * 1e3, "n": len(v),
                         "rss_kb": rss[k]} for k, v in lat.items()}
    res["per_query"] = [{
        "label": QUERIES[i][0], "query": " ".join(QUERIES[i][2]), "hits": pq["hits"], "base_hits": pq["base_hits"],
        "barguide_ms": statistics.median(pq["barguide"]) * 1e3,
        "sqlite3_ms": statistics.median(pq["sqlite3"]) * 1e3,
        "grep_ms": statistics.median(pq["grep"]) * 1e3 if pq["grep"] else None,
    } for i, pq in enumerate(per_query)]

    # the MCP server at scale: tools/call search_rules in a running session vs the CLI
    log(f"run.py: MCP tools/call search_rules vs CLI search at scale, {len(QUERIES)} queries x {a.seed_reps}")
    res["mcp_scale"] = mcp_vs_cli(barguide, env, ["--db", db], a.seed_reps)
    # browse: scripted typing in a pseudo-terminal on the same database (browse_latency.py)
    log(f"run.py: browse, typing {len(browse_latency.TYPED)} queries x {a.browse_reps} in a pseudo-terminal")
    res["browse"] = browse_latency.measure(barguide, db, pct, reps=a.browse_reps, log=log)

    # process floors: the cost of starting each program at all
    floors = {"barguide --version": [], "sqlite3 :memory: SELECT 1": []}
    for _ in range(a.reps * 2):
        floors["barguide --version"].append(measure([barguide, "--version"]).wall)
        floors["sqlite3 :memory: SELECT 1"].append(measure([sqlite3, ":memory:", "SELECT 1"]).wall)
    res["floors_ms"] = {k: statistics.median(v) * 1e3 for k, v in floors.items()}

    # 5. the seed-corpus check: default database (embedded corpus) vs sqlite3 on the same paragraphs
    seed_dir = os.path.join(out, "seed")
    os.makedirs(seed_dir, exist_ok=True)
    seed_db = os.path.join(seed_dir, "default.sqlite")
    seed_base = os.path.join(seed_dir, "baseline.sqlite")
    for f in (seed_db, seed_base):
        if os.path.exists(f):
            os.remove(f)
    seed_par = os.path.join(seed_dir, "paragraphs")
    write_paragraphs(os.path.join(ROOT, "Corpus"), seed_par)
    measure([sqlite3, seed_base], stdin_text=sqlite_import_script(seed_par))
    seed_env = dict(env, BARGUIDE_DB=seed_db)
    measure([barguide, "search", "строка", "состояния"], env=seed_env)  # builds the default database
    for (_, _, args, words) in QUERIES:  # warm the page cache once
        measure([barguide, "search", *args], env=seed_env)
        measure([sqlite3, seed_base, sqlite_query_sql(words)])
    log(f"run.py: seed corpus, {len(QUERIES)} queries x {a.seed_reps} repetitions, interleaved")
    seed = {"barguide": [], "sqlite3": []}
    for _ in range(a.seed_reps):
        for (_, _, args, words) in QUERIES:
            seed["barguide"].append(measure([barguide, "search", *args], env=seed_env).wall)
            seed["sqlite3"].append(measure([sqlite3, seed_base, sqlite_query_sql(words)]).wall)
    log(f"run.py: MCP tools/call search_rules vs CLI search on the seed corpus, {len(QUERIES)} queries x {a.seed_reps}")
    res["mcp_seed"] = mcp_vs_cli(barguide, seed_env, [], a.seed_reps)
    med_b = statistics.median(seed["barguide"]) * 1e3
    med_s = statistics.median(seed["sqlite3"]) * 1e3
    res["seed"] = {"barguide_median_ms": med_b, "sqlite3_median_ms": med_s, "ratio": med_b / med_s,
                   "barguide_p95_ms": pct(seed["barguide"], 95) * 1e3, "sqlite3_p95_ms": pct(seed["sqlite3"], 95) * 1e3,
                   "n": len(seed["barguide"])}
    facts["loadavg_end"] = " ".join(open("/proc/loadavg").read().split()[:3]) if os.path.exists("/proc/loadavg") else "?"

    # targets
    ing, imp_, s = res["ingest"], res["sqlite_import"], res["search"]
    ratio_import = imp_["mb_s"] / ing["mb_s"]
    res["targets"] = [
        ("ingest throughput ≥ 10 MB/s", f"{ing['mb_s']:.2f} MB/s", ing["mb_s"] >= TARGETS["ingest_mb_s"]),
        ("ingest within 3× of the sqlite3 import", f"{ratio_import:.1f}× slower", ratio_import <= TARGETS["ingest_vs_sqlite"]),
        ("search p50 ≤ 30 ms at 50 MB", f"{s['barguide']['p50_ms']:.1f} ms", s["barguide"]["p50_ms"] <= TARGETS["search_p50_ms"]),
        ("peak RSS ingesting ≤ 200 MB", f"{ing['rss_kb'] / 1024:.0f} MiB", ing["rss_kb"] / 1024 <= TARGETS["ingest_rss_mb"]),
        ("peak RSS searching ≤ 60 MB", f"{s['barguide']['rss_kb'] / 1024:.0f} MiB", s["barguide"]["rss_kb"] / 1024 <= TARGETS["search_rss_mb"]),
        ("seed-corpus search median ≤ 2× sqlite3", f"{res['seed']['ratio']:.2f}×", res["seed"]["ratio"] <= TARGETS["seed_ratio"]),
        ("MCP search_rules median ≤ CLI search (seed)", f"{res['mcp_seed']['mcp_median_ms']:.1f} vs {res['mcp_seed']['cli_median_ms']:.1f} ms",
         res["mcp_seed"]["mcp_median_ms"] <= res["mcp_seed"]["cli_median_ms"]),
        ("MCP search_rules median ≤ CLI search (scale)", f"{res['mcp_scale']['mcp_median_ms']:.1f} vs {res['mcp_scale']['cli_median_ms']:.1f} ms",
         res["mcp_scale"]["mcp_median_ms"] <= res["mcp_scale"]["cli_median_ms"]),
        ("browse typing p95 ≤ 50 ms", f"{res['browse']['p95_ms']:.1f} ms",
         res["browse"]["n"] > 0 and res["browse"]["missing"] == 0 and res["browse"]["p95_ms"] <= TARGETS["browse_p95_ms"]),
    ]
    return res


# ---------------------------------------------------------------- report

def report(res):
    f, c, ing, imp, s, seed = res["facts"], res["corpus"], res["ingest"], res["sqlite_import"], res["search"], res["seed"]
    L = []
    L.append(f"Run {f['date']} on {f['nproc']} cores ({f['cpu']}, {f['memory']}), Linux {f['kernel']}; "
             f"{f['swift']}; sqlite3 CLI {f['sqlite3_cli']}; {f['barguide']} at {f['commit']}. "
             f"Load average at start {f['loadavg_start']}, at end {f.get('loadavg_end', '?')} "
             f"(the machine is shared: wall times include contention, CPU times do not).")
    L.append("")
    L.append(f"Scaled corpus: {c['documents']} documents, {c['bytes'] / 1e6:.1f} MB ({c['bytes'] / 2**20:.1f} MiB), "
             f"generator seed {res['params']['seed']}; {ing['rules']} rules ingested, "
             f"{imp['rows']} paragraphs in the baseline table.")
    L.append("")
    L.append("| measurement | barguide | stock baseline | target | result |")
    L.append("| --- | --- | --- | --- | --- |")
    t = {name: (value, ok) for name, value, ok in res["targets"]}

    def mark(name):
        return "pass" if t[name][1] else "**FAIL**"
    walls = ", ".join(f"{w:.1f}" for w in ing["wall_s"])
    L.append(f"| ingest, wall (s) | {walls} | sqlite3 .import: {', '.join(f'{w:.1f}' for w in imp['wall_s'])} | | |")
    L.append(f"| ingest, CPU user+sys (s) | {', '.join(f'{w:.1f}' for w in ing['cpu_s'])} | {', '.join(f'{w:.1f}' for w in imp['cpu_s'])} | | |")
    L.append(f"| ingest throughput (MB/s, best wall) | {ing['mb_s']:.2f} (per CPU-second: {ing['cpu_mb_s']:.2f}) | {imp['mb_s']:.2f} | ≥ 10 | {mark('ingest throughput ≥ 10 MB/s')} |")
    L.append(f"| ingest vs sqlite3 import | {t['ingest within 3× of the sqlite3 import'][0]} | 1× | ≤ 3× | {mark('ingest within 3× of the sqlite3 import')} |")
    md = res.get("markdown_ingest")
    if md:
        L.append(f"| Markdown ingest ({md['bytes'] / 1e6:.1f} MB, the corpus as .md, {md['rules']} rules): wall (s) | "
                 f"{', '.join(f'{w:.1f}' for w in md['wall_s'])} | | | |")
        L.append(f"| Markdown ingest throughput (MB/s, best wall) | {md['mb_s']:.2f} (per CPU-second: {md['cpu_mb_s']:.2f}); "
                 f"peak RSS {md['rss_kb'] / 1024:.0f} MiB | | | |")
    L.append(f"| ingest peak RSS | {ing['rss_kb'] / 1024:.0f} MiB | {imp['rss_kb'] / 1024:.0f} MiB | ≤ 200 MB | {mark('peak RSS ingesting ≤ 200 MB')} |")
    L.append(f"| database size | {ing['db_bytes'] / 2**20:.0f} MiB | {imp['db_bytes'] / 2**20:.0f} MiB | | |")
    b, q = s["barguide"], s["sqlite3"]
    L.append(f"| search p50 / p95 (ms), n={b['n']} | {b['p50_ms']:.1f} / {b['p95_ms']:.1f} | sqlite3 MATCH: {q['p50_ms']:.1f} / {q['p95_ms']:.1f} | p50 ≤ 30 | {mark('search p50 ≤ 30 ms at 50 MB')} |")
    g = s["grep"]
    L.append(f"| grep -r -i -F -l (ms), n={g['n']} | | {g['p50_ms']:.1f} / {g['p95_ms']:.1f} | | |")
    if "rg" in s:
        L.append(f"| rg -i -F -l (ms), n={s['rg']['n']} | | {s['rg']['p50_ms']:.1f} / {s['rg']['p95_ms']:.1f} | | |")
    L.append(f"| search peak RSS | {b['rss_kb'] / 1024:.0f} MiB | sqlite3 {q['rss_kb'] / 1024:.0f} MiB, grep {g['rss_kb'] / 1024:.0f} MiB | ≤ 60 MB | {mark('peak RSS searching ≤ 60 MB')} |")
    L.append(f"| seed corpus: search median (ms), n={seed['n']} each, interleaved | {seed['barguide_median_ms']:.1f} (p95 {seed['barguide_p95_ms']:.1f}) | sqlite3 {seed['sqlite3_median_ms']:.1f} (p95 {seed['sqlite3_p95_ms']:.1f}) | ≤ 2× | {seed['ratio']:.2f}× {mark('seed-corpus search median ≤ 2× sqlite3')} |")
    for key, where in (("mcp_seed", "seed corpus"), ("mcp_scale", "at scale")):
        m = res[key]
        name = f"MCP search_rules median ≤ CLI search ({'seed' if key == 'mcp_seed' else 'scale'})"
        L.append(f"| MCP `tools/call` search_rules in a running session, {where} (median / p95 ms; median CPU), n={m['n']} | "
                 f"{m['mcp_median_ms']:.1f} / {m['mcp_p95_ms']:.1f}; CPU {m.get('mcp_cpu_median_ms', float('nan')):.1f} | "
                 f"CLI `search --limit {MCP_LIMIT} --format json` end to end: "
                 f"{m['cli_median_ms']:.1f} / {m['cli_p95_ms']:.1f}; CPU {m.get('cli_cpu_median_ms', float('nan')):.1f} | ≤ CLI | {mark(name)} |")
    br = res["browse"]
    L.append(f"| browse while typing: debounce fired → redraw done, final query of each word (ms), n={br['n']} of {br['words']} words"
             f"{'' if not br.get('cached') else ' (' + str(br['cached']) + ' answered from memory, not counted)'} | "
             f"p50 {br['p50_ms']:.1f} / p95 {br['p95_ms']:.1f} / max {br['max_ms']:.1f}; in CPU time p50 {br['cpu_p50_ms']:.1f} / p95 {br['cpu_p95_ms']:.1f}"
             f"{browse_phases(br)} (every search: p95 {br['all_shown_p95_ms']:.1f}; "
             f"search alone p50 {br['search_p50_ms']:.1f} / p95 {br['search_p95_ms']:.1f}; {br['all_searches']} searches {br['outcomes']}) | | "
             f"p95 ≤ 50 | {mark('browse typing p95 ≤ 50 ms')} |")
    fl = res["floors_ms"]
    L.append(f"| process floor (median ms) | `--version`: {fl['barguide --version']:.1f} | `sqlite3 :memory: 'SELECT 1'`: {fl['sqlite3 :memory: SELECT 1']:.1f} | | |")
    L.append("")
    L.append("Per query at scale (medians over the repetitions; hits = matching rules / baseline paragraphs):")
    L.append("")
    L.append("| kind | query | barguide ms | hits | sqlite3 ms | baseline hits | grep ms |")
    L.append("| --- | --- | --- | --- | --- | --- | --- |")
    for pq in res["per_query"]:
        gm = f"{pq['grep_ms']:.0f}" if pq["grep_ms"] is not None else ""
        L.append(f"| {pq['label']} | `{pq['query']}` | {pq['barguide_ms']:.1f} | {pq['hits']} | {pq['sqlite3_ms']:.1f} | {pq['base_hits']} | {gm} |")
    return "\n".join(L)


def update_readme(text):
    body = open(README, encoding="utf-8").read() if os.path.exists(README) else f"# Benchmarks\n\n## Results\n\n{BEGIN}\n{END}\n"
    if BEGIN not in body:
        body += f"\n## Results\n\n{BEGIN}\n{END}\n"
    head, rest = body.split(BEGIN, 1)
    tail = rest.split(END, 1)[1] if END in rest else ""
    open(README, "w", encoding="utf-8").write(head + BEGIN + "\n" + text + "\n" + END + tail)


def run_complexity(a):
    """Issue #13: ingest time per MB of broken lines stays flat from 1 to 32 MiB (the joins of
    lines broken mid-sentence are linear), and the peak RSS of one large corpus file."""
    out = os.path.abspath(os.path.join(a.out, "complexity"))
    os.makedirs(out, exist_ok=True)
    barguide = os.path.abspath(a.binary) if a.binary else build_barguide(a.scratch_path)
    unit = "Не используйте панель вкладок\nдля действий и\n"
    rows = []
    for mb in a.complexity_sizes:
        corpus = os.path.join(out, f"broken-{mb}")
        shutil.rmtree(corpus, ignore_errors=True)
        os.makedirs(corpus)
        data = ("Панель вкладок\n\n" + unit * (int(mb * 2**20) // len(unit.encode()) + 1)).encode()[: int(mb * 2**20)]
        with open(os.path.join(corpus, "broken.txt"), "wb") as fh:
            fh.write(data)
        db = os.path.join(out, "broken.sqlite")
        r = measure([barguide, "ingest", "--corpus", corpus, "--db", db], rss=True, timeout=1800)
        shutil.rmtree(corpus, ignore_errors=True)
        rows.append({"mb": mb, "wall": r.wall, "s_per_mb": r.wall / mb, "rss_mib": (r.rss_kb or 0) / 1024, "rc": r.rc})
        log(f"complexity: {mb} MiB of broken lines: {r.wall:.2f} s ({r.wall / mb:.3f} s/MiB), rc {r.rc}, peak RSS {(r.rss_kb or 0) / 1024:.0f} MiB")
    big = None
    if a.big_file_mb:
        corpus = os.path.join(out, "bigfile")
        shutil.rmtree(corpus, ignore_errors=True)
        os.makedirs(corpus)
        para = ("Не используйте панель вкладок для действий над элементами текущего экрана.\n\n"
                "Используйте панель инструментов для действий на текущем экране.\n\n")
        with open(os.path.join(corpus, "big.txt"), "w", encoding="utf-8") as fh:
            n = int(a.big_file_mb * 2**20) // len(para.encode())
            for i in range(n):
                fh.write(para.replace("экрана", f"экрана {i}"))
        size = os.path.getsize(os.path.join(corpus, "big.txt"))
        r = measure([barguide, "ingest", "--corpus", corpus, "--db", os.path.join(out, "big.sqlite")], rss=True, timeout=3600)
        shutil.rmtree(corpus, ignore_errors=True)
        big = {"mb": size / 2**20, "wall": r.wall, "rss_mib": (r.rss_kb or 0) / 1024, "rc": r.rc}
        log(f"complexity: one {size / 2**20:.0f} MiB file: {r.wall:.1f} s, peak RSS {big['rss_mib']:.0f} MiB, rc {r.rc}")
    L = ["| broken lines | ingest wall | per MiB | peak RSS |", "| --- | --- | --- | --- |"]
    for row in rows:
        L.append(f"| {row['mb']} MiB | {row['wall']:.2f} s | {row['s_per_mb']:.3f} s | {row['rss_mib']:.0f} MiB |")
    flat = max(r["s_per_mb"] for r in rows) / max(1e-9, min(r["s_per_mb"] for r in rows[1:] or rows))
    L.append("")
    L.append(f"Largest / smallest time per MiB (from 2 MiB, start-up excluded): {flat:.2f}× (target: flat, ≤ 2×)")
    if big:
        L.append(f"One {big['mb']:.0f} MiB corpus file: {big['wall']:.1f} s, peak RSS {big['rss_mib']:.0f} MiB")
    text = "\n".join(L)
    print(text)
    with open(os.path.join(out, "results.json"), "w") as fh:
        json.dump({"broken_lines": rows, "big_file": big, "flatness": flat}, fh, indent=1)
    return 0 if flat <= 2.0 and all(r["rc"] == 0 for r in rows) else 1


def main():
    ap = argparse.ArgumentParser(description="BarGuide benchmarks at scale (see Benchmarks/README.md)")
    ap.add_argument("--binary", help="barguide binary to measure (default: build the static release executable, as make release does)")
    ap.add_argument("--scratch-path", help="SwiftPM scratch path for the release build")
    ap.add_argument("--out", default=os.path.join(HERE, "out"), help="work directory (default Benchmarks/out)")
    ap.add_argument("--mb", type=float, default=52.0, help="scaled corpus size in MiB (default 52)")
    ap.add_argument("--docs", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=20240601, help="generator seed")
    ap.add_argument("--reps", type=int, default=10, help="repetitions of the query mix at scale")
    ap.add_argument("--grep-reps", type=int, default=3, help="repetitions of grep/rg per query")
    ap.add_argument("--seed-reps", type=int, default=15, help="repetitions of the query mix on the seed corpus")
    ap.add_argument("--ingest-runs", type=int, default=3,
                    help="ingest and sqlite3 import runs, interleaved; the best wall time of each counts (default 3)")
    ap.add_argument("--browse-reps", type=int, default=3, help="repetitions of the typed queries in browse (default 3)")
    ap.add_argument("--quick", action="store_true", help="5 MiB, 100 documents, few repetitions; README untouched")
    ap.add_argument("--no-readme", action="store_true", help="do not rewrite Benchmarks/README.md")
    ap.add_argument("--complexity", action="store_true",
                    help="only the complexity check (issue #13): ingest time per MiB of broken lines, 1-32 MiB")
    ap.add_argument("--complexity-sizes", type=float, nargs="+", default=[1, 2, 4, 8, 16, 32])
    ap.add_argument("--big-file-mb", type=float, default=0, help="with --complexity: also one corpus file of this size (peak RSS)")
    ap.add_argument("--mcp-only", action="store_true",
                    help="only the MCP comparison (step 8), on --db (needs --binary); prints JSON, README untouched")
    ap.add_argument("--db", help="with --mcp-only: the database (default: the benchmark's, out/bench.sqlite)")
    a = ap.parse_args()
    if a.mcp_only:
        if not a.binary:
            ap.error("--mcp-only needs --binary")
        db = os.path.abspath(a.db or os.path.join(a.out, "bench.sqlite"))
        print(json.dumps(mcp_vs_cli(os.path.abspath(a.binary), dict(os.environ), ["--db", db], a.seed_reps), indent=1))
        return 0
    if a.complexity:
        return run_complexity(a)
    if a.quick:
        a.mb, a.docs, a.reps, a.seed_reps, a.grep_reps, a.browse_reps = 5.0, 100, 2, 3, 1, 1
        a.out = os.path.join(a.out, "quick")
    res = run_bench(a)
    text = report(res)
    print(text)
    with open(os.path.join(a.out, "results.json"), "w") as fh:
        json.dump(res, fh, ensure_ascii=False, indent=1)
    if not (a.quick or a.no_readme):
        update_readme(text)
        log("run.py: results written to Benchmarks/README.md")
    failed = [name for name, _, ok in res["targets"] if not ok]
    log("run.py: targets " + ("all met" if not failed else "missed: " + "; ".join(failed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
