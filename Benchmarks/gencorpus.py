#!/usr/bin/env python3
"""Generate a scaled, deterministic corpus from the seed corpus (Corpus/).

Every generated document is a recombination of the seeds' own text in one language:
  * the seeds are cut into sections (a heading line and the paragraphs under it) and the
    paragraphs into units (a paragraph together with the bullets / indented lines that
    complete it, so "Строка состояния:" keeps its bullets);
  * a document is a title line, then sections drawn from every seed of its language in a
    shuffled order, each with its heading kept and its units shuffled; about a quarter of
    the units are swapped for units from other sections of the same language;
  * every paragraph is varied so that no two rows are identical: numbers are rewritten,
    words (Russian) or clause fragments (Chinese) are swapped, replaced or inserted —
    never at the end of a line, so terminal punctuation (and with it heading detection)
    is kept.
The output directory is laid out like Corpus/ (manifest.json listing every document,
the seeds' glossary.json and items.json copied), so `barguide ingest --corpus DIR` reads it.
It also writes OUT_DIR.paragraphs beside it (every non-empty line of every document, one
record each, ASCII-separated: file name 0x1F line 0x1E) for the stock-sqlite3 baseline import.

Usage: gencorpus.py SEED_DIR OUT_DIR [--mb 52] [--docs 1000] [--seed 20240601]
"""
import argparse
import json
import os
import random
import re
import shutil
import sys

TERMINAL = set(".!?:;…。！？：；，,)»\"”")
CYR_WORD = re.compile(r"[А-Яа-яЁё]{3,}")
HAN = re.compile(r"[\u3400-\u9fff]")
DIGITS = re.compile(r"\d+")


def is_bullet(line):
    return line[:1] in ("•", "●", "▪", "◦", "·") or (len(line) > 1 and line[0] in "-*–" and line[1] == " ")


def is_heading_like(line, lang):
    s = line.strip()
    if not s or is_bullet(s) or s.startswith("("):
        return False
    limit = 70 if lang == "ru" else 30
    return len(s) <= limit and s[-1] not in TERMINAL


def split_seed(text, lang):
    """-> (title, [ (heading, [unit, ...]) ]) where a unit is a list of raw lines."""
    lines = [l.rstrip("\r") for l in text.split("\n")]
    lines = [l for l in lines if l.strip()]
    if not lines:
        return None, []
    title = lines[0]
    sections = []
    heading, units, unit = None, [], None
    for line in lines[1:]:
        stripped = line.strip()
        continues = unit is not None and (
            is_bullet(stripped) or line.startswith((" ", "\t")) or unit[-1].rstrip().endswith((":", "："))
        )
        if continues:
            unit.append(line)
            continue
        if unit is not None:
            units.append(unit)
            unit = None
        if is_heading_like(stripped, lang):
            if heading is not None or units:
                sections.append((heading, units))
            heading, units = line, []
            continue
        unit = [line]
    if unit is not None:
        units.append(unit)
    if heading is not None or units:
        sections.append((heading, units))
    return title, sections


class Varier:
    """Varies paragraphs deterministically (it draws from the generator's PRNG)."""

    def __init__(self, rng, ru_words, zh_chunks):
        self.rng = rng
        self.ru_words = ru_words
        self.zh_chunks = zh_chunks

    def numbers(self, s):
        def sub(m):
            n = len(m.group(0))
            return str(self.rng.randrange(10 ** (n - 1) if n > 1 else 0, 10 ** n))
        return DIGITS.sub(sub, s) if self.rng.random() < 0.7 else s

    def ru(self, s):
        words = s.split(" ")
        if len(words) < 4:
            return self.numbers(s)
        for _ in range(self.rng.randint(1, 3)):
            # positions 1 .. len-2: the first and last word are kept
            i = self.rng.randrange(1, len(words) - 1)
            op = self.rng.random()
            if op < 0.4:
                words.insert(i, self.rng.choice(self.ru_words))
            elif op < 0.7 and i + 1 < len(words) - 1:
                words[i], words[i + 1] = words[i + 1], words[i]
            elif CYR_WORD.fullmatch(words[i] or ""):
                words[i] = self.rng.choice(self.ru_words)
            else:
                words.insert(i, self.rng.choice(self.ru_words))
        return self.numbers(" ".join(words))

    def zh(self, s):
        if len(s) < 6:
            return self.numbers(s)
        chars = list(s)
        for _ in range(self.rng.randint(1, 3)):
            i = self.rng.randrange(1, len(chars) - 1)
            op = self.rng.random()
            if op < 0.6:
                chars[i:i] = list(self.rng.choice(self.zh_chunks))
            elif HAN.match(chars[i]) and HAN.match(chars[i + 1]) and i + 1 < len(chars) - 1:
                chars[i], chars[i + 1] = chars[i + 1], chars[i]
            else:
                chars[i:i] = list(self.rng.choice(self.zh_chunks))
        return self.numbers("".join(chars))

    def line(self, s, lang):
        # keep leading bullets / indentation intact
        m = re.match(r"^(\s*(?:[•●▪◦·]\s*)?)(.*)$", s)
        lead, body = m.group(1), m.group(2)
        return lead + (self.ru(body) if lang == "ru" else self.zh(body))


