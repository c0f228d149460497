extension KeyPipeline {
    /// Generates all N identifiers once more and returns, for each of `keys`, where it was made
    /// (its smallest indices, with their suffixes); see ``KeyLocator``.
    func locate(_ keys: [StatsKey], poll: () -> Void) -> [StatsKey: [LocatedKey]] {
        let locator = KeyLocator(keys: keys, threads: settings.threads)
        let tallies = (0..<settings.threads).map { _ in ThreadTally() }
        progress.expect(settings.count)
        generate(.locate(locator), tallies: tallies, countBytes: false, suffix: false, poll: poll)
        return locator.located()
    }
}
