extension SHA1State {
    /// One block (the ``BlockCompressor`` requirement).
    @inlinable
    mutating func compress(block: UnsafeRawPointer) {
        compress(blocks: block, count: 1)
    }

    /// `count` consecutive blocks at `blocks`.
    ///
    /// Blocks go in groups of four, one per vector lane of the message schedule, through a
    /// two-stage pipeline over two schedules on the stack (``SHA1Schedule``) used in turn: while
    /// the rounds of group g run, the schedule of group g + 1 is loaded from the blocks and
    /// computed between them (``compressGroup(rounds:blocks:lanes:schedule:)``). The first
    /// group's schedule is computed on its own (``schedule(_:lanes:into:)``), and a last group of
    /// fewer than four blocks runs only its own lanes (``rounds(_:lane:)``). Lanes past the last
    /// block take the last block's words and their schedule is never used. Not inlinable: one
    /// call per `update` or one-shot hash.
    @usableFromInline
    mutating func compress(blocks: UnsafeRawPointer, count: Int) {
        guard count > 0 else { return }
        SHA1Schedule.withTwo { even, odd in
            let last = SIMD4(repeating: count &- 1)
            // The blocks of group `group` (block numbers), clamped to the last block.
            @inline(__always) func lanes(_ group: Int) -> SIMD4<Int> {
                pointwiseMin(SIMD4(repeating: group &* 4) &+ SIMD4(0, 1, 2, 3), last)
            }
            SHA1State.schedule(blocks, lanes: lanes(0), into: even)
            let groups = count &>> 2
            for group in 0..<groups {
                let (current, next) = group & 1 == 0 ? (even, odd) : (odd, even)
                compressGroup(rounds: current, blocks: blocks, lanes: lanes(group &+ 1), schedule: next)
            }
            let tail = groups & 1 == 0 ? even : odd
            for lane in 0..<(count & 3) {
                rounds(tail, lane: lane)
            }
        }
    }
}
