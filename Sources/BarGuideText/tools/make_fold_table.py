#!/usr/bin/env python3
"""Regenerates ../HanFoldTable.swift: the Traditional -> Simplified Chinese
character fold used by the BarGuide FTS5 tokenizer, and ../HanDisplayTable.swift:
OpenCC's conversion dictionaries for showing Chinese text in the other script
(`--lang zh-Hans` / `--lang zh-Hant`, see ../HanDisplay.swift).

The generated Swift files are COMMITTED: the build does not need OpenCC. This script
needs OpenCC's dictionaries and its `opencc_dict` tool (Debian `opencc` and
`libopencc-data`); `make tables` installs them and runs every generator, and CI checks
that the committed files are what they produce (`make check-tables`).

    python3 Sources/BarGuideText/tools/make_fold_table.py [OPENCC_DATA_DIR]

Data: OpenCC (https://github.com/BYVoid/OpenCC), Copyright (c) Carbo Kuo and
contributors, Apache License 2.0. Only the character tables are used:
  TSCharacters    Traditional -> Simplified (first listed target)
  TWVariantsRev   Taiwan variant forms -> OpenCC standard Traditional
  HKVariantsRev   Hong Kong variant forms -> OpenCC standard Traditional
plus Unicode's canonical (NFC) mappings of CJK compatibility ideographs and the
NFKC mappings of Kangxi radicals (U+2F00..U+2FDF), both from Python's unicodedata.

Rules, so that folding is one table lookup and idempotent (fold(fold(c)) == fold(c)):
  * only single-character targets are kept;
  * a variant entry is skipped when its source already has a TSCharacters entry
    or is itself a Simplified output of TSCharacters (e.g. TW's 么 -> 幺 would
    break 麼 -> 么), so that Simplified text is never folded away from itself;
  * chains are resolved to their end, identities dropped.
Output: two parallel [UInt32] array literals (sources ascending, and their targets).
The optimizer turns them into static data, so a search pays nothing to decode them; the
tokenizer builds its dense lookup array from them on first use.

The display tables are OpenCC's own conversion dictionaries, unchanged, as OpenCC's t2s and
s2t configurations use them (longest phrase first, then the character):
  TSPhrases + TSCharacters   Traditional -> Simplified
  STPhrases + STCharacters   Simplified -> Traditional
A character with several candidates keeps OpenCC's first (its default). Characters become
two parallel [UInt32] arrays per direction; phrases one string literal per direction, lines
"source<TAB>target" sorted by source code points, decoded on first use only.
"""
import io, os, subprocess, sys, tempfile, unicodedata
from tablefile import write_if_changed

DATA = sys.argv[1] if len(sys.argv) > 1 else '/usr/share/opencc'
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'HanFoldTable.swift')


def load(name):
    with tempfile.TemporaryDirectory() as tmp:
        txt = os.path.join(tmp, name + '.txt')
        subprocess.run(['opencc_dict', '-i', os.path.join(DATA, name + '.ocd2'), '-o', txt,
                        '-f', 'ocd2', '-t', 'text'], check=True)
        pairs = []
        with open(txt, encoding='utf-8') as f:
            for line in f:
                line = line.rstrip('\n')
                if not line or '\t' not in line:
                    continue
                src, dst = line.split('\t', 1)
                dst = dst.split(' ')[0]
                if len(src) == 1 and len(dst) == 1:
                    pairs.append((src, dst))
        return pairs


ts = dict(load('TSCharacters'))
simplified_outputs = set(ts.values())
fold = {k: v for k, v in ts.items() if k != v}
for table in ('TWVariantsRev', 'HKVariantsRev'):
    for src, dst in load(table):
        if src in ts or src in simplified_outputs or src in fold:
            continue
        target = ts.get(dst, dst)
        if target != src:
            fold[src] = target

# Compatibility ideographs and Kangxi radicals -> unified ideographs, then folded.
ranges = [(0xF900, 0xFAFF, 'NFC'), (0x2F800, 0x2FA1F, 'NFC'), (0x2F00, 0x2FDF, 'NFKC')]
for lo, hi, form in ranges:
    for cp in range(lo, hi + 1):
        c = chr(cp)
        if unicodedata.category(c) == 'Cn':
            continue
        u = unicodedata.normalize(form, c)
        if len(u) == 1 and u != c:
            fold.setdefault(c, u)


def resolve(c):
    seen = [c]
    while c in fold:
        c = fold[c]
        if c in seen:
            raise SystemExit('fold cycle: ' + ' -> '.join(seen + [c]))
        seen.append(c)
    return c


final = {}
for k in fold:
    v = resolve(k)
    if v != k:
        final[k] = v
for k, v in final.items():
    assert v not in final, (k, v)

pairs = sorted(final.items(), key=lambda kv: ord(kv[0]))


