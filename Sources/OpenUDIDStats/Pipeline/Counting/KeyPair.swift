/// Two keys that share a prefix, the smaller first: one colliding pair found by the sorted scan.
struct KeyPair: Sendable, Hashable {
    var first: StatsKey
    var second: StatsKey
}
