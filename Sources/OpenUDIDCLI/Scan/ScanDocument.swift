package import OpenUDIDCore

/// The input of `openudid scan`: everything `valueWithError:` reads, as one JSON document.
///
/// ```json
/// {"appUID": "A1B2…", "local": {"OpenUDID": "…"}, "slots": [null, {}, …], "fresh": "…", "now": "…"}
/// ```
package struct ScanDocument: Sendable, Hashable {
    /// The app's id; `nil` (JSON `null` or absent) makes the scan use a fresh UPPERCASE UUID
    /// string, as the library does when the defaults have none.
    package var appUID: String?
    /// The local record; `nil` when the app has none.
    package var local: OpenUDIDRecord?
    /// The 100 slots: `null` is absent, `{}` an unreadable (empty) slot.
    package var slots: [Slot]
    /// The value used if one must be generated; random when `nil`.
    package var fresh: OpenUDID?
    /// The ISO 8601 time stamped into a created record, exactly as written; the current time
    /// when `nil`.
    package var now: String?

    /// Creates a document.
    package init(
        appUID: String? = nil, local: OpenUDIDRecord? = nil, slots: [Slot],
        fresh: OpenUDID? = nil, now: String? = nil
    ) {
        self.appUID = appUID
        self.local = local
        self.slots = slots
        self.fresh = fresh
        self.now = now
    }
}
