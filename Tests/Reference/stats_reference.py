#!/usr/bin/env python3
"""An independent check of `openudid stats`'s report.csv: the false-alarm level, the p-values,
intervals and verdicts, computed again from the definitions with SciPy.

    stats_reference.py REPORT.csv N [--straddle below|above] [--seed S --fleet K --rate R]

N is the run's `-n`. For every prefix row: the verdict from the row's count, interval and
p-value at the level 0.001/T (T: the prefix and digit tests of the report, Bonferroni), and,
for the generators judged against the birthday bound (every bit of their format free but the
fixed ones), the expectation N(N−1)/2^(free+1), the central 95 % Poisson interval and the
two-sided p-value themselves. The time-ordered generators are judged against the ideal of
their design (a fixed part plus clustered Poisson events), which this check does not
recompute: their rows are checked for the verdict rule only. For every digit row: the
chi-square p-value (15 degrees of freedom) of its statistic, and `non-uniform` exactly when
it is below the level; and the level report.md states. With `--straddle below` the run must
hold a prefix count outside its interval whose p-value lies between half the level and the
level (an excess or deficit that a threshold off by a factor of two would miss); with
`--straddle above`, one between the level and twice it (a marginal count).

With `--seed` (and the run's `--fleet` and `--rate`, whose defaults are 1000 and 16), the
fleets, whose digits share draws, are made again from their documented design
(stats_simulation.py: the seeded ChaCha20 stream, the devices, rounds and run words): their
rows must test exactly the digit positions the design leaves to chance and not to its
schedule, and each row's statistic must be Pearson's chi-square of the digit's 16 counts
divided by the identifiers that share one draw of it (the design effect of Rao and Scott,
1981): ⌈N/K⌉ for a v1/v6 fleet, the rate r for the digits a v7 run's word sets alone.

Prints mismatches as `ROW FIELD: report VALUE, reference VALUE`, then `N fields compared`.
"""

import csv
import math
import os
import re
import sys

from scipy.stats import chi2, poisson

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stats_simulation  # noqa: E402

FAMILY_WISE = 0.001
REL = 1e-9
# Generators compared with the birthday bound, and the bits their format fixes in a prefix of
# k bits (a UUID: the version nibble, bits 48-51, and the variant, bits 64-65).
BIRTHDAY = {
    "uuid3": lambda k: max(0, min(k, 52) - 48) + max(0, min(k, 66) - 64),
    "uuid4": lambda k: max(0, min(k, 52) - 48) + max(0, min(k, 66) - 64),
    "openudid2011": lambda k: 0,
    "openudid2012": lambda k: 0,
    "weak32": lambda k: 0,
}


def close(a, b, rel=REL):
    return a == b or abs(a - b) <= rel * max(abs(a), abs(b))


def main(argv):
    path, n = argv[1], int(argv[2])
    def option(name, default=None):
        return argv[argv.index(name) + 1] if name in argv else default

    straddle = option("--straddle")
    seed = option("--seed")
    fleet, rate = int(option("--fleet", 1000)), int(option("--rate", 16))
    rows = list(csv.DictReader(open(path)))
    tested = [r for r in rows if r["section"] in ("prefix", "digit")]
    level = FAMILY_WISE / max(1, len(tested))
    mismatches, compared = [], 0

    def check(row, field, actual, expected, rel=REL):
        nonlocal compared
        compared += 1
        ok = actual == expected if isinstance(expected, str) else close(float(actual), float(expected), rel)
        if not ok:
            mismatches.append(f"{row['section']} {row['generator']} {row['parameter']} {field}: report {actual}, reference {expected}")

    straddled = False
    for r in tested:
        if r["section"] == "prefix":
            k, observed = int(r["parameter"]), int(r["observed"])
            expected, low, high, p = (float(r[c]) for c in ("expected", "lower95", "upper95", "p_value"))
            if r["generator"] in BIRTHDAY:
                free = k - BIRTHDAY[r["generator"]](k)
                mean = math.ldexp(float(n * (n - 1)), -(free + 1))
                check(r, "expected", expected, mean)
                check(r, "lower95", low, float(poisson.ppf(0.025, mean)))
                check(r, "upper95", high, float(poisson.ppf(0.975, mean)))
                lower_tail = float(poisson.cdf(observed, mean))
                upper_tail = float(poisson.sf(observed - 1, mean)) if observed > 0 else 1.0
                # Past a mean of 10^5 the report's incomplete gamma function drifts from SciPy's (and from a
                # direct sum of the Poisson terms) by about 2·10^−8 of the p-value: compared to 10^−7 there.
                check(r, "p_value", p, min(1.0, 2 * min(lower_tail, upper_tail)), rel=REL if mean <= 1e5 else 1e-7)
            if low <= observed <= high:
                verdict = "consistent"
            elif p >= level:
                verdict = "marginal"
            else:
                verdict = "excess" if observed > expected else "deficit"
            check(r, "verdict", r["verdict"], verdict)
            window = (level / 2, level) if straddle == "below" else (level, 2 * level)
            straddled = straddled or (window[0] < p < window[1] and not low <= observed <= high)
        else:
            statistic, p = float(r["observed"]), float(r["p_value"])
            # The statistic is printed to six digits: the p-value is compared to what those allow.
            check(r, "p_value", p, float(chi2.sf(statistic, 15)), rel=1e-3)
            check(r, "verdict", r["verdict"], "non-uniform" if p < level else "uniform")
    if seed is not None:
        stats_simulation.self_check()
        for generator in dict.fromkeys(r["generator"] for r in rows):
            made = stats_simulation.simulate(generator, int(seed, 0), n, fleet, rate)
            if made is None:
                continue
            positions, counts, clusters = made
            digit_rows = [r for r in rows if r["section"] == "digit" and r["generator"] == generator]
            compared += 1
            if [int(r["parameter"]) for r in digit_rows] != positions:
                mismatches.append(f"digit {generator} positions: report {[int(r['parameter']) for r in digit_rows]}, "
                                  f"reference {positions}")
                continue
            for r in digit_rows:
                position = int(r["parameter"])
                observed, e = counts[position], n / 16
                statistic = sum((c - e) ** 2 / e for c in observed) / clusters[position]
                check(r, "observed (statistic)", float(r["observed"]), statistic)
    if straddle and not straddled:
        mismatches.append(f"{path}: no prefix p-value {straddle} the level ({level:.3g}) within a factor of two: "
                          "the run no longer straddles the threshold; choose another -n in Tests/Reference/run.sh")
    stated = re.search(r"0\.001/([0-9,]+)", open(os.path.join(os.path.dirname(path), "report.md")).read())
    compared += 1
    if not stated or int(stated.group(1).replace(",", "")) != len(tested):
        mismatches.append(f"report.md: the level's tests: report {stated and stated.group(1)}, reference {len(tested)}")
    for m in mismatches:
        print(m)
    if mismatches:
        print(f"{path}: {len(mismatches)} mismatches in {compared} fields")
        sys.exit(1)
    print(f"{compared} fields compared")


if __name__ == "__main__":
    main(sys.argv)
