import OpenUDIDCore

/// The two hash functions that share the block buffering of `BlockHash/`, for tests that hold
/// for both. Each case names its type and its hashlib fixtures.
enum DigestAlgorithm: String, CaseIterable, CustomStringConvertible {
    case md5, sha1

    /// The hasher type, opened by generic tests as `H: DigestFunction`.
    var type: any DigestFunction.Type {
        switch self {
        case .md5: MD5.self
        case .sha1: SHA1.self
        }
    }

    /// hashlib's digests of the length sweeps.
    var vectors: Fixtures.DigestVectors {
        switch self {
        case .md5: Fixtures.md5
        case .sha1: Fixtures.sha1
        }
    }

    var description: String { rawValue }
}
