/// A pointer shared by the members of a ``ThreadTeam`` that write disjoint parts of what it
/// points to; the caller arranges the disjointness, which the type system cannot see.
package struct SharedPointer<Pointee>: @unchecked Sendable {
    /// The start of the shared memory.
    package let base: UnsafeMutablePointer<Pointee>

    /// Shares `base`.
    package init(_ base: UnsafeMutablePointer<Pointee>) { self.base = base }
}
