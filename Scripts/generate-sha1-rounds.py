#!/usr/bin/env python3
"""Writes the SHA-1 compression function (FIPS 180-4 section 6.1.2): the message schedule of four
blocks at once, one block per SIMD lane, into memory, and the 80 rounds of one block unrolled,
reading its lane back:

    python3 Scripts/generate-sha1-rounds.py > Sources/OpenUDIDCore/SHA1/SHA1+Rounds.swift

The schedule (section 6.1.2 step 1) is W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]). With
one block per lane, every operation is the same in all four lanes (xor, shifts), so the vector
code needs no shuffles between lanes; SSE2 has every instruction it takes. W[0...15] come from
the blocks as whole 16-byte loads, byte-swapped and transposed into lanes by vector code
(SHA1+MessageWords.swift). Each W[t] is stored with its round constant added, and a round reads
W[t] + K[t] as one word.

The rounds rename the five registers instead of moving them: round t writes `e` (the new a) and
`b` (the new c, rotated by 30), and round t + 1 calls the same function with the names shifted.
`compressGroup` runs the schedule of the next four blocks between the rounds of these four, so
that the vector units and the scalar ones work at the same time.
"""

CONSTANTS = [0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xCA62C1D6]
FUNCTIONS = ["choose", "parity", "majority", "parity"]


def constant(t):
    return f"0x{CONSTANTS[t // 20]:08X}"


def schedule_step(t):
    """Swift lines for step t of a schedule: W[t] from the four words before it (t >= 16), then
    W[t] + K[t] stored."""
    lines = []
    if t >= 16:
        # Oldest word first: w[t-3] is the last of the four to be ready, so it joins the xor last.
        lines.append(f"let w{t} = SHA1State.rotateLanesLeftOne(w{t-16} ^ w{t-14} ^ w{t-8} ^ w{t-3})")
    lines.append(f"schedule.store(w{t}, step: {t}, adding: {constant(t)})")
    return lines


def message_words(p, source):
    """W[0...15] of the four blocks, as lane vectors."""
    for quarter in range(4):
        names = ", ".join(f"w{4 * quarter + i}" for i in range(4))
        p(f"        let ({names}) = SHA1State.messageWords({source}, lanes: lanes, quarter: {quarter})")


def standalone_schedule(p):
    p("    /// Writes the schedule of four blocks to `schedule`: W[t] + K[t] for t = 0...79, word t of")
    p("    /// lane i at ``SHA1Schedule/step(_:)`` t, byte 4 i. Lane i holds the block at")
    p("    /// `blocks + 64 * lanes[i]`.")
    p("    ///")
    p("    /// Used for the first four blocks of a message; ``compressGroup(rounds:blocks:lanes:schedule:)``")
    p("    /// computes every later schedule between the rounds of the blocks before.")
    p("    @inline(never)")
    p("    static func schedule(_ blocks: UnsafeRawPointer, lanes: SIMD4<Int>, into schedule: SHA1Schedule) {")
    message_words(p, "blocks")
    for t in range(80):
        for line in schedule_step(t):
            p("        " + line)
    p("    }")


def single_rounds(p):
    p("    /// Runs the 80 rounds of the block in lane `lane` of `schedule` and adds the result into the")
    p("    /// state.")
    p("    @inline(__always)")
    p("    mutating func rounds(_ schedule: SHA1Schedule, lane: Int) {")
    p("        @inline(__always) func wk(_ t: Int) -> UInt32 { schedule.load(step: t, lane: lane) }")
    p("        var a = self.a, b = self.b, c = self.c, d = self.d, e = self.e")
    regs = ["a", "b", "c", "d", "e"]
    for t in range(80):
        if t % 20 == 0:
            p(f"        // Rounds {t}-{t + 19}: {FUNCTIONS[t // 20]}, K = {constant(t)}.")
        ra, rb, rc, rd, re = (regs[(i - t) % 5] for i in range(5))
        p(f"        SHA1State.{FUNCTIONS[t // 20]}({ra}, &{rb}, {rc}, {rd}, &{re}, wk({t}))")
    p("        self.a &+= a")
    p("        self.b &+= b")
    p("        self.c &+= c")
    p("        self.d &+= d")
    p("        self.e &+= e")
    p("    }")


def interleaved(p):
    """`compressGroup`: the 320 rounds of four blocks with the schedule of the next four woven in,
    one schedule step every four rounds."""
    p("    /// The rounds of four consecutive blocks, whose schedule is `current`, with the schedule of")
    p("    /// the next four blocks (lane i: the block at `blocks + 64 * lanes[i]`) written to `schedule`")
    p("    /// in between, as ``schedule(_:lanes:into:)`` would write it.")
    p("    ///")
    p("    /// The next blocks' words are loaded first, as whole vectors; then one schedule step (a")
    p("    /// vector of four words) comes after every four rounds, so the vector units work while the")
    p("    /// scalar rounds run instead of before them. Never inlined: one copy of its 320 rounds")
    p("    /// (inlined, the loop around it was duplicated, and the code outgrew the instruction cache).")
    p("    @inline(never)")
    p("    mutating func compressGroup(rounds current: SHA1Schedule, blocks: UnsafeRawPointer, lanes: SIMD4<Int>,")
    p("                                schedule: SHA1Schedule) {")
    message_words(p, "blocks")
    p("        var a = self.a, b = self.b, c = self.c, d = self.d, e = self.e")
    regs = ["a", "b", "c", "d", "e"]
    step = 0
    for lane in range(4):
        p(f"        // Block {lane} of four.")
        for t in range(80):
            ra, rb, rc, rd, re = (regs[(i - t) % 5] for i in range(5))
            p(f"        SHA1State.{FUNCTIONS[t // 20]}({ra}, &{rb}, {rc}, {rd}, &{re}, current.load(step: {t}, lane: {lane}))")
            if (lane * 80 + t) % 4 == 3:
                for line in schedule_step(step):
                    p("        " + line)
                step += 1
        p("        a &+= self.a; b &+= self.b; c &+= self.c; d &+= self.d; e &+= self.e")
        p("        (self.a, self.b, self.c, self.d, self.e) = (a, b, c, d, e)")
    p("    }")
    assert step == 80


def main():
    out = []
    p = out.append
    p("// Generated by Scripts/generate-sha1-rounds.py. Do not edit by hand.")
    p("//")
    p("// FIPS 180-4 section 6.1.2: the message schedule of four blocks, one per SIMD lane, and the 80")
    p("// rounds of one block unrolled, reading W[t] + K[t] from the schedule in memory.")
    p("")
    p("extension SHA1State {")
    standalone_schedule(p)
    p("")
    single_rounds(p)
    p("")
    interleaved(p)
    p("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
