#!/usr/bin/env python3
"""The generated corpus rendered as Markdown, for the Markdown ingest figure of `make bench`.

    python3 Benchmarks/mdcorpus.py CORPUS_DIR OUT_DIR

Each generated text becomes the Markdown an author would write: the title as `#`, heading-like
lines as `##`, bullets as `-` list items, and a paragraph's lead sentence in bold (`**…**`, which
in Chinese text is the case CommonMark's flanking rules leave to the reader). Paragraphs are
separated by blank lines; the manifest is carried over with the file names changed."""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gencorpus  # noqa: E402

LEAD = re.compile(r"^(.{8,200}?(?:[.!?](?= )|[。！？]))(.*)$", re.S)


def render(text, lang):
    lines = [l.rstrip() for l in text.split("\n")]
    out, first, in_list = [], True, False
    for line in lines:
        s = line.strip()
        if not s:
            continue
        bullet = gencorpus.is_bullet(s)
        if in_list and not bullet:
            out.append("")
        if first:
            out += ["# " + s, ""]
            first = False
        elif bullet:
            out.append("- " + s[1:].strip())
        elif gencorpus.is_heading_like(s, lang):
            out += ["## " + s, ""]
        else:
            m = LEAD.match(s)
            out += [f"**{m.group(1)}**{m.group(2)}" if m else s, ""]
        in_list = bullet
    return "\n".join(out) + "\n"


def convert(corpus_dir, out_dir):
    """Writes OUT_DIR/NAME.md for every generated NAME.txt; returns the bytes written."""
    os.makedirs(out_dir, exist_ok=True)
    written = 0
    manifest_path = os.path.join(corpus_dir, "manifest.json")
    manifest = json.load(open(manifest_path, encoding="utf-8")) if os.path.exists(manifest_path) else {"documents": []}
    langs = {d.get("file"): d.get("lang", "ru") for d in manifest["documents"]}
    for name in sorted(os.listdir(corpus_dir)):
        if not name.endswith(".txt"):
            continue
        text = open(os.path.join(corpus_dir, name), encoding="utf-8").read()
        data = render(text, "ru" if langs.get(name, "ru") == "ru" else "zh")
        with open(os.path.join(out_dir, name[:-4] + ".md"), "w", encoding="utf-8") as f:
            f.write(data)
        written += len(data.encode())
    for d in manifest["documents"]:
        if d.get("file", "").endswith(".txt"):
            d["file"] = d["file"][:-4] + ".md"
    with open(os.path.join(out_dir, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)
    return written


if __name__ == "__main__":
    print(f"{convert(sys.argv[1], sys.argv[2]) / 1e6:.1f} MB of Markdown in {sys.argv[2]}")
