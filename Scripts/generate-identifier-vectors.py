#!/usr/bin/env python3
"""Writes Tests/OpenUDIDCoreTests/Fixtures/identifier-vectors.json: expected UUIDs and OpenUDIDs
computed with Python's `uuid` and `hashlib` modules, independently of the Swift code.

Sections:

"v3": RFC 9562 version-3 UUIDs, `uuid.uuid3(namespace, name)`, for the four namespaces of
    RFC 9562 section 6.6 and a set of names (empty, ASCII, non-ASCII, longer than one MD5 block).

"v5": RFC 9562 version-5 UUIDs, `uuid.uuid5(namespace, name)`, for the same namespaces and names
    as "v3" plus names around the SHA-1 block boundary (16 + 39 = 55 and 16 + 48 = 64 bytes of
    SHA-1 input) and a long one.

"v8": RFC 9562 appendix B.2's name-based version-8 example: the SHA-256 of the DNS namespace's
    16 bytes followed by "www.example.com", whose first 16 bytes with the version and variant
    bits set give the example UUID (the RFC prints 5c146b14-3c52-8afd-938a-375d0df1fbf6). The
    digest comes from `hashlib.sha256`, so the test can build the UUID from bytes this package
    did not compute.

"openudid2012": the 2012 generator fed by a replayed random-number generator. Each case lists
    the three 64-bit draws the generator consumes, in order, and the expected result:
      1. UUID v4 from the first two draws: the 128-bit number draw0 * 2^64 + draw1 (so draw0
         gives bytes 0-7 big-endian, draw1 bytes 8-15), then the version (4) and RFC variant
         (10xx) bits set by `uuid.UUID(int=..., version=4)`.
      2. s = the UPPERCASE canonical string of that UUID (CFUUIDCreateString's form).
      3. value = hex(md5(utf8(s))) + "%08x" % (draw2 & 0xFFFFFFFF), i.e. the suffix is the low
         32 bits of the third draw (arc4random() on the original).

"openudid2011": the 2011 generator: value = hex(md5(utf8(string))) +
    "%08x" % ((draw & 0xFFFFFFFF) % 4294967295), with one draw consumed; the string stands for
    NSProcessInfo's globallyUniqueString.

"time": UUID v1 tick counts (100 ns since 1582-10-15 00:00:00 UTC) and their ISO 8601 form,
    computed with `datetime` in exact integer arithmetic: seconds as YYYY-MM-DDTHH:MM:SS, then
    ".fffffff" (seven digits) only when the tick count is not a whole second, then "Z".

Draws come from Python's `random.Random` with fixed seeds, plus hand-picked edge values.

Run from the repository root:

    python3 Scripts/generate-identifier-vectors.py
"""
import hashlib
import json
import os
import random
import uuid
import datetime

NAMESPACES = {
    "dns": uuid.NAMESPACE_DNS,
    "url": uuid.NAMESPACE_URL,
    "oid": uuid.NAMESPACE_OID,
    "x500": uuid.NAMESPACE_X500,
}

NAMES = [
    "",
    "www.example.com",
    "python.org",
    "http://www.ietf.org/rfc/rfc9562.txt",
    "1.3.6.1",
    "cn=John Doe,o=Example,c=US",
    "\u00e9t\u00e9",            # precomposed é, 2 UTF-8 bytes each
    "e\u0301te\u0301",          # decomposed: a different name, a different UUID
    "\U0001F600 emoji",
    "x" * 47,                    # 16 + 47 = 63 bytes of MD5 input
    "x" * 48,                    # 64: exactly one block
    "y" * 100,                   # crosses into a second block
    "z" * 1000,
]

V5_EXTRA_NAMES = [
    "s" * 39,                    # 16 + 39 = 55 bytes: the last length with one padded block
    "s" * 40,                    # 56: the length field needs a second block
    "s" * 47,                    # 63
    "s" * 49,                    # 65
    "w" * 4000,                  # many blocks
]

EDGE_DRAWS = [
    (0, 0, 0),
    (2**64 - 1, 2**64 - 1, 2**64 - 1),
    (0x0123456789ABCDEF, 0xFEDCBA9876543210, 0x00000000FFFFFFFF),
    (0x8000000000000000, 0x0000000000000001, 0xFFFFFFFF00000000),
]

LEGACY_STRINGS = [
    "",
    "localhost_1234_5f3e2a1b_0",
    "build-host.example.org_98765_17d5f0e3c2a4b100_2a",
    "h\u00f4te_1_0_0",
    "A" * 64,
]

