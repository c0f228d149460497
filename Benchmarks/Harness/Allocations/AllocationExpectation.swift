/// The benchmarks whose allocation count is a claim the table checks: most must allocate
/// nothing per operation; the slot-scan rows may allocate a fixed few, whatever the number of
/// filled slots. A row over its limit is flagged `**2.00** ✗ expected 0` (or `≤ 3`) in the
/// table and listed at the end of the run.
///
/// The claims come from the library's design (DEVELOPERS.md: hot paths allocate nothing):
/// hashing, generation into a caller's buffer, version 7 generation (one call or bulk: a clock
/// reading, an atomic or a lock, and random bits from the thread's stream), writing into bytes
/// and parsing from bytes allocate nothing. The `scan/…` rows time `OpenUDIDResolution.resolve`, whose scan over the
/// 100 slots reads records in place and counts on the stack (nothing per slot); what it
/// allocates is its result: the `frequencies` array and the resolution's records (the new local
/// record's storage, copied again when its slot is set), at most 3 per resolve.
///
/// The list lives with the harness, by name pattern, so a new row of one of these kinds
/// (another writer, another bulk generator) is held to it as soon as it is named like its
/// neighbours; add a pattern here for a new kind.
package enum AllocationExpectation {
    /// Regular expressions (Swift `Regex`, matched anywhere in a benchmark's name) and the most
    /// heap allocations per operation a matching benchmark may make. The first match counts.
    package static let limits: [(pattern: String, limit: Int)] = [
        ("^md5/", 0),
        ("^sha1/", 0),
        ("^uuid/generate/v4-bulk", 0),
        ("^uuid/generate/v7", 0),
        ("^uuid/write/", 0),
        ("^uuid/parse-bytes/", 0),
        ("^openudid/write$", 0),
        ("^scaling/bulk/", 0),
        ("^scan/", 3),
    ]

    /// The most allocations per operation the benchmark `name` may make, or `nil` when its
    /// count is reported without a claim.
    package static func limit(for name: String) -> Int? {
        limits.first { entry in (try? Regex(entry.pattern)).map { name.contains($0) } ?? false }?.limit
    }
}
