/// The 64 additive constants of MD5, read from memory rather than written as immediates.
///
/// This is deliberate. MD5 is one dependency chain through `b`, and each step is fastest as
/// `b + ((a + x + t) + F(b, c, d) <<< s)` with `a + x + t` summed off the chain. When `t` is a
/// literal, LLVM's reassociation moves constants to the end of every sum, giving
/// `((a + x) + F) + t`: one more addition on the chain in each of the 64 steps. Measured on
/// this project's benchmark machine, that cost 7-14 % against OpenSSL's assembly (0.86-0.93×);
/// with the constants loaded from a table LLVM cannot see into, the chain is as short as
/// OpenSSL's and the one-shot and streaming figures reach 1.02-1.03×.
@usableFromInline
enum MD5SineTable {
    /// The constants, copied once into memory the optimizer treats as opaque. Written once,
    /// during the thread-safe lazy initialization of this global, and never again.
    @usableFromInline
    nonisolated(unsafe) static let words: UnsafePointer<UInt32> = {
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        table.initialize(from: literals, count: 64)
        return UnsafePointer(table)
    }()
}
