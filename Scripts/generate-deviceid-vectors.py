#!/usr/bin/env python3
"""Writes Tests/OpenUDIDCoreTests/DeviceID/DeviceIDVectors.swift: expected results of DeviceIDTool
(encryptUUID, checkDeviceIdAvailable, deviceUUID, deviceID), computed here from
the Objective-C source's rules with Python's hashlib, independently of the Swift code.

NSString semantics are modelled on UTF-16 code units: `length` and `substringToIndex:` count
units; `UTF8String` of a prefix that ends in half a surrogate pair is NULL (the source then
crashes in strlen), and `strlen` stops at the first NUL byte.

    python3 Scripts/generate-deviceid-vectors.py > Tests/OpenUDIDCoreTests/DeviceID/DeviceIDVectors.swift
"""
import hashlib

MD5_CODE_LENGTH = 5
FIRST_LENGTH = 8
SECOND_LENGTH = 10


class Crash(Exception):
    """Where the source crashes; the Swift code throws or reports the same code."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


def units(s):
    return s.encode("utf-16-le")


def length(s):
    return 0 if s is None else len(units(s)) // 2


def prefix_units(s, n):
    """substringToIndex:n as raw UTF-16 bytes (may end in a lone high surrogate)."""
    return units(s)[: 2 * n]


def ends_in_high_surrogate(raw):
    return len(raw) >= 2 and 0xD800 <= int.from_bytes(raw[-2:], "little") <= 0xDBFF


def md5_encrypt_prefix(s, n):
    raw = prefix_units(s, n)
    if ends_in_high_surrogate(raw):
        raise Crash("unencodable-prefix:%d" % n)
    utf8 = raw.decode("utf-16-le").encode("utf-8")
    utf8 = utf8.split(b"\0", 1)[0]  # strlen
    return hashlib.md5(utf8).hexdigest().upper()  # %02X


def encrypt_uuid(uuid):
    if uuid is None or length(uuid) <= 20:
        return uuid
    a = md5_encrypt_prefix(uuid, FIRST_LENGTH)
    b = md5_encrypt_prefix(uuid, SECOND_LENGTH)
    md5 = hashlib.md5((a + b).encode("ascii")).hexdigest().upper()
    return uuid + "-" + md5[: MD5_CODE_LENGTH - 1]


def check(device_id):
    """(available, code) as the Swift DeviceIDCheck reports it."""
    n = length(device_id)
    if n <= MD5_CODE_LENGTH:
        return (False, "too-short")
    keep = n - MD5_CODE_LENGTH
    if keep <= 20:
        return (False, "no-digest")
    try:
        # The prefix's first 8/10 units are the ID's; compare as UTF-16 units.
        a = md5_encrypt_prefix(device_id, FIRST_LENGTH)
        b = md5_encrypt_prefix(device_id, SECOND_LENGTH)
    except Crash as crash:
        return (False, crash.code)
    md5 = hashlib.md5((a + b).encode("ascii")).hexdigest().upper()
    expected = prefix_units(device_id, keep) + ("-" + md5[:4]).encode("utf-16-le")
    if expected == units(device_id):
        return (True, "valid")
    return (False, "digest-mismatch")


def device_uuid(device_id):
    if device_id is None:
        return None
    n = length(device_id)
    if n < MD5_CODE_LENGTH:
        raise Crash("shorter-than-suffix:%d" % n)
    if n == MD5_CODE_LENGTH:
        return device_id
    raw = prefix_units(device_id, n - MD5_CODE_LENGTH)
    if ends_in_high_surrogate(raw):
        raise Crash("unrepresentable-result:%d" % (n - MD5_CODE_LENGTH))
    return raw.decode("utf-16-le")


def has_prefix(s, prefix):
    # Cocoa: message to nil is NO; an empty or nil prefix is NO; literal UTF-16 comparison.
    if s is None or not prefix:
        return False
    return units(s).startswith(units(prefix))


def device_id(keychain, pasteboard, idfv):
    """(id, branch, keychain write, pasteboard write), following +[DeviceIDTool deviceID]."""
    if length(keychain) == 0 and length(pasteboard) == 0:
        fresh = encrypt_uuid(idfv)
        return (fresh, "both-empty", fresh, fresh)
    c1, why1 = check(keychain)
    c2, why2 = check(pasteboard)
    for why in (why1, why2):
        if why.startswith("unencodable-prefix"):
            raise Crash(why)
    if has_prefix(keychain, idfv):
        return (keychain, "keychain-has-vendor-prefix", None, keychain)
    if has_prefix(pasteboard, idfv):
        return (pasteboard, "pasteboard-has-vendor-prefix", pasteboard, None)
    if c1 and c2:
        if units(keychain) == units(pasteboard):
            return (keychain, "both-valid-equal", None, None)
        return (pasteboard, "both-valid-different", pasteboard, None)
    if c1:
        return (keychain, "keychain-valid", None, keychain)
    if c2:
        return (pasteboard, "pasteboard-valid", pasteboard, None)
    fresh = encrypt_uuid(idfv)
    return (fresh, "none-valid", fresh, fresh)


def swift(s):
    if s is None:
        return "nil"
    out = []
    for ch in s:
        o = ord(ch)
        if ch in '"\\':
            out.append("\\" + ch)
        elif 0x20 <= o < 0x7F:
            out.append(ch)
        else:
            out.append("\\u{%X}" % o)
    return '"' + "".join(out) + '"'


V = "599F9C00-92DC-4B5C-9464-7971F01F8370"  # the IDFV-keychain scheme's IDFV example
W = "1E2DFA89-496A-47FD-9941-DF1FC4E6484A"  # the IDFV-keychain scheme's IDFA example
X = "68753A44-4D6F-1226-9C60-0050E4C00067"  # the IDFV-keychain scheme's NSUUID example
EMOJI = "\U0001F600"

ENCRYPT_INPUTS = [
    V, W, X, V.lower(),
    "",
    "A" * 20,                      # not longer than 20: unchanged
    "A" * 21,                      # just long enough
    "0123456789" + "x" * 11,       # only the first ten units are hashed...
    "0123456789" + "y" * 30,       # ...so these two share a digest
    "\u8bbe\u5907\u552f\u4e00\u6807\u8bc6\u7b26" * 3 + "!",  # CJK, 22 units
    "\u00e9" * 21,                 # two UTF-8 bytes per unit
    "e\u0301" * 11,                # decomposed: not equal to the precomposed one
    "ABCDEF" + EMOJI + "xyzxyzxyzxyzxyz",    # units 6-7: the 8-unit cut is clean
    "ABCDEFG" + EMOJI + "xyzxyzxyzxyzxyz",   # units 7-8: the 8-unit cut splits it
    "ABCDEFGHI" + EMOJI + "xyzxyzxyzxyzxyz", # units 9-10: the 10-unit cut splits it
    "ABCDEFGH" + EMOJI + "xyzxyzxyzxyzxyz",  # units 8-9: both cuts clean
    "ABC\0DEFGHIJKLMNOPQRSTUVW",   # strlen stops at the NUL: hashes "ABC" twice
    "ABCDEFGHI\0KLMNOPQRSTUVW",    # NUL at unit 9: only the 10-unit prefix is cut short
]


def sweep_inputs():
    """A surrogate pair, then a NUL, at every unit offset of a 28-unit string."""
    pairs = ["A" * p + EMOJI + "B" * (26 - p) for p in range(27)]
    nuls = ["C" * p + "\0" + "D" * (27 - p) for p in range(28)]
    return pairs + nuls


def encrypt_vectors(inputs=ENCRYPT_INPUTS):
    rows = []
    for s in inputs:
        try:
            rows.append((s, encrypt_uuid(s), None))
        except Crash as crash:
            rows.append((s, None, crash.code))
    return rows


def check_inputs():
    ev = encrypt_uuid(V)
    digits = ev[-4:]
    tampered = ev[:-1] + ("0" if ev[-1] != "0" else "1")
    return [
        None, "", "ABCDE", "ABCDEF",
        ev, encrypt_uuid(W), encrypt_uuid(X), encrypt_uuid(V.lower()),
        tampered,
        ev[:-4] + digits.lower(),          # %02X: a lowercase digest is a mismatch
        ev[:-5] + "+" + digits,            # separator must be '-'
        V,                                 # no suffix at all
        encrypt_uuid("A" * 21),            # 26 units: the shortest valid ID
        "A" * 20 + "-0000",                # 25 units: the prefix is too short to carry one
        encrypt_uuid("\u00e9" * 21),
        encrypt_uuid("ABCDEF" + EMOJI + "xyzxyzxyzxyzxyz"),
        "ABCDEFG" + EMOJI + "xyzxyzxyzxyzxyz-0000",   # the source crashes: 8-unit cut
        "ABCDEFGHI" + EMOJI + "xyzxyzxyzxyzxyz-0000", # the source crashes: 10-unit cut
        ev[:-4] + EMOJI + "AB",            # a surrogate pair inside the suffix
        encrypt_uuid("ABC\0DEFGHIJKLMNOPQRSTUVW"),
        ev + "-" + digits,                 # suffix twice: still valid, only 10 units are hashed
    ]


def device_uuid_inputs():
    return [None, "", "ABCD", "ABCDE", "ABCDEF", encrypt_uuid(V),
            "x" * 20 + EMOJI + "-ABCD",  # cut after the pair: clean
            "x" * 20 + EMOJI + "ABCD",   # cut inside the pair: unrepresentable
            EMOJI + "ABC"]               # 5 units: returned whole


def reconcile_inputs():
    ev, ew, ex = encrypt_uuid(V), encrypt_uuid(W), encrypt_uuid(X)
    crash = "ABCDEFG" + EMOJI + "xyzxyzxyzxyzxyz-0000"
    return [
        (None, None, V), ("", None, V), (None, "", V), ("", "", None),
        (ev, None, V), (ev, ew, V), (V + "garbage", ew, V), (V, None, V),
        (ew, ev, V), ("junk", V + "-ZZZZ", V),
        (ew, ew, V), (ew, ex, V),
        (ew, "junk", V), (ew, None, V), (ew, "", V),
        (None, ew, V), ("junk", ew, V),
        ("junk", "junk2", V), ("junk", None, V), ("junk", None, None),
        (ew, None, None), (None, ew, None), (ew, ex, None),
        (encrypt_uuid(V.lower()), None, V),   # hasPrefix is case-sensitive: valid, not prefix
        (crash, ev, V), (ev, crash, V),       # the source crashes checking before the prefix test
        ("junk", "junk2", W),
    ]


def main():
    print("// Generated by Scripts/generate-deviceid-vectors.py. Do not edit by hand.")
    print("//")
    print("// Expected results of DeviceIDTool, computed with Python's hashlib from the")
    print("// Objective-C rules (UTF-16 lengths, %02X digests, strlen stopping at NUL).")
    print()
    print("enum DeviceIDVectors {")
    print("    /// encryptUUID: input, output (nil when the source crashes), error code.")
    print("    static let encrypt: [(input: String, output: String?, error: String?)] = [")
    for s, out, err in encrypt_vectors():
        print("        (%s, %s, %s)," % (swift(s), swift(out), swift(err)))
    print("    ]")
    print()
    print("    /// encryptUUID over a surrogate pair, then a NUL, at every offset of 28 units.")
    print("    static let encryptSweep: [(input: String, output: String?, error: String?)] = [")
    for s, out, err in encrypt_vectors(sweep_inputs()):
        print("        (%s, %s, %s)," % (swift(s), swift(out), swift(err)))
    print("    ]")
    print()
    print("    /// checkDeviceIdAvailable: input, available, reason code.")
    print("    static let check: [(input: String?, available: Bool, code: String)] = [")
    for s in check_inputs():
        ok, code = check(s)
        print("        (%s, %s, %s)," % (swift(s), "true" if ok else "false", swift(code)))
    print("    ]")
    print()
    print("    /// deviceUUID: input, output, error code.")
    print("    static let deviceUUID: [(input: String?, output: String?, error: String?)] = [")
    for s in device_uuid_inputs():
        try:
            print("        (%s, %s, nil)," % (swift(s), swift(device_uuid(s))))
        except Crash as crash:
            print("        (%s, nil, %s)," % (swift(s), swift(crash.code)))
    print("    ]")
    print()
    print("    /// deviceID: keychain, pasteboard, IDFV; id, branch, keychain write, pasteboard write,")
    print("    /// error code (the other outputs nil).")
    print("    static let reconcile: [(keychain: String?, pasteboard: String?, idfv: String?,")
    print("                            id: String?, branch: String?, keychainWrite: String?,")
    print("                            pasteboardWrite: String?, error: String?)] = [")
    for k, p, v in reconcile_inputs():
        try:
            i, b, kw, pw = device_id(k, p, v)
            print("        (%s, %s, %s,\n         %s, %s, %s, %s, nil)," % (
                swift(k), swift(p), swift(v), swift(i), swift(b), swift(kw), swift(pw)))
        except Crash as crash:
            print("        (%s, %s, %s,\n         nil, nil, nil, nil, %s)," % (
                swift(k), swift(p), swift(v), swift(crash.code)))
    print("    ]")
    print("}")


if __name__ == "__main__":
    main()
