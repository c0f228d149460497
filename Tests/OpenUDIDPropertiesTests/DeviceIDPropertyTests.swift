import Foundation
import Testing
import FuzzSupport
import OpenUDIDCore
import OpenUDIDProperties

/// The `deviceid` fuzz property on its seed corpus, and proof that it catches wrong
/// reconciliations.
@Suite("deviceid fuzz property")
struct DeviceIDPropertyTests {
    static let corpus = FuzzReplay.inputs(
        at: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/corpus/deviceid").path)

    @Test func corpusHolds() {
        #expect(Self.corpus.count >= 10)
        for (name, bytes) in Self.corpus {
            let violation = bytes.withUnsafeBytes { DeviceIDProperty.check($0) }
            #expect(violation == nil, "\(name): \(violation!)")
        }
    }

    /// The seeds reach every branch of `deviceID` and the source's crash.
    @Test func corpusReachesEveryBranch() {
        var reached = Set<String>()
        for (_, bytes) in Self.corpus {
            let scenario = bytes.withUnsafeBytes { DeviceIDScenario(decoding: $0) }
            let stores = DeviceIDStores(keychain: scenario.keychain, pasteboard: scenario.pasteboard)
            do { reached.insert(try DeviceIDReconciliation.resolve(stores, vendorID: scenario.vendorID).branch.rawValue) } catch {
                reached.insert(error.code)
            }
        }
        let expected = Set(DeviceIDReconciliation.Branch.allCases.map(\.rawValue) + ["unencodable-prefix"])
        #expect(reached == expected, "missing \(expected.subtracting(reached).sorted())")
    }

    /// Wrong reconciliations, each one mistake away from the source, are caught on the corpus.
    @Test(arguments: [
        "keep-keychain-on-difference", "swift-has-prefix", "no-pasteboard-repair", "unnamed-store",
        "always-keychain",
    ])
    func wrongResolveIsCaught(_ mistake: String) {
        let wrong: DeviceIDProperty.Resolve = { (stores, vendor) throws(DeviceIDError) in
            var result: DeviceIDReconciliation
            do throws(DeviceIDError) {
                result = try DeviceIDReconciliation.resolve(stores, vendorID: vendor)
            } catch {
                // The error without its store, as before issue 11; or always the keychain's.
                guard case let .unencodableStoreValue(_, length) = error else { throw error }
                switch mistake {
                case "unnamed-store": throw .unencodablePrefix(length: length)
                case "always-keychain": throw .unencodableStoreValue(store: .keychain, length: length)
                default: throw error
                }
            }
            switch mistake {
            case "keep-keychain-on-difference" where result.branch == .bothValidDifferent:
                result.id = stores.keychain  // but still copies the pasteboard into the keychain
            case "swift-has-prefix" where vendor == nil && stores.keychain != nil:
                // Swift's hasPrefix("") is true: the keychain would always win.
                result = DeviceIDReconciliation(
                    id: stores.keychain, branch: .keychainHasVendorPrefix,
                    keychainWrite: nil, pasteboardWrite: stores.keychain)
                result.keychainWrite = "x"
            case "no-pasteboard-repair" where result.branch == .noneValid || result.branch == .bothEmpty:
                result.id = result.id.map { $0 + "!" }
            default: break
            }
            return result
        }
        let caught = Self.corpus.contains { _, bytes in
            bytes.withUnsafeBytes { DeviceIDProperty.check(DeviceIDScenario(decoding: $0), resolve: wrong) } != nil
        }
        #expect(caught, "\(mistake) went unnoticed")
    }
}
