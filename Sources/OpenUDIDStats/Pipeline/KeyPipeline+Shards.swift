extension KeyPipeline {
    /// Generates `blocks` (all N identifiers by default) once more and returns, for each of
    /// `keys`, where it was made (its smallest indices, with their suffixes); see
    /// ``KeyLocator``. Generating only the blocks that hold the keys finds the same places.
    func locate(_ keys: [StatsKey], blocks: BlockSelection? = nil, poll: () -> Void) -> [StatsKey: [LocatedKey]] {
        let locator = KeyLocator(keys: keys, threads: settings.threads)
        let tallies = (0..<settings.threads).map { _ in ThreadTally() }
        progress.expect((blocks?.count).map { $0 * blockSize } ?? settings.count)
        generate(.locate(locator), blocks: blocks, tallies: tallies, countBytes: false, suffix: false, poll: poll)
        return locator.located()
    }

    /// Generates the identifiers of `blocks` (a map shard's share) into `writer`, counting
    /// their slices, bytes and suffixes.
    func shuffle(blocks: Range<Int>, into writer: ShuffleWriter, poll: () -> Void) -> TallyTotals {
        let tallies = (0..<settings.threads).map { _ in ThreadTally() }
        let hasSuffix = Source.profile.format.hasSuffix
        generate(.shuffle(writer), blocks: .range(blocks), tallies: tallies, countBytes: true, suffix: hasSuffix, poll: poll)
        return TallyTotals(tallies, suffix: hasSuffix)
    }
}
