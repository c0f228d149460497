extension UUIDv7Generator {
    /// Fills `buffer` with increasing version 7 UUIDs (random order within a millisecond for
    /// ``Monotonicity/random``), reading the clock once.
    ///
    /// The random bits of all of them are written in one pass from ``SecureRandom`` (as
    /// ``RFCUUID/v4(into:)`` does), then the ordering part is stamped on: for
    /// ``Monotonicity/subMillisecond`` one compare-and-swap reserves `buffer.count` consecutive
    /// values; for the counter, the lock is taken once for the whole buffer. The UUIDs are those
    /// `buffer.count` calls of ``next()`` would make if the clock stood still meanwhile (with
    /// other random bits).
    public func fill(_ buffer: UnsafeMutableBufferPointer<RFCUUID>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        var random = SecureRandom()
        random.fill(UnsafeMutableRawBufferPointer(buffer))
        let reading = clock.read()
        let count = buffer.count
        switch monotonicity {
        case .subMillisecond:
            let first = reserve(count: count, reading: reading.combined)
            for index in 0..<count {
                base[index] = Self.subMillisecondUUID(first &+ UInt64(index), random: base[index].low)
            }
        case .random:
            let milliseconds = advanceMilliseconds(to: reading.milliseconds)
            for index in 0..<count {
                let raw = base[index]
                base[index] = RFCUUID(
                    v7UnixMilliseconds: milliseconds, randomA: UInt16(truncatingIfNeeded: raw.high &>> 52),
                    randomB: raw.low)
            }
        case let .counter(width):
            counterState.withLock { state in
                for index in 0..<count {
                    let (milliseconds, counter) = Self.advance(&state, reading: reading, width: width, using: &random)
                    base[index] = Self.counterUUID(
                        milliseconds: milliseconds, counter: counter, width: width,
                        random: base[index].low)
                }
            }
        }
    }

    /// Fills `buffer` with what `buffer.count` consecutive ``next(using:)`` calls would return
    /// if the clock stood still meanwhile: the clock is read once, and the random words are
    /// drawn from `generator` in the order ``next(using:)`` documents, UUID after UUID.
    public func fill(_ buffer: UnsafeMutableBufferPointer<RFCUUID>, using generator: inout some RandomNumberGenerator) {
        let reading = clock.read()
        for index in buffer.indices {
            buffer[index] = next(reading: reading, using: &generator)
        }
    }
}
