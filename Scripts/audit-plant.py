#!/usr/bin/env python3
"""Plants duplicates into a file of canonical lowercase UUIDs, for Scripts/audit-peers.sh.

usage: audit-plant.py BASE COPIES SEED MIXED CANONICAL

Picks COPIES lines of BASE (a seeded choice) and writes their copies twice, in the same
order: to MIXED in a random form (canonical, hyphenless, braced, urn) and letter case, and to
CANONICAL as the lowercase canonical form. The peers (sort | uniq, DuckDB) compare text, so
they read the canonical file; `openudid audit` reads the mixed one, where equality is by value.
The copies are spread over ten places in the file by the caller.
"""
import random
import sys

base, copies, seed, mixed_path, canonical_path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
rng = random.Random(seed)

# The total line count, then the chosen line numbers: a second pass reads only those.
with open(base, "rb") as f:
    total = sum(1 for _ in f)
chosen = sorted(rng.sample(range(total), copies))
values = []
with open(base, "r") as f:
    want = iter(chosen)
    target = next(want, None)
    for index, line in enumerate(f):
        if index == target:
            values.append(line.strip())
            target = next(want, None)
            if target is None:
                break
# Some values get more than one extra copy, so the multiplicities differ.
values += [rng.choice(values) for _ in range(copies // 10)]
rng.shuffle(values)

def form(value):
    kind = rng.randrange(4)
    text = {0: value, 1: value.replace("-", ""), 2: "{" + value + "}", 3: "urn:uuid:" + value}[kind]
    case = rng.randrange(3)
    if case == 1:
        text = text.upper()
    elif case == 2:
        text = "".join(c.upper() if rng.random() < 0.5 else c for c in text)
    return text

with open(mixed_path, "w") as mixed, open(canonical_path, "w") as canonical:
    for value in values:
        mixed.write(form(value) + "\n")
        canonical.write(value + "\n")
