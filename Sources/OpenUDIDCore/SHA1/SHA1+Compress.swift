extension SHA1State {
    /// One block (the ``BlockCompressor`` requirement).
    @inlinable
    mutating func compress(block: UnsafeRawPointer) {
        compress(blocks: block, count: 1)
    }

    /// `count` consecutive blocks at `blocks`.
    ///
    /// Blocks go in groups of four, one per vector lane of the message schedule, through a
    /// three-stage pipeline over three buffers used in turn: while the rounds of group g run,
    /// the schedule of group g + 1 is computed between them (``compressGroup(rounds:schedule:)``),
    /// and before that the words of group g + 2 are loaded, byte-swapped and spread into their
    /// lanes (``loadWords(_:into:)``). The first group's schedule is computed on its own
    /// (``schedule(_:)``), and a last group of fewer than four blocks runs only its own lanes
    /// (``rounds(_:)``). Lanes past the last block take the last block's words and their
    /// schedule is never used. Not inlinable: one call per `update` or one-shot hash.
    @usableFromInline
    mutating func compress(blocks: UnsafeRawPointer, count: Int) {
        guard count > 0 else { return }
        let size = SHA1State.scheduleSize
        withUnsafeTemporaryAllocation(byteCount: 3 &* size, alignment: 16) { buffer in
            let base = buffer.baseAddress!
            @inline(__always) func loadGroup(_ group: Int, into schedule: UnsafeMutableRawPointer) {
                for lane in 0..<4 {
                    let block = Swift.min(group &* 4 &+ lane, count &- 1)
                    SHA1State.loadWords(blocks + block &* 64, into: schedule + lane &* 4)
                }
            }
            // Group g uses buffer g mod 3: the rounds read it while the schedule fills the next
            // one and the words of the group after go to the third. (Computed, not rotated in
            // variables: rotating three pointers made LLVM unroll the loop three times.)
            @inline(__always) func slot(_ group: Int) -> UnsafeMutableRawPointer { base + (group % 3) &* size }
            loadGroup(0, into: base)
            SHA1State.schedule(base)
            loadGroup(1, into: slot(1))
            let groups = count &>> 2
            for group in 0..<groups {
                loadGroup(group &+ 2, into: slot(group &+ 2))
                compressGroup(rounds: UnsafeRawPointer(slot(group)), schedule: slot(group &+ 1))
            }
            let last = slot(groups)
            for lane in 0..<(count & 3) {
                rounds(UnsafeRawPointer(last + lane &* 4))
            }
        }
    }

    /// Writes the 16 big-endian words of the block at `block` to `lane`, one every 16 bytes: the
    /// block's lane of W[0...15] in the layout of ``schedule(_:)``.
    @inlinable @inline(__always)
    static func loadWords(_ block: UnsafeRawPointer, into lane: UnsafeMutableRawPointer) {
        for index in 0..<16 {
            let word = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
            lane.storeBytes(of: word, toByteOffset: index &* 16, as: UInt32.self)
        }
    }
}
