#!/usr/bin/env python3
"""Says which cross-language peers an openudid-bench run measured in process, and which it could
not (with the reason), from its --json file: one line per language, then every unavailable peer.

    python3 Benchmarks/CrossLanguage/peers-summary.py RUN.json

Exit status 1 when the file has no cross/ rows, or a cross/ row failed; a peer that could not
load is reported, not a failure (its toolchain may be missing)."""
import json
import sys

if len(sys.argv) != 2:
    sys.exit(__doc__)
benchmarks = json.load(open(sys.argv[1]))["benchmarks"]
rows = [b for b in benchmarks if b["name"].startswith("cross/") and "peer_of" not in b]
if not rows:
    sys.exit("peers-summary.py: no cross/ rows in " + sys.argv[1])
failed = [b["name"] for b in rows if b.get("error_occurred")]
measured, unavailable = {}, []
for row in rows:
    for peer in row.get("peers", []):
        language = peer["name"].split()[0]
        if "unavailable" in peer:
            unavailable.append(f"{row['name']}: {peer['name']}: {peer['unavailable']}")
        else:
            measured[language] = measured.get(language, 0) + 1
for language in ("rust", "go"):
    print(f"cross/: {measured.get(language, 0)} {language} peers measured in process")
for line in unavailable:
    print("cross/: NOT MEASURED:", line)
if failed:
    sys.exit("peers-summary.py: cross/ rows failed: " + ", ".join(failed))
