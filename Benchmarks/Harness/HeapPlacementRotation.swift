import Platform

/// Gives each sampled batch other heap blocks for its small allocations than the batch before.
///
/// A workload that makes and drops an object per operation (a 36-byte `String`, say) gets the
/// same block from the allocator on every operation of a batch: glibc's per-thread cache hands
/// back the block just freed. Which block that is depends on the heap's history, which differs
/// from process to process, and the block's place is not neutral: where a `String`'s text
/// crosses a 4 KiB page, every copy into it is a page-split store, and the row ran 10-19 ns
/// slower per operation in the few processes whose block sat there (for every contender that
/// reused it: Benchmarks/CrossLanguage/records/2026-11-28-in-process.md). Timing one block per
/// row makes a row's figure a draw of its placement. Randomizing where objects land, as
/// Curtsinger and Berger's STABILIZER does ("STABILIZER: Statistically Sound Performance
/// Evaluation", ASPLOS 2013), turns that draw into an average over placements; here a cheaper
/// rotation does it for the small sizes a workload's objects have.
///
/// For each of glibc's cached chunk sizes from 32 to 528 bytes (requests of 24 to 520 bytes,
/// 16 bytes apart: ``requestSizes``), ``depth`` blocks are held. ``rotate()``, called before
/// each batch outside the timed region, takes a new block of each class (the one the previous
/// batch reused, on top of the cache) and frees the oldest held one, so that the next
/// allocation of that class gets it: batch after batch, a workload's blocks cycle through
/// `depth + 1` places. A block on a bad place then costs one batch in `depth + 1`, not the
/// row, and the median of the samples is that of the usual places. The blocks are never touched, only allocated and freed.
struct HeapPlacementRotation: ~Copyable {
    /// Requests of 24, 40, …, 520 bytes: one per glibc chunk size from 32 to 528 bytes.
    static let requestSizes = Array(stride(from: 24, through: 520, by: 16))
    /// Blocks held per size class.
    static let depth = 16

    /// Per size class, the held blocks in the order they will be freed, starting at ``next``.
    private var held: [[UnsafeMutableRawPointer]]
    private var next = 0

    init() {
        held = Self.requestSizes.map { size in (0..<Self.depth).map { _ in Self.allocate(size) } }
    }

    deinit {
        for blocks in held {
            for block in blocks { free(block) }
        }
    }

    /// Moves every size class on to its next held block.
    mutating func rotate() {
        for index in held.indices {
            let fresh = Self.allocate(Self.requestSizes[index])
            let oldest = held[index][next]
            held[index][next] = fresh
            free(oldest)
        }
        next = (next + 1) % Self.depth
    }

    private static func allocate(_ size: Int) -> UnsafeMutableRawPointer {
        guard let block = malloc(size) else { fatalError("HeapPlacementRotation: malloc(\(size)) failed") }
        return block
    }
}
