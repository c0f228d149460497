import AtomicOutput

extension StatsReport {
    /// The files a report holds.
    package static let fileNames: Set<String> = ["report.md", "report.csv", "collisions.svg", "uniformity.svg"]

    /// Checks `directory` and stages the report beside it, before any work
    /// (``StagedDirectory``).
    static func stage(_ directory: String) throws(StatsError) -> StagedDirectory {
        do {
            return try StagedDirectory(directory, files: fileNames)
        } catch {
            throw .outputDirectoryUnusable(path: error.path, reason: error.reason)
        }
    }

    /// Writes the four documents into `staged` and puts the directory in place whole,
    /// replacing an older report; returns the files' paths.
    func write(to staged: StagedDirectory) throws(StatsError) -> [String] {
        var paths: [String] = []
        do {
            for (name, text) in documents {
                try staged.write(text, name: name)
                paths.append(staged.path.hasSuffix("/") ? staged.path + name : staged.path + "/" + name)
            }
            try staged.commit()
        } catch {
            staged.abandon()
            throw .writeFailed(path: error.path, reason: error.reason)
        }
        return paths
    }
}
