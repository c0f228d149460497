#!/usr/bin/env python3
"""Writes the systematic seeds of the fuzz corpora: Fuzz/corpus/<target>/gen-*.

    python3 Fuzz/seeds.py            # (re)write them
    python3 Fuzz/seeds.py --check    # exit 1 when the committed ones differ from what this writes

Hand-written seeds (no gen- prefix) and what `Fuzz/run.sh TARGET SECONDS --merge` adds are left
alone. These seeds are kept because coverage cannot see what they check: the hex decoders and
the multi-lane hashes run the same instructions whatever the bytes, so a coverage-guided merge
would keep one input of each and lose the rest, which is where a wrong byte class, a lane or
a separator is tested. Each family below says what it is for. Standard library only.
"""
import os
import struct
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
PREFIX = "gen-"


def uuid_parse():
    """Every wrong byte class at every digit, separator, brace and prefix position of the four
    forms of a UUID: letters just past 'f'/'F', the neighbours of each range, a hyphen, white
    space, NUL, a sign or 'x' (Foundation's and sscanf's lenient bytes), bytes >= 0x80."""
    canonical = b"6ba7b810-9dad-11d1-80b4-00c04fd430c8"
    digit_classes = {
        "g": b"g", "G": b"G", "slash": b"/", "colon": b":", "at": b"@", "backtick": b"`",
        "hyphen": b"-", "space": b" ", "nul": b"\x00", "plus": b"+", "x": b"x", "high": b"\xe6",
    }
    separator_classes = {
        "digit0": b"0", "f": b"f", "g": b"g", "plus": b"+", "underscore": b"_", "space": b" ",
        "nul": b"\x00", "high-hyphen": b"\xad", "dot": b".", "m": b"m", "cr": b"\r",
    }
    forms = {
        "canonical": (b"", canonical, b""),
        "braced": (b"{", canonical, b"}"),
        "urn": (b"urn:uuid:", canonical, b""),
        "hyphenless": (b"", canonical.replace(b"-", b""), b""),
    }
    seeds = {}
    for form, (prefix, body, suffix) in forms.items():
        text = prefix + body + suffix
        for index in range(len(text)):
            offset = index - len(prefix)
            if 0 <= offset < len(body):
                classes = separator_classes if body[offset] == ord("-") else digit_classes
            elif prefix and index < len(prefix):
                expected = text[index]
                classes = {"nul": b"\x00", "digit0": b"0", "next": bytes([expected + 1]),
                           "high": bytes([expected | 0x80])}
                if expected == ord(":"):
                    classes["ctrl-z"] = b"\x1a"  # 0x1a | 0x20 is ':': only letters may fold
                else:
                    classes["upper"] = bytes([expected & ~0x20])  # accepted: letters fold
            else:
                classes = {"nul": b"\x00", "digit0": b"0", "paren": b")" if index else b"(",
                           "bracket": b"]" if index else b"[", "high": bytes([text[index] | 0x80])}
            for name, byte in classes.items():
                seeds[f"{form}-{index:02}-{name}"] = text[:index] + byte + text[index + 1:]
    # The forms in UPPERCASE, and one length short and long of each.
    for form, (prefix, body, suffix) in forms.items():
        text = prefix + body + suffix
        seeds[f"{form}-upper"] = text.upper()
        seeds[f"{form}-short"] = text[:-1]
        seeds[f"{form}-long"] = text + b"0"
        # A non-ASCII character makes the length right in characters; the first error comes
        # before it, at an ASCII position (a wrong digit, then a wrong separator).
        seeds[f"{form}-non-ascii-after-a-bad-digit"] = (text[:len(prefix)] + b"z" + text[len(prefix) + 1:-1] + "é".encode())
        hyphen = text.find(b"-")
        if hyphen >= 0:
            seeds[f"{form}-non-ascii-after-a-bad-hyphen"] = text[:hyphen] + b"+" + text[hyphen + 1:-1] + "é".encode()
    return seeds


def openudid_parse():
    """Each wrong byte class at every position of the 40-digit OpenUDID and the 32-digit MD5
    digest (the scalar 8-digit decoder behind both)."""
    text = b"e56f6a9223fb375e75480863fc0bcbb6a1b2c3d4"
    classes = {"g": b"g", "G": b"G", "slash": b"/", "colon": b":", "at": b"@", "backtick": b"`",
               "high": b"\xe6"}
    seeds = {}
    for length in (40, 32):
        for index in range(length):
            for name, byte in classes.items():
                seeds[f"hex{length}-{index:02}-{name}"] = text[:index] + byte + text[index + 1:length]
    return seeds


def digest_input(message, splits=()):
    """The md5/sha1 input layout: split count, little-endian split points, message."""
    return bytes([len(splits)]) + b"".join(struct.pack("<H", s) for s in splits) + message


