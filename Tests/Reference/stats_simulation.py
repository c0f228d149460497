"""The simulated generators of `openudid stats`, made again from their documented design, so
that stats_reference.py can count their hex digits and recompute each digit row of report.csv.

A report's identifiers come from a seeded ChaCha20 stream (RFC 8439 §2.3): the 64-bit seed is
stretched into the 256-bit key by SplitMix64 (Steele, Lea and Flood, OOPSLA 2014), the nonce is
(the generator's stream, block low word, block high word), the block counter starts at 0, and
the keystream is read as little-endian 64-bit words. Each generator has its own stream number:
FNV-1a (32-bit) of its name with the top bit set, unless pinned (uuid1-fleet: 6). Its per-run
parameters come from the block numbered 2^64 − 1; identifier i draws its words, in index
order, from block i >> 16.

Here only the fleets, whose digits share draws (a design effect the report divides by): K
devices (`--fleet`), and for v7 each making r identifiers (`--rate`) in every millisecond.

- v1/v6 fleet: the setup stream gives the start (two words), then per device one word for the
  clock sequence (its low 14 bits) and one for the node (the multicast bit 0x010000000000 set,
  48 bits); identifier i is device i mod K's, one tick per round. A device's node and clock
  sequence recur in each of its ⌈N/K⌉ identifiers.
- v7 fleet: the setup stream gives the first millisecond (a word) and the seed of the run words
  (a word); identifier i is device i mod K's, in round (i / K) mod r of millisecond i / (K·r);
  run q = millisecond·K + device takes word q mod 128 of block q / 128 of the stream "RUNS"
  (0x52554E53) under the run-word seed. By method:
  - counter (42 bits): the seed is the run word's top 41 bits, the counter seed + round, in
    rand_a and the top 30 bits of rand_b; the last 32 bits from the identifier's word. A run
    shares every counter digit but the one holding its lowest bit: r identifiers per draw.
  - sub-millisecond: the fraction is the phase (the run word's top 12 − log2 r bits) plus
    round · 4096/r; rand_b the identifier's word's low 62 bits. The phase's digits are one draw
    per run (r identifiers); the digits of the round's bits follow the schedule and are not
    tested.
  - random: rand_a the top 12 bits of one word, rand_b the low 62 of the next.

Every function returns, per generator, the tested digit positions, the 16 counts of each and
the cluster (identifiers per draw) the statistic is divided by.
"""

import numpy as np

MASK64 = (1 << 64) - 1
BLOCK_SIZE = 1 << 16  # identifiers per block stream
SETUP_BLOCK = MASK64  # the block number of a generator's per-run parameters
RUN_WORDS_STREAM = 0x5255_4E53  # "RUNS"
RUN_WORDS_CHUNK = 128
START_2012_SECONDS = 1_325_376_000
START_2025_MS = 1_735_689_600_000
GREGORIAN_OFFSET = 0x01B21DD213814000  # 100 ns ticks from 1582-10-15 to 1970-01-01


def stream_of(name):
    """FNV-1a of the name's bytes, top bit set (GeneratorStream)."""
    h = 2_166_136_261
    for byte in name.encode():
        h = ((h ^ byte) * 16_777_619) & 0xFFFF_FFFF
    return h | 0x8000_0000


PINNED_STREAMS = {"uuid1-fleet": 6}


def splitmix_key(seed):
    state, key = seed, []
    for _ in range(4):
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        key.append(z ^ (z >> 31))
    return key


