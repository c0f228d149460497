import FuzzSupport
import OpenUDIDCore
import Platform

extension RandomProperty {
    /// Property 4: the generators that take their randomness from ``SecureRandom`` themselves
    /// (and their clocks from the system). Their random bits cannot be predicted, so what they
    /// make is checked for its fixed bits, its form, and for being distinct:
    /// - 4: ``RFCUUID/v4()`` and ``RFCUUID/v4(into:)`` of `count` UUIDs: version 4, the RFC
    ///   variant, all distinct;
    /// - 5: ``OpenUDID/generate()`` and ``OpenUDID/generate(into:)`` of `count` (16 lanes at a
    ///   time from 16 on): 40 lowercase hex digits, all distinct;
    /// - 6: ``ProcessUniqueString/next()`` twice: `<host>_<pid>_<hex>_<hex>` with this host and
    ///   process, what ``ProcessUniqueString/make(host:processID:nanoseconds:counter:)`` makes of
    ///   its parts, the counter going up; ``OpenUDID/generateLegacy()``: never the suffix
    ///   `ffffffff`;
    /// - 7: the time-based generators on the system clocks: ``RFCUUID/v6()``, ``RFCUUID/v7()``,
    ///   a ``TimeBasedUUIDGenerator`` of either precision (version 1, distinct) and a
    ///   ``UUIDv7Generator`` of each method and precision (`count` from ``UUIDv7Generator/fill(_:)``,
    ///   then single calls): version 7, increasing (in milliseconds for the random method); the
    ///   coarse clock's resolution between 1 ns and 1 s.
    static func checkCaller(_ kind: UInt8, count: Int) -> String? {
        switch kind {
        case 4: return checkV4(count: count)
        case 5: return checkOpenUDID(count: count)
        case 6: return checkLegacy()
        default: return checkTimeBased(count: count)
        }
    }

    static func checkV4(count: Int) -> String? {
        let uuids =
            [RFCUUID](unsafeUninitializedCapacity: count) { buffer, initialized in
                RFCUUID.v4(into: buffer)
                initialized = count
            } + [RFCUUID.v4()]
        if let wrong = uuids.first(where: { $0.version != 4 || $0.variant != .rfc9562 }) {
            return "v4 gave \(wrong), version \(wrong.version), variant \(wrong.variant)"
        }
        return Set(uuids).count == uuids.count ? nil : "v4 repeated a UUID among \(uuids)"
    }

    static func checkOpenUDID(count: Int) -> String? {
        let ids =
            [OpenUDID](unsafeUninitializedCapacity: count) { buffer, initialized in
                OpenUDID.generate(into: buffer)
                initialized = count
            } + [OpenUDID.generate()]
        if let wrong = ids.first(where: { !isLowercaseHex($0.description, length: 40) }) {
            return "OpenUDID.generate gave \(show(wrong.description))"
        }
        return Set(ids.map(\.digest)).count == ids.count ? nil : "OpenUDID.generate repeated a digest among \(ids)"
    }

    static func checkLegacy() -> String? {
        var counters: [UInt64] = []
        for text in [ProcessUniqueString.next(), ProcessUniqueString.next()] {
            let parts = text.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
            let host = parts.dropLast(3).joined(separator: "_")
            guard parts.count >= 4, host == ProcessUniqueString.hostName, parts[parts.count - 3] == String(getpid()),
                let nanoseconds = UInt64(parts[parts.count - 2], radix: 16), let counter = UInt64(parts[parts.count - 1], radix: 16),
                ProcessUniqueString.make(host: host, processID: Int(getpid()), nanoseconds: nanoseconds, counter: counter) == text
            else { return "ProcessUniqueString.next() gave \(show(text))" }
            counters.append(counter)
        }
        guard counters[0] < counters[1] else { return "ProcessUniqueString counters do not go up: \(counters)" }
        let legacy = OpenUDID.generateLegacy()
        guard legacy.suffix != 0xFFFF_FFFF, isLowercaseHex(legacy.description, length: 40) else {
            return "generateLegacy() gave \(legacy)"
        }
        return nil
    }

    static func checkTimeBased(count: Int) -> String? {
        for (uuid, version) in [(RFCUUID.v6(), 6), (RFCUUID.v7(), 7)] where uuid.version != version || uuid.variant != .rfc9562 {
            return "the shared generator of version \(version) gave \(uuid)"
        }
        guard (1...1_000_000_000).contains(GregorianTime.coarseResolution) else {
            return "the coarse clock's resolution is \(GregorianTime.coarseResolution) ns"
        }
        let before = GregorianTime.now(), now = RFCUUID.Timestamp.now(), after = GregorianTime.now()
        guard (before...after).contains(now.gregorianTicks) else {
            return "Timestamp.now() is \(now.gregorianTicks) ticks, the clock read \(before) before and \(after) after"
        }
        let precision: TimeBasedUUIDGenerator.Precision = count & 1 == 0 ? .precise : .coarse
        let generator = TimeBasedUUIDGenerator(precision: precision)
        let v1 = (0...count).map { _ in generator.next() }
        guard v1.allSatisfy({ $0.version == 1 && $0.node == generator.node }), Set(v1).count == v1.count else {
            return "TimeBasedUUIDGenerator(\(precision)) gave \(v1)"
        }
        let methods: [UUIDv7Generator.Monotonicity] = [.subMillisecond, .counter(.standard), .counter(.minimum), .random]
        let method = methods[count % methods.count]
        let v7 = UUIDv7Generator(monotonicity: method, precision: count & 4 == 0 ? .precise : .coarse)
        let made =
            [RFCUUID](unsafeUninitializedCapacity: count) { buffer, initialized in
                v7.fill(buffer)
                initialized = count
            } + (0..<3).map { _ in v7.next() }
        if let wrong = made.first(where: { $0.version != 7 || $0.variant != .rfc9562 }) {
            return "UUIDv7Generator(\(method)) gave \(wrong)"
        }
        // The top 48 bits of a version 7 UUID are its milliseconds.
        for (previous, uuid) in zip(made, made.dropFirst())
        where method == .random ? previous.high >> 16 > uuid.high >> 16 : !(previous < uuid) {
            return "UUIDv7Generator(\(method)) gave \(uuid) after \(previous)"
        }
        return nil
    }

    /// True when `text` is `length` digits of 0-9 and a-f.
    static func isLowercaseHex(_ text: String, length: Int) -> Bool {
        text.utf8.count == length && text.utf8.allSatisfy { ASCII.isHexDigit($0) && !(UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
    }
}

/// Runs `body` on a new thread and returns what it returned once the thread has exited.
func onNewThread(_ body: () -> [UInt8]) -> [UInt8] {
    withoutActuallyEscaping(body) { body in
        let context = ThreadContext(body)
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { raw in
                let context = Unmanaged<ThreadContext>.fromOpaque(raw!).takeUnretainedValue()
                context.result = context.body()
                return nil
            }, Unmanaged.passUnretained(context).toOpaque())
        precondition(started == 0, "pthread_create failed: \(started)")
        pthread_join(thread, nil)
        return context.result
    }
}

/// What ``onNewThread(_:)`` hands its thread, and gets back: the thread has exited before the
/// result is read.
private final class ThreadContext {
    let body: () -> [UInt8]
    var result: [UInt8] = []
    init(_ body: @escaping () -> [UInt8]) { self.body = body }
}
