import CollisionStatistics
import AuditInput
import Platform

/// Counts of the inventory kept by each reading thread.
package struct Inventory: Sendable, Hashable {
    /// Blank and invalid lines (valid ones are the sum of ``groups``).
    package var blank = 0
    package var invalid = 0
    /// Identifiers read inside one pair of quotes (``AuditInput/QuotedValue``).
    package var quoted = 0
    /// Identifiers per ``TextForm``, ``ObservedLetterCase`` and ``IdentifierGroup``, by raw value
    /// (the report leaves out ``ObservedLetterCase/significant``).
    package var forms = [Int](repeating: 0, count: TextForm.allCases.count)
    package var cases = [Int](repeating: 0, count: ObservedLetterCase.allCases.count)
    package var groups = [Int](repeating: 0, count: IdentifierGroup.count)
    /// Invalid lines that are an identifier cut short, by form and width (``TruncatedShape``).
    package var truncated = [Int](repeating: 0, count: TruncatedShape.cells)
    /// UUIDs of the RFC 9562 variant by (digit 12, digit 14): digit 12 × 16 + digit 14, for
    /// telling GUID byte order (``GUIDOrderEvidence``).
    package var versionDigits = [Int](repeating: 0, count: 256)

    package var valid: Int { groups.reduce(0, +) }

    mutating func add(_ other: Inventory) {
        blank += other.blank
        invalid += other.invalid
        quoted += other.quoted
        for i in forms.indices { forms[i] += other.forms[i] }
        for i in cases.indices { cases[i] += other.cases[i] }
        for i in groups.indices { groups[i] += other.groups[i] }
        for i in truncated.indices { truncated[i] += other.truncated[i] }
        for i in versionDigits.indices { versionDigits[i] += other.versionDigits[i] }
    }
}

/// The record sink of one reading thread: turns identifiers into records in its batch, counts
/// the inventory, keeps the first invalid lines, and spills the batch as a sorted run when
/// it is full. The hot path writes one record and four counters, and allocates nothing.
struct Collector: RecordSink {
    /// How many invalid lines each thread keeps: enough for the report's first 20 overall,
    /// since a thread parses its chunks in input order.
    static let keptExamples = 20

    /// The batch: ``allocated`` records, grown up to ``capacity`` as they arrive.
    private(set) var records: UnsafeMutablePointer<AuditRecord>
    /// The most records the batch may hold: the memory limit's share of this thread.
    private(set) var capacity: Int
    /// Records the batch has room for now (``grow()``).
    private(set) var allocated: Int
    private(set) var count = 0
    /// The count at which ``add(_:)`` leaves its fast path: the room allocated, or earlier the
    /// end of the records whose pages have been populated (``populateAhead()``).
    private var checkpoint = 0
    /// Records from the start of the batch whose pages have been asked for in bulk.
    private var populated = 0
    let sliceCounts: UnsafeMutablePointer<Int>
    /// forms (8), cases (4), groups (26): see ``caseCounters``, ``groupCounters``.
    private let counters: UnsafeMutablePointer<Int>
    private(set) var blank = 0
    private(set) var invalid = 0
    /// Invalid lines that are an identifier cut short, by form and width (``TruncatedShape``).
    private(set) var truncated = [Int](repeating: 0, count: TruncatedShape.cells)
    private(set) var quoted = 0
    /// The chunk being parsed, and its column (for messages).
    var chunk = 0 {
        didSet { chunkLocation = Location.pack(chunk: chunk, line: 0) }
    }
    /// The chunk's place, to which a line's number is added (``Location``: the line in the low
    /// half). Kept here because the input module's functions are not inlined into this one.
    private var chunkLocation: UInt64 = 0

    /// The packed place of line `line` of the chunk being parsed.
    @inline(__always)
    private func place(_ line: Int) -> UInt64 { chunkLocation | UInt64(truncatingIfNeeded: line) }
    var column: Int?
    /// The first invalid lines: packed location, text, message.
    private(set) var examples: [(location: UInt64, text: String, error: String)] = []
    /// Whether invalid lines are kept by their shape only (``LineShape``), for `--redact`.
    var shapesOnly = false
    private(set) var runs: [SortedRun] = []
    private(set) var failure: AuditError?
    let temporaryDirectory: String
    /// This thread's spill file, made at the first spill.
    private var spillFile: SpillFile?
    /// A map shard's shuffle files: a full batch goes there, unsorted, instead of to a run.
    let shuffle: AuditShuffleWriter?
    /// The file order of the chunk being parsed: one ``OrderSpan`` per time-ordered group
    /// (``IdentifierGroup/timeOrdered``), in raw memory so that the hot path writes them in
    /// place, with each one's time layout.
    var orderInput = 0
    private let orderSpans: UnsafeMutablePointer<OrderSpan>
    private let orderLayouts: UnsafeMutablePointer<TimeOrderedLayout>
    /// Whether UUIDs are read in GUID byte order (``UUIDByteOrder``).
    let guidOrder: Bool
    /// Per group, its place among the time-ordered groups (its span), or -1 when it has no time.
    private let orderSlots: UnsafeMutablePointer<Int8>
    /// The groups whose sort key is not their first 64 bits (v1), one bit each.
    private let reorderMask: UInt64
    /// The recorded time read beside the next identifier (`--time-column`), when there is one.
    var recordedTime = RecordedTime.none

