"""The learned fallback's features, model and training, shared by make_fallback_weights.py (which
writes the committed table) and measure_fallback.py (which reports its cross-validated accuracy).

A unit's text is normalized (`normalize`), cut into character n-grams of 1 to 4 scalars, each
hashed into one of BUCKETS buckets (`features`): FallbackModel.swift does exactly the same, so the
two must change together. The model is a multinomial logistic regression over those buckets,
trained by plain stochastic gradient descent in a fixed order: pure Python floats, so the same
texts give the same weights on every machine.

Training data: the held-out texts of Tests/heldout (our own texts, labelled blind by their
writers), one example per gold unit: its lines from the unit's start up to a blank line or the
next unit."""
import glob, json, math, os

LABELS = ['guideline/do', 'guideline/dont', 'guideline/avoid', 'guideline/consider', 'behavior',
          'definition', 'reference', 'tip', 'caption', 'editorial']
BUCKETS = 1 << 15
MAX_SCALARS = 200
EPOCHS = 12
RATE = 3.0
L2 = 1e-6

BLANKED = set('*`|#>_[]\t·')
SPACES = set(' \n\r\t\u00a0\u3000')
LEADING = set('-+•–— 0.)')


def lower(c):
    o = ord(c)
    if 0x41 <= o <= 0x5A or 0x410 <= o <= 0x42F:
        return chr(o + 0x20)
    if o == 0x401:
        return '\u0451'
    return c


def normalize(text):
    """Markup blanked, letters lowered (ASCII and Cyrillic), digits made 0, spaces collapsed, a
    leading list mark dropped, the first MAX_SCALARS scalars, a space on each side."""
    out = []
    space = True
    for c in text:
        if c in BLANKED or c in SPACES:
            if not space:
                out.append(' ')
                space = True
            continue
        if '0' <= c <= '9':
            c = '0'
        out.append(lower(c))
        space = False
    k = 0
    while k < len(out) and out[k] in LEADING:
        k += 1
    s = ''.join(out[k:]).strip(' ')[:MAX_SCALARS]
    return ' ' + s + ' '


def bucket(n, gram):
    h = (2166136261 ^ n) & 0xFFFFFFFF
    h = (h * 16777619) & 0xFFFFFFFF
    for c in gram:
        h ^= ord(c)
        h = (h * 16777619) & 0xFFFFFFFF
    h ^= h >> 15
    return h & (BUCKETS - 1)


def features(text):
    """Sorted (bucket, value) pairs: n-gram counts scaled to unit length."""
    s = normalize(text)
    counts = {}
    for n in range(1, 5):
        for i in range(len(s) - n + 1):
            g = s[i:i + n]
            if g == ' ':
                continue
            b = bucket(n, g)
            counts[b] = counts.get(b, 0) + 1
    norm = math.sqrt(sum(v * v for v in counts.values())) or 1.0
    return sorted((b, v / norm) for b, v in counts.items())


def label_of(unit):
    k, m = unit['kind'], unit.get('modality')
    return f'{k}/{m}' if k == 'guideline' else k


def units(root):
    """(document name, unit text, label) for every gold unit of Tests/heldout, in a fixed order."""
    out = []
    for d in sorted(glob.glob(os.path.join(root, 'Tests', 'heldout', '*', ''))):
        name = os.path.basename(os.path.dirname(d))
        texts = [f for f in sorted(os.listdir(d)) if f.startswith('ho-')]
        if not texts or not os.path.exists(d + 'gold.json'):
            continue
        lines = open(d + texts[0], encoding='utf-8', errors='replace').read().split('\n')
        gold = sorted(json.load(open(d + 'gold.json', encoding='utf-8')), key=lambda u: u['line'])
        starts = {u['line'] for u in gold}
        for u in gold:
            if label_of(u) not in LABELS:
                continue
            k = u['line'] - 1
            part = []
            while k < len(lines) and lines[k].strip() and sum(map(len, part)) < 400:
                if part and (k + 1) in starts:
                    break
                part.append(lines[k].strip())
                k += 1
            out.append((name, ' '.join(part), label_of(u)))
    return out


def train(examples):
    """Weights [bucket][label] and biases [label] from (features, label index) pairs."""
    K = len(LABELS)
    W = [[0.0] * K for _ in range(BUCKETS)]
    bias = [0.0] * K
    order = list(range(len(examples)))
    seed = 12345
    for epoch in range(EPOCHS):
        # a fixed shuffle (a linear congruential generator): the same order on every machine
        for i in range(len(order) - 1, 0, -1):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            j = seed % (i + 1)
            order[i], order[j] = order[j], order[i]
        rate = RATE / (1.0 + epoch)
        for idx in order:
            feats, y = examples[idx]
            grad = probabilities(W, bias, feats)
            grad[y] -= 1.0
            for c in range(K):
                bias[c] -= rate * grad[c]
            shrink = 1.0 - rate * L2
            for b, v in feats:
                w = W[b]
                for c in range(K):
                    w[c] = w[c] * shrink - rate * v * grad[c]
    return W, bias


def probabilities(W, bias, feats):
    """The softmax of the labels' scores for one text's features."""
    K = len(LABELS)
    scores = bias[:]
    for b, v in feats:
        w = W[b]
        for c in range(K):
            scores[c] += v * w[c]
    top = max(scores)
    exps = [math.exp(x - top) for x in scores]
    total = sum(exps)
    return [e / total for e in exps]


def predict(W, bias, feats):
    """The most probable label's index (the first of equals) and its probability."""
    probs = probabilities(W, bias, feats)
    best = max(range(len(LABELS)), key=lambda c: (probs[c], -c))
    return best, probs[best]