LEGACY_DRAWS = [0, 1, 0xFFFFFFFE, 0xFFFFFFFF, 0x1_FFFFFFFF, 0xDEADBEEF_FFFFFFFF, 0x12345678_9ABCDEF0]


def hex64(n):
    return "%016x" % n


def openudid_2012(d0, d1, d2):
    u = uuid.UUID(int=(d0 << 64) | d1, version=4)
    s = str(u).upper()
    value = hashlib.md5(s.encode("utf-8")).hexdigest() + "%08x" % (d2 & 0xFFFFFFFF)
    return str(u), s, value


def openudid_2011(string, draw):
    suffix = (draw & 0xFFFFFFFF) % 4294967295
    return hashlib.md5(string.encode("utf-8")).hexdigest() + "%08x" % suffix


GREGORIAN_START = datetime.datetime(1582, 10, 15)
TICKS_PER_SECOND = 10_000_000
TIME_DATES = [
    datetime.datetime(1582, 10, 15),
    datetime.datetime(1600, 2, 29, 12),
    datetime.datetime(1700, 3, 1),
    datetime.datetime(1899, 12, 31, 23, 59, 59),
    datetime.datetime(1900, 2, 28),
    datetime.datetime(1900, 3, 1),
    datetime.datetime(1969, 12, 31, 23, 59, 59),
    datetime.datetime(1970, 1, 1),
    datetime.datetime(1999, 12, 31, 23, 59, 59),
    datetime.datetime(2000, 2, 29),
    datetime.datetime(2000, 3, 1),
    datetime.datetime(2011, 8, 28, 14, 3, 59),
    datetime.datetime(2022, 2, 22, 19, 22, 22),
    datetime.datetime(2100, 3, 1),
    datetime.datetime(3000, 1, 1),
    datetime.datetime(5236, 3, 31, 21, 21, 0),
]
TIME_FRACTIONS = [0, 1, 5_000_000, 9_999_999, 1_234_567]


def iso(ticks):
    seconds, fraction = divmod(ticks, TICKS_PER_SECOND)
    d = GREGORIAN_START + datetime.timedelta(seconds=seconds)
    text = "%04d-%02d-%02dT%02d:%02d:%02d" % (d.year, d.month, d.day, d.hour, d.minute, d.second)
    if fraction:
        text += ".%07d" % fraction
    return text + "Z"


def main():
    v3 = []
    for ns_name, ns in NAMESPACES.items():
        for name in NAMES:
            v3.append({"namespace": ns_name, "name": name, "uuid": str(uuid.uuid3(ns, name))})

    v5 = []
    for ns_name, ns in NAMESPACES.items():
        for name in NAMES + V5_EXTRA_NAMES:
            v5.append({"namespace": ns_name, "name": name, "uuid": str(uuid.uuid5(ns, name))})

    sha256 = hashlib.sha256(uuid.NAMESPACE_DNS.bytes + b"www.example.com").digest()
    v8 = {"namespace": "dns", "name": "www.example.com", "sha256": sha256.hex()}

    draws = list(EDGE_DRAWS)
    rng = random.Random(20120101)
    for _ in range(60):
        draws.append(tuple(rng.getrandbits(64) for _ in range(3)))
    gen2012 = []
    for d0, d1, d2 in draws:
        u, s, value = openudid_2012(d0, d1, d2)
        gen2012.append({"draws": [hex64(d0), hex64(d1), hex64(d2)], "uuid": u,
                        "uuidString": s, "value": value})

    rng = random.Random(20110828)
    gen2011 = []
    for i, string in enumerate(LEGACY_STRINGS):
        for draw in LEGACY_DRAWS + [rng.getrandbits(64) for _ in range(3)]:
            gen2011.append({"string": string, "draw": hex64(draw), "value": openudid_2011(string, draw)})

    time = []
    for d in TIME_DATES:
        whole = int((d - GREGORIAN_START).total_seconds()) * TICKS_PER_SECOND
        for fraction in TIME_FRACTIONS:
            ticks = whole + fraction
            unix = (d - datetime.datetime(1970, 1, 1))
            time.append({"ticks": ticks, "unixSeconds": unix.days * 86400 + unix.seconds,
                         "fractionTicks": fraction, "iso": iso(ticks)})

    out = {
        "generator": "Scripts/generate-identifier-vectors.py (python3 uuid, hashlib, random)",
        "v3": v3,
        "v5": v5,
        "v8": v8,
        "openudid2012": gen2012,
        "openudid2011": gen2011,
        "time": time,
    }
    path = os.path.join("Tests", "OpenUDIDCoreTests", "Fixtures", "identifier-vectors.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
