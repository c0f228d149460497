// Every parser and hasher takes UTF-8 bytes. `String` and `Substring` arguments are funnelled
// through this helper, which reads their contiguous storage in place (native strings always
// have it; bridged or lazily decoded ones are copied into a native string first). It is `@inlinable` so that
// each call specializes for the concrete string type: unspecialized, the generic closure
// plumbing alone cost more than the MD5 of a UUID string (Benchmarks/records/choices-in-the-code.md).

@inlinable @inline(__always)
func withUTF8Bytes<S: StringProtocol, R, E: Error>(
    of text: S,
    _ body: (UnsafeRawBufferPointer) throws(E) -> R
) throws(E) -> R {
    // Native strings and their substrings: the bytes in place, with no copy of the string
    // (a copy is a retain and a release, two atomic operations: a third of a parse).
    let inPlace = text.utf8.withContiguousStorageIfAvailable { buffer in
        Result { () throws(E) -> R in try body(UnsafeRawBufferPointer(buffer)) }
    }
    if let inPlace { return try inPlace.get() }
    return try withCopiedUTF8Bytes(of: text, body)
}

/// The rare path of ``withUTF8Bytes(of:_:)``: a string not stored contiguously, copied into a
/// native one. Out of line, so that the copy it makes does not make every caller retain the
/// string on the fast path (inlined, it made 2 of the 3 atomic operations of a parse; the
/// figures are in Benchmarks/records/choices-in-the-code.md).
@usableFromInline @inline(never)
func withCopiedUTF8Bytes<S: StringProtocol, R, E: Error>(
    of text: S,
    _ body: (UnsafeRawBufferPointer) throws(E) -> R
) throws(E) -> R {
    var result: Result<R, E>? = nil
    var string = String(text)
    string.withUTF8 { buffer in
        result = Result { () throws(E) -> R in try body(UnsafeRawBufferPointer(buffer)) }
    }
    return try result!.get()
}