def chacha20_blocks(key_words, nonce_words, first, count):
    """`count` keystream blocks from block counter `first` (RFC 8439 §2.3), as a (count, 16)
    array of 32-bit words, all blocks computed at once."""
    constants = [0x61707865, 0x3320646E, 0x79622D32, 0x6B206574]
    initial = np.empty((16, count), dtype=np.uint32)
    for i, word in enumerate(constants + list(key_words)):
        initial[i] = word
    initial[12] = (np.arange(count, dtype=np.uint64) + first).astype(np.uint32)
    for i, word in enumerate(nonce_words):
        initial[13 + i] = word
    x = [row.copy() for row in initial]

    def rotate(v, n):
        return (v << np.uint32(n)) | (v >> np.uint32(32 - n))

    def quarter(a, b, c, d):
        x[a] += x[b]; x[d] = rotate(x[d] ^ x[a], 16)  # noqa: E702
        x[c] += x[d]; x[b] = rotate(x[b] ^ x[c], 12)  # noqa: E702
        x[a] += x[b]; x[d] = rotate(x[d] ^ x[a], 8)  # noqa: E702
        x[c] += x[d]; x[b] = rotate(x[b] ^ x[c], 7)  # noqa: E702

    with np.errstate(over="ignore"):
        for _ in range(10):
            quarter(0, 4, 8, 12); quarter(1, 5, 9, 13); quarter(2, 6, 10, 14); quarter(3, 7, 11, 15)  # noqa: E702
            quarter(0, 5, 10, 15); quarter(1, 6, 11, 12); quarter(2, 7, 8, 13); quarter(3, 4, 9, 14)  # noqa: E702
        out = np.stack([x[i] + initial[i] for i in range(16)], axis=1)
    return out


def self_check():
    """RFC 8439 §2.3.2: key 00..1f, nonce 00000009 0000004a 00000000, block counter 1."""
    key = [int.from_bytes(bytes(range(4 * i, 4 * i + 4)), "little") for i in range(8)]
    nonce = [0x09000000, 0x4A000000, 0]
    block = chacha20_blocks(key, nonce, 1, 1)[0]
    expected = bytes.fromhex("10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
                             "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e")
    assert block.astype("<u4").tobytes() == expected, "ChaCha20 differs from RFC 8439 §2.3.2"


