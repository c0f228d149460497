// Every parser takes UTF-8 bytes. `String` arguments are funnelled through this helper, which
// uses the string's contiguous storage when it has one (native strings always do) and copies
// only bridged or lazily-decoded strings.

@usableFromInline
func withUTF8Bytes<S: StringProtocol, R, E: Error>(
    of text: S,
    _ body: (UnsafeRawBufferPointer) throws(E) -> R
) throws(E) -> R {
    var result: Result<R, E>? = nil
    let usedContiguous: Void? = text.utf8.withContiguousStorageIfAvailable { buffer in
        do throws(E) { result = .success(try body(UnsafeRawBufferPointer(buffer))) }
        catch { result = .failure(error) }
    }
    if usedContiguous == nil {
        var copy = String(text)
        copy.withUTF8 { buffer in
            do throws(E) { result = .success(try body(UnsafeRawBufferPointer(buffer))) }
            catch { result = .failure(error) }
        }
    }
    return try result!.get()
}
