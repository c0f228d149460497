package import CollisionStatistics
/// What the time-ordered groups show, counted over their stream in time order.
package struct TimeTally: Sendable, Hashable {
    /// Distinct nodes and node spans are counted exactly up to this many nodes.
    static let nodeCap = 1 << 16

    package var layout: TimeOrderedLayout
    package var count = 0
    package var earliest = Int64.max
    package var latest = Int64.min
    /// Identifiers more than a day past the audit's "now", and before the plausible start.
    package var future = 0
    package var old = 0
    /// v1/v6 identifiers whose node has the multicast bit (random, RFC 9562 §6.10) or not (a MAC).
    package var randomNodes = 0
    package var macNodes = 0
    /// Per node: first and last time seen (ms), up to ``nodeCap`` nodes.
    package var nodeSpans: [UInt64: ClosedRange<Int64>] = [:]
    package var nodesOverflowed = false
    /// Clock sequences seen (a 16 384-bit set).
    package var clockSequences = [UInt64](repeating: 0, count: 256)
    /// The busiest millisecond and how many identifiers it had.
    package var peak = 0
    package var peakMillisecond: Int64 = 0
    /// Distinct milliseconds, and the greatest common divisor of the milliseconds of a layout
    /// whose time is in milliseconds (v7): a clock on a coarser tick (whole seconds) leaves its
    /// tick here; 1 once two times are coprime, 0 before any.
    package var milliseconds = 0
    package var tick: UInt64 = 0
    /// The first and the current millisecond runs, so that ranges merge across threads.
    package var firstRun: (ms: Int64, count: Int)?
    package var lastRun: (ms: Int64, count: Int)?

    init(layout: TimeOrderedLayout) { self.layout = layout }

    /// Counts one record; records arrive in time order.
    mutating func add(_ record: AuditRecord, now: Int64) {
        let ms = layout.unixMilliseconds(key: record.key)
        count += 1
        earliest = Swift.min(earliest, ms)
        latest = Swift.max(latest, ms)
        if ms > now + 86_400_000 { future += 1 }
        if ms < layout.plausibleStart { old += 1 }
        if let node = layout.node(low: record.low) {
            // The multicast bit is the least significant bit of the node's first octet.
            if node & 0x0100_0000_0000 != 0 { randomNodes += 1 } else { macNodes += 1 }
            if let span = nodeSpans[node] {
                nodeSpans[node] = Swift.min(span.lowerBound, ms)...Swift.max(span.upperBound, ms)
            } else if nodeSpans.count < TimeTally.nodeCap {
                nodeSpans[node] = ms...ms
            } else {
                nodesOverflowed = true
            }
        }
        if let sequence = layout.clockSequence(low: record.low) { clockSequences[sequence >> 6] |= 1 << UInt64(sequence & 63) }
        if let last = lastRun, last.ms == ms {
            lastRun = (ms, last.count + 1)
        } else {
            if let last = lastRun, firstRun == nil { firstRun = last }
            lastRun = (ms, 1)
            milliseconds += 1
            // Once 1, the tick is settled: healthy data pays one comparison a millisecond.
            if tick != 1 && layout.isV7 { tick = Self.gcd(tick, UInt64(bitPattern: ms)) }
        }
        if lastRun!.count > peak { peak = lastRun!.count; peakMillisecond = ms }
    }

    /// Adds the tally of the next range of the stream.
    mutating func merge(_ next: TimeTally) {
        guard next.count > 0 else { return }
        guard count > 0 else { self = next; return }
        count += next.count
        earliest = Swift.min(earliest, next.earliest)
        latest = Swift.max(latest, next.latest)
        future += next.future
        old += next.old
        randomNodes += next.randomNodes
        macNodes += next.macNodes
        tick = Self.gcd(tick, next.tick)
        milliseconds += next.milliseconds
        for (node, span) in next.nodeSpans {
            if let mine = nodeSpans[node] {
                nodeSpans[node] = Swift.min(mine.lowerBound, span.lowerBound)...Swift.max(mine.upperBound, span.upperBound)
            } else if nodeSpans.count < TimeTally.nodeCap {
                nodeSpans[node] = span
            } else {
                nodesOverflowed = true
            }
        }
        nodesOverflowed = nodesOverflowed || next.nodesOverflowed
        for i in clockSequences.indices { clockSequences[i] |= next.clockSequences[i] }
        // A millisecond split between the two ranges counts once, whole.
        let nextFirst = next.firstRun ?? next.lastRun!
        var joined: Int?
        if let last = lastRun, last.ms == nextFirst.ms {
            joined = last.count + nextFirst.count
            milliseconds -= 1
            if joined! > peak { peak = joined!; peakMillisecond = last.ms }
        }
        if next.peak > peak { peak = next.peak; peakMillisecond = next.peakMillisecond }
        if firstRun == nil { firstRun = lastRun }
        lastRun = next.firstRun == nil && joined != nil ? (nextFirst.ms, joined!) : next.lastRun
    }

    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// Distinct clock sequences.
    package var distinctClockSequences: Int { clockSequences.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// Nodes seen over more than a day.
    package var longLivedNodes: Int { nodeSpans.values.filter { $0.upperBound - $0.lowerBound > 86_400_000 }.count }

    package static func == (lhs: TimeTally, rhs: TimeTally) -> Bool {
        lhs.count == rhs.count && lhs.earliest == rhs.earliest && lhs.latest == rhs.latest && lhs.peak == rhs.peak
            && lhs.nodeSpans == rhs.nodeSpans && lhs.clockSequences == rhs.clockSequences
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(count); hasher.combine(peak) }
}
