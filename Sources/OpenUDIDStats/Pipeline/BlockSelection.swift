/// Which blocks of ``blockSize`` identifiers a generation makes: a range (all N, or a map
/// shard's share) or a list (the few blocks that hold keys being located).
enum BlockSelection: Sendable {
    case range(Range<Int>)
    case list([Int])

    var count: Int {
        switch self {
        case .range(let range): return range.count
        case .list(let list): return list.count
        }
    }

    /// The block at `position` of the selection.
    subscript(position: Int) -> Int {
        switch self {
        case .range(let range): return range.lowerBound + position
        case .list(let list): return list[position]
        }
    }
}
