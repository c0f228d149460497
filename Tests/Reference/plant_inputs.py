#!/usr/bin/env python3
"""Writes the planted inputs of the audit reference (Tests/Reference/run.sh).

    plant_inputs.py OUTDIR --now MS

Each input is a small file set (a few thousand lines) made from a fixed seed, and `--now` (the
time of the run, in milliseconds since 1970) for the timestamps planted around "a day in the
future". OUTDIR/inputs.txt lists them, one audit a line: its name, then its files (and any options
of the audit, which run.sh passes to the audit and to the reference alike).

The threshold inputs come in pairs on either side of one threshold of the report, each
checked here with the reference's own computation (audit_reference.expected_report) before it
is written: a verdict just past the per-test level (its p-value between half the level and
the level) beside one just short of it, the edge of the central 95 % interval and one count
past it, and so on. A plant that misses its side is an error of this script, not a pass.
"""

import datetime
import math
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
    """The counter restarts at `index`: from there to the end of its millisecond the values lie
    below those since the millisecond began (or since the last restart), each part increasing,
    so that one value decreases there and nothing nearby returns to the higher ones."""
    ms = run[index][0]
    start = index
    while start > 0 and run[start - 1][0] == ms and run[start - 1][1] < run[start][1]:
        start -= 1
    end = index
    while end < len(run) and run[end][0] == ms:
        end += 1
    values = sorted(v for _, v in run[start:end])
    high = len(values) - (index - start)
    run[start:end] = [(ms, v) for v in values[high:] + values[:high]]


