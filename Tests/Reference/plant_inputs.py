#!/usr/bin/env python3
"""Writes the planted inputs of the audit reference (Tests/Reference/run.sh).

    plant_inputs.py OUTDIR --now MS

Each input is a small file set (a few thousand lines) made from a fixed seed, and `--now` (the
time of the run, in milliseconds since 1970) for the timestamps planted around "a day in the
future". OUTDIR/inputs.txt lists them, one audit a line: its name, then its files.

The threshold inputs come in pairs on either side of one threshold of the report, each
checked here with the reference's own computation (audit_reference.expected_report) before it
is written: a verdict just past the per-test level (its p-value between half the level and
the level) beside one just short of it, the edge of the central 95 % interval and one count
past it, and so on. A plant that misses its side is an error of this script, not a pass.
"""

import os
import random
import sys

from scipy.stats import chi2

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import audit_reference as ref  # noqa: E402

DAY = ref.DAY_MS


# --- values ------------------------------------------------------------------------------

def with_version(value, version, variant=0b10):
    value &= ~(0xF << 76)
    value |= version << 76
    value &= ~(0b11 << 62)
    return value | variant << 62


def uuid_v(rng, version):
    return with_version(rng.getrandbits(128), version)


def v7(rng, ms):
    return with_version(ms << 80 | rng.getrandbits(80), 7)


def gregorian_ticks(rng, ms):
    return ms * 10_000 + ref.GREGORIAN_OFFSET + rng.randrange(10_000)


def v1(rng, ms, node, clock_sequence):
    t = gregorian_ticks(rng, ms)
    high = (t & 0xFFFF_FFFF) << 32 | ((t >> 32) & 0xFFFF) << 16 | 0x1000 | (t >> 48) & 0xFFF
    low = (0b10 << 62) | clock_sequence << 48 | node
    return high << 64 | low


def v6(rng, ms, node, clock_sequence):
    t = gregorian_ticks(rng, ms)
    high = (t >> 12) << 16 | 0x6000 | t & 0xFFF
    return high << 64 | (0b10 << 62) | clock_sequence << 48 | node


def variant_value(rng, top_bits, pattern):
    """A value of another variant: the top `top_bits` bits of digit 16 set to `pattern`."""
    value = rng.getrandbits(128)
    mask = ((1 << top_bits) - 1) << (64 - top_bits)
    return value & ~mask | pattern << (64 - top_bits)


def text(value, form="canonical", case="lower"):
    h = f"{value:032x}"
    c = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
    body = {"canonical": c, "hyphenless": h, "braced": "{" + c + "}", "urn": "urn:uuid:" + c}[form]
    if case == "upper":
        body = body.upper().replace("URN:UUID:", "urn:uuid:")
    elif case == "mixed":
        body = "".join(ch.upper() if i % 2 else ch for i, ch in enumerate(body))
    return body


def openudid_text(value, suffix):
    return f"{value:032x}{suffix:08x}"


def random_form(rng):
    form = rng.choices(["canonical", "hyphenless", "braced", "urn"], [80, 8, 6, 6])[0]
    case = rng.choices(["lower", "upper", "mixed"], [85, 10, 5])[0]
    return form, case


def write(path, lines, final_feed=True):
    with open(path, "w") as f:
        f.write("\n".join(lines) + ("\n" if final_feed else ""))


# --- the mixed input: every group, every field ----------------------------------------------

