/// The counting table of ``SlotScan``: at most 100 distinct values, in first-seen order.
///
/// It starts in caller-provided stack storage of ``stackCapacity`` entries (the most that
/// `withUnsafeTemporaryAllocation` keeps on the stack unconditionally: 1 KiB) and moves to a
/// heap block of 100 entries only when more distinct values than that turn up.
///
/// Values are compared code unit by code unit, as `NSDictionary` compares keys. Each entry
/// keeps a ``CodeUnitKey`` of its value, so finding a value among the distinct ones costs a few
/// integer comparisons per entry and never touches the stored strings (no reference counting
/// in the loop). Values longer than ``CodeUnitKey/capacity`` bytes, which OpenUDID never writes,
/// are compared as strings.
struct FrequencyTable: ~Copyable {
    struct Entry {
        /// The value's key; for a long value, only its length (over 48; the words are zero).
        var key: CodeUnitKey
        var count: Int
        var firstSlot: Int
        /// The value as written (one retain, no copy).
        var value: String
    }

    /// How many entries fit in 1 KiB: above that size `withUnsafeTemporaryAllocation` asks
    /// the runtime whether the stack has room, which on Linux answered no and allocated.
    static let stackCapacity = 1024 / MemoryLayout<Entry>.stride

    private var storage: UnsafeMutableBufferPointer<Entry>
    private var used = 0
    /// Whether `storage` is the heap block this table allocated (and must free).
    private var ownsStorage = false

    /// A table over uninitialized `storage`.
    init(storage: UnsafeMutableBufferPointer<Entry>) {
        self.storage = storage
    }

    deinit {
        storage.baseAddress!.deinitialize(count: used)
        if ownsStorage { storage.deallocate() }
    }

    /// Counts one more occurrence of the value whose key is `key`; false when the table has
    /// no such value yet (then ``append(_:value:slot:)`` it).
    @inline(__always)
    mutating func increment(_ key: CodeUnitKey) -> Bool {
        let entries = storage.baseAddress!
        for index in 0..<used where entries[index].key == key {
            entries[index].count &+= 1
            return true
        }
        return false
    }

    /// Adds `value`, whose key is `key`, first seen in slot `slot`.
    mutating func append(_ key: CodeUnitKey, value: String, slot: Int) {
        append(Entry(key: key, count: 1, firstSlot: slot, value: value))
    }

    /// Counts `value`, seen in slot `slot`, when it could not be read in place: a value over 48
    /// bytes (which has no key), or one not stored contiguously. Rare: OpenUDID never writes
    /// the first kind, and native Swift strings are never the second.
    @inline(never)
    mutating func count(string value: String, slot: Int) {
        if let key = withUTF8Bytes(of: value, { CodeUnitKey($0) }) {
            if !increment(key) { append(key, value: value, slot: slot) }
            return
        }
        let length = value.utf8.count
        let entries = storage.baseAddress!
        for index in 0..<used
        where entries[index].key.length == length
            && entries[index].value.isLiterallyEqual(to: value)
        {
            entries[index].count &+= 1
            return
        }
        append(Entry(key: CodeUnitKey(length: length), count: 1, firstSlot: slot, value: value))
    }

    private mutating func append(_ entry: Entry) {
        if used == storage.count { grow() }
        (storage.baseAddress! + used).initialize(to: entry)
        used &+= 1
    }

    /// Moves the entries to a heap block with room for one per slot.
    @inline(never)
    private mutating func grow() {
        precondition(!ownsStorage && used < SlotName.count, "more distinct values than slots")
        let larger = UnsafeMutableBufferPointer<Entry>.allocate(capacity: SlotName.count)
        larger.baseAddress!.moveInitialize(from: storage.baseAddress!, count: used)
        storage = larger
        ownsStorage = true
    }

    /// The counted values in first-seen order, moved out of the table (no string is copied),
    /// which is then empty.
    consuming func takeFrequencies() -> [SlotScan.ValueFrequency] {
        let entries = storage.baseAddress!
        let result = [SlotScan.ValueFrequency](unsafeUninitializedCapacity: used) { buffer, count in
            for index in 0..<used {
                let entry = (entries + index).move()
                (buffer.baseAddress! + index).initialize(
                    to: SlotScan.ValueFrequency(value: entry.value, count: entry.count, firstSlot: entry.firstSlot))
            }
            count = used
        }
        // Every entry has been moved out: nothing left for `deinit` to destroy.
        if ownsStorage { storage.deallocate() }
        discard self
        return result
    }
}

extension CodeUnitKey {
    /// A key holding only a length: the placeholder of a value too long for a key. It equals
    /// no real key, whose length is at most ``capacity``.
    init(length: Int) { self.length = length }
}