def write_table(pairs, out):
    """Writes the table as two parallel array literals of scalar values: the optimizer
    emits them as static data, so nothing is decoded at run time."""
    per_line = 12

    def array(name, doc, values):
        rows = ['        ' + ', '.join('0x%04X' % v for v in values[i:i + per_line]) + ','
                for i in range(0, len(values), per_line)]
        return ('    /// %s\n    static let %s: [UInt32] = [\n' % (doc, name)) + '\n'.join(rows) + '\n    ]\n'

    with io.StringIO() as f:
        f.write('// GENERATED by Sources/BarGuideText/tools/make_fold_table.py. Do not edit by hand.\n')
        f.write('// Traditional -> Simplified Chinese character fold, %d pairs.\n' % len(pairs))
        f.write('// Data derived from OpenCC (TSCharacters, TWVariantsRev, HKVariantsRev),\n')
        f.write('// Copyright (c) Carbo Kuo and contributors, Apache License 2.0,\n')
        f.write('// and from Unicode compatibility-ideograph / Kangxi-radical normalization.\n\n')
        f.write('enum HanFoldTable {\n')
        f.write('    /// Number of (source, target) pairs.\n')
        f.write('    static let count = %d\n\n' % len(pairs))
        f.write(array('sources', 'Source scalars, ascending.', [k for k, _ in pairs]))
        f.write('\n')
        f.write(array('targets', 'The target of `sources[i]` is `targets[i]`.', [v for _, v in pairs]))
        f.write('}\n')
        write_if_changed(out, f.getvalue())


def load_all(name):
    """Every entry of an OpenCC dictionary: (source, first target), any lengths."""
    with tempfile.TemporaryDirectory() as tmp:
        txt = os.path.join(tmp, name + '.txt')
        subprocess.run(['opencc_dict', '-i', os.path.join(DATA, name + '.ocd2'), '-o', txt,
                        '-f', 'ocd2', '-t', 'text'], check=True)
        out = {}
        with open(txt, encoding='utf-8') as f:
            for line in f:
                line = line.rstrip('\n')
                if '\t' not in line:
                    continue
                src, dst = line.split('\t', 1)
                dst = dst.split(' ')[0]
                # an identity phrase matters: it keeps its characters from the character table
                if src and dst:
                    out[src] = dst
        return out


DISPLAY_OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'HanDisplayTable.swift')


def write_display_table(out):
    per_line = 12

    def array(name, doc, values):
        rows = ['        ' + ', '.join('0x%04X' % v for v in values[i:i + per_line]) + ','
                for i in range(0, len(values), per_line)]
        return ('    /// %s\n    static let %s: [UInt32] = [\n' % (doc, name)) + '\n'.join(rows) + '\n    ]\n'

    def phrases(name, doc, table):
        for k, v in table.items():
            assert '\t' not in k + v and '\n' not in k + v and '"' not in k + v and '\\' not in k + v, k
        lines = ['%s\t%s' % (k, v) for k, v in sorted(table.items(), key=lambda kv: [ord(c) for c in kv[0]])]
        return ('    /// %s\n    static let %s = """\n' % (doc, name)) + '\n'.join(lines) + '\n"""\n'

    counts = []
    parts = []
    for direction, chars_name, phrases_name in (('Simplified', 'TSCharacters', 'TSPhrases'),
                                                  ('Traditional', 'STCharacters', 'STPhrases')):
        chars = {k: v for k, v in load_all(chars_name).items() if len(k) == 1 and len(v) == 1 and k != v}
        phr = {k: v for k, v in load_all(phrases_name).items() if len(k) > 1}
        pairs = sorted(((ord(k), ord(v)) for k, v in chars.items()))
        key = 'to' + direction
        parts.append(array(key + 'Sources', '%s, %d characters: sources ascending.' % (chars_name, len(pairs)), [k for k, _ in pairs]))
        parts.append(array(key + 'Targets', 'The target of `%sSources[i]`.' % key, [v for _, v in pairs]))
        parts.append(phrases(key + 'Phrases', '%s, %d phrases: "source<TAB>target" lines, sources in code-point order.' % (phrases_name, len(phr)), phr))
        counts.append((chars_name, len(pairs)))
        counts.append((phrases_name, len(phr)))
    with io.StringIO() as f:
        f.write('// GENERATED by Sources/BarGuideText/tools/make_fold_table.py. Do not edit by hand.\n')
        f.write('// OpenCC conversion dictionaries for display: %s.\n' % ', '.join('%s %d' % c for c in counts))
        f.write('// Data: OpenCC (https://github.com/BYVoid/OpenCC), Copyright (c) Carbo Kuo and\n')
        f.write('// contributors, Apache License 2.0.\n\n')
        f.write('enum HanDisplayTable {\n')
        f.write('\n'.join(parts))
        f.write('}\n')
        write_if_changed(out, f.getvalue())
    return counts


if __name__ == '__main__':
    write_table([(ord(k), ord(v)) for k, v in pairs], OUT)
    print('wrote %s: %d pairs' % (os.path.normpath(OUT), len(pairs)))
    counts = write_display_table(DISPLAY_OUT)
    print('wrote %s: %s' % (os.path.normpath(DISPLAY_OUT), ', '.join('%s %d' % c for c in counts)))
