import Platform
import Synchronization

/// The batches' memory, handed back to the system by every thread that has time for it.
///
/// At 10^8 lines the batches are 3.2 GB, and giving their pages back takes about as long as
/// judging and writing the whole report. Unmapping holds the process's memory-map lock for
/// writing, so two `munmap` calls run one after the other; dropping pages (`MADV_DONTNEED`)
/// holds it for reading, so threads drop pieces side by side. Each piece of 64 MiB is
/// dropped by the thread that claims it (``help()``); ``finish()`` then frees the batches,
/// whose regions hold no pages by then. Elsewhere than Linux the batches are only freed.
final class BatchRelease: @unchecked Sendable {
    /// Bytes dropped per claim.
    static let pieceBytes = 64 << 20

    private let batches: [UnsafeMutableBufferPointer<AuditRecord>]
    /// Whole pages inside the batches, cut in pieces.
    private let pieces: [UnsafeMutableRawBufferPointer]
    private let next = Atomic<Int>(0)

    /// Takes over `batches`, each allocated with `allocate(capacity:)` for its count.
    init(_ batches: [UnsafeMutableBufferPointer<AuditRecord>]) {
        self.batches = batches
        var pieces: [UnsafeMutableRawBufferPointer] = []
        #if os(Linux)
        for batch in batches {
            guard let base = batch.baseAddress, let pages = Collector.wholePages(base, count: batch.count) else { continue }
            for offset in stride(from: 0, to: pages.count, by: BatchRelease.pieceBytes) {
                pieces.append(
                    UnsafeMutableRawBufferPointer(rebasing: pages[offset..<Swift.min(pages.count, offset + BatchRelease.pieceBytes)]))
            }
        }
        #endif
        self.pieces = pieces
    }

    /// Drops pieces until none is left unclaimed.
    func help() {
        #if os(Linux)
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < pieces.count else { return }
            // A refusal (which `MADV_DONTNEED` has no reason for here) leaves the pages to
            // `finish()`.
            _ = madvise(pieces[index].baseAddress, pieces[index].count, MADV_DONTNEED)
        }
        #endif
    }

    /// Frees the batches; call once, after every ``help()`` has returned.
    func finish() {
        for batch in batches { batch.baseAddress?.deallocate() }
    }
}
