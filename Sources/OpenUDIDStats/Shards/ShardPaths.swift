package import PartialFile

/// Where the shards of a run put their files, inside the work directory all of them share:
///
/// ```
/// DIR/stats-map-0003.partial            map 3's tallies
/// DIR/stats-reduce-0005.partial         reduce 5's pair counts
/// DIR/shuffle/uuid4/m0003-r0005.keys    the keys map 3 made for reduce 5
/// DIR/audit-map-0003.partial            the same for `audit`: tallies,
/// DIR/shuffle/audit/m0003-r0005.keys    and the records map 3 read for reduce 5
/// ```
///
/// `merge` finds the shuffle files next to the map partials it is given, when it needs them
/// to locate colliding identifiers.
package enum ShardPaths {
    /// The partial of shard `index` of the command and step of `kind`: `stats-map-0003.partial`.
    package static func partialName(_ kind: PartialKind, index: Int) -> String {
        "\(kind.command)-\(kind.step)-\(number(index)).partial"
    }

    package static func partial(_ directory: String, kind: PartialKind, index: Int) -> String {
        join(directory, partialName(kind, index: index))
    }

    package static func mapPartial(_ directory: String, map: Int) -> String { partial(directory, kind: .statsMap, index: map) }

    package static func reducePartial(_ directory: String, reduce: Int) -> String { partial(directory, kind: .statsReduce, index: reduce) }

    /// The folder of the shuffle files of one generator (`stats`) or of the records (`audit`).
    package static func shuffleDirectory(_ directory: String, generator: String) -> String {
        join(join(directory, "shuffle"), generator)
    }

    package static func shuffleFile(_ directory: String, generator: String, map: Int, reduce: Int) -> String {
        join(shuffleDirectory(directory, generator: generator), "m\(number(map))-r\(number(reduce)).keys")
    }

    /// The directory part of `path` (`.` for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func number(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }
}
