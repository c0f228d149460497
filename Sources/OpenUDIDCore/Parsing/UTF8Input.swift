// Every parser and hasher takes UTF-8 bytes. `String` and `Substring` arguments are funnelled
// through this helper, which reads their contiguous storage in place (native strings always
// have it; bridged or lazily decoded ones are made native first). It is `@inlinable` so that
// each call specializes for the concrete string type: unspecialized, the generic closure
// plumbing alone cost about 100 ns per call, more than the MD5 of a UUID string.

@inlinable @inline(__always)
func withUTF8Bytes<S: StringProtocol, R, E: Error>(
    of text: S,
    _ body: (UnsafeRawBufferPointer) throws(E) -> R
) throws(E) -> R {
    var result: Result<R, E>? = nil
    if S.self == String.self {
        var string = unsafeBitCast(text, to: String.self)
        string.withUTF8 { buffer in
            result = Result { () throws(E) -> R in try body(UnsafeRawBufferPointer(buffer)) }
        }
    } else if S.self == Substring.self {
        var substring = unsafeBitCast(text, to: Substring.self)
        substring.withUTF8 { buffer in
            result = Result { () throws(E) -> R in try body(UnsafeRawBufferPointer(buffer)) }
        }
    } else {
        var string = String(text)
        string.withUTF8 { buffer in
            result = Result { () throws(E) -> R in try body(UnsafeRawBufferPointer(buffer)) }
        }
    }
    return try result!.get()
}
