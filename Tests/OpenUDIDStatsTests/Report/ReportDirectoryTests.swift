import Foundation
import Synchronization
import Testing
@testable import OpenUDIDStats

/// The report directory is checked before any identifier is generated.
@Suite struct ReportDirectoryTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("outdir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A run into an unusable directory fails before it makes a single identifier (before this
    /// check it generated everything and failed when writing).
    @Test func reportFailsBeforeGenerating() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.path + "/plain"
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        var options = StatsOptions()
        options.count = 100_000
        options.seed = 1
        options.generators = [StatsGenerator(CountingGenerator.self)]
        options.outputDirectory = file + "/report"
        #expect(throws: StatsError.outputDirectoryUnusable(path: file + "/report", reason: "'\(file)' exists and is not a directory")) {
            try Stats.run(options)
        }
        #expect(CountingGenerator.made.load(ordering: .relaxed) == 0)
        // The same run into a usable directory does generate.
        options.outputDirectory = root.path + "/report"
        _ = try Stats.run(options)
        #expect(CountingGenerator.made.load(ordering: .relaxed) == 100_000)
    }
}

/// A test generator that counts the identifiers it makes.
struct CountingGenerator: ParameterlessGenerator {
    static let profile = GeneratorProfile(
        name: "test-counting", title: "Counting", format: .free128,
        pairCollisionProbability: 0, collisionModel: "a counter")
    static let made = Atomic<Int>(0)

    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        Self.made.add(1, ordering: .relaxed)
        return GeneratedKey(key: StatsKey(high: UInt64(index) &* 0x9E37_79B9_7F4A_7C15, low: UInt64(index)))
    }
}
