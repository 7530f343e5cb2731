#!/usr/bin/env python3
"""End-to-end test of `barguide browse` in a real terminal: tmux (stdlib only).

    python3 Tests/e2e/browse_tmux.py [--binary .build/debug/barguide]

Runs the browser in a private tmux server on the seed corpus, types Russian and Chinese
queries with send-keys, reads the screen with capture-pane, checks the scope counts against
`barguide search --format json`, switches scope, opens a rule and goes back, copies an id
(OSC 52 into a tmux buffer), pastes (bracketed paste), resizes to 40 columns, quits, and checks
that the terminal is restored (same `stty -g`, cursor shown, main screen). A second run checks
SIGTERM and NO_COLOR; a third, that a non-terminal gets exit 2. Every wait polls the screen
with a timeout, no fixed sleeps. Exit status 0 when every check passes.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCOPES = [("All", "all"), ("Status", "status-bar"), ("Navigation", "navigation-bar"), ("Toolbar", "toolbar"),
          ("Tab", "tab-bar"), ("Search", "search-bar"), ("Scope", "scope-bar")]
TIMEOUT = 10.0
FAILURES = []


def check(cond, what, screen=None):
    if cond:
        print(f"ok    {what}")
    else:
        print(f"FAIL  {what}")
        if screen is not None:
            print("----- screen -----\n" + screen + "\n------------------")
        FAILURES.append(what)
    return cond


class Tmux:
    def __init__(self, socket, workdir):
        self.socket = socket
        self.workdir = workdir
        self.target = "main"  # the session the keys go to

    def run(self, *args, check=True):
        r = subprocess.run(["tmux", "-u", "-L", self.socket, "-f", "/dev/null", *args],
                           capture_output=True, text=True, timeout=20,
                           env=dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8"))
        if check and r.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(args)}: {r.stderr.strip()}")
        return r.stdout

    def keys(self, *keys, literal=False):
        self.run("send-keys", "-t", self.target, *(["-l"] if literal else []), *keys)

    def screen(self, escapes=False):
        return self.run("capture-pane", "-t", self.target, "-p", *(["-e"] if escapes else []))

    def wait(self, predicate, what, timeout=TIMEOUT):
        """Polls the screen until predicate(lines) holds; records a failure on timeout."""
        deadline = time.monotonic() + timeout
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen()
            try:
                if predicate(screen.split("\n")):
                    return check(True, what)
            except (IndexError, ValueError):
                pass
            time.sleep(0.05)
        return check(False, what, screen)

    def display(self, fmt):
        return self.run("display-message", "-p", "-t", self.target, fmt).strip()

    def kill(self):
        self.run("kill-server", check=False)


def search_counts(binary, db, query):
    r = subprocess.run([binary, "search", query, "--db", db, "--format", "json", "--limit", "1"],
                       capture_output=True, text=True, env=dict(os.environ, NO_COLOR="1"))
    doc = json.loads(r.stdout)
    return {k: doc["counts"][k] for _, k in SCOPES}, doc


def scope_bar(lines):
    """The counts the scope bar (row 1) shows, by scope key."""
    found = dict(re.findall(r"(All|Status|Navigation|Toolbar|Tab|Search|Scope) (\d+)", lines[1]))
    return {key: int(found[name]) for name, key in SCOPES if name in found}


def total(lines):
    m = re.search(r"(\d+) results? ─\s*$", lines[2])
    return int(m.group(1)) if m else None


def wait_for_file(path, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if os.path.exists(path) and os.path.getsize(path) > 0:
            return True
        time.sleep(0.05)
    return False


def display_width(s):
    import unicodedata
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in s)


def check_restored(tmux, work, name, status, what):
    """The run `name` ended with `status`, and left the terminal as it found it: the same
    `stty -g` settings (no raw mode), the cursor shown, the main screen."""
    ok = wait_for_file(f"{work}/{name}.after")
    check(ok and open(f"{work}/{name}.exit").read().strip() == status, f"{what} (exit status {status})")
    if ok:
        check(open(f"{work}/{name}.before").read() == open(f"{work}/{name}.after").read(),
              f"{what}: the stty settings are those before (no raw mode left)")
    flags = tmux.display("#{cursor_flag} #{alternate_on}")
    check(flags == "1 0", f"{what}: cursor shown, main screen back (cursor_flag alternate_on = {flags})")


def start(tmux, binary, db, work, name, env="", width=120, height=30):
    script = os.path.join(work, name + ".sh")
    with open(script, "w") as f:
        f.write(f"""stty -g > {work}/{name}.before
{env} {binary} browse --db {db}
echo "$?" > {work}/{name}.exit
stty -g > {work}/{name}.after
exec sleep 600
""")
    # A session per run, none killed before the end: the server stays up between runs.
    tmux.target = name
    tmux.run("new-session", "-d", "-s", name, "-x", str(width), "-y", str(height),
             f"env -u NO_COLOR LANG=C.UTF-8 LC_ALL=C.UTF-8 sh {script}")
    tmux.run("set-option", "-g", "set-clipboard", "on")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/barguide"))
    a = ap.parse_args()
    binary = os.path.abspath(a.binary)
    if shutil.which("tmux") is None:
        print("browse e2e: tmux is not installed (make deps installs it)", file=sys.stderr)
        return 1
    started = time.monotonic()
    work = tempfile.mkdtemp(prefix="barguide-browse-e2e-")
    tmux = Tmux(f"barguide-e2e-{os.getpid()}", work)
    try:
        db = os.path.join(work, "seed.sqlite")
        r = subprocess.run([binary, "ingest", "--corpus", os.path.join(ROOT, "Corpus"), "--db", db],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print(r.stderr)
            return 1

        # 1. Not a terminal: exit 2 and a hint to use search.
        r = subprocess.run([binary, "browse", "--db", db], stdin=subprocess.DEVNULL, capture_output=True, text=True)
        check(r.returncode == 2 and "barguide search" in r.stderr, "not a terminal: exit 2 with a hint to use search")

        # 2. The main session.
        start(tmux, binary, db, work, "main")
        tmux.wait(lambda l: l[0].startswith("> Search rules") and "All" in l[1], "the empty field and the scope bar")

        for query in ["скрыть строку состояния", "标签栏"]:
            tmux.keys("C-u")
            tmux.keys(query, literal=True)  # one send: an input method commits the whole string
            expected, _ = search_counts(binary, db, query)
            tmux.wait(lambda l: l[0] == "> " + query and scope_bar(l) == expected and total(l) == expected["all"],
                      f"typed {query!r}: the scope counts equal search --format json {expected}")

        # Switch scope with Alt-5 (Tab): the total is the tab-bar count, the results are tab-bar rules.
        expected, _ = search_counts(binary, db, "标签栏")
        tmux.keys("M-5")
        highlighted = r"\x1b\[(?:[0-9;]*;)?7m(?:\x1b\[[0-9;]*m)* ?Tab " + str(expected["tab-bar"])
        tmux.wait(lambda l: re.search(highlighted, tmux.screen(escapes=True).split("\n")[1]) is not None
                  and total(l) == expected["tab-bar"] and "tab-bar" in l[5],
                  "Alt-5 switches to the Tab scope, highlighted in reverse video")
        tmux.keys("Tab")
        tmux.wait(lambda l: total(l) == expected["search-bar"], "Tab moves to the next scope (Search)")
        tmux.keys("BTab")
        tmux.wait(lambda l: total(l) == expected["tab-bar"] and "tab-bar" in l[5], "Shift-Tab moves back")

        # Open the first rule and go back.
        m = re.search(r"(tab-bar\.[0-9a-f]+)", tmux.screen().split("\n")[5])
        if not check(m is not None, "the first result shows its rule id", tmux.screen()):
            return 1
        first_id = m.group(1)
        tmux.keys("Enter")
        tmux.wait(lambda l: first_id in l[3] and any(x.startswith(" Source ") for x in l)
                  and any("Related" in x or "No related" in x for x in l) and "Esc back" in l[-2] + l[-1],
                  f"Enter opens {first_id} with its source and related rules")
        tmux.keys("Escape")
        tmux.wait(lambda l: first_id in l[5] and "Enter open" in l[-2] + l[-1], "Esc goes back to the results")

        # Copy the selected id: OSC 52 lands in a tmux buffer; the status line says so.
        tmux.keys("Down")
        tmux.keys("y")
        tmux.wait(lambda l: f"Copied {first_id}" in l[-2] + l[-1], "y copies the rule id and says so")
        deadline = time.monotonic() + TIMEOUT
        buffer = ""
        while time.monotonic() < deadline and buffer != first_id:
            buffer = tmux.run("show-buffer", check=False).strip()
            time.sleep(0.05)
        check(buffer == first_id, f"the OSC 52 sequence put {first_id} on the clipboard (tmux buffer: {buffer!r})")

        # Filters: l cycles the language, k the kind; both shown on the filter line.
        tmux.keys("l")
        tmux.wait(lambda l: "lang ru" in l[2], "l sets the language filter to ru")
        tmux.keys("k")
        tmux.wait(lambda l: "kind guideline" in l[2], "k sets the kind filter to guideline")
        for _ in range(5):
            tmux.keys("l")  # back to all: ru → zh → zh-Hant → zh-Hans → en → all
        for _ in range(7):
            tmux.keys("k")
        tmux.wait(lambda l: "lang all · kind all" in l[2], "the filters cycle back to all")

        # Paste (bracketed): back to the field, clear it, paste an English query; all scopes again.
        tmux.keys("/")
        tmux.keys("C-u")
        tmux.keys("M-1")
        tmux.run("set-buffer", "back button")
        tmux.run("paste-buffer", "-p", "-t", tmux.target)
        expected, _ = search_counts(binary, db, "back button")
        tmux.wait(lambda l: l[0] == "> back button" and scope_bar(l) == expected,
                  f"a bracketed paste searches 'back button' {expected}")
        tmux.keys("Home")
        tmux.keys("Delete")
        tmux.keys("End")
        tmux.keys("BSpace")
        tmux.wait(lambda l: l[0] == "> ack butto", "Home, Delete, End and Backspace edit the field")
        tmux.keys("C-w")
        tmux.wait(lambda l: l[0].rstrip() == "> ack" and tmux.display("#{cursor_x}") == "6",
                  "Ctrl-W deletes the word before the cursor (the cursor after 'ack ')")

        # Resize to 40 columns: everything relaid out within 40 columns.
        tmux.keys("C-u")
        tmux.keys("标签栏", literal=True)
        tmux.run("resize-window", "-t", tmux.target, "-x", "40", "-y", "20")
        tmux.wait(lambda l: l[0] == "> 标签栏" and l[1].lstrip().startswith("All")
                  and all(display_width(x) <= 40 for x in l) and "results" in l[2] and l[3].strip() != "",
                  "resized to 40 columns: relaid out, nothing wider than the window")

        # Quit with Esc: the terminal is back as it was.
        tmux.keys("Escape")
        check_restored(tmux, work, "main", "0", "Esc quits")

        # 3. SIGTERM, with NO_COLOR: no colour on screen, terminal restored, death by SIGTERM.
        start(tmux, binary, db, work, "term", env="NO_COLOR=1")
        tmux.keys("скрыть", literal=True)
        tmux.wait(lambda l: l[0] == "> скрыть" and total(l) is not None, "second run: typed a query")
        escaped = tmux.screen(escapes=True)
        sgr = re.findall(r"\x1b\[([0-9;]*)m", escaped)
        colours = [p for p in sgr if any(re.fullmatch(r"3[0-8]|9[0-7]", x) for x in p.split(";"))]
        check(not colours and any("7" in p.split(";") for p in sgr),
              f"NO_COLOR: attributes but no colours ({colours[:3]})")
        shell = tmux.display("#{pane_pid}")
        children = open(f"/proc/{shell}/task/{shell}/children").read().split()
        for pid in children:
            if "browse" in open(f"/proc/{pid}/cmdline").read():
                os.kill(int(pid), 15)
        check_restored(tmux, work, "term", "143", "SIGTERM ends browse")
    finally:
        tmux.kill()
        shutil.rmtree(work, ignore_errors=True)
    elapsed = time.monotonic() - started
    print(f"browse e2e: {len(FAILURES)} failure(s), {elapsed:.1f} s")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
