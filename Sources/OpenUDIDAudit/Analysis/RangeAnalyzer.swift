import AuditInput

/// The consumer of one thread's merged stream: dispatches each record to its group's tally.
struct RangeAnalyzer: RecordConsumer {
    let tallies: UnsafeMutablePointer<GroupTally>
    var links = CopyLinks()
    let locations: LocationTable
    let now: Int64
    /// Records consumed, published for progress every 64 Ki records.
    var consumed = 0
    let progress: @Sendable (Int) -> Void

    init(prefixBits: [Int], locations: LocationTable, now: Int64, progress: @escaping @Sendable (Int) -> Void) {
        tallies = .allocate(capacity: IdentifierGroup.count)
        for group in 0..<IdentifierGroup.count {
            (tallies + group).initialize(to: GroupTally(group: group, prefixBits: prefixBits))
        }
        self.locations = locations
        self.now = now
        self.progress = progress
    }

    @inline(__always)
    mutating func consume(_ record: AuditRecord) {
        tallies[record.group].add(record, links: &links, locations: locations, now: now)
        consumed &+= 1
        if consumed & 0xFFFF == 0 { progress(0x10000) }
    }

    /// Closes the last runs and hands the tallies over (the analyzer's memory goes with them).
    mutating func finish() -> [GroupTally] {
        progress(consumed & 0xFFFF)
        var result: [GroupTally] = []
        for group in 0..<IdentifierGroup.count {
            tallies[group].closeRun()
            result.append(tallies[group])
        }
        tallies.deinitialize(count: IdentifierGroup.count)
        tallies.deallocate()
        return result
    }
}
