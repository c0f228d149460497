/// util-linux's libuuid, what C programs on Linux use for UUIDs, loaded from `libuuid.so.1` at
/// run time.
///
/// UUIDs are 16-byte buffers (`uuid_t`) and strings are 37-byte C buffers (36 characters and a
/// terminating zero), as in C.
package struct LibUUID: @unchecked Sendable {
    typealias Generate = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias Unparse = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
    typealias Parse = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
    typealias GenerateMD5 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?, Int) -> Void
    typealias GenerateSHA1 = GenerateMD5

    private let random: Generate
    private let time: Generate
    private let md5: GenerateMD5
    private let sha1: GenerateSHA1
    private let lower: Unparse
    private let upper: Unparse
    private let parser: Parse
    /// The library file that was opened.
    package let libraryName: String

    /// Opens libuuid and looks up the functions the benchmarks call.
    package static func load() -> Result<LibUUID, PeerUnavailable> {
        Result { () throws(PeerUnavailable) in
            let library = try DynamicLibrary.open(["libuuid.so.1", "libuuid.so"]).get()
            return LibUUID(
                random: try library.function("uuid_generate_random", as: Generate.self),
                time: try library.function("uuid_generate_time", as: Generate.self),
                md5: try library.function("uuid_generate_md5", as: GenerateMD5.self),
                sha1: try library.function("uuid_generate_sha1", as: GenerateSHA1.self),
                lower: try library.function("uuid_unparse_lower", as: Unparse.self),
                upper: try library.function("uuid_unparse_upper", as: Unparse.self),
                parser: try library.function("uuid_parse", as: Parse.self),
                libraryName: library.name)
        }
    }

    /// `uuid_generate_random`: a version 4 UUID into 16 bytes at `uuid`.
    package func generateRandom(into uuid: UnsafeMutableRawPointer) { random(uuid) }

    /// `uuid_generate_time`: a version 1 UUID into 16 bytes at `uuid`.
    package func generateTime(into uuid: UnsafeMutableRawPointer) { time(uuid) }

    /// `uuid_generate_md5`: the version 3 UUID of `name` in `namespace` (16 bytes) into `uuid`.
    package func generateMD5(
        into uuid: UnsafeMutableRawPointer, namespace: UnsafeRawPointer,
        name: UnsafeRawBufferPointer
    ) {
        md5(uuid, namespace, name.baseAddress, name.count)
    }

    /// `uuid_generate_sha1`: the version 5 UUID of `name` in `namespace` (16 bytes) into `uuid`.
    package func generateSHA1(
        into uuid: UnsafeMutableRawPointer, namespace: UnsafeRawPointer,
        name: UnsafeRawBufferPointer
    ) {
        sha1(uuid, namespace, name.baseAddress, name.count)
    }

    /// A generator of libuuid that newer versions have and older ones lack, such as
    /// `uuid_generate_time_v6` and `uuid_generate_time_v7` (util-linux 2.41): the function, or
    /// why it is unavailable (`libuuid.so.1: no symbol uuid_generate_time_v7`).
    package static func loadGenerator(_ symbol: String) -> Result<@Sendable (UnsafeMutableRawPointer) -> Void, PeerUnavailable> {
        Result { () throws(PeerUnavailable) in
            let library = try DynamicLibrary.open(["libuuid.so.1", "libuuid.so"]).get()
            let generate = try library.function(symbol, as: Generate.self)
            return { generate($0) }
        }
    }

    /// `uuid_unparse_lower` (`uppercase: false`) or `uuid_unparse_upper`: 36 characters and a
    /// zero into 37 bytes at `text`.
    package func unparse(_ uuid: UnsafeRawPointer, into text: UnsafeMutableRawPointer, uppercase: Bool = false) {
        (uppercase ? upper : lower)(uuid, text)
    }

    /// `uuid_parse`: reads a zero-terminated canonical string (either case) into 16 bytes at
    /// `uuid`; false when it is not one.
    package func parse(_ text: UnsafeRawPointer, into uuid: UnsafeMutableRawPointer) -> Bool {
        parser(text, uuid) == 0
    }
}
