#!/usr/bin/env python3
"""An independent reference for `openudid audit`'s report.json.

Reads the same input files the audit read, computes every figure of the report from the
definitions (the birthday bound, Poisson and chi-square laws, the RFC 9562 layouts) in plain
Python with SciPy for the distributions, and compares them, field by field, with the
report.json the audit wrote. Nothing here is taken from the audit's fast path: values are held
as Python integers, grouped with dictionaries and counted directly (pairs sharing a prefix are
counted per prefix class, not from neighbours in a sorted stream).

    audit_reference.py compare REPORT.json --now-from MS --now-to MS --status N FILE...
        [--column N --time-column N]

FILEs are named exactly as they were given to `openudid audit` (the report names them so).
`--now-from`/`--now-to` bracket the moment the audit ran (milliseconds since 1970): a
timestamp is "in the future" past now + one day, and a planted timestamp inside that bracket
(shifted by a day) is refused as ambiguous. `--status` is the audit's exit status: 1 when it
read no identifier (or could not read an input), else 0.

It also reads report.md beside REPORT.json and compares the lines it writes again from its
own figures (the recorded-times line of each group, `check_markdown`).

Prints one line per mismatch, `PATH: report VALUE, reference VALUE`, and at the end
`N fields compared` (exit 0) or the number of mismatches (exit 1). Fields of report.json that
the reference does not compute are listed in NOT_COMPARED with the reason; a field that is
neither compared nor listed fails the comparison, so that a field added to the report is
either computed here or named here.
"""

import datetime
import json
import math
import os
import re
import sys
from collections import Counter, defaultdict
from fractions import Fraction

from scipy import special
from scipy.stats import chi2, poisson

# --------------------------------------------------------------------------------------------
# Constants of the report's design (README: "audit").

FAMILY_WISE = 0.001  # the report's family-wise false-alarm rate
MARGINAL = 0.05  # two-sided level below which evidence is mentioned as marginal
PREFIX_BITS = list(range(16, 65, 4))  # the prefix lengths the audit tests
DIGIT_SAMPLE_MINIMUM = 320  # distinct values before digits are tested (20 expected per digit)
TOP_VALUES = 20
# Places listed per repeated value: the first copy and the next three. (AuditReport.TopValue
# documents "the first three places"; the audit lists four, and the reference follows the
# report as it is until that is settled.)
TOP_PLACES = 4
COLLISION_EXAMPLES = 5
INVALID_EXAMPLES = 20
RUN_MINIMUM = 3
RUNS_LISTED = 10
ENTROPY_EVIDENCE = 10
MOSTLY_INVALID_LEAST = 21
# Lines cut at one width (docs: "truncated"): more than FEW_CUT is a fault; the width's lines
# must be TRUNCATED_SHARE of the cut lines to be named, and explain the invalid lines when they
# are that share of them.
FEW_CUT = 3
TRUNCATED_SHARE = 0.9
TRUNCATED_FORMS = ["canonical UUIDs", "braced UUIDs", "URN UUIDs", "hyphenless UUIDs or OpenUDIDs"]
TRUNCATED_LENGTHS = [36, 38, 45, 40]
TRUNCATED_WIDTHS = 46
# GUID byte order (docs: "guid-byte-order"): of the RFC 9562 UUIDs read, at least this many,
# digit 14 one version in 95 %, digit 12 no value in half.
GUID_LEAST = 64
CLOCK_TOLERANCE_MS = 1  # the default --clock-tolerance: a step back by more is a regression
LEAST_JUMP_MS = 2  # a step forward by less is a clock ticking, not a jump that undoes a step back
ORDER_STEPS_KEPT = 5  # regressions and wraps listed
LOOKAROUND = 8  # identifiers searched on each side of a step back for what undoes it
COUNTER_LEAST = 64  # same-millisecond pairs before an input is called a counter source
DAY_MS = 86_400_000
GREGORIAN_OFFSET = 0x01B21DD213814000  # 100 ns ticks from 1582-10-15 to 1970-01-01
PLAUSIBLE_START_V1 = 631_152_000_000  # 1990-01-01
PLAUSIBLE_START_V6_V7 = 1_577_836_800_000  # 2020-01-01
PLAUSIBLE_START_ULID = 1_451_606_400_000  # 2016-01-01, the ULID specification's first year
PLAUSIBLE_START_KSUID = 1_483_228_800_000  # 2017-01-01, KSUID published by Segment
KSUID_EPOCH_S = 1_400_000_000  # 2014-05-13T16:53:20Z
ULID, KSUID, SNOWFLAKE = 23, 24, 25  # their groups, after the OpenUDID's
TIME_ORDERED = (1, 6, 7, ULID, KSUID)
REL_TOLERANCE = 1e-9

# Fields of report.json the reference does not compute, with the reason. Paths use `[]` for
# every element of an array. A field of the report that is neither compared nor listed here
# fails the comparison.
NOT_COMPARED = {
    "run.threads": "how the audit ran, not what it found",
    "run.memoryLimit": "how the audit ran",
    "run.spilledRuns": "how the audit ran",
    "run.spilledBytes": "how the audit ran",
    "run.seconds": "how the audit ran",
    "run.files": "how the audit ran",
    "about": "prose: what the report holds of the input (values, or tokens with --redact)",
    "invalidExamples[].error": "the parser's message, prose (the line and its text are compared)",
    "groups[].unversioned.untested": "prose: what the random-128 group is not tested for",
    "findings[].evidence": "prose; the places it names are checked for repeated runs, clock regressions and counter "
                           "wraps (check_evidence, check_order_evidence)",
}

# Fields that other work adds to report.json and that the reference does not compute yet: add
# the path here (with the reason) when the report gains it, or better, compute it in
# `expected_report` (group figures in `group_report`, findings in `findings`) and remove it here.
#   e.g. "groups[].newField": "what it is, not yet computed by the reference",
NOT_YET_COMPARED = {
}

# Finding kinds the reference derives. A finding of another kind in the report is a mismatch
# (its list differs); new kinds are added in `findings` below.
KNOWN_FINDING_KINDS = {
    "no-identifiers", "mostly-invalid", "truncated-input", "placeholder", "duplicates",
    "low-entropy", "prefix-excess", "prefix-deficit", "constant-digit", "biased-digit",
    "even-digit", "openudid-2011-suffix", "future-timestamps", "old-timestamps", "mac-nodes",
    "repeated-run", "invalid-lines", "unreadable-input", "clock-regression", "counter-wrap",
    "unversioned", "draft-layout", "clock-skew", "spelling-duplicates", "coarse-clock", "wrong-variant", "truncated",
    "guid-byte-order", "snowflake-ids",
}

# Fields whose value is an object keyed by data (versions, copies, …): compared whole.
WHOLE_OBJECTS = {"versions", "variants", "forms", "cases", "duplicates.multiplicity"}

SEVERITY_RANK = {"info": 0, "warning": 1, "fault": 2}

# --------------------------------------------------------------------------------------------
# Reading identifiers (README: the five forms; spaces, tabs and CR around them are trimmed).

HEX = set("0123456789abcdefABCDEF")


def is_hex(text):
    return len(text) > 0 and all(c in HEX for c in text)


def canonical_digits(text):
    """The 32 digits of an 8-4-4-4-12 text, or None."""
    if len(text) != 36 or any(text[i] != "-" for i in (8, 13, 18, 23)):
        return None
    digits = text.replace("-", "")
    return digits if len(digits) == 32 and is_hex(digits) else None


def parse(text):
    """(form, digits) of one trimmed line, or None when it holds no identifier."""
    if len(text) == 40 and is_hex(text):
        return "openudid", text
    if len(text) == 32 and is_hex(text):
        return "hyphenless", text
    if len(text) == 36:
        digits = canonical_digits(text)
        return ("canonical", digits) if digits else None
    if len(text) == 38 and text[0] == "{" and text[-1] == "}":
        digits = canonical_digits(text[1:-1])
        return ("braced", digits) if digits else None
    if len(text) == 45 and text[:9].lower() == "urn:uuid:":
        digits = canonical_digits(text[9:])
        return ("urn", digits) if digits else None
    return None


# The forms after the UUIDs' and the OpenUDID's (docs: "What it reads"): a ULID (the ULID
# specification: 26 characters of Crockford's base32, 128 bits), a KSUID (Segment's: 27 base62
# characters, 160 bits), a Snowflake id (17 to 19 decimal digits, no leading zero, below 2^63).
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def parse_later(text):
    """(form, 128-bit value as the record keys it, suffix) of a ULID, KSUID or Snowflake id,
    or None. Hex digits alone are a cut hex identifier, not a ULID or KSUID (but all zeros)."""
    hex_alone = is_hex(text) and set(text) != {"0"}
    if len(text) == 26 and all(c.upper() in CROCKFORD for c in text) and not hex_alone:
        value = 0
        for c in text:
            value = value * 32 + CROCKFORD.index(c.upper())
        return ("ulid", value, 0) if value < 1 << 128 else None
    if len(text) == 27 and all(c in BASE62 for c in text) and not hex_alone:
        value = 0
        for c in text:
            value = value * 62 + BASE62.index(c)
        return ("ksuid", value >> 32, value & 0xFFFFFFFF) if value < 1 << 160 else None
    if 17 <= len(text) <= 19 and text.isdigit() and text.isascii() and text[0] != "0" and int(text) < 1 << 63:
        return "snowflake", int(text) << 64, 0  # the record keys it by its 64 bits
    return None


def unquoted(text):
    """The trimmed text inside one pair of double or single quotes, or None."""
    if len(text) >= 2 and text[0] in "\"'" and text[-1] == text[0]:
        return text[1:-1].strip(" \t\r")
    return None


def letter_case(digits):
    upper = any(c in "ABCDEF" for c in digits)
    lower = any(c in "abcdef" for c in digits)
    return "mixed" if upper and lower else ("upper" if upper else "lower")


def truncated_form(text):
    """The forms a non-identifier text is a proper start of, as the finding names them."""
    canonical = "hhhhhhhh-hhhh-hhhh-hhhh-hhhhhhhhhhhh"
    forms = [
        ("a canonical UUID", canonical), ("a braced UUID", "{" + canonical + "}"),
        ("a URN UUID", "urn:uuid:" + canonical), ("a hyphenless UUID or an OpenUDID", "h" * 40),
    ]
    if not text or parse(text) is not None:
        return None
    names = []
    for name, pattern in forms:
        if len(text) >= len(pattern):
            continue
        if all((c in HEX) if p == "h" else (c.lower() == p) for c, p in zip(text, pattern)):
            names.append(name)
    return names or None


# --------------------------------------------------------------------------------------------
# Groups and their ideal generators (RFC 9562 §4.1, §4.2, §5, §5.9, §5.10).

