#!/usr/bin/env python3
"""Cross-validated accuracy of the learned fallback on the held-out texts: the documents are
split into FOLDS groups; each group is labelled by a model trained on the others, so no text is
scored by a model that saw it. Prints the accuracy of (kind, modality) over all units, and the
share of units and the accuracy above each confidence threshold.

usage: measure_fallback.py [FOLDS] [--weights-dir DIR]
With --weights-dir, also writes each fold's weights (fold-N.bin, the format of
BARGUIDE_FALLBACK_WEIGHTS, FallbackModel.swift) and its documents (fold-N.txt), so that the
tool itself can be scored on each fold with the model that did not see it."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fallback as F
from make_fallback_weights import quantize, binary

root = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..', '..'))
args = [a for a in sys.argv[1:] if not a.startswith('--')]
folds = int(args[0]) if args else 5
out_dir = sys.argv[sys.argv.index('--weights-dir') + 1] if '--weights-dir' in sys.argv else None
units = F.units(root)
docs = sorted({u[0] for u in units})
fold_of = {d: i % folds for i, d in enumerate(docs)}
examples = [(F.features(t), F.LABELS.index(l)) for _, t, l in units]
results = [None] * len(units)
for f in range(folds):
    train = [examples[i] for i in range(len(units)) if fold_of[units[i][0]] != f]
    W, bias = F.train(train)
    q = quantize(W, bias)
    if out_dir:
        os.makedirs(out_dir, exist_ok=True)
        open(os.path.join(out_dir, f'fold-{f}.bin'), 'wb').write(binary(q))
        open(os.path.join(out_dir, f'fold-{f}.txt'), 'w').write('\n'.join(d for d in docs if fold_of[d] == f) + '\n')
    for i in range(len(units)):
        if fold_of[units[i][0]] == f:
            results[i] = F.predict(W, bias, examples[i][0])
n = len(units)
right = sum(results[i][0] == examples[i][1] for i in range(n))
print(f'cross-validated ({folds} folds by document, {len(docs)} documents): {right}/{n} = {right / n:.3f}')
for th in (0.5, 0.6, 0.7, 0.8, 0.9):
    sel = [i for i in range(n) if results[i][1] >= th]
    ok = sum(results[i][0] == examples[i][1] for i in sel)
    print(f'  confidence >= {th}: {len(sel)} units ({len(sel) / n:.0%}), accuracy {ok / max(1, len(sel)):.3f}')
