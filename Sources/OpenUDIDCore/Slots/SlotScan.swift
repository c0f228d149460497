/// What one pass over the slots finds (steps 3-4 of the resolution in
/// `OPENUDID-SEMANTICS.md`): how often each value appears, the most frequent one, the first free
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

    /// Scans `slots` (index n is `org.OpenUDID.slot.n`) for the app `appUID` whose local record
    /// is `local`.
    ///
    /// Values are compared code unit by code unit, as `NSDictionary` compares keys. The only
    /// allocation is the `frequencies` array of the result, reserved once.
    public init(appUID: String, local: OpenUDIDRecord?, slots: some Collection<Slot>) {
        var frequencies: [ValueFrequency] = []
        frequencies.reserveCapacity(Swift.min(slots.count, SlotName.count))
        var availableSlot: Int? = nil
        var mySlot = local?.slot
        var optOutTS = local?.optOutTS

        for (index, slot) in slots.enumerated() {
            guard case let .present(record) = slot else {
                if availableSlot == nil { availableSlot = index }
                continue
            }
            if let value = record.value {
                if let seen = frequencies.firstIndex(where: { $0.value.isLiterallyEqual(to: value) }) {
                    frequencies[seen].count &+= 1
                } else {
                    frequencies.append(ValueFrequency(value: value, count: 1, firstSlot: index))
                }
            } else if availableSlot == nil {
                availableSlot = index
            }
            if let slotAppUID = record.appUID, slotAppUID.isLiterallyEqual(to: appUID) {
                mySlot = SlotName.name(index)
                // Q3: the comment says the local opt-out wins, but the code replaces it with the
                // slot's (possibly missing) date whenever the app is opted out at this point.
                if optOutTS != nil { optOutTS = record.optOutTS }
            }
        }

        // Q4: `keysSortedByValueUsingSelector:` leaves ties to dictionary order; the first
        // value seen at the lowest slot wins here. `frequencies` is in first-seen order, so
        // a strict `>` keeps the earliest among equals.
        var best: ValueFrequency? = nil
        for entry in frequencies where entry.count > (best?.count ?? 0) { best = entry }

        self.frequencies = frequencies
        self.mostReliable = best?.value
        self.availableSlot = availableSlot
        self.mySlot = mySlot
        self.optOutTS = optOutTS
    }
}
