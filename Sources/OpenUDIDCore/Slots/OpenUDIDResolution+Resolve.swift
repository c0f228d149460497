extension OpenUDIDResolution {
    /// The forty zeros returned to an opted-out app.
    public static let optedOutValue = String(repeating: "0", count: 40)

    /// Resolves the OpenUDID exactly as `valueWithError:` does (steps 2-8 of
    /// <doc:OpenUDIDSlotScan>; step 1, the session cache, belongs to ``OpenUDIDResolver``).
    ///
    /// - Parameters:
    ///   - appUID: the app's id (the source makes a fresh UPPERCASE UUID string when the defaults
    ///     have none, which in practice is every launch: quirk Q1).
    ///   - local: the local record from the defaults, `nil` when there is none.
    ///   - slots: the slots in index order; OpenUDID reads ``SlotName/count`` of them.
    ///   - timestamp: the ISO 8601 time stamped into a newly created record.
    ///   - fresh: makes a new value when neither the local record nor any slot has one.
    /// - Returns: the value, the status and every write, with nothing applied.
    @inlinable
    public static func resolve(
        appUID: String,
        local: OpenUDIDRecord?,
        slots: some Collection<Slot>,
        timestamp: String,
        fresh: () -> String
    ) -> OpenUDIDResolution {
        resolve(appUID: appUID, local: local, scan: SlotScan(appUID: appUID, local: local, slots: slots),
                timestamp: timestamp, fresh: fresh)
    }

    /// Steps 5-8, once the scan (steps 2-4) is done.
    @usableFromInline
    static func resolve(
        appUID: String,
        local: consuming OpenUDIDRecord?,
        scan: consuming SlotScan,
        timestamp: String,
        fresh: () -> String
    ) -> OpenUDIDResolution {
        var local = local
        var saveLocal = false
        var generated = false
        var compromised = false

        // Step 5.
        let value: String
        if let localValue = local?.value {
            value = localValue
            if let mostReliable = scan.mostReliable, !mostReliable.isLiterallyEqual(to: localValue) {
                compromised = true
            }
        } else {
            if let mostReliable = scan.mostReliable {
                value = mostReliable
            } else {
                value = fresh()
                generated = true
            }
            // Q5: a local record that exists without a value is left as it is.
            if local == nil {
                var created = OpenUDIDRecord(value: value, appUID: appUID, createdTS: timestamp)
                // Q6: the source stores the opt-out date under createdTS here, but with no local
                // record the app cannot be opted out, so the branch never runs.
                if let optOut = scan.optOutTS { created.createdTS = optOut }
                local = created
                saveLocal = true
            }
        }

        // Step 6: claim the first free slot unless this app already owns another one.
        var write: SlotWrite? = nil
        if let available = scan.availableSlot {
            if scan.mySlot == nil || SlotName.name(scan.mySlot!, is: available) {
                if local != nil {
                    local!.slot = SlotName.name(available)
                    saveLocal = true
                    write = SlotWrite(slot: available, record: local!)
                }
            }
        }

        // Step 8.
        let status: Status = scan.optOutTS != nil ? .optedOut : (compromised ? .compromised : .none)
        return OpenUDIDResolution(
            value: status == .optedOut ? optedOutValue : value,
            status: status, scan: scan, write: write,
            local: local, localSaved: saveLocal, generated: generated)
    }
}
