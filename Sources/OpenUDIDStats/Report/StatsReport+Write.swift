import Foundation

extension StatsReport {
    /// Writes the four documents into `directory`, creating it if needed, and returns their
    /// paths.
    func write(to directory: String) throws(StatsError) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: directory, reason: error.localizedDescription)
        }
        var paths: [String] = []
        for (name, text) in documents {
            let path = (directory as NSString).appendingPathComponent(name)
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw .writeFailed(path: path, reason: error.localizedDescription)
            }
            paths.append(path)
        }
        return paths
    }
}
