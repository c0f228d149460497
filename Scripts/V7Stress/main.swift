// v7-stress: T threads each take N version 7 UUIDs from one shared generator, then the run
// checks that every thread's UUIDs strictly increase and that no UUID occurs twice overall.
//
// Every thread keeps its UUIDs (16 bytes each: 3.2 GB for the default 2 × 10^8) and checks its
// own order as it goes. Because each thread's list is sorted, "no duplicate overall" is a
// T-way merge in one pass, with no sort: equal UUIDs in different threads would meet at the
// front of the merge. Run it through Scripts/stress-v7.sh, which builds it in release mode.
import Foundation
import OpenUDIDCore
import Synchronization

struct Options {
    var perThread = 100_000_000
    var threads = 2
    var monotonicity: UUIDv7Generator.Monotonicity? = nil  // nil: UUIDv7Generator.shared
    var precision = UUIDv7Generator.Precision.precise

    static let usage = """
        usage: v7-stress [--per-thread N] [--threads T] [--method shared|subms|counter|random] [--coarse]

        T threads (default 2) each take N version 7 UUIDs (default 100000000) from one generator
        (default: UUIDv7Generator.shared, method 3 on the precise clock), keeping them in memory
        (16 bytes each), then check that each thread's UUIDs strictly increase (random: only
        their milliseconds) and that no UUID occurs twice overall. Exit status 0 when both hold,
        1 when not, 2 for bad options.
        """

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageError("\(name) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--per-thread":
                guard let n = Int(try value(argument).replacingOccurrences(of: "_", with: "")), n > 0 else {
                    throw UsageError("--per-thread takes a positive whole number")
                }
                perThread = n
            case "--threads":
                guard let t = Int(try value(argument)), (1...64).contains(t) else { throw UsageError("--threads takes 1...64") }
                threads = t
            case "--method":
                switch try value(argument) {
                case "shared": monotonicity = nil
                case "subms": monotonicity = .subMillisecond
                case "counter": monotonicity = .counter(.standard)
                case "random": monotonicity = .random
                case let other: throw UsageError("--method takes shared, subms, counter or random, not \(other)")
                }
            case "--coarse": precision = .coarse
            case "-h", "--help": print(Options.usage); exit(0)
            default: throw UsageError("unknown option \(argument)")
            }
        }
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

func now() -> Double { Date().timeIntervalSince1970 }

/// One thread's UUIDs and what it found while making them.
final class Lane: @unchecked Sendable {
    let ids: UnsafeMutableBufferPointer<RFCUUID>
    var outOfOrder = 0
    var firstOutOfOrder: (Int, RFCUUID, RFCUUID)? = nil

    init(count: Int) { ids = .allocate(capacity: count) }
}

let options: Options
do { options = try Options(Array(CommandLine.arguments.dropFirst())) } catch {
    log("v7-stress: \(error)\n\n\(Options.usage)")
    exit(2)
}
let generator =
    options.monotonicity.map { UUIDv7Generator(monotonicity: $0, precision: options.precision) }
    ?? UUIDv7Generator.shared
let total = options.perThread * options.threads
log(
    "v7-stress: \(options.threads) threads × \(options.perThread) UUIDs from \(options.monotonicity.map { "\($0)" } ?? "UUIDv7Generator.shared (subMillisecond)"), "
        + "\(options.precision) clock; \(total * 16 / 1_000_000) MB of UUIDs")

let lanes = (0..<options.threads).map { _ in Lane(count: options.perThread) }
let progress = Atomic<Int>(0)
let strict = generator.monotonicity != .random
let start = now()
let threads = lanes.map { lane in
    Thread {
        let ids = lane.ids
        var previous = generator.next()
        ids.initializeElement(at: 0, to: previous)
        for index in 1..<ids.count {
            let id = generator.next()
            ids.initializeElement(at: index, to: id)
            let ordered = strict ? previous < id : previous.high >> 16 <= id.high >> 16
            if !ordered {
                lane.outOfOrder += 1
                if lane.firstOutOfOrder == nil { lane.firstOutOfOrder = (index, previous, id) }
            }
            previous = id
            if index % 10_000_000 == 0 {
                let done = progress.add(10_000_000, ordering: .relaxed).newValue
                log("  \(done / 1_000_000) M of \(total / 1_000_000) M made, \(String(format: "%.1f", now() - start)) s")
            }
        }
    }
}
for thread in threads { thread.start() }
// Thread has no join: wait for every lane to have stopped touching its buffer.
for (thread, _) in zip(threads, lanes) { while !thread.isFinished { usleep(50_000) } }
let made = now() - start
log(
    "  made in \(String(format: "%.1f", made)) s (\(String(format: "%.1f", made / Double(total) * 1e9 * Double(options.threads))) ns per UUID per thread)"
)

// The T-way merge of the sorted lanes: a UUID equal to the last one taken is a duplicate.
var heads = lanes.map { _ in 0 }
var duplicates = 0
var firstDuplicate: RFCUUID? = nil
var last: RFCUUID? = nil
var taken = 0
let mergeStart = now()
if lanes.allSatisfy({ $0.outOfOrder == 0 }) || !strict {
    // With the random method only the milliseconds are ordered: sort each lane first.
    if !strict { for lane in lanes { var ids = lane.ids; ids.sort() } }
    while true {
        var best: Int? = nil
        for (index, lane) in lanes.enumerated() where heads[index] < lane.ids.count {
            if best == nil || lane.ids[heads[index]] < lanes[best!].ids[heads[best!]] { best = index }
        }
        guard let index = best else { break }
        let id = lanes[index].ids[heads[index]]
        if id == last {
            duplicates += 1
            if firstDuplicate == nil { firstDuplicate = id }
        }
        last = id
        heads[index] += 1
        taken += 1
    }
}
let merged = now() - mergeStart
let outOfOrder = lanes.reduce(0) { $0 + $1.outOfOrder }
print(
    "UUIDs: \(total) (\(options.threads) threads × \(options.perThread)), made in \(String(format: "%.1f", made)) s, checked in \(String(format: "%.1f", merged)) s"
)
for (index, lane) in lanes.enumerated() {
    print(
        "thread \(index): \(lane.outOfOrder) out of order" + (lane.firstOutOfOrder.map { ", first at \($0.0): \($0.1) then \($0.2)" } ?? "")
    )
}
print(
    outOfOrder == 0
        ? "duplicates: \(duplicates) among \(taken)" + (firstDuplicate.map { ", first \($0)" } ?? "")
        : "duplicates: not checked (a thread was out of order)")
let passed = outOfOrder == 0 && duplicates == 0 && taken == total
print(passed ? "PASS" : "FAIL")
exit(passed ? 0 : 1)
