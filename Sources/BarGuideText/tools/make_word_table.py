#!/usr/bin/env python3
"""Regenerates ../HanWordTable.swift: the Chinese word dictionary that segments queries.

The generated Swift file is COMMITTED: the build needs neither Python nor jieba. It depends
on Corpus/glossary.json and the seed texts too: `make tables` runs this (and installs
python3-jieba), and CI checks that the committed file is what it produces (`make check-tables`).

    python3 Sources/BarGuideText/tools/make_word_table.py [DICT_TXT]

Data: jieba's dictionary (dict.txt, about 349,000 words with frequencies), from Debian's
`python3-jieba` (default path /usr/lib/python3/dist-packages/jieba/dict.txt).
jieba: Copyright (c) 2012-2017 Sun Junyi, MIT License (the notice is repeated in the
generated file).

What is kept, and how:
  * every word of Han characters only, each character folded from Traditional to Simplified
    with the same table as the tokenizer (../HanFoldTable.swift), so a folded query meets it;
    words that fold to the same form add their frequencies; words of more than MAX_LEN
    characters and characters outside the 3-byte UTF-8 range (U+0800..U+FFFF) are dropped;
  * the Chinese terms of Corpus/glossary.json, each with at least the frequency that keeps it
    one word (jieba's suggest_freq: the product of its pieces' probabilities, times the total);
  * frequent two-character words of the seed texts in Corpus/ that the dictionary does not
    know (at least MIN_COUNT times, pointwise mutual information >= MIN_PMI), the same way.

Layout (searched in place, nothing is parsed when a process starts): per word length L, one
string literal of fixed-size records sorted by their bytes. For L >= 2 the records are
grouped by their first character, which is stored once in the group index; a record is then
the UTF-8 of the other L-1 characters (3 bytes each) and one frequency byte. The index of
length L is a run of (3 bytes first character, 4 digits of the group's first record) entries.
The frequency byte is q = round(ln(freq) * 6), written as the q-th of the printable ASCII
bytes other than '"' and '\\'. ln(total) is a constant of the file.
"""
import json, math, os, re, sys, collections
from tablefile import write_if_changed

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
DICT = sys.argv[1] if len(sys.argv) > 1 else '/usr/lib/python3/dist-packages/jieba/dict.txt'
OUT = os.path.join(HERE, '..', 'HanWordTable.swift')
MAX_LEN = 8
MIN_COUNT = 4
MIN_PMI = 3.0
DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/'
FREQ_BYTES = [b for b in range(0x20, 0x7F) if b not in (0x22, 0x5C)]
SCALE = 6


def fold_table():
    src = open(os.path.join(HERE, '..', 'HanFoldTable.swift'), encoding='utf-8').read()
    def array(name):
        m = re.search(r'static let %s: \[UInt32\] = \[(.*?)\]' % name, src, re.S)
        return [int(x, 16) for x in re.findall(r'0x[0-9A-Fa-f]+', m.group(1))]
    return dict(zip(array('sources'), array('targets')))


FOLD = fold_table()


def fold(word):
    return ''.join(chr(FOLD.get(ord(c), ord(c))) for c in word)


def is_han(c):
    o = ord(c)
    return 0x3400 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF


def load_dict():
    freq = collections.Counter()
    for line in open(DICT, encoding='utf-8'):
        parts = line.split()
        if len(parts) < 2:
            continue
        word, f = parts[0], int(parts[1])
        if not word or len(word) > MAX_LEN or not all(is_han(c) for c in word):
            continue
        w = fold(word)
        if all(0x800 <= ord(c) <= 0xFFFF for c in w):
            freq[w] += f
    return freq


def segment(word, freq, logtotal):
    """jieba's max-probability path over the word graph of `word`."""
    n = len(word)
    route = [(0.0, n)] * (n + 1)
    for i in range(n - 1, -1, -1):
        best = None
        for j in range(i + 1, min(n, i + MAX_LEN) + 1):
            piece = word[i:j]
            f = freq.get(piece, 0)
            if f == 0 and j > i + 1:
                continue
            score = math.log(f or 1) - logtotal + route[j][0]
            if best is None or score > best[0]:
                best = (score, j)
        route[i] = best
    out, i = [], 0
    while i < n:
        j = route[i][1]
        out.append(word[i:j])
        i = j
    return out


def suggest(word, freq, total):
    """The frequency that makes `word` one segment (jieba's suggest_freq), at least its own."""
    p = 1.0
    for piece in segment(word, freq, math.log(total)):
        p *= max(freq.get(piece, 1), 1) / total
    return max(int(p * total) + 1, freq.get(word, 0))


def glossary_signature(glossary):
    """FNV-1a (64 bits) of the glossary's Chinese terms, unique, in code point order, one per
    line: the table records it, and GlossaryWordTableTests compares it with the embedded
    glossary's, so a glossary edit without `make tables` fails `swift test`."""
    terms = set()
    for concept in glossary['concepts']:
        for lang in ('zh-Hans', 'zh-Hant'):
            terms.update(concept['terms'].get(lang, []))
    h = 0xcbf29ce484222325
    for b in '\n'.join(sorted(terms)).encode('utf-8'):
        h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
    return h


