import CollisionStatistics
internal import OpenUDIDCore

/// A simulated fleet of version 7 generators: `devices` devices (`--fleet`), each making
/// `rate` identifiers (`--rate`) in every millisecond, all in the same milliseconds, by one
/// monotonicity method.
///
/// The run starts at a random millisecond of 2025. Millisecond w (from 0) holds identifiers
/// w·K·r ..< (w + 1)·K·r, in rounds: round j holds device 0's j-th identifier of that
/// millisecond, then device 1's, … device K − 1's. So identifier i is made by device i mod K, in
/// round (i / K) mod r of millisecond i / (K·r); every millisecond is a fresh trial of the
/// whole fleet, and only identifiers of one millisecond can collide.
struct V7Fleet<Method: V7RunMethod>: Sendable {
    /// What each device does within a millisecond.
    let method: Method
    /// K.
    let devices: Int
    /// r, a power of two from 1 to 4096.
    let rate: Int
    /// The first millisecond, Unix milliseconds.
    let startMilliseconds: UInt64
    /// The devices' per-millisecond words.
    let runWords: RunWords

    /// Draws the start and the run seed from `setup`'s stream, in that order.
    init(setup: inout GeneratorSetup, method: Method) {
        self.method = method
        devices = setup.fleetSize
        rate = setup.fleetRate
        _ = log2(powerOfTwo: rate)
        precondition(Double(rate) <= method.maximumRate, "\(method.name) makes at most \(method.maximumRate) per millisecond")
        startMilliseconds = SimulatedClock.startMilliseconds(using: &setup.random)
        runWords = RunWords(seed: setup.random.next())
    }

    /// Where identifier `index` is made.
    struct Place {
        /// The millisecond, from the first.
        var window: Int
        /// The round within the device's run.
        var round: Int
        /// The device.
        var device: Int

        /// The next index's place.
        @inline(__always)
        mutating func advance(devices: Int, rate: Int) {
            device &+= 1
            guard device == devices else { return }
            device = 0
            round &+= 1
            guard round == rate else { return }
            round = 0
            window &+= 1
        }
    }

    /// The place of identifier `index`.
    func place(_ index: Int) -> Place {
        let (window, inWindow) = index.quotientAndRemainder(dividingBy: devices * rate)
        let (round, device) = inWindow.quotientAndRemainder(dividingBy: devices)
        return Place(window: window, round: round, device: device)
    }

    /// The run `place` belongs to, numbered across the whole simulation.
    @inline(__always)
    func run(_ place: Place) -> Int { place.window &* devices &+ place.device }

    @inline(__always)
    func key(_ place: Place, runWord: UInt64, random: inout ChaCha20Random) -> GeneratedKey {
        let uuid = method.uuid(
            milliseconds: startMilliseconds &+ UInt64(place.window), round: place.round, rate: rate,
            runWord: runWord, random: &random)
        return GeneratedKey(key: StatsKey(uuid))
    }

    /// Identifier `index` on its own.
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        let place = place(index)
        return key(place, runWord: Method.usesRunWord ? runWords.word(run(place)) : 0, random: &random)
    }

    /// Identifiers `start ..< start + count`, the run words read a chunk at a time.
    @inline(__always)
    func makeBatch(start: Int, count: Int, random: inout ChaCha20Random, into destination: UnsafeMutablePointer<GeneratedKey>) {
        var place = place(start)
        guard Method.usesRunWord else {
            for offset in 0..<count {
                destination[offset] = key(place, runWord: 0, random: &random)
                place.advance(devices: devices, rate: rate)
            }
            return
        }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: RunWords.chunkSize) { buffer in
            let words = buffer.baseAddress!
            var loaded = -1
            for offset in 0..<count {
                let (chunk, word) = run(place).quotientAndRemainder(dividingBy: RunWords.chunkSize)
                if chunk != loaded {
                    runWords.fill(chunk: chunk, into: words)
                    loaded = chunk
                }
                destination[offset] = key(place, runWord: words[word], random: &random)
                place.advance(devices: devices, rate: rate)
            }
        }
    }

    /// The ideal of the design: the milliseconds as scheduled, each millisecond's identifiers
    /// agreeing as the method makes them (``V7RunMethod/windowPairs(prefixBits:count:devices:rate:)``).
    func idealPairs(prefixBits: Int, count: Int, format: IdentifierFormat) -> IdealCount {
        OrderedIdeal.expectedPairs(
            prefixBits: prefixBits, count: count, format: format,
            schedule: OrderedSchedule(first: UInt128(startMilliseconds), perWindow: devices * rate),
            window: FleetWindow(method: method, devices: devices, rate: rate))
    }

    /// The number of milliseconds the first `count` identifiers span.
    func milliseconds(count: Int) -> Int { (count + devices * rate - 1) / (devices * rate) }
}

/// One millisecond of a fleet, as a ``WindowAgreement``.
struct FleetWindow<Method: V7RunMethod>: WindowAgreement {
    let method: Method
    let devices: Int
    let rate: Int

    func pairs(prefixBits: Int, count: Int) -> IdealCount {
        method.windowPairs(prefixBits: prefixBits, count: count, devices: devices, rate: rate)
    }
}

/// A report generator that is a ``V7Fleet``: its type names the method, its profile the
/// rest; making identifiers and the ideal come from the fleet.
protocol V7FleetGenerator: GeneratorDefinition {
    associatedtype Method: V7RunMethod
    /// The method as the report runs it (full widths).
    static var method: Method { get }
    /// The simulated fleet.
    var fleet: V7Fleet<Method> { get }
    init(fleet: V7Fleet<Method>)
}

extension V7FleetGenerator {
    static var method: Method { .standard }

    init(setup: inout GeneratorSetup) {
        self.init(fleet: V7Fleet(setup: &setup, method: Self.method))
    }

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        fleet.make(index: index, random: &random)
    }

    @inline(__always)
    func makeBatch(start: Int, count: Int, random: inout ChaCha20Random, into destination: UnsafeMutablePointer<GeneratedKey>) {
        fleet.makeBatch(start: start, count: count, random: &random, into: destination)
    }

    func idealPairs(prefixBits: Int, count: Int) -> IdealCount? {
        fleet.idealPairs(prefixBits: prefixBits, count: count, format: Self.profile.format)
    }

    func digitCluster(position: Int, count: Int) -> Double {
        fleet.method.digitCluster(position: position, rate: fleet.rate)
    }

    func isScheduledDigit(position: Int) -> Bool {
        fleet.method.isScheduledDigit(position: position, rate: fleet.rate)
    }
}
