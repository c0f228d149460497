/// `valueWithError:` and `setOptOut:` with the session cache of the original library.
///
/// The resolver is a value: it holds the cache and nothing else. The stores (defaults and
/// slots) are passed in and the writes come back in the results, so callers apply them to
/// whatever storage they model.
///
/// ```swift
/// var resolver = OpenUDIDResolver()
/// let first = resolver.value(appUID: app, local: nil, slots: slots, timestamp: now)
/// // apply first.write and first.local, then later in the same session:
/// let again = resolver.value(appUID: app, local: first.local, slots: newSlots, timestamp: now)
/// again.fromCache   // true: same value, nothing read or written
/// ```
@frozen
public struct OpenUDIDResolver: Sendable, Hashable {
    /// The value returned by the last resolution, until ``setOptOut(_:appUID:local:slots:timestamp:fresh:)``
    /// clears it (`kOpenUDIDSessionCache`).
    public private(set) var cachedValue: String?

    /// A resolver with an empty cache, as at app launch.
    @inlinable
    public init() {}

    /// `valueWithError:`: the cached value when there is one (status none, nothing read or
    /// written), else a full ``OpenUDIDResolution/resolve(appUID:local:slots:timestamp:fresh:)``
    /// whose returned value is cached.
    public mutating func value(
        appUID: String,
        local: OpenUDIDRecord?,
        slots: some Collection<Slot>,
        timestamp: String,
        fresh: () -> String = { OpenUDID.generate().description }
    ) -> OpenUDIDResolution {
        if let cachedValue {
            return OpenUDIDResolution(
                value: cachedValue, status: .none,
                scan: .notPerformed,
                write: nil, local: local, localSaved: false, generated: false, fromCache: true)
        }
        let resolution = OpenUDIDResolution.resolve(
            appUID: appUID, local: local, slots: slots, timestamp: timestamp, fresh: fresh)
        cachedValue = resolution.value
        return resolution
    }

    /// `setOptOut:`: resolves once (its writes are in `resolution`), then sets or removes the
    /// opt-out date in the local record (starting an empty one if there is none), saves it, and
    /// clears the cache. The slots are not written by the opt-out itself.
    ///
    /// - Returns: the resolution made first, and the local record to save afterwards.
    public mutating func setOptOut(
        _ optOut: Bool,
        appUID: String,
        local: OpenUDIDRecord?,
        slots: some Collection<Slot>,
        timestamp: String,
        fresh: () -> String = { OpenUDID.generate().description }
    ) -> (resolution: OpenUDIDResolution, local: OpenUDIDRecord) {
        let resolution = value(appUID: appUID, local: local, slots: slots, timestamp: timestamp, fresh: fresh)
        var record = (resolution.localSaved ? resolution.local : local) ?? OpenUDIDRecord()
        record.optOutTS = optOut ? timestamp : nil
        cachedValue = nil
        return (resolution, record)
    }
}
