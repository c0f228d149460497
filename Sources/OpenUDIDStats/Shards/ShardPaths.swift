/// Where the shards of a run put their files, inside the work directory all of them share:
///
/// ```
/// DIR/stats-map-0003.partial            map 3's tallies
/// DIR/stats-reduce-0005.partial         reduce 5's pair counts
/// DIR/shuffle/uuid4/m0003-r0005.keys    the keys map 3 made for reduce 5
/// ```
///
/// `merge` finds the shuffle files next to the map partials it is given, when it needs them
/// to locate colliding identifiers.
package enum ShardPaths {
    package static func mapPartial(_ directory: String, map: Int) -> String {
        join(directory, "stats-map-\(number(map)).partial")
    }

    package static func reducePartial(_ directory: String, reduce: Int) -> String {
        join(directory, "stats-reduce-\(number(reduce)).partial")
    }

    static func shuffleDirectory(_ directory: String, generator: String) -> String {
        join(join(directory, "shuffle"), generator)
    }

    static func shuffleFile(_ directory: String, generator: String, map: Int, reduce: Int) -> String {
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
