/// Where the shards of a run put their files, inside the work directory all of them share:
///
/// ```
/// DIR/COMMAND-STEP-NNNN.partial             the partial of one shard (stats-map-0003.partial)
/// DIR/shuffle/NAME/mMMMM-rRRRR.keys         the records map M wrote for reduce R, under the
///                                           name its command gives them (a `stats`
///                                           generator's, or `audit`)
/// ```
///
/// `merge` finds the shuffle files next to the map partials it is given, when it needs them.
package enum ShardPaths {
    /// The partial of shard `index` of the command and step of `kind`: `stats-map-0003.partial`.
    package static func partialName(_ kind: PartialKind, index: Int) -> String {
        "\(kind.command)-\(kind.step)-\(number(index)).partial"
    }

    package static func partial(_ directory: String, kind: PartialKind, index: Int) -> String {
        join(directory, partialName(kind, index: index))
    }

    /// The folder of the shuffle files written under `generator`, the name a command gives its
    /// records.
    package static func shuffleDirectory(_ directory: String, generator: String) -> String {
        join(join(directory, "shuffle"), generator)
    }

    package static func shuffleFile(_ directory: String, generator: String, map: Int, reduce: Int) -> String {
        join(shuffleDirectory(directory, generator: generator), "m\(number(map))-r\(number(reduce)).keys")
    }

    /// The directory part of `path` (`.` for a bare name).
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    package static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func number(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }
}
