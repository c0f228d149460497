import AuditInput
import ShardedRun

/// How the maps of a sharded audit share the input: map i reads bytes
/// `⌊i·T/S⌋ ..< ⌊(i+1)·T/S⌋` of the files laid end to end (T bytes in all), each cut moved
/// forward to the next line start, so that the pieces of a file tile it in whole lines and in
/// order (the scheme of Hadoop's line record reader). Line numbers then come out global at the
/// merge: a piece's lines follow those of the pieces before it in the same file.
///
/// CSV/TSV input (`--column`) is not cut inside a file: a quoted field may hold line feeds, so
/// a line start need not be a record start. Each file goes whole to the map whose byte range
/// holds its first byte; so do empty files, files that are not regular files, and standard
/// input (read by a run of one shard only).
enum AuditSplit {
    /// One piece of an input file: the input's index in the run and the bytes to read.
    struct Piece: Equatable {
        var file: Int
        /// `nil`: the whole input, read as one process would (any size, any kind of file).
        var bytes: Range<Int>?
    }

    /// The pieces map `map` of `run` reads, in input order.
    static func pieces(_ run: AuditShardRun, map: Int, delimited: Bool) throws(ShardError) -> [Piece] {
        let total = run.sizes.reduce(0) { $0 + Swift.max(0, $1) }
        let cuts = (boundary(map, of: run.shards, total: total), boundary(map + 1, of: run.shards, total: total))
        var pieces: [Piece] = []
        var start = 0
        for (file, size) in run.sizes.enumerated() {
            defer { start += Swift.max(0, size) }
            guard size > 0, !delimited else {
                if owner(of: start, shards: run.shards, total: total) == map { pieces.append(Piece(file: file, bytes: nil)) }
                continue
            }
            let from = Swift.max(0, cuts.0 - start), to = Swift.min(size, cuts.1 - start)
            guard from < to else { continue }
            do {
                let first = try FileRangeSource.lineStart(path: run.files[file], atOrAfter: from, size: size)
                let last = try FileRangeSource.lineStart(path: run.files[file], atOrAfter: to, size: size)
                guard first < last else { continue }
                pieces.append(Piece(file: file, bytes: first == 0 && last == size ? nil : first..<last))
            } catch {
                throw .refused("\(run.files[file]): cannot read it to cut it at a line start: \(error.description)")
            }
        }
        return pieces
    }

    /// The input specifications of `pieces`, named by their files.
    static func inputs(_ pieces: [Piece], run: AuditShardRun, whole: [InputSpec]) -> [InputSpec] {
        pieces.map { piece in
            guard let bytes = piece.bytes else { return whole[piece.file] }
            let path = run.files[piece.file]
            return InputSpec(name: path, startsFile: bytes.lowerBound == 0) { () throws(SourceError) in
                try FileRangeSource(path: path, range: bytes)
            }
        }
    }

    /// ⌊i·T/S⌋ without overflow.
    static func boundary(_ index: Int, of shards: Int, total: Int) -> Int {
        index * (total / shards) + index * (total % shards) / shards
    }

    /// The map whose byte range holds byte `offset` (the last map for the end).
    static func owner(of offset: Int, shards: Int, total: Int) -> Int {
        var map = 0
        while map + 1 < shards && boundary(map + 1, of: shards, total: total) <= offset { map += 1 }
        return map
    }
}
