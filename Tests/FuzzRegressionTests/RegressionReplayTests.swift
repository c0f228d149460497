import Foundation
import FuzzSupport
import OpenUDIDProperties
import Testing

/// Replays every seed (`Fuzz/corpus/<target>/`) and every saved crash
/// (`Fuzz/regressions/<target>/`) through the same property code the fuzz targets run.
@Suite("Fuzz corpus and regressions")
struct RegressionReplayTests {
    /// The repository root, found from this file's path (Tests/FuzzRegressionTests/…).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func inputs(_ folder: String, _ target: String) -> [String] {
        FuzzReplay.inputFiles(at: root.appendingPathComponent("Fuzz/\(folder)/\(target)").path)
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    @Test("every target has seeds", arguments: FuzzTargets.all.map(\.name))
    func hasSeeds(target: String) {
        #expect(!Self.inputs("corpus", target).isEmpty, "no seeds in Fuzz/corpus/\(target)")
    }

    @Test("seeds and regressions satisfy the properties", arguments: FuzzTargets.all.map(\.name))
    func replay(target: String) throws {
        let check = try #require(FuzzTargets.check(named: target))
        for path in Self.inputs("corpus", target) + Self.inputs("regressions", target) {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let violation = data.withUnsafeBytes { check($0) }
            #expect(violation == nil, "\(path): \(violation.map(String.init(describing:)) ?? "")")
        }
    }

    @Test("every Fuzz/<name>/ target is registered, so its seeds and regressions are replayed")
    func foldersAreRegistered() throws {
        let fuzz = Self.root.appendingPathComponent("Fuzz")
        let registered = Set(FuzzTargets.all.map(\.name))
        for name in try FileManager.default.contentsOfDirectory(atPath: fuzz.path) {
            let sources = (try? FileManager.default.contentsOfDirectory(atPath: fuzz.appendingPathComponent(name).path)) ?? []
            guard sources.contains(where: { $0.hasSuffix(".swift") }) else { continue }
            #expect(registered.contains(name), "Fuzz/\(name) is not in FuzzTargets.all (FuzzProperties.all or its own module's list)")
        }
    }

    @Test("target names are registered once")
    func namesAreUnique() {
        let names = FuzzTargets.all.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
    }

    @Test("every registered target has a Fuzz/<name>/ folder with its entry point")
    func targetsHaveFolders() {
        for (name, _) in FuzzTargets.all {
            let folder = Self.root.appendingPathComponent("Fuzz/\(name)").path
            let sources = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            #expect(sources.contains { $0.hasSuffix(".swift") }, "Fuzz/\(name) has no Swift source")
        }
    }
}
