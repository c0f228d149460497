/// What a partial file holds: which command's shard wrote it, and which step.
///
/// The container (``PartialFile``) is the same for every kind; the payload's layout belongs to
/// the kind. `openudid merge` reads the kind first and hands the payloads to the command that
/// wrote them (its ``ShardedCommand``). A new sharded command adds its kinds here, with numbers
/// not yet used; the numbers are part of the format and never change.
package enum PartialKind: UInt32, Sendable, CaseIterable, CustomStringConvertible {
    /// `openudid stats … --map I`: the tallies of one share of the identifiers (slice sizes,
    /// digit and suffix counts) and the shuffle files it wrote.
    case statsMap = 1
    /// `openudid stats … --reduce J`: the duplicate pairs counted in one range of slices and
    /// their colliding-pair samples.
    case statsReduce = 2
    /// `openudid audit FILE… --map I`: the inventory of one share of the input (counts, forms,
    /// invalid lines with their places, lines per chunk) and the shuffle files it wrote.
    case auditMap = 3
    /// `openudid audit FILE… --reduce J`: the duplicates, prefix pairs, digits, times and
    /// repeated-run links counted in one range of key slices.
    case auditReduce = 4

    /// The command whose shards write this kind.
    package var command: String {
        switch self {
        case .statsMap, .statsReduce: return "stats"
        case .auditMap, .auditReduce: return "audit"
        }
    }

    /// The step: `map` or `reduce`.
    package var step: String {
        switch self {
        case .statsMap, .auditMap: return "map"
        case .statsReduce, .auditReduce: return "reduce"
        }
    }

    package var description: String { "\(command) \(step)" }
}