    init(capacity: Int, temporaryDirectory: String, shuffle: AuditShuffleWriter? = nil, guidOrder: Bool = false) {
        self.shuffle = shuffle
        self.guidOrder = guidOrder
        self.capacity = capacity
        // Plain pages, not huge pages: with the kernel's THP defrag setting "madvise", asking
        // for huge pages makes first touches compact memory, seconds of system time at 10^8
        // lines (Benchmarks/records/choices-in-the-code.md, "Plain pages"). The sort keeps its first pass within the TLB's reach
        // instead (see ``RecordSort``).
        //
        // The batch starts small and grows as records arrive (``grow()``): the capacity is what
        // the memory limit allows, gigabytes by default, and reserving it up front (even as
        // untouched virtual memory) fails under `ulimit -v` and counts against a container's
        // overcommit for an input of a few lines.
        allocated = Swift.min(capacity, Collector.initialRecords)
        records = .allocate(capacity: allocated)
        checkpoint = Swift.min(allocated, Collector.populateRecords)
        sliceCounts = .allocate(capacity: AuditRecord.sliceCount)
        sliceCounts.initialize(repeating: 0, count: AuditRecord.sliceCount)
        counters = .allocate(capacity: Collector.counterCount)
        counters.initialize(repeating: 0, count: Collector.counterCount)
        let timeOrdered = IdentifierGroup.timeOrdered
        orderSpans = .allocate(capacity: timeOrdered.count)
        orderSpans.initialize(repeating: OrderSpan(), count: timeOrdered.count)
        orderLayouts = .allocate(capacity: timeOrdered.count)
        orderLayouts.initialize(from: timeOrdered.map { IdentifierGroup(rawValue: $0).layout.timeLayout! }, count: timeOrdered.count)
        orderSlots = .allocate(capacity: IdentifierGroup.count)
        orderSlots.initialize(from: (0..<IdentifierGroup.count).map { Int8(IdentifierGroup.orderSlot($0)) }, count: IdentifierGroup.count)
        reorderMask = IdentifierGroup.reorderedKeys
        self.temporaryDirectory = temporaryDirectory
    }

    /// Where the case counters start among ``counters``, after the forms' (8), and the group
    /// counters, after the cases' (4).
    static let caseCounters = 8
    static let groupCounters = 12
    /// Where the (digit 12, digit 14) counts of RFC 9562 UUIDs start: after the groups'.
    static var versionDigitCounters: Int { groupCounters + IdentifierGroup.count }
    static var counterCount: Int { versionDigitCounters + 256 }

    @inline(__always)
    mutating func identifier(_ identifier: ParsedIdentifier, line: Int) {
        let form = Self.index(of: identifier.form)
        // In GUID byte order, a UUID's first three fields are put back in RFC 9562 order (the
        // four UUID forms only: an OpenUDID, a ULID, a KSUID is no GUID).
        let high = guidOrder && form < 4 ? UUIDByteOrder.swapFields(identifier.high) : identifier.high
        let group = IdentifierGroup.of(high: high, low: identifier.low, suffix: identifier.suffix, form: form)
        let reordered = (reorderMask &>> UInt64(truncatingIfNeeded: group)) & 1 != 0
        let key = reordered ? UUIDFormat.v1SortKey(high: high) : high
        let letterCase = Self.index(of: identifier.letterCase)
        counters[form] &+= 1
        counters[Self.caseCounters &+ letterCase] &+= 1
        counters[Self.groupCounters &+ group] &+= 1
        if group < UUIDFormat.versionGroups {
            // (digit 12, digit 14): the version, and where GUID byte order puts it.
            counters[Self.versionDigitCounters &+ Int(truncatingIfNeeded: (high &>> 8) & 0xF0 | (high &>> 4) & 0xF)] &+= 1
        }
        let slot = Int(orderSlots[group])
        if slot >= 0 { addOrder(slot: slot, key: key, high: high, low: identifier.low, line: line) }
        add(
            AuditRecord(
                key: key, low: identifier.low,
                tag: AuditRecord.tag(group: group, suffix: identifier.suffix, spelling: Spelling.code(form: form, letterCase: letterCase)),
                location: place(line)))
    }

