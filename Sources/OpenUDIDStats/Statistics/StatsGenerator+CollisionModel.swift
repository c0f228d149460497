extension StatsGenerator {
    /// The probability that two identifiers, made independently on two devices, are equal, as
    /// the generator's construction implies. It feeds the analytical collision table.
    ///
    /// - OpenUDID 2012: equal only if the MD5 parts and the suffixes are equal. The MD5 parts
    ///   are equal if the two v4 UUIDs are (2^−122) or MD5 collides on different inputs
    ///   (2^−128, treating MD5 as a random function: no one makes random UUIDs collide on
    ///   purpose); the suffixes, uniform, agree with probability 2^−32.
    /// - OpenUDID 2011: the process-unique inputs differ, so the MD5 parts agree with
    ///   probability 2^−128; the biased suffixes agree with probability Σ p_i² =
    ///   (2^32 − 2 + 4)/2^64 (see ``SuffixBias``).
    /// - UUID v4 and v3 over distinct names: 122 free bits, 2^−122.
    /// - UUID v1, one generator: never repeats, 0.
    /// - UUID v1 fleet: devices that boot in the same tick differ only by node (47 random bits,
    ///   the multicast bit being set) and clock sequence (14 bits): 2^−61. This is the worst
    ///   case, all devices in one tick.
    /// - Weak control: 2^−32.
    public var pairCollisionProbability: Double {
        switch self {
        case .openUDID2012: return (0x1p-122 + 0x1p-128) * 0x1p-32
        case .openUDID2011: return 0x1p-128 * SuffixBias.legacyPairAgreement
        case .uuidV4, .uuidV3: return 0x1p-122
        case .uuidV1: return 0
        case .uuidV1Fleet: return 0x1p-61
        case .weak32: return 0x1p-32
        }
    }

    /// One sentence on where ``pairCollisionProbability`` comes from.
    public var collisionModel: String {
        switch self {
        case .openUDID2012: return "equal v4 inputs (2^-122) or an MD5 collision (2^-128), and equal uniform suffixes (2^-32)"
        case .openUDID2011: return "an MD5 collision on distinct inputs (2^-128), and equal biased suffixes ((2^32+2)/2^64)"
        case .uuidV4: return "122 random bits"
        case .uuidV3: return "MD5 of distinct names, 122 bits kept"
        case .uuidV1: return "consecutive timestamps from one generator never repeat"
        case .uuidV1Fleet: return "same tick: equal node (47 random bits) and clock sequence (14 bits), 2^-61"
        case .weak32: return "32 random bits"
        }
    }
}
