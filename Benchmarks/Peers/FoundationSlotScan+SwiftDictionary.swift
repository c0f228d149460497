extension FoundationSlotScan {
    /// The resolution with Swift dictionaries: records as `[String: String]`, counts in a
    /// `[String: Int]`, keys sorted by count.
    package static func resolveWithSwiftDictionary(
        appUID: String,
        local: [String: String]?,
        slots: [[String: String]?],
        fresh: () -> String
    ) -> Resolution {
        var openUDID: String? = nil
        var mySlot: String? = nil
        var optedOutDate: String? = nil
        var optedOut = false
        var saveLocal = false
        var compromised = false
        var localDict = local
        if let localDict {
            openUDID = localDict["OpenUDID"]
            mySlot = localDict["OpenUDID_slot"]
            optedOutDate = localDict["OpenUDID_optOutTS"]
            optedOut = optedOutDate != nil
        }

        var availableSlot: String? = nil
        var frequency = [String: Int](minimumCapacity: slotCount)
        for n in 0..<slotCount {
            let slotName = "\(slotPrefix)\(n)"
            guard n < slots.count, let dict = slots[n] else {
                if availableSlot == nil { availableSlot = slotName }
                continue
            }
            if let oudid = dict["OpenUDID"] {
                frequency[oudid, default: 0] += 1
            } else if availableSlot == nil {
                availableSlot = slotName
            }
            if let gid = dict["OpenUDID_appUID"], gid == appUID {
                mySlot = slotName
                if optedOut {
                    optedOutDate = dict["OpenUDID_optOutTS"]
                    optedOut = optedOutDate != nil
                }
            }
        }
        let byCount = frequency.keys.sorted { frequency[$0]! < frequency[$1]! }
        let mostReliable = byCount.last

        if openUDID == nil {
            openUDID = mostReliable ?? fresh()
            if localDict == nil {
                localDict = ["OpenUDID": openUDID!, "OpenUDID_appUID": appUID, "OpenUDID_createdTS": "now"]
                saveLocal = true
            }
        } else if let mostReliable, mostReliable != openUDID {
            compromised = true
        }

        var writtenSlot: String? = nil
        if let availableSlot, mySlot == nil || mySlot == availableSlot {
            if localDict != nil {
                localDict!["OpenUDID_slot"] = availableSlot
                saveLocal = true
                writtenSlot = availableSlot
            }
        }
        _ = optedOutDate
        let status = optedOut ? "optedOut" : (compromised ? "compromised" : "none")
        return Resolution(
            value: optedOut ? optedOutValue : openUDID!, status: status,
            writtenSlot: writtenSlot, savesLocal: saveLocal)
    }
}