    /// A value read inside one pair of quotes: counted, then taken as any other.
    mutating func quotedIdentifier(_ identifier: ParsedIdentifier, line: Int) {
        quoted += 1
        self.identifier(identifier, line: line)
    }

    // The input module's enums, read by a switch of this module's own: the line loop needs
    // none of that module's `rawValue` or `==`, whatever of them the compiler can inline.
    @inline(__always)
    static func index(of form: TextForm) -> Int {
        switch form {
        case .canonical: return 0
        case .hyphenless: return 1
        case .braced: return 2
        case .urn: return 3
        case .openUDID: return 4
        case .ulid: return 5
        case .ksuid: return 6
        case .snowflake: return 7
        }
    }

    @inline(__always)
    static func index(of letterCase: ObservedLetterCase) -> Int {
        switch letterCase {
        case .lower: return 0
        case .upper: return 1
        case .mixed: return 2
        case .significant: return 3
        }
    }

    /// Adds a record to the batch (a reduce shard adds those the maps read), spilling a full one.
    @inline(__always)
    mutating func add(_ record: AuditRecord) {
        records[count] = record
        sliceCounts[record.slice] &+= 1
        count &+= 1
        if count == checkpoint { reachedCheckpoint() }
    }

    /// Records populated at a time: 256 KiB, 64 pages per call. Small enough that the pages
    /// the kernel has just zeroed are still in the core's cache when the records are written
    /// (with 8 MiB pieces the system time saved came back as user time, the writer missing the
    /// cache on every line; 64 KiB to 1 MiB all did about as well: see
    /// Benchmarks/records/choices-in-the-code.md).
    static let populateRecords = (256 << 10) / MemoryLayout<AuditRecord>.stride

    /// Records a batch starts with: 1 MiB.
    static let initialRecords = (1 << 20) / MemoryLayout<AuditRecord>.stride

    /// The batch is full (spill it), its room is used up (grow it), or the writer reached the
    /// end of the populated pages (populate the next piece).
    @inline(never)
    private mutating func reachedCheckpoint() {
        if count == allocated && !grow() {
            spill()
            checkpoint = Swift.min(allocated, Swift.max(populated, Collector.populateRecords))
            return
        }
        if count >= populated { populateAhead() }
        checkpoint = Swift.min(allocated, populated)
    }

    /// Doubles the batch's room, up to ``capacity``; `false` when it is at the capacity or the
    /// system has no more memory to give (then the capacity is lowered to what the batch has:
    /// it spills from now on rather than fail).
    ///
    /// `realloc` moves a large block by remapping its pages (`mremap` in glibc), so growing a
    /// batch of gigabytes copies nothing. The batch comes from `allocate(capacity:)`, which
    /// takes records of this alignment from `malloc` (and `deallocate()` gives them to `free`),
    /// so `realloc` may resize it.
    private mutating func grow() -> Bool {
        guard allocated < capacity else { return false }
        let larger = Swift.min(capacity, allocated * 2)
        guard let moved = realloc(records, larger * MemoryLayout<AuditRecord>.stride) else {
            capacity = allocated
            return false
        }
        records = moved.assumingMemoryBound(to: AuditRecord.self)
        allocated = larger
        return true
    }

    /// Asks the kernel for the pages of the next ``populateRecords`` records in one call
    /// (`MADV_POPULATE_WRITE`, Linux 5.14 on), instead of one page fault per 4 KiB page as
    /// the writer first touches them: at 10^8 lines the batches are 3.2 GB, 780 000 pages.
    /// Only whole pages inside the batch are asked for. A kernel without the advice (EINVAL)
    /// or short of memory leaves the pages to be faulted in one by one, as without the call:
    /// the result is ignored. Once populated, pages stay so across spills (the batch is reused).
    private mutating func populateAhead() {
        let start = count, end = Swift.min(allocated, count + Collector.populateRecords)
        populated = end
        #if os(Linux)
        if let pages = Collector.wholePages(records + start, count: end - start) {
            _ = madvise(pages.baseAddress, pages.count, Collector.populateWrite)
        }
        #endif
    }

