// What making and dropping a 36-byte `String` costs, depending on where its storage lands.
// Used by the record 2026-11-28-in-process.md ("A step within one process").
//
//   swiftc -O 2026-11-28-string-placement.swift -o placement && ./placement
//
// A 36-byte `String` asks malloc for 80 bytes here (32 bytes of header, the text and its
// terminator, rounded). The program takes 300 such blocks, each followed by a 40-byte spacer
// so that the blocks fall on every 16-byte offset of a page (a stride of 144 bytes); then, for
// each block in turn, it frees that block alone, so that the next allocation of that size (the
// string's) gets it back from glibc's cache, times 200 000 strings made and dropped there (the
// best of 7 rounds, process CPU time), and takes the block again. It prints the block's offset
// in its 4 KiB page and the time per string, and marks the offsets whose text crosses a page.
import Glibc

let text = Array("6ba7b810-9dad-41d1-80b4-00c04fd430c8".utf8)

@inline(never) func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
}

func cpuNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// The address of a native string's storage object.
func storageAddress(_ string: String) -> Int {
    let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
    return Int(truncatingIfNeeded: words.1 & 0x0FFF_FFFF_FFFF_FFFF)
}

let blockSize = 80, strings = 200_000
var spacers: [UnsafeMutableRawPointer] = []
var blocks = (0..<300).map { _ in
    let block = malloc(blockSize)!
    spacers.append(malloc(40)!)
    return block
}
var sink = 0
text.withUnsafeBufferPointer { bytes in
    for index in blocks.indices {
        free(blocks[index])
        let landed = storageAddress(make(bytes)) == Int(bitPattern: blocks[index])
        var best = UInt64.max
        for _ in 0..<7 {
            let start = cpuNanoseconds()
            for _ in 0..<strings { sink &+= make(bytes).utf8.count }
            best = min(best, cpuNanoseconds() - start)
        }
        let offset = Int(bitPattern: blocks[index]) % 4096
        let textStart = offset + 32  // the text follows the object header and the counts
        let straddles = textStart < 4096 && textStart + 36 > 4096 ? "  text crosses a page" : ""
        print("offset \(offset)\(landed ? "" : " (elsewhere)")  \(Double(best) / Double(strings)) ns\(straddles)")
        blocks[index] = malloc(blockSize)!
    }
}
print("checksum \(sink)")
