#!/usr/bin/env python3
"""The committed model's label for each line of stdin, as the generator's Python computes it:
"label<TAB>probability<TAB>line". FallbackModelCLITests compares it with FallbackModel.swift, so
the two feature extractors cannot drift apart."""
import base64, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fallback as F

src = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'FallbackWeights.swift'), encoding='utf-8').read()
scale = float(re.search(r'static let scale = (\S+)', src).group(1))
bias = [float(x) for x in re.search(r'static let bias: \[Double\] = \[(.*)\]', src).group(1).split(', ')]
data = base64.b64decode(re.search(r'static let data: StaticString = "(.*)"', src).group(1))
K = len(F.LABELS)
W = [[(b - 256 if b > 127 else b) * scale for b in data[i * K:(i + 1) * K]] for i in range(len(data) // K)]
for line in sys.stdin.read().split('\n'):
    if line:
        best, p = F.predict(W, bias, F.features(line))
        print(f'{F.LABELS[best]}\t{p:.9f}\t{line}')
