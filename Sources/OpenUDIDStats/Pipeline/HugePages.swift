import Platform

/// Large key arrays backed by transparent huge pages where the kernel offers them.
///
/// The pipeline writes keys to tens of thousands of places at once (one open page per thread
/// and slice, or one cursor per slice when scattering). With 4 KiB pages, every such write at
/// N = 10^9 lands on a different page whose translation is not in the TLB, and the page walk
/// itself misses the cache: the page tables for 13 GiB are 26 MiB. With 2 MiB pages the
/// tables shrink to about 50 KiB and the walks hit the cache. Linux's default THP mode,
/// `madvise`, gives huge pages only to memory that asks for them, hence this call.
enum HugePages {
    /// The alignment of arrays that ask for huge pages.
    static let alignment = 2 << 20

    /// Allocates `byteCount` bytes aligned to 2 MiB and asks for huge pages (a hint: where
    /// the kernel has none, or on other systems, the memory is ordinary).
    static func allocate(byteCount: Int) -> UnsafeMutableRawPointer {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
        #if os(Linux)
        if byteCount >= alignment {
            _ = madvise(memory, byteCount, MADV_HUGEPAGE)
        }
        #endif
        return memory
    }
}