def words(seed, stream, block, count):
    """The first `count` 64-bit words of ChaCha20Random(seed, stream, block), as uint64."""
    key64 = splitmix_key(seed)
    key = [w for k in key64 for w in (k & 0xFFFF_FFFF, k >> 32)]
    nonce = [stream, block & 0xFFFF_FFFF, block >> 32]
    blocks = chacha20_blocks(key, nonce, 0, (count + 7) // 8)
    flat = blocks.reshape(-1).astype(np.uint64)
    return (flat[0::2] | (flat[1::2] << np.uint64(32)))[:count]


def identifier_words(seed, stream, n, per_identifier):
    """The words identifiers 0..<n draw, `per_identifier` each, block by block: shape (n, w)."""
    parts = []
    for block in range((n + BLOCK_SIZE - 1) // BLOCK_SIZE):
        size = min(BLOCK_SIZE, n - block * BLOCK_SIZE)
        parts.append(words(seed, stream, block, size * per_identifier).reshape(size, per_identifier))
    return np.concatenate(parts)


def digit_counts(high, low, positions):
    """The 16 counts of each hex digit position of 128-bit values given as two uint64 arrays."""
    counts = {}
    for p in positions:
        part, shift = (high, 60 - 4 * p) if p < 16 else (low, 60 - 4 * (p - 16))
        digits = (part >> np.uint64(shift)) & np.uint64(0xF)
        counts[p] = np.bincount(digits.astype(np.int64), minlength=16).tolist()
    return counts


def stream_for(name):
    return PINNED_STREAMS.get(name, stream_of(name))


def time_based_fleet(name, seed, n, fleet):
    """uuid1-fleet (keyed in time order: v6's layout) and uuid6-fleet: the clock sequence and
    node of each device, then the digits 17-31 but 16 (the variant) and 21 (the node's
    multicast bit, bit 87, always set)."""
    setup = words(seed, stream_for(name), SETUP_BLOCK, 2 + 2 * fleet)
    sequences = np.array([int(w) & 0x3FFF for w in setup[2::2]], dtype=np.uint64)
    nodes = np.array([(int(w) | 0x0100_0000_0000) & 0xFFFF_FFFF_FFFF for w in setup[3::2]], dtype=np.uint64)
    device = np.arange(n) % fleet
    low = np.uint64(1 << 63) | (sequences[device] << np.uint64(48)) | nodes[device]
    positions = [p for p in range(17, 32) if p != 87 // 4]
    cluster = -(-n // fleet)
    return positions, digit_counts(np.zeros(n, dtype=np.uint64), low, positions), {p: cluster for p in positions}


def v7_fleet(name, method, seed, n, fleet, rate):
    setup = words(seed, stream_for(name), SETUP_BLOCK, 2)
    start = START_2025_MS + int(setup[0]) % (365 * 86_400_000)
    run_seed = int(setup[1])
    index = np.arange(n)
    window = index // (fleet * rate)
    round_ = (index % (fleet * rate)) // fleet
    run = window * fleet + index % fleet
    rate_bits = rate.bit_length() - 1
    if method == "random":
        drawn = identifier_words(seed, stream_for(name), n, 2)
        rand_a = (drawn[:, 0] >> np.uint64(52)) & np.uint64(0xFFF)
        rand_b = drawn[:, 1] & np.uint64((1 << 62) - 1)
        positions = [13, 14, 15] + list(range(17, 32))
        clusters = {p: 1 for p in positions}
    else:
        runs = int(run.max()) + 1
        run_words = np.concatenate([words(run_seed, RUN_WORDS_STREAM, chunk, RUN_WORDS_CHUNK)
                                    for chunk in range((runs + RUN_WORDS_CHUNK - 1) // RUN_WORDS_CHUNK)])
        word = run_words[run]
        drawn = identifier_words(seed, stream_for(name), n, 1)[:, 0]
        if method == "counter":  # 42 bits, the guard (digit 13's top bit) 0, a 32-bit tail
            counter = (word >> np.uint64(23)) + round_.astype(np.uint64)
            rand_a = (counter >> np.uint64(30)) & np.uint64(0xFFF)
            rand_b = ((counter & np.uint64((1 << 30) - 1)) << np.uint64(32)) | (drawn & np.uint64(0xFFFF_FFFF))
            positions = [14, 15] + list(range(17, 32))
            # The counter's bits: 52-63 and 66-95; its lowest, bit 95, is digit 23's.
            clusters = {p: rate if p <= 22 else 1 for p in positions}
        else:  # sub-millisecond
            step_bits = 12 - rate_bits
            phase = (word >> np.uint64(64 - step_bits)) if step_bits else np.zeros(n, dtype=np.uint64)
            rand_a = (phase | (round_.astype(np.uint64) << np.uint64(step_bits))) & np.uint64(0xFFF)
            rand_b = drawn & np.uint64((1 << 62) - 1)
            # The round's bits (the fraction's top log2 r, from bit 52) are the schedule's.
            scheduled = {52 // 4 + b // 4 for b in range(rate_bits)}
            positions = [p for p in [13, 14, 15] + list(range(17, 32)) if p not in scheduled]
            # The phase's bits, 52 + log2 r to 63, one draw per run.
            phase_digits = {(52 + b) // 4 for b in range(rate_bits, 12)}
            clusters = {p: rate if p in phase_digits else 1 for p in positions}
    ms = np.uint64(start) + window.astype(np.uint64)
    high = ((ms & np.uint64(0xFFFF_FFFF_FFFF)) << np.uint64(16)) | np.uint64(0x7000) | rand_a
    low = np.uint64(1 << 63) | rand_b
    return positions, digit_counts(high, low, positions), clusters


def simulate(name, seed, n, fleet, rate):
    """(positions, counts by position, cluster by position) of generator `name`, or None when
    it is not simulated here."""
    if name in ("uuid1-fleet", "uuid6-fleet"):
        return time_based_fleet(name, seed, n, fleet)
    methods = {"uuid7-counter-fleet": "counter", "uuid7-subms-fleet": "sub-millisecond", "uuid7-random-fleet": "random"}
    if name in methods:
        return v7_fleet(name, methods[name], seed, n, fleet, rate)
    return None
