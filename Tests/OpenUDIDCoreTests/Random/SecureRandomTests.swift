import Testing
import Foundation
import Platform
@testable import OpenUDIDCore

@Suite struct SecureRandomTests {
    /// Output crosses many refills and reseeds without repeating a 64-bit word, and every bit
    /// position is set about half the time.
    @Test func outputLooksRandomAcrossRefills() {
        var random = SecureRandom()
        let count = 400_000  // 3.2 MB: more than two reseed intervals of 1.5 MiB
        var seen = Set<UInt64>(minimumCapacity: count)
        var ones = [Int](repeating: 0, count: 64)
        for _ in 0..<count {
            let word = random.next()
            seen.insert(word)
            for bit in 0..<64 where word >> UInt64(bit) & 1 == 1 { ones[bit] += 1 }
        }
        #expect(seen.count == count)
        // Binomial(400 000, 1/2): standard deviation ≈ 316; ±2 000 is over 6 sigma.
        for (bit, count) in ones.enumerated() {
            #expect(abs(count - 200_000) < 2_000, "bit \(bit) set \(count) times")
        }
    }

    /// `fill` of odd sizes gives distinct data and never leaves a buffer untouched.
    @Test(arguments: [1, 7, 8, 43, 979, 980, 981, 4096, 100_003])
    func fillSizes(size: Int) {
        var random = SecureRandom()
        var first = [UInt8](repeating: 0, count: size)
        var second = [UInt8](repeating: 0, count: size)
        first.withUnsafeMutableBytes { random.fill($0) }
        second.withUnsafeMutableBytes { random.fill($0) }
        if size >= 8 {
            #expect(first != second)
            #expect(first.contains { $0 != 0 })
        }
    }

    /// Threads get independent streams: no 64-bit word is shared between them.
    @Test func threadsHaveIndependentStreams() async {
        let words = await withTaskGroup(of: [UInt64].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var random = SecureRandom()
                    return (0..<20_000).map { _ in random.next() }
                }
            }
            var all: [UInt64] = []
            for await part in group { all += part }
            return all
        }
        #expect(Set(words).count == words.count)
    }

    /// The `pthread_atfork` fallback's wipe (``ThreadRandomState/wipeCurrent()``), called
    /// directly: the state reads as a fresh page, and what it hands out next is not what the
    /// unwiped state (a parent's copy) hands out next.
    @Test func wipeLeavesNothingToRepeat() throws {
        var random = SecureRandom()
        let state = ThreadRandomState.current
        // Keyed, with bytes buffered. The state is this thread's, shared with the tests that ran
        // on it before: one call may take the last buffered word (a refill hands out 992 bytes;
        // seen once in a whole-suite run, where the load below then read out of bounds and
        // crashed the test process), and a second call then refills.
        _ = random.next()
        if state.pointee.available == 0 { _ = random.next() }
        let parent = state.pointee
        try #require(parent.ready == 1 && parent.available > 0)
        let parentNext = withUnsafeBytes(of: parent.buffer) {
            $0.loadUnaligned(fromByteOffset: ChaChaRandomState.bufferSize - parent.available, as: UInt64.self)
        }
        ThreadRandomState.wipeCurrent()
        #expect(state.pointee.ready == 0 && state.pointee.available == 0)
        #expect(withUnsafeBytes(of: state.pointee.buffer) { $0.allSatisfy { $0 == 0 } })
        #expect(random.next() != parentNext)
        #expect(state.pointee.ready == 1)
    }

    // `fork()` is unavailable to Swift on Darwin ("Please use threads or posix_spawn*()"), so
    // the tests that fork are Linux's; there the kernel's MADV_WIPEONFORK and the fallback can
    // each be shown at work.
    #if os(Linux)
    /// After `fork()`, the child must not continue the parent's stream: with
    /// `MADV_WIPEONFORK` the child's state is wiped and reseeded from the kernel.
    @Test func childAfterForkDoesNotRepeatParent() throws {
        try Self.checkChildDoesNotRepeatParent()
    }

    /// The same through the `pthread_atfork` fallback alone: this thread's page is told to
    /// keep its contents on fork (`MADV_KEEPONFORK`, as on a kernel without
    /// `MADV_WIPEONFORK`) and the child handler is installed, as `create` does when `madvise`
    /// refuses. Without the handler's wipe, the child would hand out the bytes the parent had
    /// buffered, the same ones the parent hands out next.
    @Test func childAfterForkDoesNotRepeatParentThroughTheAtforkFallback() throws {
        var random = SecureRandom()
        _ = random.next()
        let page = UnsafeMutableRawPointer(ThreadRandomState.current)
        let size = MemoryLayout<ChaChaRandomState>.stride
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = (size + pageSize - 1) / pageSize * pageSize
        #expect(madvise(page, length, Int32(MADV_KEEPONFORK)) == 0)
        defer { _ = madvise(page, length, Int32(MADV_WIPEONFORK)) }
        ForkGeneration.requireAtforkFallback()
        try Self.checkChildDoesNotRepeatParent()
    }

    /// Forks after keying this thread's stream; the child's first four words must not be the
    /// parent's next four.
    static func checkChildDoesNotRepeatParent() throws {
        var random = SecureRandom()
        _ = random.next()  // make sure this thread's state exists and is keyed
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        let child = fork()
        if child == 0 {
            var childRandom = SecureRandom()
            var words = (childRandom.next(), childRandom.next(), childRandom.next(), childRandom.next())
            _ = withUnsafeBytes(of: &words) { write(pipeEnds[1], $0.baseAddress, $0.count) }
            _exit(0)
        }
        close(pipeEnds[1])
        let parentWords = [random.next(), random.next(), random.next(), random.next()]
        var childWords = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        let got = withUnsafeMutableBytes(of: &childWords) { read(pipeEnds[0], $0.baseAddress, $0.count) }
        close(pipeEnds[0])
        var status: Int32 = 0
        waitpid(child, &status, 0)
        #expect(got == 32)
        let childList = [childWords.0, childWords.1, childWords.2, childWords.3]
        #expect(Set(childList).isDisjoint(with: parentWords))
    }

    /// The same after `fork()` for a large `fill`, which takes the direct path (whole refills
    /// written straight into the destination).
    @Test func childBulkFillAfterForkDoesNotRepeatParent() throws {
        var random = SecureRandom()
        _ = random.next()
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        let size = 4096
        let child = fork()
        if child == 0 {
            var childRandom = SecureRandom()
            var bytes = [UInt8](repeating: 0, count: size)
            bytes.withUnsafeMutableBytes { childRandom.fill($0) }
            var written = 0
            while written < size {
                let n = bytes.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress! + written, size - written) }
                if n <= 0 { break }
                written += n
            }
            _exit(0)
        }
        close(pipeEnds[1])
        var parentBytes = [UInt8](repeating: 0, count: size)
        parentBytes.withUnsafeMutableBytes { random.fill($0) }
        var childBytes = [UInt8](repeating: 0, count: size)
        var got = 0
        while got < size {
            let n = childBytes.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress! + got, size - got) }
            if n <= 0 { break }
            got += n
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        waitpid(child, &status, 0)
        #expect(got == size)
        // No 8-byte word of the child's output appears in the parent's.
        func words(_ bytes: [UInt8]) -> Set<UInt64> {
            bytes.withUnsafeBytes { raw in Set((0..<(size / 8)).map { raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self) }) }
        }
        #expect(words(childBytes).isDisjoint(with: words(parentBytes)))
    }
    #endif
}
