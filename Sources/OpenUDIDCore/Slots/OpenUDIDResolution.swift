/// The outcome of one `valueWithError:` call, as a value: what is returned, and every write the
/// original library would make to the defaults and the slots.
@frozen
public struct OpenUDIDResolution: Sendable, Hashable {
    /// The returned identifier: the resolved value, or forty zeros when opted out. Any string,
    /// since slot values are never validated.
    public var value: String
    /// The error code the library reports alongside the value.
    public var status: Status
    /// What the slot scan found.
    public var scan: SlotScan
    /// The slot the local record is written to, if any (with the record written).
    public var write: SlotWrite?
    /// The local record after the call (`nil` when there is none).
    public var local: OpenUDIDRecord?
    /// Whether the local record is saved to the defaults.
    public var localSaved: Bool
    /// Whether a fresh value had to be generated.
    public var generated: Bool
    /// Whether the value came from the session cache (step 1: nothing else happened).
    public var fromCache: Bool

    /// The `kOpenUDIDError…` code of the result.
    @frozen
    public enum Status: String, Sendable, Hashable, Codable, CustomStringConvertible {
        /// `kOpenUDIDErrorNone`.
        case none
        /// `kOpenUDIDErrorOptedOut`: the value is forty zeros.
        case optedOut
        /// `kOpenUDIDErrorCompromised`: the local value differs from the most frequent slot value.
        case compromised

        /// `none`, `optedOut` or `compromised`.
        public var description: String { rawValue }
    }

    /// A record written to a slot.
    @frozen
    public struct SlotWrite: Sendable, Hashable {
        /// The slot index (0..<100).
        public var slot: Int
        /// The record written: the whole local record.
        public var record: OpenUDIDRecord

        /// The slot's name.
        public var slotName: String { SlotName.name(slot) }

        /// Creates a write.
        @inlinable
        public init(slot: Int, record: OpenUDIDRecord) {
            self.slot = slot
            self.record = record
        }
    }

    /// Creates a resolution from its parts.
    @inlinable
    public init(
        value: String, status: Status, scan: SlotScan, write: SlotWrite?,
        local: OpenUDIDRecord?, localSaved: Bool, generated: Bool, fromCache: Bool = false
    ) {
        self.value = value
        self.status = status
        self.scan = scan
        self.write = write
        self.local = local
        self.localSaved = localSaved
        self.generated = generated
        self.fromCache = fromCache
    }
}
