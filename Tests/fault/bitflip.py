#!/usr/bin/env python3
"""Bit flips in a BarGuide database file (issue #13), for the fault script and the campaign.

  bitflip.py checksums DB             recompute every rule's and document's checksum (migration
                                      008) in Python; exit 1 when one differs from the stored one
  bitflip.py flip-text DB [SEED]      flip one bit inside the text of one rule, in the file's bytes
                                      (not the b-tree structure); prints "ID<TAB>WORD" (a word of
                                      its headline, to search for it)
  bitflip.py campaign --binary B --db SEED_DB [--flips 200] [--seed 1] [--json OUT]
                                      flip one random bit of a copy of SEED_DB per run and run the
                                      readers on it; tally exit statuses against the untouched output

The checksum is FNV-1a 64 over tagged values (Sources/BarGuideKit/Store/Checksum.swift):
NULL 00; integer 01 + 8 bytes LE; text 02 + length (8 bytes LE) + UTF-8; stored as a signed int64.
"""
import json
import os
import random
import shutil
import sqlite3
import struct
import subprocess
import sys
import tempfile

RULE_COLUMNS = ["bars", "kind", "modality", "lang", "document", "heading", "line_start", "line_end",
                "ordinal", "headline", "text", "items", "symbols", "flags", "id"]
DOCUMENT_COLUMNS = ["name", "lang", "title", "origin", "source", "era", "bytes", "ordinal", "edition", "year"]


class TextBytes(bytes):
    """A text value's bytes as stored (they may not be valid UTF-8 after a flip)."""


def checksum(values):
    h = 0xCBF29CE484222325
    def feed(bs):
        nonlocal h
        for b in bs:
            h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    for v in values:
        if v is None:
            feed(b"\x00")
        elif isinstance(v, int):
            feed(b"\x01" + struct.pack("<q", v))
        elif isinstance(v, TextBytes):
            feed(b"\x02" + struct.pack("<Q", len(v)) + v)
        elif isinstance(v, str):
            data = v.encode("utf-8", "surrogatepass")
            feed(b"\x02" + struct.pack("<Q", len(data)) + data)
        elif isinstance(v, float):
            feed(b"\x03" + struct.pack("<d", v))
        else:
            data = bytes(v)
            feed(b"\x04" + struct.pack("<Q", len(data)) + data)
    return struct.unpack("<q", struct.pack("<Q", h))[0]


def cmd_checksums(db):
    c = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    c.text_factory = TextBytes
    bad = 0
    n = 0
    for table, columns, key in (("rules", RULE_COLUMNS, "id"), ("documents", DOCUMENT_COLUMNS, "name")):
        for row in c.execute(f"SELECT {', '.join(columns)}, checksum FROM {table}"):
            n += 1
            if checksum(row[:-1]) != row[-1]:
                bad += 1
                print(f"{table} {row[columns.index(key)].decode('utf-8', 'replace')}: checksum differs")
    print(f"{n} rows, {bad} differ")
    return 1 if bad else 0


def cmd_flip_text(db, seed=7):
    """Flips one bit inside one rule's text, where the text's bytes lie in the file: a text found
    exactly once in the file (on one page, not split across overflow pages)."""
    c = sqlite3.connect(db)
    rows = c.execute("SELECT id, headline, text FROM rules WHERE length(CAST(text AS BLOB)) BETWEEN 40 AND 1500 "
                     "ORDER BY rowid").fetchall()
    c.close()
    data = bytearray(open(db, "rb").read())
    rng = random.Random(seed)
    rng.shuffle(rows)
    for rid, headline, text in rows:
        needle = text.encode("utf-8")
        at = data.find(needle)
        if at < 0 or data.find(needle, at + 1) >= 0:
            continue
        # a byte inside the text, away from its ends; one bit of it
        pos = at + len(needle) // 2
        data[pos] ^= 1 << rng.randrange(8)
        with open(db, "r+b") as f:
            f.seek(pos)
            f.write(bytes([data[pos]]))
        word = max((w.strip(".,;:!?()«»\"'“”「」，。、") for w in headline.split()), key=len)
        print(f"{rid}\t{word}")
        return 0
    print("no rule text lies whole in the file", file=sys.stderr)
    return 1


def page_owners(db):
    """Page number -> the table or index it belongs to (SQLite's dbstat), else 'free'."""
    c = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    owners = {}
    try:
        for name, pageno in c.execute("SELECT name, pageno FROM dbstat"):
            owners[pageno] = name
    except sqlite3.Error:
        pass
    page_size = c.execute("PRAGMA page_size").fetchone()[0]
    return owners, page_size


def load_schemas(root):
    try:
        import jsonschema  # noqa: F401
    except ImportError:
        return None
    schemas = {}
    d = os.path.join(root, "Sources/BarGuideResources/schemas")
    for name in os.listdir(d):
        with open(os.path.join(d, name)) as f:
            schemas[name.split(".")[0]] = json.load(f)
    return schemas


def schema_valid(schemas, kind, out):
    import jsonschema
    schema = schemas.get(kind)
    if schema is None:
        return True
    try:
        docs = [json.loads(l) for l in out.splitlines() if l.strip()] if kind == "export" else [json.loads(out)]
        for d in docs:
            jsonschema.validate(d, schema)
        return True
    except Exception:
        return False


