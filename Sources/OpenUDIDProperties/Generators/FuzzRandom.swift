import FuzzSupport
import OpenUDIDCore

/// A random number generator that plays back fuzz bytes, eight per word, and remembers the
/// words it gave out, so that a property can recompute what a generator should have made.
struct FuzzRandom: RandomNumberGenerator {
    var reader: FuzzReader
    /// Every word returned so far, in order.
    private(set) var words: [UInt64] = []

    init(_ reader: FuzzReader) { self.reader = reader }

    mutating func next() -> UInt64 {
        let word = reader.uint64()
        words.append(word)
        return word
    }

    /// Forgets the words given out so far.
    mutating func clearRecord() { words.removeAll(keepingCapacity: true) }
}

/// A clock that reads from a script, for ``TimeBasedUUIDGenerator``. The generator calls it
/// under its own lock and only from the fuzz thread.
final class ScriptedClock: @unchecked Sendable {
    private let readings: [UInt64]
    private var index = 0

    init(_ readings: [UInt64]) { self.readings = readings }

    func read() -> UInt64 {
        defer { index += 1 }
        return readings[Swift.min(index, readings.count - 1)]
    }
}
