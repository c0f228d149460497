/// Where a record was: the chunk it was parsed in and its line in that chunk, packed in one
/// word (chunk in the high half) so that packed locations order as the input does.
package enum Location {
    /// Packs a chunk number and a 0-based line in the chunk.
    @inline(__always)
    package static func pack(chunk: Int, line: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: chunk) &<< 32 | UInt64(truncatingIfNeeded: line)
    }
}

/// Turns packed locations into an input and a line number, once every chunk's lines are known.
package struct LocationTable: Sendable {
    /// The inputs' names, by index.
    package let inputNames: [String]
    /// Per chunk: its input, and the lines of that input before it.
    private let chunkInputs: [Int32]
    private let lineBase: [Int]
    /// Lines per input.
    package let linesPerInput: [Int]

    package init(chunkInputs: [Int32], chunkLines: [Int], inputNames: [String]) {
        self.inputNames = inputNames
        self.chunkInputs = chunkInputs
        var base: [Int] = []
        base.reserveCapacity(chunkLines.count)
        var perInput = [Int](repeating: 0, count: inputNames.count)
        for (chunk, lines) in chunkLines.enumerated() {
            let input = Int(chunkInputs[chunk])
            base.append(perInput[input])
            perInput[input] += Swift.max(0, lines)
        }
        lineBase = base
        linesPerInput = perInput
    }

    /// The input and the 1-based line of a packed location.
    package func resolve(_ location: UInt64) -> (input: Int, line: Int) {
        let chunk = Int(location >> 32), line = Int(location & 0xFFFF_FFFF)
        return (Int(chunkInputs[chunk]), lineBase[chunk] + line + 1)
    }

    /// A line-exact position across all inputs, for measuring distances: the lines of every
    /// earlier input plus the line. Two locations in one input differ by their line distance.
    package func globalLine(_ location: UInt64) -> Int {
        let (input, line) = resolve(location)
        return linesPerInput[..<input].reduce(0, +) + line
    }
}