def cmd_campaign(args):
    import argparse
    p = argparse.ArgumentParser()
    p.add_argument("--binary", required=True)
    p.add_argument("--db", required=True)
    p.add_argument("--flips", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json")
    a = p.parse_args(args)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    schemas = load_schemas(root)
    work = tempfile.mkdtemp(prefix="barguide-bitflip.")
    env = dict(os.environ, NO_COLOR="1")
    env.pop("BARGUIDE_DB", None)

    def run(db, argv):
        try:
            r = subprocess.run([a.binary] + argv + ["--db", db], capture_output=True, timeout=60, env=env)
            return r.returncode, r.stdout
        except subprocess.TimeoutExpired:
            return "timeout", b""

    c = sqlite3.connect(f"file:{a.db}?mode=ro", uri=True)
    show_ids = [r[0] for r in c.execute("SELECT id FROM rules ORDER BY rowid LIMIT 2")]
    c.close()
    commands = [
        ("search", ["search", "--format", "json", "--no-collapse", "--limit", "20", "панель вкладок"]),
        ("search", ["search", "--format", "json", "--limit", "10", "status bar"]),
        ("search", ["search", "--format", "json", "--limit", "10", "工具欄"]),
        ("show", ["show", "--format", "json", show_ids[0]]),
        ("checklist", ["checklist", "--format", "json", "tab-bar"]),
        ("export", ["export", "--format", "jsonl"]),
        ("verify", ["verify"]),
    ]
    base_db = os.path.join(work, "base.sqlite")
    shutil.copy(a.db, base_db)
    baseline = [run(base_db, argv) for _, argv in commands]
    assert all(rc == 0 for rc, _ in baseline), baseline
    owners, page_size = page_owners(a.db)
    size = os.path.getsize(a.db)
    rng = random.Random(a.seed)
    tally = {}
    flips = []

    def count(key):
        tally[key] = tally.get(key, 0) + 1

    for i in range(a.flips):
        offset = rng.randrange(size)
        bit = rng.randrange(8)
        db = os.path.join(work, "flip.sqlite")
        shutil.copy(a.db, db)
        for extra in ("-journal", "-wal", "-shm"):
            if os.path.exists(db + extra):
                os.remove(db + extra)
        with open(db, "r+b") as f:
            f.seek(offset)
            b = f.read(1)[0]
            f.seek(offset)
            f.write(bytes([b ^ (1 << bit)]))
        page = offset // page_size + 1
        region = "header" if offset < 100 else owners.get(page, "free")
        outcome = []
        for (kind, argv), (base_rc, base_out) in zip(commands, baseline):
            rc, out = run(db, argv)
            if kind == "verify":
                result = "verify-failed" if rc == 3 else ("verify-passed" if rc == 0 else f"verify-exit-{rc}")
            elif rc == 3:
                result = "exit3"
            elif rc in (0, 1) and rc == base_rc and out == base_out:
                result = "exit0-correct"
            elif rc in (0, 1):
                valid = schema_valid(schemas, kind, out.decode("utf-8", "replace")) if schemas and rc == 0 else True
                result = "exit0-wrong" + ("" if valid else "-schema-invalid")
            else:
                result = f"other-{rc}"
            count(result)
            outcome.append(result)
        readers = [o for o in outcome if not o.startswith("verify")]
        if any(o.startswith("exit0-wrong") for o in readers):
            verdict = "undetected-wrong-output"
        elif all(o == "exit0-correct" for o in readers):
            verdict = "harmless"
        else:
            verdict = "detected"
        flips.append({"offset": offset, "bit": bit, "page": page, "region": region, "results": outcome, "verdict": verdict,
                      "verify": outcome[-1]})
    shutil.rmtree(work, ignore_errors=True)

    readers_runs = sum(v for k, v in tally.items() if not k.startswith("verify"))
    print(f"{a.flips} flips x {len(commands)} commands ({readers_runs} reader runs) on {a.db} with {a.binary}")
    for k in sorted(tally):
        print(f"  {k:32} {tally[k]}")
    verdicts = {}
    by_region = {}
    for f in flips:
        verdicts[f["verdict"]] = verdicts.get(f["verdict"], 0) + 1
        key = (f["region"], f["verdict"])
        by_region[key] = by_region.get(key, 0) + 1
    print("per flip:", ", ".join(f"{k} {v}" for k, v in sorted(verdicts.items())))
    harmless_verify = sum(1 for f in flips if f["verdict"] == "harmless" and f["verify"] == "verify-failed")
    print(f"harmless flips that verify still reports: {harmless_verify}")
    for (region, verdict), n in sorted(by_region.items()):
        print(f"  {region:28} {verdict:26} {n}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"tally": tally, "flips": flips}, f, indent=1)
    return 0


def main(argv):
    if len(argv) >= 2 and argv[0] == "checksums":
        return cmd_checksums(argv[1])
    if len(argv) >= 2 and argv[0] == "flip-text":
        return cmd_flip_text(argv[1], int(argv[2]) if len(argv) > 2 else 7)
    if argv and argv[0] == "campaign":
        return cmd_campaign(argv[1:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