    #if os(Linux)
    /// `MADV_POPULATE_WRITE` (23 in the kernel's headers; named here, as older C libraries lack it).
    static let populateWrite: Int32 = 23
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// The whole pages inside `count` records at `records` (what `madvise` may be given about
    /// them without touching memory around them); `nil` when they hold none.
    static func wholePages(_ records: UnsafeMutablePointer<AuditRecord>, count: Int) -> UnsafeMutableRawBufferPointer? {
        let page = UInt(pageSize)
        let first = (UInt(bitPattern: records) + page - 1) & ~(page - 1)
        let last = UInt(bitPattern: records + count) & ~(page - 1)
        guard last > first else { return nil }
        return UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(bitPattern: first), count: Int(last - first))
    }
    #endif

    mutating func blank(line: Int) { blank += 1 }

    mutating func recordedTime(_ text: UnsafeRawBufferPointer, line: Int) {
        recordedTime = RecordedTimeText.milliseconds(text).map(RecordedTime.time) ?? .unreadable
    }

    mutating func invalid(_ text: UnsafeRawBufferPointer, _ problem: LineProblem, line: Int) {
        invalid += 1
        if let cell = TruncatedShape.cell(text) { truncated[cell] += 1 }
        guard examples.count < Collector.keptExamples else { return }
        let place = Location.pack(chunk: chunk, line: line)
        let message = problem.message(for: text, column: column, quotingText: !shapesOnly)
        examples.append((place, shapesOnly ? LineShape.describe(text) : EscapedText.make(text), message))
    }

    /// Sorts the batch and writes it out as a run (or, in a map shard, to the shuffle files).
    /// Whatever happens, the batch is empty afterwards: its count and its slice counts are
    /// reset together, so the sort never sees counts of records that are not there. After a
    /// failure the records read are counted but no longer kept; the caller stops and throws it.
    private mutating func spill() {
        defer { empty() }
        guard failure == nil else { return }
        do throws(AuditError) {
            if let shuffle {
                shuffle.write(records, count: count)
            } else {
                if spillFile == nil { spillFile = try SpillFile(directory: temporaryDirectory) }
                let file = spillFile!
                runs.append(try SortedRun.spill(records, count: count, sliceCounts: sliceCounts, into: file))
            }
        } catch {
            failure = error
        }
    }

    /// Forgets the batch's records.
    private mutating func empty() {
        count = 0
        sliceCounts.update(repeating: 0, count: AuditRecord.sliceCount)
    }

    /// Returns the runs this thread spilled, and what is left in memory as a batch ordered by
    /// its first digit only (``Audit/sortBatches(_:threads:progress:)`` sorts the rest); a map
    /// shard writes what is left to its shuffle files and returns neither. After a failure it
    /// sorts nothing and returns neither: the caller throws ``failure``.
    mutating func finish() -> (runs: [SortedRun], batch: BucketedBatch?) {
        if failure != nil {
            empty()
            runs = []
            return ([], nil)
        }
        if shuffle != nil {
            if count > 0 { spill() }
            return ([], nil)
        }
        let batch = count > 0 ? BucketedBatch(records, count: count, sliceCounts: sliceCounts) : nil
        return (runs, batch)
    }

    /// The inventory counted.
    var inventory: Inventory {
        var inventory = Inventory()
        inventory.blank = blank
        inventory.invalid = invalid
        inventory.quoted = quoted
        for i in 0..<TextForm.allCases.count { inventory.forms[i] = counters[i] }
        for i in 0..<ObservedLetterCase.allCases.count { inventory.cases[i] = counters[Self.caseCounters + i] }
        for i in 0..<IdentifierGroup.count { inventory.groups[i] = counters[Self.groupCounters + i] }
        inventory.truncated = truncated
        for i in 0..<256 { inventory.versionDigits[i] = counters[Self.versionDigitCounters + i] }
        return inventory
    }

    /// Frees everything but the records (which a memory run may still be reading).
    func releaseCounters() {
        sliceCounts.deallocate()
        counters.deallocate()
        orderSpans.deinitialize(count: IdentifierGroup.timeOrdered.count)
        orderSpans.deallocate()
        orderLayouts.deallocate()
        orderSlots.deallocate()
    }
}

extension Collector {
    /// Starts the order tally of a chunk of input `input`.
    mutating func beginOrder(input: Int) {
        orderInput = input
        for slot in 0..<IdentifierGroup.timeOrdered.count { orderSpans[slot] = OrderSpan() }
    }

    /// The order tally of the chunk parsed since ``beginOrder(input:)``.
    var order: InputOrder {
        var order = InputOrder(input: orderInput)
        order.spans = Array(UnsafeBufferPointer(start: orderSpans, count: IdentifierGroup.timeOrdered.count))
        return order
    }

    /// Adds an identifier of the time-ordered group at `slot` (``IdentifierGroup/timeOrdered``)
    /// to the chunk's order tally, and its recorded time when one was read beside it.
    @inline(__always)
    mutating func addOrder(slot: Int, key: UInt64, high: UInt64, low: UInt64, line: Int) {
        let location = place(line)
        let ms = orderLayouts[slot].unixMilliseconds(key: key)
        orderSpans[slot].add(
            .init(ms: ms, key: key, high: high, low: low, location: location))
        switch recordedTime {
        case .none: return
        case let .time(recorded): orderSpans[slot].addSkew(ms &- recorded, location: location)
        case .unreadable: orderSpans[slot].addUnreadableTime(location: location)
        }
        recordedTime = .none
    }
}