RFC_FIXED = {48, 49, 50, 51, 64, 65}  # version nibble (digit 12), variant 10 (top of digit 16)


def group_of(digits, openudid):
    """The group number: 0-15 RFC 9562 versions, 16 Nil, 17 Max, 18 NCS, 19 Microsoft,
    20 reserved, 21 OpenUDID, 22 opted-out OpenUDID."""
    value = int(digits, 16)
    if openudid:
        return 22 if value == 0 else 21
    if value == 0:
        return 16
    if value == (1 << 128) - 1:
        return 17
    variant = int(digits[16], 16)
    if variant >> 2 == 0b10:
        return int(digits[12], 16)
    if variant >> 1 == 0b110:
        return 19
    if variant >> 1 == 0b111:
        return 20
    return 18


def group_name(g):
    if g < 16:
        return f"uuid-v{g}"
    return {16: "nil", 17: "max", 18: "uuid-ncs", 19: "uuid-microsoft", 20: "uuid-future",
            21: "openudid", 22: "openudid-opted-out", ULID: "ulid", KSUID: "ksuid", SNOWFLAKE: "snowflake"}[g]


def group_title(g):
    if g < 16:
        return f"UUID v{g}"
    return {16: "Nil UUID", 17: "Max UUID", 18: "UUID, NCS variant", 19: "UUID, Microsoft variant",
            20: "UUID, reserved variant", 21: "OpenUDID", 22: "OpenUDID, opted out (forty zeros)",
            ULID: "ULID", KSUID: "KSUID", SNOWFLAKE: "Snowflake id"}[g]


class Model:
    """What an ideal generator of a group makes: the kind, the fixed bits (bit 0 the most
    significant of the 128), the bits that tell two identifiers apart, the digits tested."""

    def __init__(self, kind, fixed, duplicate_bits, tested, prefix_tests, time_layout=None, suffix=False):
        self.kind, self.fixed, self.duplicate_bits = kind, fixed, duplicate_bits
        self.tested, self.prefix_tests, self.time_layout, self.suffix = tested, prefix_tests, time_layout, suffix

    def free_in_prefix(self, k):
        return k - sum(1 for bit in self.fixed if bit < k)


def digits_free_of(fixed, count=32):
    """Hex digits none of whose four bits is fixed."""
    return [d for d in range(count) if not any(4 * d <= bit < 4 * d + 4 for bit in fixed)]


def model_of(g):
    if g in (3, 4, 5):  # hashes and random: every bit but version and variant free
        return Model("random", RFC_FIXED, 122, digits_free_of(RFC_FIXED), True)
    if g in (1, 6):  # same 100 ns tick: clock sequence (14 bits) and a random node (47)
        return Model("time-based", RFC_FIXED, 61, [], False, time_layout=g)
    if g == 7:  # same millisecond: rand_a (12 bits, digits 13-15) and rand_b (62, digits 17-31)
        return Model("time-based", RFC_FIXED, 74, [13, 14, 15] + list(range(17, 32)), False, time_layout=7)
    if g < 16:  # v0, v2, v8, unassigned: the maker's layout, tested as random, warnings only
        return Model("unknown", RFC_FIXED, 122, digits_free_of(RFC_FIXED), True)
    if g == 18:  # NCS: the top variant bit
        return Model("unknown", {64}, 127, digits_free_of({64}), True)
    if g in (19, 20):  # three variant bits
        return Model("unknown", {64, 65, 66}, 125, digits_free_of({64, 65, 66}), True)
    if g == 21:  # OpenUDID: 160 random bits (MD5 and a 32-bit suffix)
        return Model("random", set(), 160, list(range(40)), True, suffix=True)
    if g == ULID:  # 48 bits of milliseconds, 80 random: digits 12-31 (of each millisecond's seed)
        return Model("time-based", set(), 80, list(range(12, 32)), False, time_layout=g)
    if g == KSUID:  # 32 bits of seconds, a 128-bit payload: digits 8-31 and the suffix's 32-39
        return Model("time-based", set(), 128, list(range(8, 40)), False, time_layout=g, suffix=True)
    if g == SNOWFLAKE:  # unique by construction: copies only (the 63 bits below the sign bit named)
        return Model("unique", set(), 63, [], False)
    return Model("placeholder", set(), 0, [], False)


def design_of(g, method, counter_bits, fleet):
    """The judged digits and duplicate bits of a time-ordered group under the method the report
    names (RFC 9562 §6.2). Bits are numbered from 0, the most significant; a digit is judged
    when none of its four bits is fixed or ordered. v1/v6: the 60-bit timestamp is ordered and
    the clock sequence and node are the generator's own, so nothing is judged; two generators in
    one tick differ by a clock sequence and a random node (61 bits). v7: the 48 bits of
    milliseconds are ordered; one counter of B bits orders rand_a and the top B − 12 bits of
    rand_b (73 bits tell two generators apart: the seed's B − 1 and the 74 − B tail); the
    sub-millisecond method orders rand_a (62: rand_b); random orders nothing more (74); unknown
    orders what any method may, rand_a and 30 bits of rand_b (62). In a fleet only the
    milliseconds are ordered, and a counter's guard bit (the top of rand_a) is 0 throughout."""
    if g in (1, 6):
        return [], 61
    fixed = set(RFC_FIXED) | set(range(48))
    if method == "counter" and not fleet:
        fixed |= set(range(52, 64)) | set(range(66, 66 + counter_bits - 12))
    elif method == "counter":
        fixed |= {52}
    elif method == "sub-millisecond" and not fleet:
        fixed |= set(range(52, 64))
    elif method == "unknown":
        fixed |= set(range(52, 64)) | set(range(66, 96))
    bits = {"random": 74, "counter": 73, "sub-millisecond": 62, "unknown": 62}[method]
    return digits_free_of(fixed), bits


METHOD_MINIMUM_PAIRS = 64  # neighbours below which no method is named
METHOD_MINIMUM_STEPS = 16  # 42-bit counter steps that prove a counter
METHOD_FEWER_EQUAL_LEVEL = 1e-6  # rule 6: far fewer equal rand_a pairs than random bits give
GUARD_MINIMUM = DIGIT_SAMPLE_MINIMUM  # distinct values before rand_a's top bit may prove a fleet
_equal_cache = {}


def expected_equal_fractions(m):
    """Adjacent pairs with equal rand_a among m sorted values whose 12 bits are random: m less
    the expected number of distinct rand_a values, 4096·(1 − (4095/4096)^m), computed exactly."""
    if m not in _equal_cache:
        _equal_cache[m] = float(Fraction(m) - 4096 * (1 - Fraction(4095, 4096) ** m))
    return _equal_cache[m]


def v1_v6_ticks(g, value):
    """The 60-bit timestamp in 100 ns ticks (RFC 9562 §5.1, §5.6)."""
    if g == 1:
        return ((value >> 64) & 0xFFF) << 48 | ((value >> 80) & 0xFFFF) << 32 | value >> 96
    return (value >> 80) << 12 | (value >> 64) & 0xFFF


def continues_ulid_counter(a, b):
    """The ULID b is the ULID a plus one, in the same millisecond: a monotonic generator's step."""
    return b == a + 1 and a >> 80 == b >> 80


def infer_method(g, values):
    """The method of a time-ordered group and the counts it rests on, from its distinct values
    in time order (docs: "Time-ordered groups: the method"; RFC 9562 §6.2). Returns (method,
    counter bits or None, fleet, evidence). The counts are taken pair by pair from the
    definitions: a counter of B bits is rand_a followed by the top B − 12 bits of rand_b, and it
    "steps" when the later value's counter is the earlier's plus one. A ULID steps when its 80
    random bits are the earlier one's plus one in the same millisecond; `monotonic` takes 16
    steps and 1 % of 64 or more pairs. A KSUID (keyed here by its first 128 bits) is `random`
    from 64 pairs in one second."""
    if g == ULID:
        values = sorted(values)
        same = [(a, b) for a, b in zip(values, values[1:]) if a >> 80 == b >> 80]
        steps = sum(1 for a, b in same if continues_ulid_counter(a, b))
        if len(same) < METHOD_MINIMUM_PAIRS:
            method = "unknown"
        else:
            method = "monotonic" if steps >= METHOD_MINIMUM_STEPS and 100 * steps >= len(same) else "random"
        return method, None, False, {"sameMillisecondPairs": len(same), "monotonicSteps": steps}
    if g == KSUID:
        seconds = sorted(v >> 96 for v in values)
        pairs = sum(1 for a, b in zip(seconds, seconds[1:]) if a == b)
        return ("unknown" if pairs < METHOD_MINIMUM_PAIRS else "random"), None, False, {"sameSecondPairs": pairs}
    if g in (1, 6):
        ticks = sorted(v1_v6_ticks(g, v) for v in values)
        close = tick = 0
        for a, b in zip(ticks, ticks[1:]):
            if 1 <= b - a < 10_000:
                close += 1
                tick += b - a == 1
        if close < METHOD_MINIMUM_PAIRS:
            method = "unknown"
        else:
            method = "counter" if 2 * tick >= close else "clock"
        return method, None, False, {"closePairs": close, "tickSteps": tick}
    values = sorted(values)
    ms = lambda v: v >> 80
    rand_a = lambda v: (v >> 64) & 0xFFF
    counter42 = lambda v: rand_a(v) << 30 | (v >> 32) & ((1 << 30) - 1)
    same = []  # adjacent distinct values in one millisecond
    nxt = carries = 0
    for a, b in zip(values, values[1:]):
        if ms(a) == ms(b):
            same.append((a, b))
        elif ms(b) == ms(a) + 1:
            nxt += 1
            carries += rand_a(a) == 0xFFF and rand_a(b) == 0

    def steps(bits):
        return sum(1 for a, b in same if (counter42(b) >> (42 - bits)) - (counter42(a) >> (42 - bits)) == 1)

    pairs = len(same)
    equal = sum(1 for a, b in same if rand_a(a) == rand_a(b))
    sizes = Counter(Counter(ms(v) for v in values).values())
    expected = sum(count * expected_equal_fractions(m) for m, count in sizes.items())
    guard = len(values) >= GUARD_MINIMUM and all(rand_a(v) >> 11 == 0 for v in values)
    all_steps = {bits: steps(bits) for bits in range(12, 43)}
    bits = None
    if pairs < METHOD_MINIMUM_PAIRS:
        method = "unknown"
    elif all_steps[42] >= METHOD_MINIMUM_STEPS and 100 * all_steps[42] >= pairs:
        method, bits = "counter", 42
    elif any(10 * all_steps[b] >= 9 * pairs for b in range(13, 42)):
        # the width with the most steps, the narrowest among equals
        best = max(all_steps[b] for b in range(13, 42))
        method, bits = "counter", min(b for b in range(13, 42) if all_steps[b] == best)
    elif 2 * all_steps[12] >= pairs and 4 * equal <= all_steps[12]:
        runs_on = nxt > 0 and 2 * carries >= nxt
        method, bits = ("sub-millisecond", None) if runs_on else ("counter", 12)
    elif equal > 2 * expected + 5 * math.sqrt(expected) + 16:
        method = "sub-millisecond"
    elif poisson_at_most(equal, expected) < METHOD_FEWER_EQUAL_LEVEL:
        method = "sub-millisecond"
    else:
        method = "random"
    fleet = method == "random" and guard
    if fleet:
        method, bits = "counter", 42
    evidence = {
        "sameMillisecondPairs": pairs, "counterSteps": all_steps[bits or 42], "fractionSteps": all_steps[12],
        "fractionEqual": equal, "fractionEqualExpected": expected, "nextMillisecondPairs": nxt,
        "carries": carries, "guardBitClear": guard,
    }
    return method, bits, fleet, evidence