def md5():
    """Fill every lane of the 16-lane MD5: OpenUDID.generate(into:using:) makes
    1 + (message length mod 40) IDs (a 15-byte message: one whole group of 16; 31 and 39
    bytes: two groups and a tail), and MD5.hash(batch:) hashes the message and up to 32 slices
    cut from its front, each as long as its first byte says (mod 56): groups of 16 short
    messages of every length 0-55, and groups with one message too long for a lane."""
    seeds = {}
    for length in (15, 16, 31, 39):
        seeds[f"lanes-{length}-byte-message"] = digest_input(bytes((7 * i + length) & 0xFF for i in range(length)))
    # Batch slices of every length 0-55 (a zero-length slice advances by one byte).
    def slices(lengths):
        message = b""
        for length in lengths:
            message += bytes([length]) + bytes((0x41 + i) & 0x7F for i in range(max(length, 1) - 1))
        return message
    seeds["batch-slices-0-to-31"] = digest_input(slices(range(32)))
    seeds["batch-slices-24-to-55"] = digest_input(slices(range(24, 56)))
    seeds["batch-sixteen-one-byte"] = digest_input(bytes([1] * 15))
    seeds["batch-one-too-long"] = digest_input(bytes([56 + 55]) + bytes(range(1, 60)) + bytes([1] * 20))
    seeds["batch-split-lanes"] = digest_input(bytes(range(100, 140)), splits=(3, 9, 20, 20, 33, 38, 39))
    seeds["over-4-kib"] = digest_input(bytes((i * 13) & 0xFF for i in range(4200)))
    return seeds


def sha1():
    """Every block count of one call of the compression function (groups of four blocks and
    tails of one to three), through the one-shot and through chunks of whole blocks."""
    seeds = {}
    for blocks in range(1, 13):
        message = bytes((blocks * 31 + i) & 0xFF for i in range(64 * blocks + (blocks * 5) % 64))
        seeds[f"blocks-{blocks:02}"] = digest_input(message)
    message = bytes(i & 0xFF for i in range(64 * 11 + 17))
    seeds["chunks-of-whole-blocks"] = digest_input(message, splits=(64, 192, 448, 448, 640))
    # Over 4 KiB: a sequence without contiguous storage goes through the staging buffer twice.
    seeds["over-4-kib"] = digest_input(bytes((i * 7) & 0xFF for i in range(5000)), splits=(4096,))
    return seeds


def random():
    """ChaCha20 against RFC 8439 (its §2.3.2 key, nonce and counter; a counter that wraps
    inside the sixteen blocks), and SecureRandom scripts: fills of every size class around
    the 980 bytes of a refill, fills after a partial read, next() between them, a fill of
    1.5 MiB and more (past a reseed), and every generator that draws from SecureRandom."""
    rfc_key = bytes(range(32))
    rfc_nonce = bytes([0, 0, 0, 9, 0, 0, 0, 0x4A, 0, 0, 0, 0])

    def header(key=rfc_key, nonce=rfc_nonce, counter=1):
        return key + nonce + struct.pack("<I", counter)

    def medium(count):
        return bytes([2]) + struct.pack("<H", count)

    seeds = {
        "rfc8439-block-function": header(),
        "counter-wraps": header(key=bytes(range(100, 132)), nonce=bytes(12), counter=0xFFFF_FFF8),
        "fills-around-a-refill": header() + b"".join(medium(n) for n in (979, 980, 981, 1960, 2000, 16000, 0)),
        "fills-after-partial-reads": header() + bytes([1, 44]) + medium(4000) + bytes([1, 3, 0x81, 7]) + medium(980)
                                     + bytes([0, 8 * 31]) + medium(1961),
        "next-and-small-fills": header() + bytes([0, 8 * 5, 1, 255, 0x81, 0, 1, 1, 0, 8 * 31]),
        "other-threads": header() + bytes([0, 0x41, 200, 0x41, 255, 1, 100, 0xC1, 64]),
        "past-a-reseed": header(counter=7) + bytes([0x83, 47, 0x83, 0, 0]),
        "page-fills": header() + bytes([3, 0, 3, 3, 1, 9]),
        "v4": header() + bytes([4, 4 + 8 * 1, 4 + 8 * 16, 4 + 8 * 31]),
        "openudid-lanes": header() + bytes([5, 5 + 8 * 15, 5 + 8 * 16, 5 + 8 * 31]),
        "legacy": header() + bytes([6, 6]),
        "time-based": header() + bytes(7 + 8 * count for count in range(32)),
    }
    return seeds


