#!/usr/bin/env python3
"""Writes Tests/OpenUDIDCoreTests/Fixtures/md5-vectors.json: MD5 digests computed by Python's
hashlib (an implementation independent of ours) for every message length 0...300 of two
deterministic messages:

  "pattern": byte i of the message is (i * 31 + 7) & 0xFF
  "a":       every byte is ASCII 'a' (0x61)

Entry n of each list is the lowercase hex digest of the first n bytes. Lengths 0...300 cover
every padding case (the length field fitting in the last block or needing one more: 55/56/63/64
bytes and their multiples) four times over.

"patternLong": digests of longer prefixes of the "pattern" message, keyed by length, around the
4096-byte chunk the Sequence overload copies through and a few multiples of the block size.

Run from the repository root:

    python3 Scripts/generate-md5-vectors.py
"""
import hashlib
import json
import os

MAX_LENGTH = 300
LONG_LENGTHS = [1000, 4095, 4096, 4097, 8191, 8192, 8193, 12345, 65536, 100000]


def pattern(n):
    return bytes((i * 31 + 7) & 0xFF for i in range(n))


def sweeps(hash_function):
    """The "maxLength", "pattern", "a" and "patternLong" sections for `hash_function` (a hashlib
    constructor); Scripts/generate-sha1-vectors.py writes the same sweeps for SHA-1."""
    return {
        "maxLength": MAX_LENGTH,
        "pattern": [hash_function(pattern(n)).hexdigest() for n in range(MAX_LENGTH + 1)],
        "a": [hash_function(b"a" * n).hexdigest() for n in range(MAX_LENGTH + 1)],
        "patternLong": {str(n): hash_function(pattern(n)).hexdigest() for n in LONG_LENGTHS},
    }


def write(name, out):
    """Writes `out` as Tests/OpenUDIDCoreTests/Fixtures/`name`.json."""
    path = os.path.join("Tests", "OpenUDIDCoreTests", "Fixtures", name + ".json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


def main():
    out = {"generator": "Scripts/generate-md5-vectors.py (python3 hashlib.md5)"}
    out.update(sweeps(hashlib.md5))
    write("md5-vectors", out)


if __name__ == "__main__":
    main()