def mixed(out, now):
    rng = random.Random(23)
    lines = []  # unordered lines (all but the time-based groups)

    def add(value, **kw):
        form, case = random_form(rng)
        lines.append(text(value, kw.get("form", form), kw.get("case", case)))

    for _ in range(2000):
        add(uuid_v(rng, 4))
    # v3: digit 9 as even as can be (a deficit); v5: ten pairs sharing 40 bits (an excess).
    v3 = [uuid_v(rng, 3) for _ in range(400)]
    evens = [i % 16 for i in range(400)]
    rng.shuffle(evens)
    for value, d in zip(v3, evens):
        add(value & ~(0xF << (4 * (31 - 9))) | d << (4 * (31 - 9)))
    v5 = [uuid_v(rng, 5) for _ in range(350)]
    for i in range(10):
        v5[2 * i + 1] = v5[2 * i] & ~((1 << 88) - 1) | v5[2 * i + 1] & ((1 << 88) - 1)
    for value in v5:
        add(value)
    # v8: digit 0 always 'c' (a constant digit and prefix excess, capped at warning).
    for _ in range(400):
        add(uuid_v(rng, 8) & ~(0xF << 124) | 0xC << 124)
    for version in (0, 2, 15):
        for _ in range(5):
            add(uuid_v(rng, version))
    for top_bits, pattern in ((1, 0), (3, 0b110), (3, 0b111)):
        for _ in range(20):
            add(variant_value(rng, top_bits, pattern))
    # OpenUDIDs: one suffix 00000000 (the 2011 generator), one ffffffff.
    suffixes = [rng.getrandbits(32) for _ in range(400)]
    suffixes[7], suffixes[11] = 0, 0xFFFFFFFF
    for s in suffixes:
        lines.append(openudid_text(rng.getrandbits(128), s))
    for _ in range(3):
        lines.append("0" * 40)
    lines += [text(0), text(0, "braced", "upper"), text((1 << 128) - 1), text((1 << 128) - 1, "urn", "upper")]
    # Copies: eight values twice, three three times, one four times, for the multiplicities and
    # the tie order of `top` (v4, v3, OpenUDID and v8 tied).
    # Copies: twelve v4 values twice (with the three below, enough repeated values to estimate
    # the entropy), three three times, one four times, and a v3 and a v5 value twice: the
    # multiplicities and the tie order of `top` (across groups too).
    fresh = [uuid_v(rng, 4) for _ in range(16)]
    for i, value in enumerate(fresh):
        for _ in range(2 if i < 12 else (3 if i < 15 else 4)):
            add(value)
    add(v3[3] & ~(0xF << (4 * (31 - 9))) | evens[3] << (4 * (31 - 9)))
    add(v5[30])
    extra = openudid_text(rng.getrandbits(128), rng.getrandbits(32))
    lines += [extra, extra]
    invalid = ["not-a-uuid", "12345", "6ba7b810-9dad-11d1-80b4-00c04fd430cg", "{6ba7b810-9dad-11d1-80b4-00c04fd430c8",
               "urn:uuid:6ba7b810-9dad-11d1-80b4", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", "6ba7b8109dad11d180b400c04fd430c8aa"]
    lines += [invalid[i % len(invalid)] + ("" if i < len(invalid) else f"-{i}") for i in range(25)]
    lines += ["", "   ", "\t"] * 3 + [""]
    rng.shuffle(lines)

    # Time-based groups, written in time order (as a log holds them).
    timed = []
    for _ in range(280):
        timed.append(v7(rng, now - 3 * DAY + rng.randrange(2 * DAY)))
    peak_ms = now - 2 * DAY + 12_345
    timed += [v7(rng, peak_ms) for _ in range(5)]
    timed += [v7(rng, now + DAY + 3_600_000) for _ in range(3)]  # in the future
    timed += [v7(rng, now + DAY - 3_600_000) for _ in range(3)]  # not quite
    timed += [v7(rng, now + 600_000) for _ in range(2)]  # ten minutes ahead: not
    start = ref.PLAUSIBLE_START_V6_V7
    timed += [v7(rng, start - 1) for _ in range(2)] + [v7(rng, start) for _ in range(2)]
    mac = [rng.getrandbits(48) & ~(1 << 40) for _ in range(20)]
    rand = [rng.getrandbits(48) | 1 << 40 for _ in range(10)]
    for _ in range(280):
        timed.append(v1(rng, now - 10 * DAY + rng.randrange(9 * DAY), rng.choice(mac + rand), rng.getrandbits(14)))
    t0 = now - 9 * DAY
    timed += [v1(rng, t0, mac[0] ^ 1 << 20, 5), v1(rng, t0 + DAY, mac[0] ^ 1 << 20, 5)]  # a day exactly
    timed += [v1(rng, t0, mac[1] ^ 1 << 20, 6), v1(rng, t0 + DAY + 1, mac[1] ^ 1 << 20, 6)]  # a day and 1 ms
    start = ref.PLAUSIBLE_START_V1
    timed += [v1(rng, start - 1, rand[0], 1), v1(rng, start, rand[0], 1)]
    for _ in range(60):
        timed.append(v6(rng, now - 5 * DAY + rng.randrange(DAY), rng.choice(rand), rng.getrandbits(14)))
    timed.append(v6(rng, ref.PLAUSIBLE_START_V6_V7 - 5000, rand[1], 2))
    timed.sort(key=lambda v: (ref.unix_ms(int(f"{v:032x}"[12], 16), v), v))
    timed_lines = []
    for value in timed:
        timed_lines.append(text(value))
    # A v7 and a v1 value written twice in a row.
    timed_lines.insert(100, timed_lines[99])
    timed_lines.insert(400, timed_lines[399])
    total = len(lines) + len(timed_lines)
    positions = set(rng.sample(range(total), len(timed_lines)))
    plain, ordered = iter(lines), iter(timed_lines)
    merged = [next(ordered) if i in positions else next(plain) for i in range(total)]
    # A run of six lines written twice (a cloned process), in both files.
    run = [text(uuid_v(rng, 4)) for _ in range(6)]
    half = len(merged) // 2
    first, second = merged[:half], merged[half:]
    first[100:100] = run
    second[50:50] = run
    write(os.path.join(out, "mixed-1.txt"), first)
    # The second file ends inside an identifier, without a line feed.
    write(os.path.join(out, "mixed-2.txt"), second + ["6ba7b810-9dad-11"], final_feed=False)
    return [("mixed", ["mixed-1.txt", "mixed-2.txt"])]


# --- thresholds of the prefix and digit verdicts ---------------------------------------------

def digit_counts(total, window, tail):
    """16 counts summing to `total` whose chi-square statistic has its `tail` p-value inside
    `window` (lo, hi)."""
    q, r = divmod(total, 16)
    base = [q + (1 if i < r else 0) for i in range(16)]
    e = total / 16
    best = None
    for d1 in range(0, q):
        for d2 in range(0, 40):
            counts = list(base)
            counts[0] += d1
            counts[1] -= d1
            counts[2] += d2
            counts[3] -= d2
            stat = sum((c - e) ** 2 / e for c in counts)
            p = chi2.sf(stat, 15) if tail == "upper" else chi2.cdf(stat, 15)
            if window[0] < p < window[1]:
                return counts
            if best is None and tail == "lower" and p > window[1]:
                break
    raise SystemExit(f"plant_inputs: no digit counts of {total} with a {tail} p-value in {window}")


def threshold_input(out, name, seed, prefix_case, upper_case, lower_case):
    """One v4 group of distinct values (no copies, so the family has 74 tests): the number of
    pairs sharing 16 bits set by `prefix_case`, digit 8 by `upper_case`, digit 24 by
    `lower_case`. Checked against the reference before it is written."""
    for size in range(3000, 3400):
        level = ref.FAMILY_WISE / (1 + len(ref.PREFIX_BITS) + 2 * 30)
        mean = ref.birthday_pairs(size, 16)
        low, high = ref.poisson_interval(mean)
        two = lambda m: ref.poisson_two_sided(m, mean)  # noqa: E731
        if prefix_case == "excess":  # the fewest pairs significant, p in (level/2, level)
            m = next(m for m in range(int(mean), 10 * int(mean)) if two(m) < level)
            if not level / 2 < two(m):
                continue
        elif prefix_case == "excess-not":  # one pair fewer: marginal
            m = next(m for m in range(int(mean), 10 * int(mean)) if two(m) < level) - 1
            if not level < two(m) < 2 * level:
                continue
        elif prefix_case == "deficit":  # the most pairs still significantly few
            m = next(m for m in range(int(mean), -1, -1) if two(m) < level)
            if not level / 2 < two(m):
                continue
        elif prefix_case == "deficit-not":
            m = next(m for m in range(int(mean), -1, -1) if two(m) < level) + 1
            if not level < two(m) < 2 * level:
                continue
        else:
            m = {"high": high, "high+1": high + 1, "low": low, "low-1": low - 1}[prefix_case]
        m = int(m)
        break
    else:
        raise SystemExit(f"plant_inputs: no size places {prefix_case} for {name}")
    windows = {
        "excess": (level / 2, level), "excess-not": (level, 2 * level),
        "marginal": (0.02, 0.025), "consistent": (0.025, 0.03),
        "deficit": (level / 2, level), "deficit-not": (level, 2 * level),
    }
    rng = random.Random(seed)
    prefixes = rng.sample(range(1 << 16), size)
    for i in range(m):  # m disjoint pairs share their first 16 bits
        prefixes[2 * i + 1] = prefixes[2 * i]
    digits8 = [d for d, c in enumerate(digit_counts(size, windows[upper_case], "upper")) for _ in range(c)]
    digits24 = [d for d, c in enumerate(digit_counts(size, windows[lower_case], "lower")) for _ in range(c)]
    rng.shuffle(digits8)
    rng.shuffle(digits24)
    values = []
    for p, d8, d24 in zip(prefixes, digits8, digits24):
        value = uuid_v(rng, 4) & ~(0xFFFF << 112) | p << 112
        value = value & ~(0xF << (4 * (31 - 8))) | d8 << (4 * (31 - 8))
        value = value & ~(0xF << (4 * (31 - 24))) | d24 << (4 * (31 - 24))
        values.append(value)
    rng.shuffle(values)
    path = os.path.join(out, name + ".txt")
    write(path, [text(v) for v in values])
    # The planted sides, as the reference computes them.
    report = ref.expected_report([path], 0)
    group = report["groups"][0]
    assert report["statistics"]["tests"] == 74, report["statistics"]
    prefix = group["prefixes"][0]
    want = {"excess": "excess", "excess-not": "marginal", "deficit": "deficit", "deficit-not": "marginal",
            "high": "consistent", "high+1": "marginal", "low": "consistent", "low-1": "marginal"}[prefix_case]
    assert prefix["observed"] == m and prefix["verdict"] == want, (name, prefix, want)
    d8 = next(d for d in group["digits"] if d["position"] == 8)
    d24 = next(d for d in group["digits"] if d["position"] == 24)
    digit_want = {"excess": "excess", "excess-not": "marginal", "marginal": "marginal", "consistent": "consistent",
                  "deficit": "deficit", "deficit-not": "marginal"}
    assert d8["verdict"] == digit_want[upper_case], (name, d8)
    assert d24["verdict"] == digit_want[lower_case], (name, d24)
    return [(name, [name + ".txt"])]


def thresholds(out):
    cases = [
        ("prefix-excess", "excess", "excess", "deficit"),
        ("prefix-excess-not", "excess-not", "excess-not", "deficit-not"),
        ("prefix-deficit", "deficit", "marginal", "marginal"),
        ("prefix-deficit-not", "deficit-not", "consistent", "consistent"),
        ("prefix-high", "high", "excess", "deficit-not"),
        ("prefix-high-1", "high+1", "excess-not", "deficit"),
        ("prefix-low", "low", "marginal", "consistent"),
        ("prefix-low-1", "low-1", "consistent", "marginal"),
    ]
    made = []
    for seed, (name, prefix, upper, lower) in enumerate(cases):
        made += threshold_input(out, name, 100 + seed, prefix, upper, lower)
    return made


# --- the findings about the input, and repeated runs ----------------------------------------

def input_findings(out):
    rng = random.Random(7)
    made = []
    for name, invalid, valid in (("invalid-21-of-41", 21, 20), ("invalid-21-of-42", 21, 21), ("invalid-20-of-30", 20, 10),
                                 ("no-identifiers", 5, 0)):
        # The third holds OpenUDIDs without a 00000000 suffix (the suffix test's other side).
        made_valid = [openudid_text(rng.getrandbits(128), rng.getrandbits(32) | 1) if name == "invalid-20-of-30"
                      else text(uuid_v(rng, 4)) for _ in range(valid)]
        lines = [f"bad line {i}" for i in range(invalid)] + made_valid + ["", ""]
        rng.shuffle(lines)
        write(os.path.join(out, name + ".txt"), lines)
        made.append((name, [name + ".txt"]))
    return made


def repeated_run_inputs(out):
    """A pool of values each copied several times, shuffled, and one run of lines written
    twice: its p-value just under the level (a fault) and just over it (a warning)."""
    made = []
    for name, side in (("run-fault", "fault"), ("run-warning", "warning")):
        for seed in range(200):
            rng = random.Random(1000 + seed)
            pool = [uuid_v(rng, 4) for _ in range(rng.randrange(30, 80))]
            copies = rng.randrange(4, 10)
            lines = [text(v) for v in pool for _ in range(copies)]
            rng.shuffle(lines)
            length = rng.randrange(3, 8)
            block = [text(uuid_v(rng, 4)) for _ in range(length)]
            at = rng.randrange(len(lines))
            lines[at:at] = block
            at = rng.randrange(at + length, len(lines))
            lines[at:at] = block
            path = os.path.join(out, name + ".txt")
            write(path, lines)
            report = ref.expected_report([path], 0)
            level = report["statistics"]["perTestLevel"]
            runs = [r for r in report["repeatedRuns"] if r["length"] == length]
            if len(report["repeatedRuns"]) != 1 or not runs:
                continue
            p = runs[0]["pValue"]
            if (side == "fault" and level / 2 < p < level) or (side == "warning" and level < p < 2 * level):
                made.append((name, [name + ".txt"]))
                break
        else:
            raise SystemExit(f"plant_inputs: no seed places a repeated run on the {side} side")
    return made


# --- the file order: clock regressions, counter wraps, and the statuses -----------------------

def v7_counter_run(rng, start_ms, milliseconds, per_ms):
    """A counter source (RFC 9562 §6.2, method 1): per_ms increasing values in each millisecond."""
    run = []
    for ms in range(start_ms, start_ms + milliseconds):
        run += [(ms, v) for v in sorted(v7(rng, ms) for _ in range(per_ms))]
    return run


def wrap_at(run, index):
    """One value that decreases in its millisecond: swap it with the one before."""
    run[index - 1], run[index] = run[index], run[index - 1]


def order_inputs(out, now):
    rng = random.Random(31)
    base = now - 2 * DAY
    made = []
    # One audit of three inputs: a counter source with two wraps 300 identifiers apart and a
    # clock stepping back by 5 ms (a regression) and by 1 ms (the tolerance: not one); an
    # ORDER BY export (sorted by value); a shuffled one (not time-ordered). The group: mixed.
    run = v7_counter_run(rng, base, 12, 100)
    wrap_at(run, 350)
    wrap_at(run, 650)
    run.insert(901, (run[900][0] - 5, v7(rng, run[900][0] - 5)))
    run.insert(1001, (run[1000][0] - 1, v7(rng, run[1000][0] - 1)))
    write(os.path.join(out, "order-counter.txt"), [text(v) for _, v in run])
    sorted_values = sorted(v7(rng, base + rng.randrange(DAY)) for _ in range(200))
    write(os.path.join(out, "order-sorted.txt"), [text(v) for v in sorted_values])
    shuffled = [v7(rng, base + rng.randrange(DAY)) for _ in range(200)]
    write(os.path.join(out, "order-shuffled.txt"), [text(v) for v in shuffled])
    made.append(("order-mixed", ["order-counter.txt", "order-sorted.txt", "order-shuffled.txt"]))
    # A quarter of the steps across milliseconds going back (2 ms each, past the tolerance):
    # still time order, three regressions; one more back: not time-ordered, none counted.
    for name, times in (("order-quarter", [0, 10, 8, 20, 30, 28, 40, 50, 48, 60, 70, 80, 90]),
                        ("order-past-quarter", [0, 10, 8, 20, 30, 28, 40, 50, 48, 60, 58, 70, 80])):
        write(os.path.join(out, name + ".txt"), [text(v7(rng, base + t)) for t in times])
        made.append((name, [name + ".txt"]))
    # Counter sources at the edges: 63 and 64 same-millisecond pairs; 2 and 3 wraps among 200.
    # Each after a lead-in of single identifiers whose clock steps back once by 1 ms (the
    # tolerance: a value descent, not a regression), so that the input is in time order.
    for name, per_ms, wraps in (("order-pairs-63", 64, 0), ("order-pairs-64", 65, 0),
                                ("order-wraps-1-percent", 201, 2), ("order-wraps-past", 201, 3)):
        lead = [base - 20 + i for i in range(10)] + [base - 12, base - 10]
        run = [(t, v7(rng, t)) for t in lead] + v7_counter_run(rng, base, 1, per_ms)
        for k in range(wraps):
            wrap_at(run, len(lead) + 20 + 30 * k)
        write(os.path.join(out, name + ".txt"), [text(v) for _, v in run])
        made.append((name, [name + ".txt"]))
    # The methods of RFC 9562 §6.2, in generation order, for the design the audit infers: a
    # 42-bit counter (rand_a and the top 30 bits of rand_b) seeded at random each millisecond
    # below its guard bit and stepping by one, and the sub-millisecond fraction in rand_a.
    counter = []
    for ms in range(base, base + 12):
        seed = rng.getrandbits(41)
        for k in range(100):
            c = seed + k
            counter.append(with_version(ms << 80 | (c >> 30) << 64 | (c & ((1 << 30) - 1)) << 32 | rng.getrandbits(32), 7))
    write(os.path.join(out, "method-counter.txt"), [text(v) for v in counter])
    made.append(("method-counter", ["method-counter.txt"]))
    fraction = []
    for ms in range(base, base + 12):
        for f in sorted(rng.sample(range(4096), 100)):
            fraction.append(with_version(ms << 80 | f << 64 | rng.getrandbits(64), 7))
    write(os.path.join(out, "method-subms.txt"), [text(v) for v in fraction])
    made.append(("method-subms", ["method-subms.txt"]))
    return made


def main(argv):
    out = argv[1]
    now = int(argv[argv.index("--now") + 1])
    os.makedirs(out, exist_ok=True)
    made = mixed(out, now) + thresholds(out) + input_findings(out) + repeated_run_inputs(out) + order_inputs(out, now)
    with open(os.path.join(out, "inputs.txt"), "w") as f:
        for name, files in made:
            f.write(" ".join([name] + files) + "\n")
    print(f"planted {len(made)} inputs in {out}")


if __name__ == "__main__":
    main(sys.argv)