def order_inputs(out, now):
    rng = random.Random(31)
    base = now - 2 * DAY
    made = []
    # One audit of three inputs: a counter source with two wraps 300 identifiers apart, one
    # identifier 5 ms behind (another generator's, interleaved: the next one returns), one 1 ms
    # behind (the tolerance), and at the end a clock going back 4 ms and carrying on from there
    # (a regression); an ORDER BY export (sorted by value); a shuffled one (not time-ordered).
    # The group: mixed.
    run = v7_counter_run(rng, base, 12, 100)
    wrap_at(run, 350)
    wrap_at(run, 650)
    run.insert(901, (run[900][0] - 5, v7(rng, run[900][0] - 5)))
    run.insert(1001, (run[1000][0] - 1, v7(rng, run[1000][0] - 1)))
    run += v7_counter_run(rng, base + 7, 3, 100)
    write(os.path.join(out, "order-counter.txt"), [text(v) for _, v in run])
    sorted_values = sorted(v7(rng, base + rng.randrange(DAY)) for _ in range(200))
    write(os.path.join(out, "order-sorted.txt"), [text(v) for v in sorted_values])
    shuffled = [v7(rng, base + rng.randrange(DAY)) for _ in range(200)]
    write(os.path.join(out, "order-shuffled.txt"), [text(v) for v in shuffled])
    made.append(("order-mixed", ["order-counter.txt", "order-sorted.txt", "order-shuffled.txt"]))
    # A quarter of the steps across milliseconds going back (15 ms each, more than any jump
    # around them: regressions): still time order, three regressions; one more back: not
    # time-ordered, none counted.
    for name, times in (("order-quarter", [0, 10, 20, 5, 15, 25, 35, 20, 30, 40, 50, 35, 45]),
                        ("order-past-quarter", [0, 10, 20, 5, 15, 25, 35, 20, 30, 40, 50, 35, 25])):
        write(os.path.join(out, name + ".txt"), [text(v7(rng, base + t)) for t in times])
        made.append((name, [name + ".txt"]))
    # Two hosts in one log: a counter source, 8 identifiers a millisecond, with single lines
    # of a host 3 ms ahead and of one 4 ms behind (each undone by the jump back: interleaved),
    # a pair of the host ahead in one millisecond whose values decrease (interleaved, not a
    # wrap), a run of 8 lines 50 ms behind (interleaved) and one of 9 (a regression).
    run = v7_counter_run(rng, base, 60, 8)
    for k in range(5, 200, 11):
        run[k] = (run[k][0] + 3, v7(rng, run[k][0] + 3))
    for k in range(9, 200, 37):
        run[k] = (run[k][0] - 4, v7(rng, run[k][0] - 4))
    pair = sorted(v7(rng, run[300][0] + 3) for _ in range(2))
    run[300], run[301] = (run[300][0] + 3, pair[1]), (run[300][0] + 3, pair[0])
    for start, length in ((340, 8), (400, 9)):
        # That host's own counter: its values increase within each of its milliseconds.
        behind = sorted((t - 50, v7(rng, t - 50)) for t, _ in run[start:start + length])
        run[start:start + length] = behind
    write(os.path.join(out, "order-two-hosts.txt"), [text(v) for _, v in run])
    made.append(("order-two-hosts", ["order-two-hosts.txt"]))
    # One log audited at several --clock-tolerance values, where each step back changes its
    # verdict at its own tolerance: a counter source, 10 a millisecond, with one line of a host
    # 5 ms behind (undone at every tolerance); a host 15 ms ahead for two lines, then the stream
    # 5 ms below where it left (a step of 20 ms after a jump of 16 from 4 ms above where it lands:
    # forgiven from a tolerance of 4, interleaved from there, no step past 19); a clock going
    # back 4 ms and carrying on (a regression below 4); one
    # going back 30 ms (a regression below 30); and a step of 2 ms right after a 1 ms tick (a tick
    # is no jump: a regression below 2).
    times = [base + i // 10 for i in range(800)]
    times[105] -= 5
    times[300] += 15
    times[301] += 15
    for i in range(302, 800):
        times[i] -= 5 + (4 if i >= 505 else 0) + (30 if i >= 655 else 0) + (2 if i >= 701 else 0)
    run = []
    i = 0
    while i < len(times):
        # Each stretch of one millisecond increases: one counter source.
        j = i
        while j < len(times) and times[j] == times[i]:
            j += 1
        run += [(times[i], v) for v in sorted(v7(rng, times[i]) for _ in range(j - i))]
        i = j
    write(os.path.join(out, "order-tolerance.txt"), [text(v) for _, v in run])
    made.append(("order-tolerance", ["order-tolerance.txt"]))
    for tolerance in (0, 3, 4, 5, 10, 29, 60000):
        made.append((f"order-tolerance-{tolerance}", ["order-tolerance.txt", "--clock-tolerance", str(tolerance)]))
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


# --- the method of a time-ordered group, both sides of each rule -----------------------------

def v7_of(ms, rand_a, rand_b):
    """A v7 value from its fields: 48 bits of milliseconds, 12 of rand_a, 62 of rand_b."""
    return with_version(ms << 80 | rand_a << 64 | rand_b, 7)


def v7_counter(ms, counter, bits, tail):
    """A v7 value whose counter of `bits` bits (rand_a, then the top bits of rand_b) is
    `counter`, the 74 − bits bits after it `tail`."""
    return v7_of(ms, counter >> (bits - 12), (counter & ((1 << (bits - 12)) - 1)) << (74 - bits) | tail)


def ticks_v1(t, node, clock_sequence):
    high = (t & 0xFFFF_FFFF) << 32 | ((t >> 32) & 0xFFFF) << 16 | 0x1000 | (t >> 48) & 0xFFF
    return high << 64 | (0b10 << 62) | clock_sequence << 48 | node


def ticks_v6(t, node, clock_sequence):
    high = (t >> 12) << 16 | 0x6000 | t & 0xFFF
    return high << 64 | (0b10 << 62) | clock_sequence << 48 | node


def method_inputs(out, now):
    """Inputs in generation order on either side of each rule of the method (docs: "Time-ordered
    groups: the method"), each checked with audit_reference.infer_method before it is written."""
    rng = random.Random(41)
    base = now - 2 * DAY
    made = []

    def plant(name, values, group, method, **counts):
        got = ref.infer_method(group, set(values))
        assert got[0] == method, (name, got)
        for key, want in counts.items():
            have = {"bits": got[1], "fleet": got[2]}.get(key, got[3].get(key))
            assert have == want, (name, key, have, want)
        write(os.path.join(out, name + ".txt"), [text(v) for v in values])
        made.append((name, [name + ".txt"]))

    def stepping(ms, count, steps, bits=42):
        """`count` increasing values of one millisecond whose counters of `bits` bits step by
        one in exactly `steps` of the adjacent pairs; the others jump far enough that rand_a
        moves by more than one."""
        width, top = 74 - bits, 1 << bits
        kinds = [True] * steps + [False] * (count - 1 - steps)
        rng.shuffle(kinds)
        c = rng.randrange(3 * top // 4)
        counters = [c]
        for step in kinds:
            c += 1 if step else rng.randrange(1 << (bits - 10), top // (4 * count))
            counters.append(c)
        return [v7_counter(ms, c, bits, rng.getrandbits(width)) for c in counters]

    # unknown below 64 same-millisecond pairs, a 42-bit counter at 64.
    plant("method-pairs-63", stepping(base, 64, 63), 7, "unknown", sameMillisecondPairs=63)
    plant("method-pairs-64", stepping(base, 65, 64), 7, "counter", bits=42, counterSteps=64)
    # the 42-bit counter: 16 steps and 1 % of the pairs (1600 pairs over 16 ms); 15 steps; 1601 pairs.
    def spread(pairs_per_ms, steps_at):
        values = []
        for i, n in enumerate(pairs_per_ms):
            values += stepping(base + 3 * i, n + 1, steps_at[i])
        return values
    sixteen = [1] * 16
    plant("method-steps-16", spread([100] * 16, sixteen), 7, "counter", bits=42, counterSteps=16)
    plant("method-steps-15", spread([100] * 16, [0] + [1] * 15), 7, "random", counterSteps=15)
    plant("method-steps-16-of-1601", spread([101] + [100] * 15, sixteen), 7, "random", counterSteps=16,
          sameMillisecondPairs=1601)
    # a counter of 20 bits stepping in 90 % of the pairs (58 of 64), and in fewer (57).
    plant("method-width-58", stepping(base, 65, 58, bits=20), 7, "counter", bits=20, counterSteps=58)
    plant("method-width-57", stepping(base, 65, 57, bits=20), 7, "sub-millisecond")

    # rand_a stepping by one in each millisecond (10 values per ms over 9 ms): a 12-bit counter;
    # running on from 4095 to 0 into the next millisecond at half the 8 boundaries, a clock's fraction.
    def fraction_run(carries):
        values = []
        for i in range(9):
            carry_in = i % 2 == 1 and (i + 1) // 2 <= carries
            carry_out = i % 2 == 0 and i // 2 < carries
            start = 0 if carry_in else 4086 if carry_out else rng.randrange(100, 3900)
            values += [v7_of(base + i, start + k, rng.getrandbits(62)) for k in range(10)]
        return values
    plant("method-carries-4", fraction_run(4), 7, "sub-millisecond", carries=4, nextMillisecondPairs=8)
    plant("method-carries-3", fraction_run(3), 7, "counter", bits=12, carries=3)

    # rand_a equal in more pairs than random bits give (2E + 5√E + 16) and in just as many.
    def equal_run(equal):
        values = []
        for i in range(2):
            fractions = sorted(rng.sample(range(0, 4096, 3), 40 - (equal + i) // 2))
            repeats = rng.sample(range(len(fractions)), (equal + i) // 2)
            fractions = sorted(fractions + [fractions[j] for j in repeats])
            values += [v7_of(base + 2 * i, f, rng.getrandbits(62)) for f in fractions]
        return values
    sizes = {40: 2}
    expected = sum(n * ref.expected_equal_fractions(m) for m, n in sizes.items())
    line = 2 * expected + 5 * expected ** 0.5 + 16
    above = int(line) + 1
    plant(f"method-equal-{above}", equal_run(above), 7, "sub-millisecond", fractionEqual=above)
    plant(f"method-equal-{above - 1}", equal_run(above - 1), 7, "random", fractionEqual=above - 1)

    # fractions that only increase in a millisecond: far fewer equal than random bits give
    # (as few with Poisson probability under 10^-6); m values, none equal, just past and just
    # short of that; with m + 40 values, the most equal pairs still under it and one more.
    level = ref.METHOD_FEWER_EQUAL_LEVEL
    m = next(m for m in range(2, 4096) if ref.poisson_at_most(0, ref.expected_equal_fractions(m)) < level)

    def increasing(m, equal):
        fractions = sorted(rng.sample(range(4096), m - equal))
        fractions = sorted(fractions + rng.sample(fractions, equal))
        return [v7_of(base, f, rng.getrandbits(62)) for f in fractions]
    e = ref.expected_equal_fractions(m + 40)
    under = max(k for k in range(m + 40) if ref.poisson_at_most(k, e) < level)
    plant("method-increasing-few", increasing(m, 0), 7, "sub-millisecond", fractionEqual=0)
    plant("method-increasing-one-fewer", increasing(m - 1, 0), 7, "random", fractionEqual=0)
    plant("method-increasing-under", increasing(m + 40, under), 7, "sub-millisecond", fractionEqual=under)
    plant("method-increasing-at", increasing(m + 40, under + 1), 7, "random", fractionEqual=under + 1)

    # a fleet: random bits but rand_a's top bit 0 in every one of 320 values (5 per ms over 64
    # ms); 319 values; 320 with one top bit set.
    def fleet(count, set_one=False):
        values = []
        for i in range(64):
            values += sorted(v7_of(base + i, rng.randrange(2048), rng.getrandbits(62)) for _ in range(5))
        values = values[:count]
        if set_one:
            values[100] |= 1 << 75
            values[100:105] = sorted(values[100:105])
        return values
    plant("method-guard-320", fleet(320), 7, "counter", bits=42, fleet=True, guardBitClear=True)
    plant("method-guard-319", fleet(319), 7, "random", guardBitClear=False)
    plant("method-guard-one-set", fleet(320, True), 7, "random", guardBitClear=False)

    # v1 and v6: 64 timestamps under a millisecond apart (63 is too few); half of them one tick
    # apart (a counted clock) and one fewer.
    t0 = base * 10_000 + ref.GREGORIAN_OFFSET
    node = rng.getrandbits(48) | 1 << 40
    plant("method-v1-63", [ticks_v1(t0 + 7 * i, node, 5) for i in range(64)], 1, "unknown", closePairs=63)
    plant("method-v1-64", [ticks_v1(t0 + 7 * i, node, 5) for i in range(65)], 1, "clock", closePairs=64, tickSteps=0)
    for name, ones, method in (("method-v6-ticks-32", 32, "counter"), ("method-v6-ticks-31", 31, "clock")):
        gaps = [1] * ones + [3] * (64 - ones)
        rng.shuffle(gaps)
        ticks = [t0 + sum(gaps[:i]) for i in range(65)]
        plant(name, [ticks_v6(t, node, 9) for t in ticks], 6, method, closePairs=64, tickSteps=ones)
    # "Close" is under a millisecond, 10 000 ticks: 63 gaps of 9 999 and six of exactly 10 000
    # (63 close pairs: unknown), and 64 of 9 999 among three of 10 000 (64: a clock).
    for name, group, close, far, method in (("method-v1-gap-10000", 1, 63, 6, "unknown"),
                                            ("method-v6-gap-9999", 6, 64, 3, "clock")):
        gaps = [9_999] * close + [10_000] * far
        rng.shuffle(gaps)
        ticks = [t0 + sum(gaps[:i]) for i in range(len(gaps) + 1)]
        make = ticks_v1 if group == 1 else ticks_v6
        plant(name, [make(t, node, 3) for t in ticks], group, method, closePairs=close, tickSteps=0)
    return made


# --- random 128-bit values printed as UUIDs ------------------------------------------------

def unversioned_inputs(out, now):
    """Random 128-bit values around the `unversioned` test: 1024 values filling the 16 version
    x 4 variant cells as random bits do (with one copied value: the random-128 group's duplicate
    fault) beside 1023 (too few to test); and 1024 whose chi-square (63 df) lies just short of the
    family-wise rate's critical value (p in (0.001, 0.002)) beside one just past it (p in
    (0.0005, 0.001)), which stays sixteen versions and four variants."""
    rng = random.Random(53)
    share = ref.VARIANT_SHARE
    cells = [(version, variant) for version in range(16) for variant in range(4)]
    digit16 = {0: range(0, 8), 1: range(8, 12), 2: range(12, 14), 3: range(14, 16)}
    made = []

    def statistic(counts, n):
        return sum((counts[c] - n * share[c[1]] / 16) ** 2 / (n * share[c[1]] / 16) for c in cells)

    def counts_between(n, low, high):
        """Cell counts of n values whose chi-square lies in [low, high): from the expected
        counts, one value moved at a time toward the interval."""
        counts = {c: round(n * share[c[1]] / 16) for c in cells}
        while sum(counts.values()) > n:
            counts[rng.choice(cells)] -= 1
        while True:
            x = statistic(counts, n)
            if low <= x < high:
                return counts
            a, b = rng.sample(cells, 2)
            if counts[a] == 0:
                continue
            counts[a] -= 1
            counts[b] += 1
            y = statistic(counts, n)
            if (x < low and y < x) or (x >= high and y > x) or y > high + 20:
                counts[a] += 1
                counts[b] -= 1

    def plant(name, counts, copy=False, folded=True):
        values = []
        for (version, variant), k in counts.items():
            for _ in range(k):
                v = rng.getrandbits(128) & ~(0xF << 76) & ~(0xF << 60)
                values.append(v | version << 76 | rng.choice(digit16[variant]) << 60)
        rng.shuffle(values)
        if copy:
            values.insert(700, values[100])
        path = os.path.join(out, name + ".txt")
        write(path, [text(v) for v in values])
        report = ref.expected_report([path], now)
        names = [g["name"] for g in report["groups"]]
        assert (ref.RANDOM_GROUP in names) == folded, (name, names)
        made.append((name, [name + ".txt"]))

    critical = chi2.isf(ref.FAMILY_WISE, 63)
    plant("unversioned-1024", counts_between(1024, 0, 40), copy=True)
    plant("unversioned-1023", counts_between(1023, 0, 40), folded=False)
    plant("unversioned-p-above-rate", counts_between(1024, chi2.isf(0.002, 63), critical))
    plant("unversioned-p-below-rate", counts_between(1024, critical, chi2.isf(0.0005, 63)), folded=False)
    return made


# --- UUIDv7 of the drafts before RFC 9562 --------------------------------------------------

def draft_v7(seconds, fraction, sequence, rng):
    """A value of the draft layout: 36 bits of Unix seconds, a 24-bit sub-second fraction
    around the version, the variant, a 12-bit sequence counter (digits 17-19) and random bits."""
    return (seconds << 92 | (fraction >> 12) << 80 | 7 << 76 | (fraction & 0xFFF) << 64 | 0b10 << 62
            | rng.getrandbits(2) << 60 | sequence << 48 | rng.getrandbits(48))


def draft_inputs(out, now):
    """v7 groups of the draft layout around its conditions: every identifier implausible as RFC
    9562 reads it and plausible as the draft reads it (from 2020 to a day after now). Beside
    each, the same but one condition missed: one RFC 9562 value among them (some ahead: a
    warning), the latest an hour past a day ahead, the earliest a second before 2020 (every
    one ahead and no layout explains them: a `future-timestamps` fault)."""
    rng = random.Random(61)
    made = []

    def values(first_second, last_second, count=400):
        seconds = sorted(rng.randrange(first_second, last_second + 1) for _ in range(count - 2))
        seconds = [first_second] + seconds + [last_second]
        return [draft_v7(t, rng.getrandbits(24), 0 if rng.random() < 0.9 else rng.randrange(4), rng) for t in seconds]

    def plant(name, vals, draft, future_fault):
        path = os.path.join(out, name + ".txt")
        write(path, [text(v) for v in vals])
        report = ref.expected_report([path], now)
        group = report["groups"][0]
        assert (group["draft"] is not None) == draft, (name, group["draft"])
        kinds = {(f["kind"], f["severity"]) for f in report["findings"]}
        assert (("future-timestamps", "fault") in kinds) == future_fault, (name, kinds)
        made.append((name, [name + ".txt"]))

    base = (now - 2 * DAY) // 1000
    ahead = (now + DAY) // 1000
    start = ref.PLAUSIBLE_START_V6_V7 // 1000
    plant("draft-v7", values(base - 3600, base), True, False)
    plant("draft-v7-one-rfc", values(base - 3600, base) + [v7(rng, now - 2 * DAY)], False, False)
    plant("draft-latest-hour-short", values(base, ahead - 3600), True, False)
    plant("draft-latest-hour-past", values(base, ahead + 3600), False, True)
    plant("draft-from-2020", values(start, start + 3600), True, False)
    plant("draft-before-2020", values(start - 1, start + 3600), False, True)
    return made


# --- the recorded creation time beside each identifier (--time-column) ---------------------

def skew_inputs(out, now):
    """CSV records of a v7 identifier and its recorded creation time (Unix milliseconds, a few
    in seconds, one unreadable), 300 readable a file: skews spread over a few seconds either way (small
    ones exact, larger ones in the histogram's buckets) and, around `clock-skew` (more than 1 %
    over a minute), 3 of 300 ahead by more than a minute (and one at a minute exactly) beside
    4, and 4 behind (a warning)."""
    rng = random.Random(71)
    base = now - 2 * DAY
    made = []
    for name, ahead, behind in (("skew-ahead-3", 3, 0), ("skew-ahead-4", 4, 0), ("skew-behind-4", 0, 4)):
        skews = [rng.choice([rng.randrange(-15, 16), rng.randrange(-3000, 3001)]) for _ in range(301)]
        for k in range(ahead):
            skews[40 + 50 * k] = 60_001 + rng.randrange(5000)
        for k in range(behind):
            skews[45 + 50 * k] = -60_001 - rng.randrange(5000)
        skews[10] = 60_000  # a minute exactly: not ahead
        lines = []
        for i, skew in enumerate(skews):
            ms = base + 10 * i
            recorded = str(ms - skew)
            if i == 77:
                recorded = "yesterday"
            elif i % 50 == 3:  # seconds, with a fraction
                recorded = f"{(ms - skew) // 1000}.{(ms - skew) % 1000:03d}"
            lines.append(f"{text(v7(rng, ms))},{recorded}")
        path = os.path.join(out, name + ".csv")
        write(path, lines)
        report = ref.expected_report([path], now, 1, 2)
        kinds = {(f["kind"], f["severity"]) for f in report["findings"]}
        want = {"skew-ahead-3": set(), "skew-ahead-4": {("clock-skew", "fault")},
                "skew-behind-4": {("clock-skew", "warning")}}[name]
        assert {k for k in kinds if k[0] == "clock-skew"} == want, (name, kinds)
        made.append((name, [name + ".csv", "--column", "1", "--time-column", "2"]))
    return made


# --- tables gone wrong after the generator -----------------------------------------------------

def table_inputs(out, now):
    """What a table does to healthy identifiers: copies stored again in other spellings; values
    cut at one width (every fifth, and one at another width); GUID byte order (v7 and v4, read
    back little-endian); and v7 functions written by hand: whole-second times, rand_a left at
    zero, the variant never set (and set to one wrong value); and the boundaries beside them
    (3 lines cut: a warning; 63 RFC UUIDs in GUID order: too few to judge)."""
    rng = random.Random(61)
    made = []

    def plant(name, lines):
        write(os.path.join(out, name + ".txt"), lines)
        made.append((name, [name + ".txt"]))

    v4s = [uuid_v(rng, 4) for _ in range(3000)]
    spelled = [text(v) for v in v4s] + [text(v, case="upper") for v in v4s[:150]] + [text(v, "braced") for v in v4s[200:230]]
    spelled += [text(v4s[5])]  # one copy written alike besides
    plant("spelling-v4", spelled)
    plant("truncated-32", [text(v)[:32] if i % 5 == 0 else text(v) for i, v in enumerate(v4s[:2000])] + [text(v4s[9])[:30]])
    plant("nil-block-v4", [text(v) for v in v4s[:1000]] + ["00000000-0000-0000-0000-000000000000"] * 300)
    plant("truncated-3", [text(v)[:32] if i in (10, 20, 30) else text(v) for i, v in enumerate(v4s[:500])])
    base = (now - 3_600_000) // 1000 * 1000
    v7s = [v7(rng, base + i * 3 + rng.randrange(3)) for i in range(3000)]
    plant("guid-order-v7", [text(ref.swap_fields(v)) for v in v7s])
    plant("guid-order-v4", [text(ref.swap_fields(v)) for v in v4s[:1500]])
    plant("guid-order-63", [text(ref.swap_fields(v)) for v in v4s[:63]])
    plant("whole-seconds-v7", [text(v7(rng, base + (i // 200) * 1000)) for i in range(2000)])
    plant("rand-a-zero-v7", [text(v & ~(0xFFF << 64)) for v in v7s[:2000]])

    def no_variant(ms, pattern=None):
        value = (ms << 80 | rng.getrandbits(80)) & ~(0xF << 76) | 7 << 76
        if pattern is not None:
            value = value & ~(0b111 << 61) | pattern << 61
        return value
    plant("no-variant-v7", [text(no_variant(base + i * 2 + rng.randrange(2))) for i in range(2000)])
    plant("one-wrong-variant-v7", [text(no_variant(base + i * 2 + rng.randrange(2), 0b110)) for i in range(2000)])
    return made


# --- ULIDs, KSUIDs, Snowflake ids, quoted values ----------------------------------------------

def ulid_text(value, case="upper"):
    t = ref.value_text(ref.ULID, value, 0)
    return t.lower() if case == "lower" else t


def ksuid_text(value160):
    return ref.value_text(ref.KSUID, value160 >> 32, value160 & 0xFFFFFFFF)


def later_format_inputs(out, now):
    """ULIDs (random and monotonic, around each rule of their method and their digit sample),
    KSUIDs, Snowflake ids and quoted values, healthy and faulty, each checked with the reference
    before it is written."""
    rng = random.Random(97)
    base = now - 2 * DAY
    made = []

    def plant(name, lines, group=None, method=None, kinds=(), digits=None, **counts):
        path = os.path.join(out, name + ".txt")
        write(path, lines)
        report = ref.expected_report([path], now)
        found = {(f["kind"], f["severity"]) for f in report["findings"]}
        assert {k for k in found if k[1] != "info"} == set(kinds), (name, found)
        if group is not None:
            gr = next(g for g in report["groups"] if g["name"] == group)
            assert gr.get("method") == method, (name, gr.get("method"))
            for key, want in counts.items():
                assert gr["methodEvidence"][key] == want, (name, key, gr["methodEvidence"][key], want)
            if digits is not None:
                assert (len(gr["digits"]) > 0) == digits, (name, len(gr["digits"]))
        made.append((name, [name + ".txt"]))
        return report

    def ulids(milliseconds, per_ms, monotonic, start=base, step=3):
        values = []
        for k in range(milliseconds):
            value = (start + step * k) << 80 | rng.getrandbits(80)
            for _ in range(per_ms):
                values.append(value)
                value = value + 1 if monotonic else (start + step * k) << 80 | rng.getrandbits(80)
        return values

    # Healthy ULIDs: random (method random, digits 12-31), monotonic (tested on its seeds).
    plant("ulid-random", [ulid_text(v) for v in ulids(400, 5, False)], "ulid", "random", digits=True,
          sameMillisecondPairs=1600, monotonicSteps=0)
    plant("ulid-monotonic", [ulid_text(v) for v in ulids(400, 30, True)], "ulid", "monotonic", digits=True,
          monotonicSteps=400 * 29)
    # The digits of a monotonic set are tested from 320 seeds (each millisecond's first value).
    plant("ulid-seeds-320", [ulid_text(v) for v in ulids(320, 3, True)], "ulid", "monotonic", digits=True)
    plant("ulid-seeds-319", [ulid_text(v) for v in ulids(319, 3, True)], "ulid", "monotonic", digits=False)
    # 64 pairs in one millisecond name a method (63 do not); 16 steps and 1 % of the pairs prove
    # a monotonic generator (15 steps, or 16 of 1601 pairs, leave it random).
    plant("ulid-pairs-63", [ulid_text(v) for v in ulids(1, 64, True)], "ulid", "unknown", sameMillisecondPairs=63)
    plant("ulid-pairs-64", [ulid_text(v) for v in ulids(1, 65, True)], "ulid", "monotonic", sameMillisecondPairs=64)

    def stepping(pairs_per_ms, steps):
        """16 milliseconds of random ULIDs, sorted, `pairs_per_ms` adjacent pairs in each; in
        the first `steps` of them, the second value is one more than the first (a monotonic step)."""
        values = []
        for k in range(16):
            ms = base + 5 * k
            chunk = sorted(ms << 80 | rng.getrandbits(80) for _ in range(pairs_per_ms + 1))
            if k < steps:
                chunk[1] = chunk[0] + 1
            values += chunk
        return values
    plant("ulid-steps-16", [ulid_text(v) for v in stepping(100, 16)], "ulid", "monotonic", monotonicSteps=16,
          sameMillisecondPairs=1600)
    plant("ulid-steps-15", [ulid_text(v) for v in stepping(100, 15)], "ulid", "random", monotonicSteps=15)
    sixteen = stepping(100, 16)
    sixteen.insert(1, sixteen[0] + 3)  # one more pair in the first millisecond, no step
    sixteen.sort()
    plant("ulid-steps-16-of-1601", [ulid_text(v) for v in sixteen], "ulid", "random", monotonicSteps=16,
          sameMillisecondPairs=1601)

    # Faults: a ULID 1 ms before 2016 (before the format) and one at its start, first; the clock
    # going back 300 ms for 50 identifiers, a row copied beside itself, two a week ahead at the
    # end; lower and mixed case spellings and quoted lines among them.
    values = ulids(300, 4, False)
    back = [(base + 3 * 150) << 80 | rng.getrandbits(80) for _ in range(50)]
    values = values[:700] + back + values[700:]
    values.insert(11, values[10])
    values = [ref.PLAUSIBLE_START_ULID - 1 << 80 | rng.getrandbits(80), ref.PLAUSIBLE_START_ULID << 80 | rng.getrandbits(80)] + values
    values += [(now + 7 * DAY) << 80 | rng.getrandbits(80), (now + 7 * DAY + 5) << 80 | rng.getrandbits(80)]
    lines = [ulid_text(v) for v in values]
    for i in range(20, 60, 7):
        lines[i] = lines[i].lower()
    lines[61] = lines[61][:13] + lines[61][13:].lower()
    for i in range(100, 140, 5):
        lines[i] = f'"{lines[i]}"' if i % 2 else f"'{lines[i]}'"
    report = plant("ulid-faults", lines, "ulid", "random",
                   kinds={("clock-regression", "fault"), ("duplicates", "fault"), ("old-timestamps", "warning"),
                          ("future-timestamps", "warning")})
    assert report["groups"][0]["time"]["implausiblyOld"] == 1

    # A monotonic counter that starts again 1 000 below, inside millisecond 50: a counter wrap.
    values = ulids(100, 20, True)
    at = 50 * 20 + 10
    for k in range(at, 50 * 20 + 20):
        values[k] = values[at - 10] - 1000 + (k - at)
    plant("ulid-wrap", [ulid_text(v) for v in values], "ulid", "monotonic", kinds={("counter-wrap", "fault")})

    # KSUIDs: 40 seconds of 100 (random, digits 8-39); a second of 64 (63 pairs: unknown, 64 random);
    # a KSUID a second before 2017 (old) and one at its start, first; the clock going back two
    # seconds for 30 identifiers, and a copy.
    def ksuids(seconds, per_s, first=0):
        stamp = base // 1000 - ref.KSUID_EPOCH_S
        return [(stamp + first + k) << 128 | rng.getrandbits(128) for k in range(seconds) for _ in range(per_s)]
    plant("ksuid-random", [ksuid_text(v) for v in ksuids(40, 100)], "ksuid", "random", digits=True, sameSecondPairs=3960)
    plant("ksuid-pairs-63", [ksuid_text(v) for v in ksuids(1, 64)], "ksuid", "unknown", sameSecondPairs=63)
    plant("ksuid-pairs-64", [ksuid_text(v) for v in ksuids(1, 65)], "ksuid", "random", sameSecondPairs=64)
    values = ksuids(20, 50)
    values = values[:600] + ksuids(1, 30, first=9) + values[600:]
    values.insert(6, values[5])
    start = ref.PLAUSIBLE_START_KSUID // 1000 - ref.KSUID_EPOCH_S
    values = [start - 1 << 128 | rng.getrandbits(128), start << 128 | rng.getrandbits(128)] + values
    report = plant("ksuid-faults", [ksuid_text(v) for v in values], "ksuid", "random",
                   kinds={("clock-regression", "fault"), ("duplicates", "fault"), ("old-timestamps", "warning")})
    assert report["groups"][0]["time"]["implausiblyOld"] == 1

    # Snowflake ids (41-bit milliseconds, worker 3, a sequence): named; a copy is a fault.
    flakes = [str((1_400_000_000_000 + i // 4) << 22 | 3 << 12 | i % 4) for i in range(1500)]
    plant("snowflake", flakes)
    plant("snowflake-copies", flakes + [flakes[7], flakes[7], flakes[900]], kinds={("duplicates", "fault")})

    # Quoted values: a one-column export of v4 UUIDs and ULIDs in double and single quotes,
    # empty pairs (blank), a quoted line that is no identifier; beside them, plain lines of every
    # later form and lines that are none of them (16 and 20 digits, a leading zero, 2^63, 26
    # and 27 hex digits); the nil ULID and KSUID first (dated 1970 and 2014: old).
    lines = ["0" * 26, "0" * 27]
    lines += [f'"{text(uuid_v(rng, 4))}"' for _ in range(300)] + [f"'{text(uuid_v(rng, 4))}'" for _ in range(50)]
    lines += [f'"{ulid_text(v)}"' for v in ulids(50, 2, False)] + ['""', "''", ' " " ', '"not-an-id"']
    lines += [ulid_text(v) for v in ulids(10, 2, False, start=base + 1000)] + [ksuid_text(v) for v in ksuids(1, 20)]
    lines += flakes[:20] + ["1234567890123456", "12345678901234567890", "0123456789012345678", str(1 << 63),
                            f"{uuid_v(rng, 4):032x}"[:26], f"{uuid_v(rng, 4):032x}"[:27]]
    report = plant("quoted-and-later-forms", lines, kinds={("old-timestamps", "warning")})
    assert report["quoted"] == 450 and report["blank"] == 3, (report["quoted"], report["blank"])
    return made


# --- ISO 8601 recorded times, and the edges of the skew statistics ---------------------------

def utc(*fields):
    """Milliseconds since 1970 of a UTC date and time (year, month, day[, h, m, s, ms])."""
    year, month, day, hour, minute, second, ms = (list(fields) + [0] * 7)[:7]
    instant = datetime.datetime(year, month, day, hour, minute, second, ms * 1000, tzinfo=datetime.timezone.utc)
    return round(instant.timestamp() * 1000)


def iso_text(ms, offset=0, sep="T", zone="+hh:mm", seconds=True, digits=3, mark="."):
    """The instant `ms` as ISO 8601 local time `offset` minutes east of UTC: `zone` "+hh:mm"
    (`Z` at 0), "+hhmm", "+hh", "z" or "" (none: UTC); without seconds; `digits` of fraction
    (past 3, digits below the millisecond, which the reader cuts)."""
    local = datetime.datetime(1970, 1, 1) + datetime.timedelta(milliseconds=ms + offset * 60_000)
    text = f"{local:%Y-%m-%d}{sep}{local:%H:%M}"
    assert seconds or ms % 60_000 == 0, "no seconds: a whole minute"
    if seconds:
        text += f":{local:%S}"
        assert ms % 10 ** (3 - min(3, digits)) == 0, "the fraction holds the milliseconds"
        if digits:
            text += mark + (f"{local.microsecond // 1000:03d}" + "789123")[:digits]
    sign, magnitude = ("+" if offset >= 0 else "-"), abs(offset)
    hh, mm = divmod(magnitude, 60)
    if zone in ("z", ""):
        assert offset == 0
        text += zone
    elif zone == "+hh":
        assert mm == 0
        text += f"{sign}{hh:02d}"
    elif zone == "+hhmm":
        text += f"{sign}{hh:02d}{mm:02d}"
    else:
        text += "Z" if offset == 0 else f"{sign}{hh:02d}:{mm:02d}"
    return text


def skew_iso_inputs(out, now):
    """Recorded times in ISO 8601 around the calendar's edges, beside v7, v1 and v6 identifiers
    a few seconds either side of them: leap days (2020, 2024, and 2000, a century's), the last
    day of February in a common year, year changes (some only through a UTC offset), dates in
    January and February (the last months of the March-based year calendar arithmetic counts
    in), offsets east and west in each written form, a leap second, `T`, `t` or a space,
    fractions of one to six digits after `.` or `,`, no seconds, no zone; and times the reader
    refuses (month 13, hour 24, an offset of 24 hours, a date alone). The v7 group's earliest
    time and its busiest millisecond fall in February and its latest in January; the v1 group's
    earliest in February and its latest in January."""
    rng = random.Random(83)
    edges = {
        7: [
            (utc(2020, 2, 29, 12), {}),
            (utc(2020, 2, 29, 23, 59, 59, 999), {"sep": " "}),
            (utc(2021, 2, 28, 23, 59, 59, 999), {"offset": -150, "zone": "+hhmm"}),
            (utc(2021, 3, 1), {"zone": "z"}),
            (utc(2023, 12, 31, 23, 59, 59, 999), {"offset": 60}),
            (utc(2024, 1, 1), {"sep": "t", "digits": 0}),
            (utc(2024, 1, 31, 12), {"zone": "", "digits": 1, "mark": ","}),
            (utc(2024, 2, 1), {"offset": -480, "zone": "+hhmm"}),
            (utc(2024, 2, 28, 23), {"offset": 120, "zone": "+hh"}),
            (utc(2024, 2, 29, 12, 34), {"seconds": False}),
            (utc(2024, 2, 29, 23, 30), {"offset": 60}),
            (utc(2025, 1, 1), {"offset": 330}),
            (utc(2025, 1, 1), {"offset": -300, "digits": 6}),
            (utc(2025, 2, 28, 22), {"offset": 120, "zone": "+hh"}),
            (utc(2026, 1, 15, 8, 0, 0, 500), {"sep": "t", "digits": 1, "zone": "z"}),
            (utc(2026, 1, 30, 23, 59, 59, 250), {"sep": " ", "mark": ",", "zone": "", "digits": 2}),
            (utc(2026, 1, 31, 12), {"offset": 600, "zone": "+hhmm", "digits": 4}),
        ],
        1: [
            (utc(1996, 2, 29, 12), {}),
            (utc(1998, 12, 31, 10), {"offset": 840}),
            (utc(1999, 12, 31, 23, 59, 59, 999), {}),
            (utc(2000, 1, 1), {"offset": -60, "zone": "+hh"}),
            (utc(2000, 2, 29), {"seconds": False}),
            (utc(2000, 3, 1), {"offset": -(23 * 60 + 59)}),
            (utc(2017, 1, 1), "2016-12-31T23:59:60Z"),  # a leap second: the next second's start
        ],
        6: [
            (utc(2022, 2, 28, 23, 59, 59, 999), {"zone": "+hhmm"}),
            (utc(2022, 3, 1), {"offset": -60}),
        ],
    }
    node = rng.getrandbits(48) | 1 << 40
    rows = []  # (embedded ms, group, recorded text)
    for group, times in edges.items():
        for at, form in times:
            recorded = form if isinstance(form, str) else iso_text(at, **form)
            assert ref.recorded_time(recorded) == at, (recorded, at)
            for _ in range(3):
                rows.append((at + rng.randrange(-2500, 2501), group, recorded))
    peak = utc(2024, 2, 29, 12, 34)
    rows += [(peak, 7, iso_text(peak, seconds=False))] * 3  # the busiest millisecond, in February
    for k, refused in enumerate(("2025-13-01T00:00:00Z", "2025-06-15T24:00:00Z", "2025-06-15T12:00:00+24:00", "2025-06-15")):
        assert ref.recorded_time(refused) == "unreadable", refused
        rows.append((utc(2025, 6, 15, 12) + 1000 * k, 7, refused))
    rows.sort(key=lambda row: row[0])
    makers = {7: lambda ms: v7(rng, ms), 1: lambda ms: v1(rng, ms, node, 9), 6: lambda ms: v6(rng, ms, node, 9)}
    lines = [f"{text(makers[group](ms))},{recorded}" for ms, group, recorded in rows]
    name = "skew-iso-calendar"
    path = os.path.join(out, name + ".csv")
    write(path, lines)
    report = ref.expected_report([path], now, 1, 2)
    times = {g["name"]: g["time"] for g in report["groups"]}
    assert times["uuid-v7"]["earliest"].startswith("2020-02-29") and times["uuid-v7"]["latest"].startswith("2026-01-31"), times
    assert times["uuid-v7"]["peakMillisecond"] == "2024-02-29T12:34:00Z", times["uuid-v7"]
    assert times["uuid-v1"]["earliest"].startswith("1996-02-29") and times["uuid-v1"]["latest"].startswith("2017-01-01"), times
    return [(name, [name + ".csv", "--column", "1", "--time-column", "2"])]


def skew_quantile(skews, fraction, rank):
    """The quantile of the report's histogram (the mean of the bucket of the `rank(f·n)`-th
    smallest skew), for another rule of rank."""
    ordered = sorted(skews)
    r = max(1, rank(fraction * len(ordered)))
    bucket = ref.skew_bucket(ordered[r - 1])
    members = [x for x in ordered if ref.skew_bucket(x) == bucket]
    return ref.round_half_away(sum(members) / len(members))


def skew_unix_input(out, name, rng, skews, now, unreadable=1):
    """A CSV of v7 identifiers 10 ms apart and their recorded times as Unix milliseconds, one
    skew each, then `unreadable` records whose time is not a time."""
    base = now - 2 * DAY
    lines = [f"{text(v7(rng, base + 10 * i))},{base + 10 * i - skew}" for i, skew in enumerate(skews)]
    lines += [f"{text(v7(rng, base + 10 * (len(skews) + i)))},not a time" for i in range(unreadable)]
    write(os.path.join(out, name), lines)


def skew_rank_inputs(out, now):
    """Skews of 301 and 257 readable times, so that f·n is not whole and the rank ⌈f·n⌉ of a
    percentile differs from the nearest and the lower one (each checked to land in another
    histogram bucket); and the minute on the behind side: 3 of 301 more than a minute behind
    and one exactly a minute behind (not counted: 3/301 is under 1 %, so no clock-skew
    warning, where 4 would raise one), and one exactly a minute ahead."""
    made = []
    for name, size, ahead, behind in (("skew-ranks-301", 301, 0, 3), ("skew-ranks-257", 257, 2, 0)):
        for seed in range(200):
            rng = random.Random(9000 + seed)
            skews = [rng.choice([rng.randrange(-15, 16), rng.randrange(-3000, 3001)]) for _ in range(size)]
            for k in range(ahead):
                skews[40 + 50 * k] = 60_001 + rng.randrange(5000)
            for k in range(behind):
                skews[45 + 50 * k] = -60_001 - rng.randrange(5000)
            skews[12], skews[13] = -60_000, 60_000
            ceil = [skew_quantile(skews, f, math.ceil) for f in (0.01, 0.5, 0.99)]
            nearest = [skew_quantile(skews, f, lambda x: math.floor(x + 0.5)) for f in (0.01, 0.5, 0.99)]
            lower = [skew_quantile(skews, f, math.floor) for f in (0.01, 0.5, 0.99)]
            if ceil != nearest and ceil != lower:
                break
        else:
            raise SystemExit(f"plant_inputs: no seed separates the percentile ranks of {name}")
        skew_unix_input(out, name + ".csv", rng, skews, now)
        report = ref.expected_report([os.path.join(out, name + ".csv")], now, 1, 2)
        skew = report["groups"][0]["order"]["skew"]
        assert (skew["identifiers"], skew["ahead"], skew["behind"]) == (size, ahead, behind), skew
        assert [skew["p1"], skew["p50"], skew["p99"]] == ceil, (skew, ceil)
        assert not any(f["kind"] == "clock-skew" for f in report["findings"]), report["findings"]
        made.append((name, [name + ".csv", "--column", "1", "--time-column", "2"]))
    return made


def skew_tie_inputs(out, now):
    """The first place of the smallest and the largest skew when equal skews come later: in two
    inputs of one audit (the smallest twice in the first, once in the second), and in one input
    of about 10 MB, so that the reader cuts it into chunks of 4 MiB that threads tally apart
    (the extremes near its start, middle and end; a third column of padding makes the lines
    long)."""
    rng = random.Random(89)
    low, high = -7777, 7777
    made = []

    def spread(count):
        return [rng.choice([rng.randrange(-15, 16), rng.randrange(-3000, 3001)]) for _ in range(count)]

    first, second = spread(120), spread(80)
    first[20], first[60], first[30], second[10], second[5] = low, low, high, low, high
    skew_unix_input(out, "skew-tie-1.csv", rng, first, now)
    skew_unix_input(out, "skew-tie-2.csv", rng, second, now - DAY)
    files = ["skew-tie-1.csv", "skew-tie-2.csv"]
    report = ref.expected_report([os.path.join(out, f) for f in files], now, 1, 2)
    skew = report["groups"][0]["order"]["skew"]
    assert (os.path.basename(skew["minimumAt"]["file"]), skew["minimumAt"]["line"]) == ("skew-tie-1.csv", 21), skew
    made.append(("skew-tie-across-inputs", files + ["--column", "1", "--time-column", "2"]))

    count, padding = 9000, "p" * 1150
    skews = spread(count)
    for at in (3, 4500, 8800):
        skews[at] = low
    for at in (7, 4600, 8900):
        skews[at] = high
    base = now - 3 * DAY
    lines = [f"{text(v7(rng, base + 10 * i))},{base + 10 * i - skew},{padding}" for i, skew in enumerate(skews)]
    name = "skew-tie-across-chunks"
    path = os.path.join(out, name + ".csv")
    write(path, lines)
    assert os.path.getsize(path) > 10 * 1024 * 1024, "three chunks of 4 MiB"
    report = ref.expected_report([path], now, 1, 2)
    skew = report["groups"][0]["order"]["skew"]
    assert (skew["minimumAt"]["line"], skew["maximumAt"]["line"]) == (4, 8), skew
    made.append((name, [name + ".csv", "--column", "1", "--time-column", "2"]))
    return made


def main(argv):
    out = argv[1]
    now = int(argv[argv.index("--now") + 1])
    os.makedirs(out, exist_ok=True)
    made = (mixed(out, now) + thresholds(out) + input_findings(out) + repeated_run_inputs(out) + order_inputs(out, now)
            + method_inputs(out, now) + unversioned_inputs(out, now)
            + draft_inputs(out, now) + skew_inputs(out, now) + skew_iso_inputs(out, now) + skew_rank_inputs(out, now)
            + skew_tie_inputs(out, now) + table_inputs(out, now) + later_format_inputs(out, now))
    with open(os.path.join(out, "inputs.txt"), "w") as f:
        for name, files in made:
            f.write(" ".join([name] + files) + "\n")
    print(f"planted {len(made)} inputs in {out}")


if __name__ == "__main__":
    main(sys.argv)