# --------------------------------------------------------------------------------------------
# Timestamps (RFC 9562 §5.1, §5.6, §5.7).

def unix_ms(g, value):
    if g in (7, ULID):
        return value >> 80
    if g == KSUID:
        return ((value >> 96) + KSUID_EPOCH_S) * 1000
    if g == 1:
        time_low, time_mid, time_hi = value >> 96, (value >> 80) & 0xFFFF, (value >> 64) & 0xFFF
        ticks = time_hi << 48 | time_mid << 32 | time_low
    else:
        ticks = (value >> 80) << 12 | (value >> 64) & 0xFFF
    delta = ticks - GREGORIAN_OFFSET
    return -((-delta) // 10_000) if delta < 0 else delta // 10_000  # toward zero


def iso(ms):
    days, rest = divmod(ms, DAY_MS)
    # Civil date from days since 1970-01-01 (proleptic Gregorian).
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    y += 1 if m <= 2 else 0
    seconds, millis = divmod(rest, 1000)
    text = f"{y:04d}-{m:02d}-{d:02d}T{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
    return text + (f".{millis:03d}" if millis else "") + "Z"


# --------------------------------------------------------------------------------------------
# Distributions.

def poisson_at_least(x, mean):
    """P(X >= x), X ~ Poisson(mean)."""
    if x <= 0:
        return 1.0
    if mean <= 0:
        return 0.0
    return float(special.gammainc(math.ceil(x), mean))  # P(X >= n) = P(n, mean)


def poisson_at_most(x, mean):
    if x < 0:
        return 0.0
    return float(poisson.cdf(math.floor(x), mean))


def poisson_two_sided(x, mean):
    return min(1.0, 2 * min(poisson_at_most(x, mean), poisson_at_least(x, mean)))


def poisson_interval(mean):
    return float(poisson.ppf(0.025, mean)), float(poisson.ppf(0.975, mean))


def birthday_pairs(n, free_bits):
    """C(n, 2) / 2^b."""
    return math.ldexp(float(n * (n - 1)), -(free_bits + 1))


# --------------------------------------------------------------------------------------------
# The reference report.

FORMS = ("canonical", "hyphenless", "braced", "urn", "openudid", "ulid", "ksuid", "snowflake")
CASES = ("lower", "upper", "mixed", "significant")
PLACEHOLDERS = {16, 17, 22}  # Nil, Max, the opted-out OpenUDID


class Record:
    __slots__ = ("value", "suffix", "group", "file", "line", "global_line", "recorded", "spelling")

    def __init__(self, value, suffix, group, file, line, global_line, recorded=None, spelling=0):
        self.value, self.suffix, self.group = value, suffix, group
        self.file, self.line, self.global_line = file, line, global_line
        self.recorded = recorded  # --time-column: milliseconds, "unreadable", or None
        self.spelling = spelling  # form index * 3 + letter-case index (docs: "spelling-duplicates")


def spelling_name(code):
    return f"{FORMS[code // 4]}, {CASES[code % 4]} case"


def same_spelling(g, places):
    """The copies of one value the generator is judged on: the most written in one spelling (a
    placeholder's all of them: it is no identifier, however written)."""
    if g in PLACEHOLDERS:
        return len(places)
    return max(Counter(r.spelling for r in places).values())


def spelled_copies(groups_of_copies, group_label):
    """The values stored again in other spellings among `groups_of_copies` ((g, value, suffix),
    places in file order, in the audit's order of groups and values), as report.json gives them;
    None when there are none."""
    spelled = [(key, places) for key, places in groups_of_copies
               if key[0] not in PLACEHOLDERS and len({r.spelling for r in places}) > 1]
    if not spelled:
        return None
    sets = Counter(frozenset(r.spelling for r in places) for _, places in spelled)
    ordered = sorted(sets.items(), key=lambda item: (-item[1], sum(1 << c for c in item[0])))
    return {
        "values": len(spelled),
        "extraCopies": sum(len(places) - same_spelling(key[0], places) for key, places in spelled),
        "sets": [{"spellings": [spelling_name(c) for c in sorted(codes)], "values": n} for codes, n in ordered],
        "examples": [{
            "value": value_text(g, value, suffix), "group": group_label(g), "count": len(places), "verdict": "spelling",
            "locations": [{"file": r.file, "line": r.line} for r in places[:TOP_PLACES]],
        } for (g, value, suffix), places in spelled[:5]],
    }


def audit_order(g, value, suffix):
    """The order the audit's sorted stream takes values of one group in."""
    return top_order_key(g, value, suffix)


def value_text(g, value, suffix):
    if g == ULID:
        return "".join(CROCKFORD[(value >> (5 * (25 - i))) & 31] for i in range(26))
    if g == KSUID:
        whole = value << 32 | suffix
        return "".join(BASE62[whole // 62 ** (26 - i) % 62] for i in range(27))
    if g == SNOWFLAKE:
        return str(value >> 64)
    if g >= 21:
        return f"{value:032x}{suffix:08x}"
    h = f"{value:032x}"
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def top_order_key(g, value, suffix):
    """Ties among equally repeated values: by value as the audit sorts it (a v1 UUID by its
    timestamp first, RFC 9562 §5.1), then by group and suffix."""
    high, low = value >> 64, value & ((1 << 64) - 1)
    if g == 1:
        timestamp = (high & 0xFFF) << 48 | ((high >> 16) & 0xFFFF) << 32 | high >> 32
        high = timestamp << 4 | 1
    return (high, low, g, suffix)


# ISO 8601 / RFC 3339 date and time: `T`, `t` or a space between date and time; seconds
# optional, then any fraction after `.` or `,`; `Z`, `z`, `±hh:mm`, `±hhmm`, `±hh` or nothing (UTC).
ISO_8601 = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt ]([0-9]{2}):([0-9]{2})"
                      r"(?::([0-9]{2})(?:[.,]([0-9]+))?)?(?:([Zz])|([+-])([0-9]{2})(?::?([0-9]{2}))?)?")
UNIX_EPOCH = datetime.date(1970, 1, 1)


def iso_recorded_time(field):
    """Milliseconds since 1970 of an ISO 8601 time, the fraction read to the millisecond (cut,
    not rounded), a leap second (:60) counted as a second more; "unreadable" otherwise. The day
    count comes from Python's proleptic Gregorian calendar (datetime.date), not from a formula."""
    m = ISO_8601.fullmatch(field)
    if not m:
        return "unreadable"
    year, month, day, hour, minute = (int(m.group(i)) for i in range(1, 6))
    second = int(m.group(6) or 0)
    millisecond = int((m.group(7) or "").ljust(3, "0")[:3])
    try:
        days = (datetime.date(year, month, day) - UNIX_EPOCH).days
    except ValueError:
        return "unreadable"
    if hour > 23 or minute > 59 or second > 60:
        return "unreadable"
    offset = 0
    if m.group(9):
        hours, minutes = int(m.group(10)), int(m.group(11) or 0)
        if hours > 23 or minutes > 59:
            return "unreadable"
        offset = (hours * 60 + minutes) * 60_000 * (1 if m.group(9) == "+" else -1)
    return days * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 + millisecond - offset


def recorded_time(field):
    """A recorded creation time in milliseconds since 1970: ISO 8601 (a date first), or Unix
    time, its unit told by its digits before any decimal point (up to 11 seconds, 12-14
    milliseconds, 15-17 microseconds, 18-19 nanoseconds); "unreadable" otherwise."""
    if len(field) >= 5 and field[4] == "-":
        return iso_recorded_time(field)
    whole, _, fraction = field.partition(".")
    if not whole.isdigit() or (fraction and not fraction.isdigit()):
        return "unreadable"
    digits = len(whole)
    if digits <= 11:
        return int(Fraction(field) * 1000) if fraction else int(whole) * 1000
    if fraction:
        return "unreadable"
    if digits <= 14:
        return int(whole)
    return int(whole) // (1000 if digits <= 17 else 1_000_000) if digits <= 19 else "unreadable"


def hex_start(text, start, hyphens):
    for i, c in enumerate(text[start:]):
        if hyphens and i in (8, 13, 18, 23):
            if c != "-":
                return False
        elif c not in "0123456789abcdefABCDEF":
            return False
    return True


def truncated_cell(text):
    """The (form, width) cell of an invalid line that is an identifier cut short, or None."""
    n = len(text)
    if n < 8 or n >= 45:
        return None
    if hex_start(text, 0, False) and n < 40 and n != 32:
        return 3 * TRUNCATED_WIDTHS + n
    if hex_start(text, 0, True) and n < 36:
        return n
    if text[0] == "{" and n < 38 and hex_start(text, 1, True):
        return TRUNCATED_WIDTHS + n
    if 9 < n < 45 and text[:9].lower() == "urn:uuid:" and hex_start(text, 9, True):
        return 2 * TRUNCATED_WIDTHS + n
    return None


def swap_fields(value):
    """The 128-bit value with its first three fields' bytes reversed (GUID byte order)."""
    b = value.to_bytes(16, "big")
    return int.from_bytes(b[3::-1] + b[5:3:-1] + b[7:5:-1] + b[8:], "big")


def guid_evidence(records):
    """Digit 14 one version (1-8) in 95 % of the RFC 9562 UUIDs, digit 12 no value in half."""
    pairs = Counter(((r.value >> 76) & 0xF, (r.value >> 68) & 0xF) for r in records if r.group < 16)
    total = sum(pairs.values())
    if total < GUID_LEAST:
        return None
    columns = Counter()
    rows = Counter()
    for (d12, d14), n in pairs.items():
        columns[d14] += n
        rows[d12] += n
    version = max(range(1, 9), key=lambda v: (columns[v], -v))
    if columns[version] < 0.95 * total or max(rows.values()) >= 0.5 * total:
        return None
    return {"version": version, "values": total, "apparentVersions": len(rows)}


def read_inputs(files, column=None, time_column=None, guid=False, truncated=None):
    inputs, records, invalid_examples = [], [], []
    blank = invalid = quoted = 0
    forms, cases = Counter(), Counter()
    unterminated = []
    global_line = 0
    for file in files:
        data = open(file, "rb").read()
        lines = data.split(b"\n")
        ends_with_feed = data.endswith(b"\n")
        if ends_with_feed or not data:
            lines = lines[:-1]
        for number, raw in enumerate(lines, start=1):
            global_line += 1
            text = raw.decode("ascii").strip(" \t\r")
            recorded = None
            if column is not None and text:  # CSV records, plain (no quoting planted)
                fields = text.split(",")
                text = fields[column - 1].strip(" \t\r") if len(fields) >= column else ""
                if time_column is not None:
                    recorded = recorded_time(fields[time_column - 1].strip()) if len(fields) >= time_column else "unreadable"
            if not text:
                blank += 1
                continue
            shown = text
            inner = unquoted(text) if parse(text) is None and parse_later(text) is None else None
            if inner == "":  # an empty pair of quotes: a blank line, or an empty field
                if column is None:
                    blank += 1
                else:
                    invalid += 1
                    invalid_examples.append((file, number, ""))
                continue
            if inner and (parse(inner) or parse_later(inner)):
                quoted += 1
                text = inner
            later = parse_later(text)
            if later:
                form, value, suffix = later
                forms[form] += 1
                letters = "significant"
                if form != "ksuid":  # a KSUID's letter case is its value, not a spelling
                    upper, lower = any(c.isupper() for c in text), any(c.islower() for c in text)
                    letters = "mixed" if upper and lower else "upper" if upper else "lower"
                    cases[letters] += 1
                group = {"ulid": ULID, "ksuid": KSUID, "snowflake": SNOWFLAKE}[form]
                spelling = FORMS.index(form) * 4 + CASES.index(letters)
                records.append(Record(value, suffix, group, file, number, global_line, recorded, spelling))
                continue
            parsed = parse(text)
            if parsed is None:
                invalid += 1
                invalid_examples.append((file, number, shown))
                cell = truncated_cell(shown)
                if cell is not None and truncated is not None:
                    truncated[cell] += 1
                continue
            form, digits = parsed
            letters = letter_case(digits)
            if guid and form != "openudid":
                digits = f"{swap_fields(int(digits, 16)):032x}"
            forms[form] += 1
            cases[letters] += 1
            openudid = form == "openudid"
            value = int(digits[:32], 16)
            suffix = int(digits[32:], 16) if openudid else 0
            spelling = FORMS.index(form) * 4 + CASES.index(letters)
            records.append(Record(value, suffix, group_of(digits[:32], openudid), file, number, global_line, recorded, spelling))
        if data and not ends_with_feed:
            unterminated.append((file, len(lines), lines[-1].decode("ascii").strip(" \t\r")))
        inputs.append({"file": file, "lines": len(lines)})
    return inputs, records, invalid_examples, blank, invalid, forms, cases, unterminated, quoted


def expected_report(files, now_ms, column=None, time_column=None, tolerance=CLOCK_TOLERANCE_MS):
    """The report of `files`. A time-ordered group is judged by the design of the method its
    values show (infer_method, design_of)."""
    truncated = Counter()
    inputs, records, invalid_examples, blank, invalid, forms, cases, unterminated, quoted = read_inputs(
        files, column, time_column, truncated=truncated)
    guid_order = guid_evidence(records)
    if guid_order:  # read again in GUID order (the inputs are files)
        truncated = Counter()
        inputs, records, invalid_examples, blank, invalid, forms, cases, unterminated, quoted = read_inputs(
            files, column, time_column, guid=True, truncated=truncated)
    by_group = defaultdict(list)
    for r in records:
        by_group[r.group].append(r)
    valid = len(records)

    # Copies of each value, in file order.
    copies = defaultdict(list)
    for r in records:
        copies[(r.group, r.value, r.suffix)].append(r)
    for places in copies.values():
        places.sort(key=lambda r: r.global_line)

    # Links between successive copies of one value as the audit's stream has them (by spelling,
    # then place), for repeated runs: of copies written alike, and of copies written differently.
    # Placeholders' copies stand in for missing values: they are not linked.
    links, respelled_links = [], []
    for (g, _, _), places in copies.items():
        if model_of(g).kind == "placeholder":
            continue
        stream = sorted(places, key=lambda r: (r.spelling, r.global_line))
        for a, b in zip(stream, stream[1:]):
            (links if a.spelling == b.spelling else respelled_links).append((a.global_line, b.global_line))

    # Tests in the family (Bonferroni): per group duplicates, prefixes, two tails per digit, the
    # suffix, and repeated runs when any value repeats.
    stats = {}
    for g, members in by_group.items():
        model = model_of(g)
        if g in (1, 6, 7):
            method, bits, fleet, evidence = infer_method(g, {r.value for r in members})
            model = Model(model.kind, model.fixed, 0, [], model.prefix_tests, time_layout=model.time_layout)
            model.tested, model.duplicate_bits = design_of(g, method, bits, fleet)
            model.method = (method, bits, fleet, evidence)
        elif g in (ULID, KSUID):
            # Every method leaves the same digits free (a ULID's tested on its seeds); a monotonic
            # ULID's, or one of either method, 79 bits tell two generators apart (TimeOrderedDesign).
            method, bits, fleet, evidence = infer_method(g, {r.value for r in members})
            if g == ULID and method != "random":
                model.duplicate_bits = 79
            model.method = (method, bits, fleet, evidence)
        distinct = len({(r.value, r.suffix) for r in members})
        tests = 0
        if model.kind not in ("placeholder", "unique"):  # a unique group's copies are faults, untested
            tests = 1
            if distinct >= 2 and model.prefix_tests:
                tests += len(PREFIX_BITS)
            sample = len(digit_sample(g, sorted({r.value for r in members}))) if g == ULID else distinct
            if sample >= DIGIT_SAMPLE_MINIMUM:
                tests += 2 * len(model.tested)
            if g == 21:
                tests += 1
        stats[g] = (model, distinct, tests)
    unversioned = unversioned_test(by_group)
    folded = set(unversioned["_groups"]) if unversioned else set()
    total_tests = (sum(t for g, (_, _, t) in stats.items() if g not in folded) + (1 if unversioned else 0)
                   + (1 if links else 0))
    per_test = FAMILY_WISE / max(1, total_tests)
    significant = lambda p: p < per_test

    report = {
        "lines": sum(i["lines"] for i in inputs), "blank": blank, "invalid": invalid, "valid": valid,
        "headerRows": 0,
        "inputs": [dict(i, error=None) for i in inputs],
        "invalidExamples": [{"file": f, "line": n, "text": t} for f, n, t in invalid_examples[:INVALID_EXAMPLES]],
    }
    count = Counter(r.group for r in records)
    openudids = count[21] + count[22]
    report["kinds"] = {"uuid": valid - openudids - count[ULID] - count[KSUID] - count[SNOWFLAKE], "openudid": openudids}
    # The kinds and forms after the UUIDs' and the OpenUDID's are listed when seen.
    report["kinds"].update({name: count[g] for name, g in (("ulid", ULID), ("ksuid", KSUID), ("snowflake", SNOWFLAKE)) if count[g]})
    report["quoted"] = quoted if quoted else None
    report["openUDIDs"] = {"count": openudids, "optedOut": count[22]}
    versions = {str(v): count[v] for v in range(16) if count[v]}
    versions.update({"nil": count[16], "max": count[17]})
    report["versions"] = versions
    report["variants"] = {"rfc9562": sum(count[v] for v in range(16)), "ncs": count[16] + count[18],
                          "microsoft": count[19], "future": count[17] + count[20]}
    report["forms"] = {f: forms[f] for f in ("canonical", "hyphenless", "braced", "urn", "openudid")}
    report["forms"].update({f: forms[f] for f in ("ulid", "ksuid", "snowflake") if forms[f]})
    report["cases"] = {c: cases[c] for c in ("lower", "upper", "mixed")}

    groups = []
    for g in sorted(by_group):
        if g in folded:
            if not any(gr["name"] == RANDOM_GROUP for gr in groups):
                groups.append(random_group_report(unversioned, by_group, copies, per_test))
            continue
        model, distinct, _ = stats[g]
        groups.append(group_report(g, by_group[g], copies, model, distinct, per_test, now_ms))
    report["groups"] = groups
    for gr in groups:
        g = gr["_group"]
        if g in TIME_ORDERED:
            gr["order"] = order_report(g, by_group[g], inputs, tolerance)
            if time_column is not None:
                gr["order"]["skew"] = skew_report(g, by_group[g], inputs)

    # Duplicates over all groups: of each value, the copies written alike (the generator's);
    # copies written differently and placeholders are counted apart.
    repeated = [(key, places) for key, places in copies.items() if len(places) > 1]
    judged = [(key, same_spelling(key[0], places)) for key, places in repeated]
    generated = [(key, same) for key, same in judged if same > 1 and key[0] not in PLACEHOLDERS]
    multiplicity = Counter(same for _, same in generated)
    verdict = "fault" if any(gr["_duplicate_fault"] for gr in groups) else "chance"
    top = sorted(repeated, key=lambda item: (-len(item[1]), top_order_key(*item[0])))[:TOP_VALUES]

    def top_verdict(g, places):
        same = same_spelling(g, places)
        if same < 2 and g not in PLACEHOLDERS:
            return "spelling"
        if g in folded:
            return copies_verdict(RANDOM_MODEL, sum(len(by_group[f]) for f in folded), same, significant)
        return copies_verdict(stats[g][0], len(by_group[g]), same, significant)

    label = lambda g: RANDOM_GROUP if g in folded else group_name(g)
    report["duplicates"] = {
        "values": len(generated), "extraCopies": sum(same - 1 for _, same in generated),
        "pairs": float(sum(same * (same - 1) // 2 for _, same in generated)),
        "verdict": verdict, "multiplicity": {str(c): n for c, n in multiplicity.items()},
        "top": [{
            "value": value_text(g, value, suffix), "group": label(g), "count": len(places),
            "verdict": top_verdict(g, places),
            "locations": [{"file": r.file, "line": r.line} for r in places[:TOP_PLACES]],
        } for (g, value, suffix), places in top],
    }
    placeholders = sum(len(by_group[g]) for g in PLACEHOLDERS)
    if placeholders:
        report["duplicates"]["placeholders"] = placeholders
    in_order = sorted(copies.items(), key=lambda item: (item[0][0], audit_order(*item[0])))
    spellings = spelled_copies(in_order, label)
    if spellings is not None:
        spellings["runs"] = [dict(run, pValue=0) for run in repeated_runs(respelled_links, [], valid, inputs, significant)]
        report["duplicates"]["spellings"] = spellings

    report["repeatedRuns"] = repeated_runs(links, [(key, [None] * same) for key, same in judged], valid, inputs, significant)
    if guid_order:
        report["byteOrder"] = {"readIn": "guid", **guid_order}
    cut = sum(truncated.values())
    if cut:
        cell = max(range(4 * TRUNCATED_WIDTHS), key=lambda c: (truncated[c], -c))
        if truncated[cell] >= TRUNCATED_SHARE * cut:
            width = cell % TRUNCATED_WIDTHS
            report["truncated"] = {
                "width": width, "form": TRUNCATED_FORMS[cell // TRUNCATED_WIDTHS],
                "fullLength": TRUNCATED_LENGTHS[cell // TRUNCATED_WIDTHS], "lines": truncated[cell],
                "otherCut": cut - truncated[cell],
                "first": [{"file": e["file"], "line": e["line"]} for e in report["invalidExamples"] if len(e["text"]) == width][:3]}
    if not unversioned:
        variants = variant_test(by_group, significant)
        if variants:
            report["wrongVariant"] = variants
    report["findings"] = findings(report, groups, unterminated, significant)
    report["statistics"] = {"familyWiseRate": FAMILY_WISE, "tests": total_tests, "perTestLevel": per_test}
    for gr in groups:
        for key in [k for k in gr if k.startswith("_")]:
            del gr[key]
    return report


# --------------------------------------------------------------------------------------------
# One version in every variant (docs: "wrong-variant"): a generator that sets the version and
# not the variant bits.

def variant_test(by_group, significant):
    """When the NCS, Microsoft and reserved groups hold 32 or more distinct values, 99 % of
    them of one version V, and V has values in the RFC 9562 variant: V's distinct values per
    variant, against random variant bits (1/2 NCS, 1/4 RFC, 1/8, 1/8), chi-square with 3 df."""
    others = [g for g in (18, 19, 20) if by_group.get(g)]
    distinct = {g: {r.value for r in by_group[g]} for g in others}
    by_version = Counter((v >> 76) & 0xF for g in others for v in distinct[g])
    total = sum(by_version.values())
    if total < 32:
        return None
    version = max(range(16), key=lambda v: (by_version[v], -v))
    if 100 * by_version[version] < 99 * total or not (by_group.get(version) or 1 <= version <= 8):
        return None
    counts = [sum(1 for v in distinct.get(18, ()) if (v >> 76) & 0xF == version),
              len({r.value for r in by_group.get(version, [])}),
              sum(1 for v in distinct.get(19, ()) if (v >> 76) & 0xF == version),
              sum(1 for v in distinct.get(20, ()) if (v >> 76) & 0xF == version)]
    n = sum(counts)
    statistic = sum((c - s * n) ** 2 / (s * n) for c, s in zip(counts, (0.5, 0.25, 0.125, 0.125)))
    p = float(chi2.sf(statistic, 3))
    return {"version": version, "ncs": counts[0], "rfc9562": counts[1], "microsoft": counts[2], "future": counts[3],
            "statistic": statistic, "pValue": p, "randomBits": not significant(p), "groups": [group_name(g) for g in others]}


# --------------------------------------------------------------------------------------------
# Random 128-bit values printed as UUIDs (docs: "Not UUIDs: random 128-bit values").

RANDOM_GROUP = "random-128"
UNVERSIONED_MINIMUM = 1024  # distinct values before the version/variant cells are tested
VARIANT_SHARE = {0: 1 / 2, 1: 1 / 4, 2: 1 / 8, 3: 1 / 8}  # 0xxx NCS, 10xx RFC, 110x Microsoft, 111x reserved
RANDOM_MODEL = Model("unversioned", set(), 128, [], False)


def unversioned_test(by_group):
    """The distinct UUIDs of every group but Nil and Max counted over 16 version nibbles x 4
    variant classes, and whether those 64 cells fill as random bits do: a chi-square with 63
    degrees of freedom not rejecting uniformity at the family-wise rate, from 1024 values on.
    Returns the group's `unversioned` figures (and the folded groups), or None."""
    cells = Counter()
    folded = []
    for g in sorted(by_group):
        if g >= 16 and g not in (18, 19, 20):
            continue
        folded.append(g)
        for value in {r.value for r in by_group[g]}:
            digit16 = (value >> 60) & 0xF
            variant = 0 if digit16 < 8 else 1 if digit16 < 12 else 2 if digit16 < 14 else 3
            cells[((value >> 76) & 0xF, variant)] += 1
    n = sum(cells.values())
    if n < UNVERSIONED_MINIMUM:
        return None
    statistic = sum((cells[(version, variant)] - n * share / 16) ** 2 / (n * share / 16)
                    for version in range(16) for variant, share in VARIANT_SHARE.items())
    p = float(chi2.sf(statistic, 63))
    if p < FAMILY_WISE:
        return None
    return {"statistic": statistic, "degreesOfFreedom": 63, "pValue": p, "sample": n,
            "folded": [group_name(g) for g in folded], "_groups": folded}


def random_group_report(unversioned, by_group, copies, per_test):
    """The folded groups as one group of 128 random bits, tested for exact duplicates only."""
    members = [r for g in unversioned["_groups"] for r in by_group[g]]
    mine = sorted(((key, places) for key, places in copies.items() if key[0] in unversioned["_groups"]),
                  key=lambda item: (item[0][0], audit_order(*item[0])))
    repeated = [same for same in (same_spelling(key[0], places) for key, places in mine) if same > 1]
    n = len(members)
    pairs = sum(same * (same - 1) // 2 for same in repeated)
    expected = birthday_pairs(n, 128)
    p = poisson_at_least(pairs, expected)
    fault = p < per_test
    figures = {k: v for k, v in unversioned.items() if not k.startswith("_")}
    return {
        "name": RANDOM_GROUP, "title": "Random 128-bit values (no version, no variant)", "kind": "unversioned",
        "count": n, "distinct": len({(r.group, r.value) for r in members}),
        "duplicates": {
            "values": len(repeated), "extraCopies": sum(same - 1 for same in repeated), "pairs": float(pairs),
            "freeBits": 128, "expectedPairs": expected, "pValue": p, "verdict": "fault" if fault else "chance",
            "collisionEntropyBits": math.log2(n * (n - 1) / 2 / pairs) if pairs else None,
            **({"spellings": s} if (s := spelled_copies(mine, lambda g: RANDOM_GROUP)) else {}),
        },
        "prefixes": [], "digits": [],
        "verdicts": [{"test": "duplicates", "verdict": "fault" if fault else "chance"},
                     {"test": "version-variant", "verdict": "uniform"}],
        "collisions": None, "time": None, "suffix": None, "unversioned": figures,
        "_group": None, "_duplicate_fault": fault, "_model": RANDOM_MODEL,
    }


# --------------------------------------------------------------------------------------------
# UUIDv7 of the drafts before RFC 9562 (docs: "draft-layout"): 36 bits of Unix seconds and a
# sub-second fraction where RFC 9562 has 48 bits of milliseconds.

DRAFT_NAME = "draft-peabody-dispatch-new-uuid-format-02 UUIDv7"
DRAFT_SUMMARY = "36-bit Unix seconds, then a sub-second fraction (12 bits, version, 12 bits), a sequence and random bits"
DRAFT_DIGITS = {13, 14, 15, 17, 18, 19}  # the draft's fraction (after the version) and sequence counter


def draft_layout(g, members, now_ms):
    """A v7 group every identifier of which is implausible as RFC 9562 reads it (more than a
    day ahead of now, or before 2020) and plausible as the draft reads it (its first 36 bits as
    Unix seconds, from 2020 to a day ahead): the layout and the times it gives, to the second."""
    if g != 7 or not members:
        return None
    ms = [r.value >> 80 for r in members]
    if not (all(t > now_ms + DAY_MS for t in ms) or all(t < PLAUSIBLE_START_V6_V7 for t in ms)):
        return None
    seconds = [r.value >> 92 for r in members]  # the top 36 of the 128 bits
    earliest, latest = min(seconds) * 1000, max(seconds) * 1000
    if earliest < PLAUSIBLE_START_V6_V7 or latest > now_ms + DAY_MS:
        return None
    return {"layout": DRAFT_NAME, "summary": DRAFT_SUMMARY, "earliest": iso(earliest), "latest": iso(latest)}


def digit_sample(g, values):
    """The distinct values (sorted) whose digits are tested: all, but for ULIDs those that do
    not continue a monotonic counter from the value before them (each millisecond's seed)."""
    if g != ULID:
        return values
    return [b for a, b in zip([None] + values, values) if a is None or not continues_ulid_counter(a, b)]


def copies_verdict(model, n, c, significant):
    """Would an ideal generator make any value c times among n? About C(n, c)/2^(b(c-1))
    such values are expected (Poisson approximation of the c-fold birthday problem). A value
    of a group unique by construction is a fault at its second copy."""
    if model.kind == "placeholder":
        return "placeholder"
    if model.kind == "unique":
        return "fault"
    log_expected = (math.lgamma(n + 1) - math.lgamma(c + 1) - math.lgamma(n - c + 1)
                    - model.duplicate_bits * (c - 1) * math.log(2))
    p = -math.expm1(-math.exp(log_expected))
    return "fault" if significant(p) else "chance"


def group_report(g, members, copies, model, distinct, per_test, now_ms):
    significant = lambda p: p < per_test
    n = len(members)
    mine = sorted(((key, places) for key, places in copies.items() if key[0] == g), key=lambda item: audit_order(*item[0]))
    judged = [(places, same_spelling(g, places)) for _, places in mine if len(places) > 1]
    repeated = [places[:same] for places, same in judged if same > 1]
    pairs = sum(len(p) * (len(p) - 1) // 2 for p in repeated)
    placeholder = model.kind == "placeholder"
    expected = 0.0 if model.kind == "unique" else birthday_pairs(n, model.duplicate_bits)
    p = poisson_at_least(pairs, expected)
    duplicate_fault = not placeholder and significant(p)
    duplicates = {
        "values": len(repeated), "extraCopies": sum(len(p) - 1 for p in repeated), "pairs": float(pairs),
        "freeBits": model.duplicate_bits, "expectedPairs": 0.0 if placeholder else expected,
        "pValue": 1.0 if placeholder else p,
        "verdict": "placeholder" if placeholder else ("fault" if duplicate_fault else "chance"),
        "collisionEntropyBits": math.log2(n * (n - 1) / 2 / pairs) if pairs else None,
    }
    spellings = spelled_copies(mine, group_name)
    if spellings is not None:
        duplicates["spellings"] = spellings

    # Prefix pairs: pairs of distinct values that agree on their first k bits, per prefix class.
    prefixes = []
    values = [key[1] for key, _ in mine]
    if model.prefix_tests and distinct >= 2:
        for k in PREFIX_BITS:
            classes = Counter(v >> (128 - k) for v in values)
            observed = sum(c * (c - 1) // 2 for c in classes.values())
            free = model.free_in_prefix(k)
            mean = birthday_pairs(distinct, free)
            low, high = poisson_interval(mean)
            pv = poisson_two_sided(observed, mean)
            if low <= observed <= high:
                verdict = "consistent"
            elif not significant(pv):
                verdict = "marginal"
            else:
                verdict = "excess" if observed > mean else "deficit"
            prefixes.append({"bits": k, "freeBits": free, "observed": observed, "expected": mean, "low": low,
                             "high": high, "pValue": pv, "verdict": verdict})

    # Digits: each tested position's 16 counts over the distinct values, chi-square, 15 df.
    digits = []
    sample = set(digit_sample(g, sorted(key[1] for key, _ in mine)))
    texts = [f"{key[1]:032x}" + (f"{key[2]:08x}" if model.suffix else "") for key, _ in mine if key[1] in sample]
    if len(texts) >= DIGIT_SAMPLE_MINIMUM and model.tested:
        for position in model.tested:
            counts = Counter(t[position] for t in texts)
            e = len(texts) / 16
            statistic = sum((counts.get(d, 0) - e) ** 2 / e for d in "0123456789abcdef")
            upper, lower = float(chi2.sf(statistic, 15)), float(chi2.cdf(statistic, 15))
            if significant(upper):
                verdict = "excess"
            elif significant(lower):
                verdict = "deficit"
            elif min(upper, lower) < MARGINAL / 2:
                verdict = "marginal"
            else:
                verdict = "consistent"
            digits.append({"position": position, "statistic": statistic, "pValue": upper, "pValueLow": lower,
                           "verdict": verdict, "constant": next(iter(counts)) if len(counts) == 1 else None})

    suffix = None
    if g == 21:
        zero = sum(1 for key, _ in mine if key[2] == 0)
        all_ones = sum(1 for key, _ in mine if key[2] == 0xFFFFFFFF)
        mean = distinct / 2**32
        suffix = {"zero": zero, "allOnes": all_ones, "expectedUniform": mean, "pValue": poisson_at_least(zero, mean)}

    verdicts = [{"test": "duplicates", "verdict": duplicates["verdict"]}]
    verdicts += [{"test": f"prefix-{x['bits']}", "verdict": x["verdict"]} for x in prefixes]
    verdicts += [{"test": f"digit-{x['position']}", "verdict": x["verdict"]} for x in digits]
    if suffix:
        verdicts.append({"test": "suffix-zero", "verdict": "excess" if significant(suffix["pValue"]) else "consistent"})

    # Collision examples: at the longest prefix with an excess, else the longest with any pair;
    # the first pairs of values next to each other in value order that share it. The audit
    # places the lower value at its last copy and the higher at its first.
    collisions = None
    flagged = [x for x in prefixes if x["verdict"] == "excess"]
    with_pairs = [x for x in prefixes if x["observed"] > 0]
    chosen = (flagged or with_pairs or [None])[-1]
    if chosen:
        k = chosen["bits"]
        listed = []
        for (ka, pa), (kb, pb) in zip(mine, mine[1:]):
            if ka[1] >> (128 - k) == kb[1] >> (128 - k):
                a, b = pa[-1], pb[0]  # copies are in file order
                listed.append({"first": {"value": value_text(g, ka[1], ka[2]), "file": a.file, "line": a.line},
                               "second": {"value": value_text(g, kb[1], kb[2]), "file": b.file, "line": b.line}})
                if len(listed) == COLLISION_EXAMPLES:
                    break
        collisions = {"bits": k, "pairs": listed} if listed else None

    time = None
    if model.time_layout:
        ms = [unix_ms(g, r.value) for r in members]
        nodes = defaultdict(list)
        random_nodes = mac_nodes = 0
        sequences = set()
        if g in (1, 6):
            for r, t in zip(members, ms):
                node = r.value & 0xFFFF_FFFF_FFFF
                nodes[node].append(t)
                if node >> 40 & 1:  # the multicast bit of the first octet: a random node (§6.10)
                    random_nodes += 1
                else:
                    mac_nodes += 1
                sequences.add((r.value >> 48) & 0x3FFF)
        per_ms = Counter(ms)
        peak = max(per_ms.values())
        start = {1: PLAUSIBLE_START_V1, ULID: PLAUSIBLE_START_ULID, KSUID: PLAUSIBLE_START_KSUID}.get(g, PLAUSIBLE_START_V6_V7)
        time = {
            "earliest": iso(min(ms)), "latest": iso(max(ms)),
            "future": sum(1 for t in ms if t > now_ms + DAY_MS),
            "implausiblyOld": sum(1 for t in ms if t < start),
            "distinctNodes": len(nodes), "distinctNodesCapped": False,
            "randomNodeIdentifiers": random_nodes, "macNodeIdentifiers": mac_nodes,
            "nodesSeenOverADay": sum(1 for ts in nodes.values() if max(ts) - min(ts) > DAY_MS),
            "distinctClockSequences": len(sequences),
            "peakPerMillisecond": peak, "peakMillisecond": iso(min(t for t, c in per_ms.items() if c == peak)),
        }
        if g == 7:  # a clock on a coarser tick than a millisecond: the greatest common divisor of the times
            tick = 0
            for t in per_ms:
                tick = math.gcd(tick, t)
            if tick > 1 and len(per_ms) > 1:
                time["tickMilliseconds"], time["distinctTimes"] = tick, len(per_ms)

    # Digits the inferred method fills but that never change (a counter's aside: one seeded at
    # zero keeps its top digits at zero).
    constant_fields = None
    method_of = getattr(model, "method", None)
    if method_of and method_of[0] != "counter" and distinct >= DIGIT_SAMPLE_MINIMUM:
        texts = [f"{key[1]:032x}" for key, _ in mine]
        listed = [{"position": p, "digit": next(iter(c))} for p in model_of(g).tested if p not in model.tested
                  for c in [set(t[p] for t in texts)] if len(c) == 1]
        constant_fields = listed or None

    extra = {}
    if getattr(model, "method", None):
        method, bits, fleet, evidence = model.method
        extra["method"] = method
        extra["methodEvidence"] = {"judgedDigits": model.tested, "duplicateBits": model.duplicate_bits, **evidence}
        if bits is not None:
            extra["methodEvidence"]["counterBits"] = bits
        if fleet:
            extra["methodEvidence"]["fleet"] = True
    return {
        **extra,
        "name": group_name(g), "title": group_title(g), "kind": model.kind, "count": n, "distinct": distinct,
        "duplicates": duplicates, "prefixes": prefixes, "digits": digits, "verdicts": verdicts,
        "collisions": collisions, "time": time, "suffix": suffix, "draft": draft_layout(g, members, now_ms),
        **({"constantFields": constant_fields} if constant_fields else {}),
        "_group": g, "_duplicate_fault": duplicate_fault, "_multiplicity": Counter(len(p) for p in repeated), "_model": model,
    }


def order_report(g, members, inputs, tol=CLOCK_TOLERANCE_MS):
    """What the file order shows for a time-ordered group, per input: the adjacent pairs of the
    group's identifiers (other lines between them aside) in one millisecond and whether the
    second is not below the first (by time, then value), those across milliseconds and whether
    time goes forward; steps back by more than the tolerance (clock regressions) and values
    that decrease in one millisecond (counter wraps). An input sorted by value (no adjacent
    value decreases) or whose time steps back in more than a quarter of the steps across
    milliseconds is not time-ordered, and its regressions and wraps do not count; an input is a
    counter source when it has at least 64 same-millisecond pairs and at most 1 % go back.

    A step back, or a value that goes back within a millisecond, is set apart as generators
    interleaved when something within LOOKAROUND identifiers undoes it: for a step back by d ms,
    a jump forward (by LEAST_JUMP_MS or more) by at least d less the tolerance, before it
    from a time at most the tolerance above the one stepped back to, or after it to a time at
    least the one stepped back from less the tolerance, or two such jumps, one before and one
    after, adding up to d less the tolerance, the later one landing at least at the earlier
    one's start less the tolerance; for a value going back within a
    millisecond, an identifier before the pair in a later millisecond or in the same one and
    not above the lower value, or one after it in an earlier millisecond or in the same one
    and not below the higher value. The rest are regressions and wraps."""
    def pairs(n, in_order):
        return {"pairs": n, "inOrder": in_order, "share": in_order / n if n else None}

    def order_key(r):
        return top_order_key(g, r.value, r.suffix)[:2]

    def step(a, b, back):
        return {"file": b.file, "line": b.line, "previousLine": a.line, "milliseconds": back}

    totals = {"within": [0, 0], "across": [0, 0]}
    regressions = wraps = interleaves = largest_interleaves = 0
    largest, first_regressions, first_wraps, wrap_gaps = [], [], [], []
    per_input, statuses = [], set()
    for i in inputs:
        mine = sorted((r for r in members if r.file == i["file"]), key=lambda r: r.line)
        if not mine:
            continue
        within = [0, 0]
        across = [0, 0]
        descents = 0
        steps_back, wrap_steps, wrap_indices = [], [], []
        interleaved, interleaved_wraps, largest_interleave = 0, 0, 0
        times = [unix_ms(g, r.value) for r in mine]
        keys = [order_key(r) for r in mine]
        for index, (a, b) in enumerate(zip(mine, mine[1:]), start=1):
            ta, tb = times[index - 1], times[index]
            before = range(max(0, index - 1 - LOOKAROUND), index - 1)
            after = range(index + 1, min(len(mine), index + 1 + LOOKAROUND))
            descents += b.value < a.value
            if ta == tb:
                within[0] += 1
                if keys[index] >= keys[index - 1]:
                    within[1] += 1
                elif (any(times[q] > ta or (times[q] == tb and keys[q] <= keys[index]) for q in before)
                      or any(times[q] < tb or (times[q] == ta and keys[q] >= keys[index - 1]) for q in after)):
                    interleaved_wraps += 1
                else:
                    wrap_steps.append(step(a, b, 0))
                    wrap_indices.append(index)
            else:
                across[0] += 1
                if tb > ta:
                    across[1] += 1
                elif ta - tb > tol:
                    back = ta - tb

                    def size(j):
                        return times[j] - times[j - 1]
                    into = [q + 1 for q in before if size(q + 1) >= LEAST_JUMP_MS]
                    out_of = [q for q in after if size(q) >= LEAST_JUMP_MS]
                    if (any(size(j) >= back - tol and times[j - 1] <= tb + tol for j in into)
                            or any(size(k) >= back - tol and times[k] >= ta - tol for k in out_of)
                            or any(size(j) + size(k) >= back - tol and times[k] >= times[j - 1] - tol
                                   for j in into for k in out_of)):
                        interleaved += 1
                        largest_interleave = max(largest_interleave, back)
                    else:
                        steps_back.append(step(a, b, back))
        if len(mine) < 2:
            status = "too-few"
        elif descents == 0:
            status = "sorted-by-value"
        elif 4 * (across[0] - across[1]) > across[0]:
            status = "not-time-ordered"
        else:
            status = "time-order"
        counter = status == "time-order" and within[0] >= COUNTER_LEAST and 100 * (within[0] - within[1]) <= within[0]
        if counter:
            interleaved += interleaved_wraps
        if status != "too-few":
            statuses.add(status)
        for k in (0, 1):
            totals["within"][k] += within[k]
            totals["across"][k] += across[k]
        if status == "time-order":
            regressions += len(steps_back)
            largest += steps_back
            first_regressions += steps_back
            interleaves += interleaved
            largest_interleaves = max(largest_interleaves, largest_interleave)
        if counter and wrap_steps:
            wraps += len(wrap_steps)
            first_wraps += wrap_steps
            wrap_gaps += [b - a for a, b in zip(wrap_indices, wrap_indices[1:])]
        per_input.append({
            "file": i["file"], "identifiers": len(mine), "status": status, "counter": counter,
            "withinMillisecond": pairs(*within), "acrossMilliseconds": pairs(*across),
            "regressions": len(steps_back) if status == "time-order" else 0,
            "interleaves": interleaved if status == "time-order" else 0,
            "counterWraps": len(wrap_steps) if counter else 0,
        })
    period = None
    if wrap_gaps:
        divisor = math.gcd(*wrap_gaps)
        period = divisor if divisor >= 2 and min(wrap_gaps) == divisor else None
    return {
        "status": statuses.pop() if len(statuses) == 1 else ("mixed" if statuses else "too-few"),
        "withinMillisecond": pairs(*totals["within"]), "acrossMilliseconds": pairs(*totals["across"]),
        "clockToleranceMilliseconds": tol, "regressions": regressions,
        "largestRegressions": sorted(largest, key=lambda s: -s["milliseconds"])[:ORDER_STEPS_KEPT],
        "firstRegressions": first_regressions[:ORDER_STEPS_KEPT],
        "interleaves": interleaves, "largestInterleave": largest_interleaves,
        "counterWraps": wraps, "wrapPeriod": period, "firstWraps": first_wraps[:ORDER_STEPS_KEPT],
        "inputs": per_input, "skew": None,
    }


SKEW_THRESHOLD_MS = 60_000  # a minute either way
SKEW_SHARE = 0.01  # clock-skew past 1 % of the identifiers
SKEW_KEPT = 5


def skew_bucket(skew):
    """The histogram bucket of a skew, as a number that orders as the skews do: the skew itself
    below 16 ms either way; above, 8 buckets per power of two (1/8 of it wide)."""
    m = abs(skew)
    if m < 16:
        index = m
    else:
        e = m.bit_length() - 1
        index = 16 + (e - 4) * 8 + ((m - (1 << e)) >> (e - 3))
    return -index if skew < 0 else index


def round_half_away(x):
    return int(math.floor(abs(x) + 0.5)) * (1 if x >= 0 else -1)


def skew_report(g, members, inputs):
    """With --time-column: skew = embedded − recorded milliseconds over the group's identifiers
    in file order: exact extremes and their first places, percentiles as the mean of their
    histogram bucket (rank ⌈f·n⌉), those more than a minute ahead and behind, and the times that
    could not be read, with first places."""
    ordered = sorted(members, key=lambda r: r.global_line)
    at = lambda r: {"file": r.file, "line": r.line}
    skews = [(unix_ms(g, r.value) - r.recorded, r) for r in ordered if isinstance(r.recorded, int)]
    unreadable = [r for r in ordered if r.recorded == "unreadable"]
    buckets = defaultdict(list)
    for x, _ in skews:
        buckets[skew_bucket(x)].append(x)

    def quantile(f):
        if not skews:
            return 0
        rank = max(1, math.ceil(f * len(skews)))
        seen = 0
        for b in sorted(buckets):
            seen += len(buckets[b])
            if seen >= rank:
                return round_half_away(sum(buckets[b]) / len(buckets[b]))

    low = min(skews, key=lambda item: item[0]) if skews else None  # the first of equals
    high = max(skews, key=lambda item: item[0]) if skews else None
    if high:
        high = next(item for item in skews if item[0] == high[0])
    ahead = [r for x, r in skews if x > SKEW_THRESHOLD_MS]
    behind = [r for x, r in skews if x < -SKEW_THRESHOLD_MS]
    return {
        "identifiers": len(skews), "unreadable": len(unreadable), "firstUnreadable": [at(r) for r in unreadable[:SKEW_KEPT]],
        "minimum": low[0] if low else 0, "minimumAt": at(low[1]) if low else None,
        "p1": quantile(0.01), "p50": quantile(0.5), "p99": quantile(0.99),
        "maximum": high[0] if high else 0, "maximumAt": at(high[1]) if high else None,
        "thresholdMilliseconds": SKEW_THRESHOLD_MS, "ahead": len(ahead), "behind": len(behind),
        "firstAhead": [at(r) for r in ahead[:SKEW_KEPT]], "firstBehind": [at(r) for r in behind[:SKEW_KEPT]],
    }


def place(global_line, inputs):
    line = global_line
    for i in inputs:
        if line <= i["lines"]:
            return {"file": i["file"], "line": line}
        line -= i["lines"]
    return {"file": inputs[-1]["file"], "line": line}


def repeated_runs(links, repeated, valid, inputs, significant):
    """Runs of at least three consecutive lines whose identifiers repeat, in order, at one
    offset. Were the copies coincidences, each of the L links would extend to the next line
    with probability q (the share of equal pairs among all pairs): about L·q^(r−1) runs."""
    by_offset = defaultdict(list)
    for a, b in links:
        by_offset[b - a].append(a)
    runs = []
    for offset, starts in by_offset.items():
        starts.sort()
        i = 0
        while i < len(starts):
            j = i + 1
            while j < len(starts) and starts[j] == starts[j - 1] + 1:
                j += 1
            if j - i >= RUN_MINIMUM:
                runs.append((j - i, starts[i], offset))
            i = j
    runs.sort(key=lambda run: (-run[0], run[1]))
    pairs = sum(len(p) * (len(p) - 1) // 2 for _, p in repeated)
    q = min(1.0, pairs / (valid * (valid - 1) / 2)) if valid > 1 else 1.0
    return [{
        "length": length, "first": place(first, inputs), "repeatedAt": place(first + offset, inputs),
        "pValue": min(1.0, len(links) * q ** (length - 1)), "sampling": 1,
    } for length, first, offset in runs[:RUNS_LISTED]]


def findings(report, groups, unterminated, significant):
    found = []

    def add(kind, group, severity):
        found.append({"kind": kind, "group": group, "severity": severity})

    non_blank = report["invalid"] + report["valid"]
    # Lines cut at one width (a last line cut inside a record is truncated-input's alone).
    cut = report.get("truncated")
    cut_ends = sum(1 for _, _, text in unterminated if truncated_form(text))
    explained = False
    if cut and cut["lines"] > cut_ends:
        add("truncated", "all", "fault" if cut["lines"] > FEW_CUT else "warning")
        explained = cut["lines"] >= TRUNCATED_SHARE * report["invalid"]
    if report["valid"] == 0:
        add("no-identifiers", "all", "fault")
    elif not explained and report["invalid"] >= MOSTLY_INVALID_LEAST and 2 * report["invalid"] > non_blank:
        add("mostly-invalid", "all", "warning")
    for file, line, text in unterminated:
        if truncated_form(text):
            add("truncated-input", "all", "warning")
    order = report.get("byteOrder")
    if order and order.get("version") is not None:
        add("guid-byte-order", f"uuid-v{order['version']}" if order["readIn"] == "guid" else "all", "fault")
        if order["readIn"] != "guid":
            return sorted(found, key=lambda f: -SEVERITY_RANK[f["severity"]])
    if report["duplicates"].get("spellings"):
        spelled = [gr["name"] for gr in groups if gr["duplicates"].get("spellings")]
        add("spelling-duplicates", spelled[0] if len(spelled) == 1 else "all", "fault")
    variants = report.get("wrongVariant")
    if variants:
        add("wrong-variant", f"uuid-v{variants['version']}", "fault")

    for gr in groups:
        if variants and gr["name"] in variants["groups"]:
            continue
        model = gr["_model"]
        mine = []
        name = gr["name"]
        if gr.get("unversioned"):  # random 128-bit values: one fault, and exact duplicates only
            add("unversioned", name, "fault")
            d = gr["duplicates"]
            if d["values"] > 0 and d["verdict"] == "fault":
                add("duplicates", name, "fault")
            elif d["values"] > 0 and d["pValue"] < MARGINAL:
                add("duplicates", name, "warning")
            continue
        if model.kind == "unique":  # Snowflake ids: named and counted, every copy a fault
            mine.append(("snowflake-ids", "info"))
            if gr["duplicates"]["values"] > 0:
                mine.append(("duplicates", "fault"))
        elif model.kind == "placeholder":
            mine.append(("placeholder", "warning"))
        else:
            d = gr["duplicates"]
            if d["values"] > 0:
                if d["verdict"] == "fault":
                    mine.append(("duplicates", "fault"))
                    bits = d["collisionEntropyBits"]
                    if bits is not None and bits <= 64 and d["values"] >= ENTROPY_EVIDENCE \
                            and not copied(gr, bits, significant):
                        mine.append(("low-entropy", "fault" if bits <= 32 else "warning"))
                elif d["pValue"] < MARGINAL:
                    mine.append(("duplicates", "warning"))
            if any(x["verdict"] == "excess" for x in gr["prefixes"]):
                mine.append(("prefix-excess", "fault"))
            if any(x["verdict"] == "deficit" for x in gr["prefixes"]):
                mine.append(("prefix-deficit", "warning"))
            # A draft layout fills digits 13-15 and 17-19 by design: its finding names them.
            judged = [x for x in gr["digits"] if not (gr.get("draft") and x["position"] in DRAFT_DIGITS)]
            if any(x["constant"] is not None for x in judged) or (gr.get("constantFields") and not gr.get("draft")):
                mine.append(("constant-digit", "fault"))
            if any(x["verdict"] == "excess" and x["constant"] is None for x in judged):
                mine.append(("biased-digit", "fault"))
            if any(x["verdict"] == "deficit" for x in judged):
                mine.append(("even-digit", "warning"))
            if gr["suffix"] and significant(gr["suffix"]["pValue"]):
                mine.append(("openudid-2011-suffix", "warning"))
        if gr.get("draft"):
            mine.append(("draft-layout", "fault"))
        elif gr["time"]:
            t = gr["time"]
            if t["future"] > 0:  # every identifier ahead: a clock or a layout wrong
                mine.append(("future-timestamps", "fault" if t["future"] == gr["count"] else "warning"))
            if t["implausiblyOld"] > 0:
                mine.append(("old-timestamps", "warning"))
            if t.get("tickMilliseconds") and significant(float(t["tickMilliseconds"]) ** -(t["distinctTimes"] - 1)):
                mine.append(("coarse-clock", "warning"))
            if t["macNodeIdentifiers"] > 0:
                mine.append(("mac-nodes", "info"))
        if model.kind == "unknown":  # a layout left to its maker: at most a warning
            mine = [(k, "warning" if s == "fault" else s) for k, s in mine]
        for kind, severity in mine:
            add(kind, name, severity)

    # The file order: a clock that steps back, a counter that decreases in a millisecond.
    for gr in groups:
        order = gr.get("order")
        if order and order["regressions"] > 0:
            add("clock-regression", gr["name"], "fault")
        if order and order["counterWraps"] > 0:
            add("counter-wrap", gr["name"], "fault")
        skew = order.get("skew") if order else None
        if skew and skew["identifiers"] > 0:
            if skew["ahead"] / skew["identifiers"] > SKEW_SHARE:
                add("clock-skew", gr["name"], "fault")
            if skew["behind"] / skew["identifiers"] > SKEW_SHARE:
                add("clock-skew", gr["name"], "warning")

    # Significant repeated runs that hold every extra copy explain the duplicates.
    run_copies = sum(run["length"] for run in report["repeatedRuns"] if significant(run["pValue"]))
    if run_copies > 0 and run_copies >= report["duplicates"]["extraCopies"]:
        found = [f for f in found if f["kind"] not in ("duplicates", "low-entropy")]
    for run in report["repeatedRuns"]:
        add("repeated-run", "all", "fault" if significant(run["pValue"]) else "warning")
    if report["invalid"] > 0 and not (cut and cut["lines"] >= TRUNCATED_SHARE * report["invalid"]):
        add("invalid-lines", "all", "info")
    # Most severe first; the order above kept among equals.
    return sorted(found, key=lambda f: -SEVERITY_RANK[f["severity"]])


def copied(gr, bits, significant):
    """Far more values with three or more copies than a space of 2^bits values makes (about
    C(N, 3)/2^(2·bits)): the pairs come from copying, not from a small space."""
    n = gr["count"]
    triples = sum(v for c, v in gr["_multiplicity"].items() if c >= 3)
    expected = n * (n - 1) * (n - 2) / 6 * 2 ** (-2 * bits)
    return significant(poisson_at_least(triples, expected))


# --------------------------------------------------------------------------------------------
# The comparison.

def pattern(path):
    """`groups[3].prefixes[0].pValue` → `groups[].prefixes[].pValue`."""
    out, depth = [], 0
    for c in path:
        if c == "[":
            depth += 1
            out.append("[]")
        elif c == "]":
            depth -= 1
        elif depth == 0:
            out.append(c)
    return "".join(out)


def equal(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        if a == b:
            return True
        if math.isnan(a) or math.isnan(b):
            return False
        return abs(a - b) <= REL_TOLERANCE * max(abs(a), abs(b))
    return a == b


class Comparison:
    def __init__(self):
        self.compared = 0
        self.mismatches = []
        self.skipped = set()

    def fail(self, path, actual, expected):
        self.mismatches.append(f"{path}: report {json.dumps(actual)}, reference {json.dumps(expected)}")

    def uncovered(self, path, actual):
        """A field the reference does not compute: listed, or a failure."""
        p = pattern(path)
        if p in NOT_COMPARED or p in NOT_YET_COMPARED:
            self.skipped.add(p)
        elif isinstance(actual, dict) and actual:
            for key, value in actual.items():
                self.uncovered(f"{path}.{key}", value)
        elif isinstance(actual, list) and actual:
            for i, value in enumerate(actual):
                self.uncovered(f"{path}[{i}]", value)
        elif actual is not None:
            self.fail(path + " (a field the reference neither computes nor lists in NOT_COMPARED)", actual, None)

    def walk(self, path, actual, expected):
        p = pattern(path)
        if p in NOT_COMPARED or p in NOT_YET_COMPARED:
            self.skipped.add(p)
            return
        if p in WHOLE_OBJECTS:
            self.compared += 1
            if set(actual) != set(expected) or any(not equal(actual[k], expected[k]) for k in actual):
                self.fail(path, actual, expected)
            return
        if isinstance(actual, dict) and isinstance(expected, dict):
            for key in sorted(set(actual) | set(expected)):
                sub = f"{path}.{key}" if path else key
                if key not in expected:
                    self.uncovered(sub, actual[key])
                    continue
                self.walk(sub, actual.get(key), expected[key])
            return
        if isinstance(actual, list) and isinstance(expected, list):
            self.compared += 1
            if len(actual) != len(expected):
                self.fail(path + " (length)", len(actual), len(expected))
            for i, (a, e) in enumerate(zip(actual, expected)):
                self.walk(f"{path}[{i}]", a, e)
            return
        self.compared += 1
        if not equal(actual, expected):
            self.fail(path, actual, expected)


def check_evidence(report, comparison):
    """The places a repeated-run finding names are those of its run."""
    for run in report["repeatedRuns"]:
        places = [f"{run['first']['file']}:{run['first']['line']}", f"{run['repeatedAt']['file']}:{run['repeatedAt']['line']}"]
        comparison.compared += 1
        if not any(f["kind"] == "repeated-run" and all(p in f["evidence"] for p in places) for f in report["findings"]):
            comparison.fail("findings[repeated-run].evidence", None, places)


def check_order_evidence(report, comparison):
    """The clock-regression and counter-wrap findings name their first place (file:line)."""
    for gr in report["groups"]:
        order = gr.get("order") or {}
        for kind, steps in (("clock-regression", order.get("firstRegressions")), ("counter-wrap", order.get("firstWraps"))):
            if not steps:
                continue
            where = f"{steps[0]['file']}:{steps[0]['line']}"
            comparison.compared += 1
            if not any(f["kind"] == kind and f["group"] == gr["name"] and where in f["evidence"] for f in report["findings"]):
                comparison.fail(f"findings[{kind}].evidence", None, where)


def md_integer(value):
    """An integer as report.md writes it: digits grouped by threes with spaces, a minus sign first."""
    return ("-" if value < 0 else "") + f"{abs(value):,}".replace(",", " ")


def skew_lines(report):
    """report.md's line on the recorded times (`--time-column`) of each group that has a skew
    with a readable time, in group order, written from the figures of `report`."""
    lines = []
    for gr in report["groups"]:
        skew = (gr.get("order") or {}).get("skew")
        if not skew or skew["minimumAt"] is None:
            continue
        ms = lambda v: md_integer(v) + " ms"  # noqa: E731
        low, high = skew["minimumAt"], skew["maximumAt"]
        lines.append(
            f"Recorded times: embedded minus recorded time over {md_integer(skew['identifiers'])} identifiers: "
            f"min {ms(skew['minimum'])} ({low['file']}:{low['line']}), 1 % {ms(skew['p1'])}, median {ms(skew['p50'])}, "
            f"99 % {ms(skew['p99'])}, max {ms(skew['maximum'])} ({high['file']}:{high['line']}); "
            f"{md_integer(skew['ahead'])} ahead and {md_integer(skew['behind'])} behind by more than "
            f"{skew['thresholdMilliseconds'] // 1000} s; {md_integer(skew['unreadable'])} times unreadable.")
    return lines


def check_markdown(report_path, expected, comparison):
    """The lines of report.md (beside report.json) that the reference writes again from its own
    figures: today the recorded-times line of each group."""
    path = os.path.join(os.path.dirname(report_path), "report.md")
    actual = [line for line in open(path).read().splitlines() if line.startswith("Recorded times:")]
    want = skew_lines(expected)
    comparison.compared += 1
    if len(actual) != len(want):
        comparison.fail("report.md: recorded-times lines (count)", len(actual), len(want))
    for i, (a, w) in enumerate(zip(actual, want)):
        comparison.compared += 1
        if a != w:
            comparison.fail(f"report.md: recorded-times line {i + 1}", a, w)


def compare(report_path, files, now_from, now_to, status, column=None, time_column=None, tolerance=CLOCK_TOLERANCE_MS):
    actual = json.load(open(report_path))
    expected_from = expected_report(files, now_from, column, time_column, tolerance)
    expected_to = expected_report(files, now_to, column, time_column, tolerance)
    comparison = Comparison()
    if json.dumps(expected_from, sort_keys=True) != json.dumps(expected_to, sort_keys=True):
        comparison.fail("(inputs)", None, "a timestamp lies within a day of the audit's run: plant it further away")
    comparison.walk("", actual, expected_from)
    comparison.compared += 1
    if status != (1 if expected_from["valid"] == 0 else 0):
        comparison.fail("(exit status)", status, 1 if expected_from["valid"] == 0 else 0)
    check_evidence(actual, comparison)
    check_order_evidence(actual, comparison)
    check_markdown(report_path, expected_from, comparison)
    for f in actual.get("findings", []):
        if f.get("kind") not in KNOWN_FINDING_KINDS:
            comparison.fail("findings[].kind", f.get("kind"), "a kind the reference does not know (add it in findings())")
    return comparison


def main(argv):
    if len(argv) < 2 or argv[1] != "compare":
        sys.exit(__doc__)
    args = argv[2:]
    report_path = args.pop(0)
    now_from = now_to = status = column = time_column = None
    tolerance = CLOCK_TOLERANCE_MS
    files = []
    while args:
        a = args.pop(0)
        if a == "--now-from":
            now_from = int(args.pop(0))
        elif a == "--now-to":
            now_to = int(args.pop(0))
        elif a == "--status":
            status = int(args.pop(0))
        elif a == "--column":  # options of the audit, passed through
            column = int(args.pop(0))
        elif a == "--time-column":
            time_column = int(args.pop(0))
        elif a == "--clock-tolerance":
            tolerance = int(args.pop(0))
        else:
            files.append(a)
    comparison = compare(report_path, files, now_from, now_to, status, column, time_column, tolerance)
    for line in comparison.mismatches:
        print(f"{report_path}: {line}")
    if comparison.mismatches:
        print(f"{report_path}: {len(comparison.mismatches)} mismatches in {comparison.compared} fields")
        sys.exit(1)
    print(f"{comparison.compared} fields compared")


if __name__ == "__main__":
    main(sys.argv)
