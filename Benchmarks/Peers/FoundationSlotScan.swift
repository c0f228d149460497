/// `valueWithError:` steps 2-8 (the slot scan and the resolution) ported to Swift the two ways a
/// developer would: with `NSMutableDictionary` as the source does
/// (``resolveWithNSDictionary(appUID:local:slots:fresh:)``), and with a `[String: Int]`
/// (``resolveWithSwiftDictionary(appUID:local:slots:fresh:)``). Both build a slot name per
/// slot, count values in a dictionary and sort its keys by count to find the most frequent.
///
/// Slots are given as the dictionaries the pasteboards would decode to; `nil` is an absent
/// slot. Ties between equally frequent values fall to dictionary order, as in the source, so
/// only layouts with one most frequent value are guaranteed to agree with OpenUDIDCore.
package enum FoundationSlotScan {
    /// What one resolution returns and would write, in the source's terms.
    package struct Resolution: Sendable, Equatable {
        /// The returned value (forty zeros when opted out).
        package var value: String
        /// `none`, `optedOut` or `compromised`, as OpenUDIDCore names the statuses.
        package var status: String
        /// The slot the local dictionary is written to, if any.
        package var writtenSlot: String?
        /// Whether the local dictionary is saved to the defaults.
        package var savesLocal: Bool

        /// Creates a resolution.
        package init(value: String, status: String, writtenSlot: String?, savesLocal: Bool) {
            self.value = value
            self.status = status
            self.writtenSlot = writtenSlot
            self.savesLocal = savesLocal
        }
    }

    /// `kOpenUDIDRedundancySlots`.
    static let slotCount = 100
    /// `kOpenUDIDSlotPBPrefix`.
    static let slotPrefix = "org.OpenUDID.slot."
    /// `[NSString stringWithFormat:@"%040x", 0]`.
    static let optedOutValue = String(repeating: "0", count: 40)
}
