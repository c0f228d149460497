import Foundation

/// The `main` of a fuzz target built without libFuzzer: replays saved inputs.
///
/// A plain `swift build` links every fuzz target with this replayer instead of libFuzzer, so a
/// crash file can be re-run under a debugger without the sanitizer toolchain:
///
/// ```
/// .build/debug/fuzz-md5 Fuzz/artifacts/md5/crash-1234 Fuzz/corpus/md5
/// ```
package enum FuzzReplay {
    /// Runs every file named in `arguments` (after the program name), and every regular file
    /// directly inside a named directory, through `entry`. With no arguments, prints usage and
    /// exits with status 2.
    ///
    /// A violated property traps inside `entry`, exactly as under libFuzzer; a path that cannot
    /// be read exits with status 1.
    package static func main(
        arguments: [String] = CommandLine.arguments,
        entry: (UnsafePointer<UInt8>, Int) -> CInt
    ) {
        let program = arguments.first.map { ($0 as NSString).lastPathComponent } ?? "fuzz-target"
        let paths = Array(arguments.dropFirst())
        guard !paths.isEmpty else {
            print("usage: \(program) FILE-OR-DIRECTORY...")
            print("Replays saved inputs through the fuzz property (a build without -DFUZZING).")
            exit(2)
        }
        var count = 0
        for path in paths {
            for file in inputFiles(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    print("\(program): cannot read \(file)")
                    exit(1)
                }
                run(data, entry)
                count += 1
            }
        }
        print("\(program): \(count) input(s) replayed, no property violated")
    }

    /// `path` itself, or the regular files directly inside it (sorted, dot files skipped).
    package static func inputFiles(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [path] }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }.filter {
            var nested: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &nested) && !nested.boolValue
        }
    }

    /// The inputs ``inputFiles(at:)`` lists, each with its file name and bytes, in the same
    /// order; a file that cannot be read is left out. How tests read a target's seeds.
    package static func inputs(at path: String) -> [(name: String, bytes: [UInt8])] {
        inputFiles(at: path).compactMap { file in
            FileManager.default.contents(atPath: file).map { ((file as NSString).lastPathComponent, [UInt8]($0)) }
        }
    }

    /// Calls `entry` on the bytes of `data`. An empty input still gets a valid pointer, as
    /// libFuzzer gives it one.
    static func run(_ data: Data, _ entry: (UnsafePointer<UInt8>, Int) -> CInt) {
        var bytes = [UInt8](data)
        bytes.append(0)  // never part of the input: only so that an empty input has an address
        bytes.withUnsafeBufferPointer { _ = entry($0.baseAddress!, data.count) }
    }
}