def load_seeds(seed_dir):
    manifest = json.load(open(os.path.join(seed_dir, "manifest.json"), encoding="utf-8"))
    seeds = []
    for doc in manifest["documents"]:
        path = os.path.join(seed_dir, doc["file"])
        if not os.path.exists(path):
            continue
        lang = "ru" if doc["lang"] == "ru" else "zh"
        text = open(path, encoding="utf-8", errors="replace").read()
        title, sections = split_seed(text, lang)
        seeds.append({"doc": doc, "lang": lang, "title": title, "sections": sections})
    return seeds


def generate(seed_dir, out_dir, total_mb=52.0, docs=1000, seed=20240601, zh_share=0.35, log=print,
             paragraphs_path=None):
    rng = random.Random(seed)
    seeds = load_seeds(seed_dir)
    by_lang = {}
    for s in seeds:
        by_lang.setdefault(s["lang"], []).append(s)
    langs = sorted(by_lang)
    ru_words, zh_chunks = [], []
    for s in seeds:
        for _, units in s["sections"]:
            for u in units:
                for l in u:
                    if s["lang"] == "ru":
                        ru_words += CYR_WORD.findall(l)
                    else:
                        for run in re.findall(r"[\u3400-\u9fff]{2,}", l):
                            for k in range(0, len(run) - 1, 2):
                                zh_chunks.append(run[k:k + 2])
    ru_words = sorted(set(ru_words)) or ["слово"]
    zh_chunks = sorted(set(zh_chunks)) or ["欄目"]
    varier = Varier(rng, ru_words, zh_chunks)
    # section pools per language: (seed index, heading, units)
    pools = {l: [(si, h, u) for si, s in enumerate(by_lang[l]) for (h, u) in s["sections"] if u] for l in langs}
    unit_pools = {l: [u for (_, _, units) in pools[l] for u in units] for l in langs}

    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    os.makedirs(out_dir)
    for data in ("glossary.json", "items.json"):
        src = os.path.join(seed_dir, data)
        if os.path.exists(src):
            shutil.copyfile(src, os.path.join(out_dir, data))

    target_bytes = int(total_mb * 1024 * 1024)
    per_doc = target_bytes / docs
    manifest = []
    written = 0
    paragraphs = open(paragraphs_path or os.path.join(out_dir + ".paragraphs"), "w", encoding="utf-8")
    for n in range(docs):
        lang = "zh" if ("zh" in pools and (rng.random() < zh_share or "ru" not in pools)) else langs[0] if "ru" not in pools else "ru"
        base = rng.choice(by_lang[lang])
        # the remaining budget spread over the remaining documents, +-40 %
        want = (target_bytes - written) / (docs - n) * rng.uniform(0.6, 1.4)
        out = [varier.numbers(base["title"]) + (f" — выпуск {n + 1}" if lang == "ru" else f"（第{n + 1}篇）"), ""]
        size = len(out[0].encode())
        order = pools[lang][:]
        rng.shuffle(order)
        k = 0
        while size < want:
            if k == len(order):
                rng.shuffle(order)
                k = 0
            _, heading, units = order[k]
            k += 1
            units = units[:]
            rng.shuffle(units)
            for i in range(len(units)):
                if rng.random() < 0.25:
                    units[i] = rng.choice(unit_pools[lang])
            if heading:
                out += [heading, ""]
                size += len(heading.encode()) + 2
            for u in units:
                varied = [varier.line(l, lang) for l in u]
                for l in varied:
                    out.append(l)
                    size += len(l.encode()) + 1
                out.append("")
                size += 1
        name = f"{n:04d}_{'ru' if lang == 'ru' else 'zh'}_{rng.getrandbits(32):08x}.txt"
        data = "\n".join(out) + "\n"
        with open(os.path.join(out_dir, name), "w", encoding="utf-8") as f:
            f.write(data)
        written += len(data.encode())
        for l in out:
            if l.strip():
                paragraphs.write(name + "\x1f" + l.strip() + "\x1e")
        d = dict(base["doc"])
        d["file"] = name
        d["title"] = out[0]
        manifest.append(d)
    paragraphs.close()
    with open(os.path.join(out_dir, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump({"documents": manifest}, f, ensure_ascii=False, indent=1)
    log(f"generated {docs} documents, {written / 1e6:.1f} MB ({written / 2**20:.1f} MiB) in {out_dir}")
    return written


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("seed_dir")
    ap.add_argument("out_dir")
    ap.add_argument("--mb", type=float, default=52.0, help="total size in MiB")
    ap.add_argument("--docs", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=20240601)
    a = ap.parse_args()
    generate(a.seed_dir, a.out_dir, a.mb, a.docs, a.seed)


if __name__ == "__main__":
    sys.exit(main())
