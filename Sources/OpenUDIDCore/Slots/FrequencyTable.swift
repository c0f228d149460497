/// The counting table of ``SlotScan``: at most 100 distinct values, in first-seen order, in
/// caller-provided (stack) storage.
///
/// OpenUDID values are almost always 40 lowercase hex digits. Those are keyed by the 20 bytes
/// they encode, so finding a value among the distinct ones costs three integer comparisons per
/// entry instead of a string comparison. A 40-lowercase-hex string and its key determine each
/// other, and no other string equals such a string, so keys and strings never need to be
/// compared with each other: anything else (other lengths, uppercase, non-hex) is compared as
/// a string, code unit by code unit.
struct FrequencyTable: ~Copyable {
    struct Entry {
        /// The decoded value when `isHex`; zero otherwise.
        var high: UInt64
        var low: UInt64
        var suffix: UInt32
        var isHex: Bool
        var count: Int
        var firstSlot: Int
        /// The value as written (one retain, no copy).
        var value: String
    }

    private let storage: UnsafeMutableBufferPointer<Entry>
    private var used = 0

    /// A table over uninitialized `storage` of at least 100 entries.
    init(storage: UnsafeMutableBufferPointer<Entry>) {
        self.storage = storage
    }

    deinit {
        storage.baseAddress!.deinitialize(count: used)
    }

    /// Counts one occurrence of `value`, seen in slot `slot`.
    mutating func count(_ value: String, slot: Int) {
        if let key = Self.lowercaseHexKey(value) {
            for index in 0..<used {
                let entry = storage.baseAddress! + index
                if entry.pointee.isHex && entry.pointee.high == key.high && entry.pointee.low == key.low
                    && entry.pointee.suffix == key.suffix {
                    entry.pointee.count &+= 1
                    return
                }
            }
            append(Entry(high: key.high, low: key.low, suffix: key.suffix, isHex: true, count: 1, firstSlot: slot, value: value))
        } else {
            for index in 0..<used {
                let entry = storage.baseAddress! + index
                if !entry.pointee.isHex && entry.pointee.value.isLiterallyEqual(to: value) {
                    entry.pointee.count &+= 1
                    return
                }
            }
            append(Entry(high: 0, low: 0, suffix: 0, isHex: false, count: 1, firstSlot: slot, value: value))
        }
    }

    private mutating func append(_ entry: Entry) {
        precondition(used < storage.count, "more distinct values than slots")
        (storage.baseAddress! + used).initialize(to: entry)
        used &+= 1
    }

    /// The counted values in first-seen order.
    var frequencies: [SlotScan.ValueFrequency] {
        var result: [SlotScan.ValueFrequency] = []
        result.reserveCapacity(used)
        for entry in UnsafeBufferPointer(rebasing: storage[..<used]) {
            result.append(SlotScan.ValueFrequency(value: entry.value, count: entry.count, firstSlot: entry.firstSlot))
        }
        return result
    }

    /// The 20 bytes of a string of exactly 40 lowercase hex digits; `nil` for anything else.
    @inline(__always)
    static func lowercaseHexKey(_ value: String) -> (high: UInt64, low: UInt64, suffix: UInt32)? {
        guard value.utf8.count == 40 else { return nil }
        let key: (UInt64, UInt64, UInt32)?? = value.utf8.withContiguousStorageIfAvailable { buffer in
            let base = UnsafeRawPointer(buffer.baseAddress!)
            let high = Hex.decode16(base)
            let low = Hex.decode16(base + 16)
            let suffix = Hex.decode8(base + 32)
            guard high.valid && low.valid && suffix.valid, isLowercase(base) else { return nil }
            return (high.value, low.value, suffix.value)
        }
        guard let known = key, let found = known else { return nil }
        return (found.0, found.1, found.2)
    }

    /// True when none of the 40 hex digits at `base` is an uppercase letter. Digits (0x30-0x39)
    /// and lowercase letters have bit 0x20 set; 'A'-'F' do not.
    @inline(__always)
    static func isLowercase(_ base: UnsafeRawPointer) -> Bool {
        let mask: UInt64 = 0x2020_2020_2020_2020
        var all = mask
        for offset in stride(from: 0, through: 32, by: 8) {
            all &= base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        }
        return all & mask == mask
    }
}
