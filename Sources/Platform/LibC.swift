// The platform's C library, re-exported: a file that needs POSIX calls imports `Platform`
// instead of choosing between Glibc, Musl and Darwin itself. Module-qualified names read the
// same on every platform (`Platform.close(descriptor)` where a method named `close` hides the C
// function).
#if canImport(Glibc)
@_exported public import Glibc
#elseif canImport(Musl)
@_exported public import Musl
#elseif canImport(Darwin)
@_exported public import Darwin
#endif