def generators():
    """The v1 script at the end of the 60-bit range (flags bit 2): readings clamped at
    2^60 - 1, borrowed ticks running out (a new clock sequence), steps back from there; v7's
    sub-millisecond method in bulk; the timestamps of every version at their edges."""
    prefix = bytes(32 + 48) + bytes([0]) + bytes(16)  # v4, OpenUDID, an empty 2011 string and its words
    seeds = {}
    # flags 6: end of range, clock sequence given (0x3ffe, so that it wraps too).
    still = bytes([6]) + struct.pack("<H", 0x3FFE) + bytes([47]) + bytes([5, 0, 0, 0]) + bytes([0] * 47)
    seeds["v1-end-of-range-still-clock"] = prefix + still
    steps = [1, 1, 2, 0, 0, 0, 0x80, 127, 127, 0, 0, 0xFF, 0, 3, 0, 0] * 3
    seeds["v1-end-of-range-steps"] = prefix + bytes([4]) + bytes([47]) + bytes([2, 0, 0, 0]) + bytes(steps[:47]) + bytes(range(16))
    seeds["v1-end-of-range-node-given"] = prefix + bytes([5]) + bytes(range(1, 9)) + bytes([20, 63, 0, 0, 0]) + bytes([5] * 20)
    # v7 method 3 in bulk: method byte 4 (sub-millisecond; fill(_:using:) of 4 UUIDs after the
    # single call), the one way to next(reading:) for that method: its single calls read the
    # clock through the coarse-clock gate instead.
    seeds["v7-sub-millisecond-fill"] = (prefix + bytes([3]) + bytes(8) + bytes(2) + bytes(5)
                                        + bytes([4]) + bytes(6) + bytes(range(1, 65)))
    # Timestamps (after v8): the shortest v1 script (node and sequence given: no random words),
    # the shortest v7 script (one sub-millisecond UUID: one random word), v8's two words, then
    # eight bytes of ticks and eight of Unix milliseconds.
    lead = prefix + bytes([3]) + bytes(8) + bytes(2) + bytes(5) + bytes(7) + bytes(8) + bytes(16)
    epoch = 141_427 * 864_000_000_000
    day = 864_000_000_000
    cases = {
        "zero": (0, 0),
        "before-1970": (epoch - 1, -1),
        "unix-epoch": (epoch, 1),
        "leap-day-2000": (epoch + 11_016 * day + 123_456_789, 951_782_400_123),
        "1900-not-leap": (epoch - 25_508 * day, -2_203_891_200_000),
        "end-of-v1": ((1 << 60) - 1, (1 << 46) - 1),
        "past-v1": (1 << 60, -(1 << 46)),
        "end-of-v7": (epoch + ((1 << 48) - 1) * 10_000 + 9_999, (1 << 48) - 1),
        "past-v7": (epoch + (1 << 48) * 10_000, 1 << 48),
        "largest-checked": (epoch + (1 << 63) - 1, (1 << 63) - 1),
        "before-1582": (12_345, -13_000_000_000_000),
        "extremes": (epoch // 3, -(1 << 63)),
    }
    for name, (ticks, milliseconds) in cases.items():
        seeds[f"timestamp-{name}"] = lead + struct.pack("<Qq", ticks, milliseconds)
    return seeds


def slot_scan():
    """The counting table's rare paths: 100 distinct values (more than it keeps on the stack)
    and values over 48 bytes (compared as strings), with and without a local record."""
    def scenario(local, slot_bytes):
        return bytes([1]) + local + b"".join(slot_bytes(index) for index in range(100))
    return {
        "one-hundred-distinct-values": scenario(bytes([0]), lambda i: bytes([0x46, i & 0x1F])),
        "long-values": scenario(bytes([0x13, 0x19]), lambda i: bytes([[0x8A, 0x0A, 0xCA, 0x8E][i % 4], 0x08])),
        "distinct-then-long": scenario(bytes([0x25, 0x02]), lambda i: bytes([0x4A if i < 60 else 0x8A, 0x10 | (i % 8)])),
    }


def deviceid():
    """deviceUUID(of:) cutting a surrogate pair in two: text A is "a", U+1F600 (two UTF-16
    units) and the five units of the suffix, so the cut after two units splits the pair."""
    text = "a\U0001F600bcde".encode()
    return {"cut-splits-a-surrogate-pair": bytes([0, len(text)]) + text}


FAMILIES = {"uuid-parse": uuid_parse, "openudid-parse": openudid_parse, "md5": md5, "sha1": sha1,
            "random": random, "generators": generators, "slot-scan": slot_scan,
            "deviceid": deviceid}


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        sys.exit("usage: Fuzz/seeds.py [--check]")
    stale = []
    for target, family in FAMILIES.items():
        folder = os.path.join(ROOT, target)
        wanted = {PREFIX + name: data for name, data in family().items()}
        present = {name for name in os.listdir(folder) if name.startswith(PREFIX)} if os.path.isdir(folder) else set()
        for name in sorted(present - wanted.keys()):
            stale.append(f"{target}/{name} (not written by seeds.py)")
            if not check:
                os.remove(os.path.join(folder, name))
        for name, data in sorted(wanted.items()):
            path = os.path.join(folder, name)
            current = open(path, "rb").read() if os.path.exists(path) else None
            if current != data:
                stale.append(f"{target}/{name}")
                if not check:
                    os.makedirs(folder, exist_ok=True)
                    with open(path, "wb") as file:
                        file.write(data)
        print(f"{target}: {len(wanted)} seeds")
    if check and stale:
        sys.exit("seeds differ from Fuzz/seeds.py (run it): " + ", ".join(stale[:10]) + (" ..." if len(stale) > 10 else ""))


if __name__ == "__main__":
    main()
