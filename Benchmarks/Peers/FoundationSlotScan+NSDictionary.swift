package import Foundation

extension FoundationSlotScan {
    /// The resolution as the source writes it: `NSDictionary` records, an `NSMutableDictionary`
    /// of `NSNumber` counts, slot names from `String(format:)`, and the keys sorted by value.
    package static func resolveWithNSDictionary(
        appUID: String,
        local: NSDictionary?,
        slots: [NSDictionary?],
        fresh: () -> String
    ) -> Resolution {
        var openUDID: String? = nil
        var myRedundancySlotPBid: String? = nil
        var optedOutDate: Any? = nil
        var optedOut = false
        var saveLocalDictToDefaults = false
        var isCompromised = false
        var localDict: NSMutableDictionary? = nil
        if let local {
            localDict = local.mutableCopy() as? NSMutableDictionary
            openUDID = localDict!.object(forKey: "OpenUDID") as? String
            myRedundancySlotPBid = localDict!.object(forKey: "OpenUDID_slot") as? String
            optedOutDate = localDict!.object(forKey: "OpenUDID_optOutTS")
            optedOut = optedOutDate != nil
        }

        var availableSlotPBid: String? = nil
        let frequencyDict = NSMutableDictionary(capacity: slotCount)
        for n in 0..<slotCount {
            let slotPBid = String(format: "%@%d", slotPrefix, n)
            guard n < slots.count, let dict = slots[n] else {
                if availableSlotPBid == nil { availableSlotPBid = slotPBid }
                continue
            }
            if let oudid = dict.object(forKey: "OpenUDID") as? String {
                let count = (frequencyDict.object(forKey: oudid) as? NSNumber)?.intValue ?? 0
                frequencyDict.setObject(NSNumber(value: count + 1), forKey: oudid as NSString)
            } else if availableSlotPBid == nil {
                availableSlotPBid = slotPBid
            }
            if let gid = dict.object(forKey: "OpenUDID_appUID") as? String, gid == appUID {
                myRedundancySlotPBid = slotPBid
                if optedOut {
                    optedOutDate = dict.object(forKey: "OpenUDID_optOutTS")
                    optedOut = optedOutDate != nil
                }
            }
        }
        // `keysSortedByValueUsingSelector:@selector(compare:)`: highest count last. Written
        // out because swift-corelibs-foundation's `keysSortedByValue(comparator:)` hands the
        // comparator the keys instead of the values (seen with Swift 6.3.1 on Linux).
        let arrayOfUDIDs = frequencyDict.allKeys.sorted { left, right in
            let leftCount = frequencyDict.object(forKey: left) as! NSNumber
            let rightCount = frequencyDict.object(forKey: right) as! NSNumber
            return leftCount.compare(rightCount) == .orderedAscending
        }
        let mostReliableOpenUDID = (arrayOfUDIDs.last as? NSString).map(String.init)

        if openUDID == nil {
            openUDID = mostReliableOpenUDID ?? fresh()
            if localDict == nil {
                localDict = NSMutableDictionary(capacity: 4)
                localDict!.setObject(openUDID!, forKey: "OpenUDID" as NSString)
                localDict!.setObject(appUID, forKey: "OpenUDID_appUID" as NSString)
                localDict!.setObject(Date(), forKey: "OpenUDID_createdTS" as NSString)
                saveLocalDictToDefaults = true
            }
        } else if let mostReliableOpenUDID, mostReliableOpenUDID != openUDID {
            isCompromised = true
        }

        var writtenSlot: String? = nil
        if let availableSlotPBid,
            myRedundancySlotPBid == nil || availableSlotPBid == myRedundancySlotPBid
        {
            if let localDict {
                localDict.setObject(availableSlotPBid, forKey: "OpenUDID_slot" as NSString)
                saveLocalDictToDefaults = true
                writtenSlot = availableSlotPBid
            }
        }
        let status = optedOut ? "optedOut" : (isCompromised ? "compromised" : "none")
        return Resolution(
            value: optedOut ? optedOutValue : openUDID!, status: status,
            writtenSlot: writtenSlot, savesLocal: saveLocalDictToDefaults)
    }
}
