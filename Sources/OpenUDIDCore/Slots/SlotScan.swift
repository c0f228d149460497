/// What one pass over the slots finds (steps 2-4 of the resolution in
/// <doc:OpenUDIDSlotScan>): how often each value appears, the most frequent one, the first free
/// slot, this app's slot, and whether the app is still opted out.
@frozen
public struct SlotScan: Sendable, Hashable {
    /// Each distinct value with its count, in the order first seen (lowest slot first).
    public var frequencies: [ValueFrequency]
    /// The value with the highest count; among equal counts, the one first seen (quirk Q4).
    public var mostReliable: String?
    /// The first slot that is absent or whose record has no `OpenUDID`.
    public var availableSlot: Int?
    /// The slot name the app believes is its own: the local record's `OpenUDID_slot`, replaced
    /// by the last slot whose `OpenUDID_appUID` equals the app's.
    public var mySlot: String?
    /// The opt-out date after the scan: the local one, or (quirk Q3) the one of the last matching
    /// slot once the local record was opted out.
    public var optOutTS: String?

    /// A value and how many slots hold it.
    @frozen
    public struct ValueFrequency: Sendable, Hashable {
        /// The value, any string.
        public var value: String
        /// How many present slots hold it.
        public var count: Int
        /// The lowest slot index holding it.
        public var firstSlot: Int

        /// Creates a frequency entry.
        @inlinable
        public init(value: String, count: Int, firstSlot: Int) {
            self.value = value
            self.count = count
            self.firstSlot = firstSlot
        }
    }

    /// The result of a resolution that read no slot (the session cache answered): no values, no
    /// free slot, no slot of this app's, no opt-out.
    public static let notPerformed = SlotScan(
        frequencies: [], mostReliable: nil, availableSlot: nil, mySlot: nil, optOutTS: nil)

    init(frequencies: [ValueFrequency], mostReliable: String?, availableSlot: Int?,
         mySlot: String?, optOutTS: String?) {
        self.frequencies = frequencies
        self.mostReliable = mostReliable
        self.availableSlot = availableSlot
        self.mySlot = mySlot
        self.optOutTS = optOutTS
    }

    /// Scans the ``SlotName/count`` (100) slots for the app `appUID` whose local record is
    /// `local`. Element n of `slots` is `org.OpenUDID.slot.n`; positions past the end of a
    /// shorter collection are absent slots, and elements past the hundredth are never read,
    /// as the original library reads exactly these 100 pasteboards.
    ///
    /// Values are compared code unit by code unit, as `NSDictionary` compares keys. Records are
    /// read in place, and the counting table lives on the stack up to 11 distinct values: the
    /// only allocation is then the `frequencies` array of the result.
    @inlinable
    public init(appUID: String, local: OpenUDIDRecord?, slots: some Collection<Slot>) {
        // One concrete implementation over contiguous memory: generic code crossing the module
        // boundary unspecialized cost over 100 times the scan itself in metadata lookups.
        if let scan = slots.withContiguousStorageIfAvailable({ SlotScan(appUID: appUID, local: local, buffer: $0) }) {
            self = scan
        } else {
            self = Array(slots.prefix(SlotName.count)).withUnsafeBufferPointer {
                SlotScan(appUID: appUID, local: local, buffer: $0)
            }
        }
    }

    /// The scan over slots in contiguous memory.
    @usableFromInline
    init(appUID: String, local: OpenUDIDRecord?, buffer slots: UnsafeBufferPointer<Slot>) {
        var availableSlot: Int? = nil
        var mySlot = local?.slot
        var optOutTS = local?.optOutTS
        let scanned = Swift.min(slots.count, SlotName.count)
        var frequencies: [ValueFrequency] = []

        // Each slot is first read into a `SlotReading` (plain integers: nothing copied out of the
        // record, so nothing retained), and only then is anything written. Reads and writes
        // kept apart this way let the compiler borrow the records in place; interleaved with
        // the table's stores it copied each record, retaining all its fields.
        withUTF8Bytes(of: appUID) { ownAppUID in
            withUnsafeTemporaryAllocation(of: FrequencyTable.Entry.self, capacity: FrequencyTable.stackCapacity) { storage in
                var table = FrequencyTable(storage: storage)
                for index in 0..<scanned {
                    let reading = SlotReading(slots.baseAddress! + index, appUID: ownAppUID)
                    switch reading.value {
                    case .absent, .missing:
                        if availableSlot == nil { availableSlot = index }
                    case .key(let key):
                        if !table.increment(key) {
                            // First sighting: the only time the value itself is copied.
                            table.append(key, value: slots[index].record!.value!, slot: index)
                        }
                    case .string:
                        table.count(string: slots[index].record!.value!, slot: index)
                    }
                    let isMine = reading.isMine ?? slots[index].record!.appUID!.isLiterallyEqual(to: appUID)
                    if isMine {
                        mySlot = SlotName.name(index)
                        // Q3: the comment says the local opt-out wins, but the code replaces it
                        // with the slot's (possibly missing) date whenever the app is opted out.
                        if optOutTS != nil { optOutTS = slots[index].record!.optOutTS }
                    }
                }
                frequencies = table.takeFrequencies()
            }
        }
        // The slots after a short collection exist nowhere: absent.
        if availableSlot == nil && scanned < SlotName.count { availableSlot = scanned }

        // Q4: `keysSortedByValueUsingSelector:` leaves ties to dictionary order; the value first
        // seen at the lowest slot wins here. `frequencies` is in first-seen order, so a strict
        // `>` keeps the earliest among equals.
        var best: Int? = nil
        for index in frequencies.indices where frequencies[index].count > (best.map { frequencies[$0].count } ?? 0) {
            best = index
        }

        self.frequencies = frequencies
        self.mostReliable = best.map { frequencies[$0].value }
        self.availableSlot = availableSlot
        self.mySlot = mySlot
        self.optOutTS = optOutTS
    }
}