def main():
    freq = load_dict()
    total = sum(freq.values())
    # Glossary terms.
    glossary = json.load(open(os.path.join(ROOT, 'Corpus', 'glossary.json'), encoding='utf-8'))
    added = 0
    for concept in glossary['concepts']:
        for lang in ('zh-Hans', 'zh-Hant'):
            for term in concept['terms'].get(lang, []):
                for run in re.findall(r'[\u3400-\u9fff\uf900-\ufaff]+', term):
                    w = fold(run)
                    if 2 <= len(w) <= MAX_LEN:
                        f = suggest(w, freq, total)
                        if f > freq.get(w, 0):
                            freq[w] = f
                            added += 1
    # Frequent unknown two-character words of the seed texts.
    grams, chars, nchars = collections.Counter(), collections.Counter(), 0
    for name in sorted(os.listdir(os.path.join(ROOT, 'Corpus'))):
        if not name.endswith('.txt'):
            continue
        text = open(os.path.join(ROOT, 'Corpus', name), encoding='utf-8', errors='replace').read()
        for run in re.findall(r'[\u3400-\u9fff\uf900-\ufaff]+', re.sub(r'\([a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]+\)', '', text)):
            run = fold(run)
            chars.update(run)
            nchars += len(run)
            grams.update(run[i:i + 2] for i in range(len(run) - 1))
    corpus_words = 0
    for g, c in sorted(grams.items()):
        if c < MIN_COUNT or g in freq:
            continue
        pmi = math.log(c * nchars / (chars[g[0]] * chars[g[1]]))
        if pmi >= MIN_PMI:
            freq[g] = suggest(g, freq, total)
            corpus_words += 1
    total = sum(freq.values())

    by_len = collections.defaultdict(list)
    for w, f in freq.items():
        by_len[len(w)].append((w.encode('utf-8'), f))
    def fbyte(f):
        q = max(0, min(len(FREQ_BYTES) - 1, round(math.log(max(f, 1)) * SCALE)))
        return chr(FREQ_BYTES[q])
    def digits(n):
        assert n < 64 ** 4
        return ''.join(DIGITS[(n >> s) & 63] for s in (18, 12, 6, 0))
    lines = []
    lines.append('// GENERATED by Sources/BarGuideText/tools/make_word_table.py. Do not edit by hand.')
    lines.append('// Chinese word dictionary for query segmentation: %d words (folded to Simplified),' % len(freq))
    lines.append('// %d glossary terms and %d words of the seed texts added.' % (added, corpus_words))
    lines.append('//')
    lines.append('// Derived from jieba\'s dict.txt (https://github.com/fxsjy/jieba), Debian python3-jieba:')
    lines.append('//   Copyright (c) 2012-2017 Sun Junyi')
    lines.append('//   Permission is hereby granted, free of charge, to any person obtaining a copy of this')
    lines.append('//   software and associated documentation files (the "Software"), to deal in the Software')
    lines.append('//   without restriction, including without limitation the rights to use, copy, modify,')
    lines.append('//   merge, publish, distribute, sublicense, and/or sell copies of the Software, and to')
    lines.append('//   permit persons to whom the Software is furnished to do so, subject to the following')
    lines.append('//   conditions: The above copyright notice and this permission notice shall be included')
    lines.append('//   in all copies or substantial portions of the Software.')
    lines.append('//   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,')
    lines.append('//   INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A')
    lines.append('//   PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT')
    lines.append('//   HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF')
    lines.append('//   CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE')
    lines.append('//   OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.')
    lines.append('')
    lines.append('enum HanWordTable {')
    lines.append('    static let maxLength = %d' % MAX_LEN)
    lines.append('    /// ln of the sum of all frequencies.')
    lines.append('    static let logTotal = %r' % math.log(total))
    lines.append('    /// Frequency bytes are round(ln(freq) * scale).')
    lines.append('    static let scale = %d.0' % SCALE)
    lines.append('    /// The glossary\'s Chinese terms this table was made with (make_word_table.py).')
    lines.append('    static let glossarySignature: UInt64 = 0x%016x' % glossary_signature(glossary))
    words_cases, index_cases = [], []
    for L in range(1, MAX_LEN + 1):
        entries = sorted(by_len.get(L, []))
        if L == 1:
            body = ''.join(w.decode('utf-8') + fbyte(f) for w, f in entries)
            index = ''
        else:
            body_parts, index_parts, last = [], [], None
            for k, (w, f) in enumerate(entries):
                first = w[:3]
                if first != last:
                    index_parts.append(first.decode('utf-8') + digits(k))
                    last = first
                body_parts.append(w[3:].decode('utf-8') + fbyte(f))
            body, index = ''.join(body_parts), ''.join(index_parts)
        lines.append('    /// %d words of %d character%s.' % (len(entries), L, '' if L == 1 else 's'))
        lines.append('    static let words%d: StaticString = "%s"' % (L, body))
        if L > 1:
            lines.append('    static let index%d: StaticString = "%s"' % (L, index))
        words_cases.append('        case %d: return words%d' % (L, L))
        if L > 1:
            index_cases.append('        case %d: return index%d' % (L, L))
    lines.append('')
    lines.append('    static func words(_ length: Int) -> StaticString {')
    lines.append('        switch length {')
    lines += words_cases
    lines.append('        default: return ""')
    lines.append('        }')
    lines.append('    }')
    lines.append('')
    lines.append('    static func index(_ length: Int) -> StaticString {')
    lines.append('        switch length {')
    lines += index_cases
    lines.append('        default: return ""')
    lines.append('        }')
    lines.append('    }')
    lines.append('}')
    write_if_changed(OUT, '\n'.join(lines) + '\n')
    print('wrote %s: %d words, %d glossary, %d corpus, %d bytes' % (OUT, len(freq), added, corpus_words, os.path.getsize(OUT)))


if __name__ == '__main__':
    main()
