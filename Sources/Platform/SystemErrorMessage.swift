/// The C library's description of the error number `code`, as `strerror(3)` gives it
/// ("No such file or directory" for `ENOENT`): the text every error message of ours quotes
/// after a failed system call. Pass `errno` right after the call, before anything else can
/// change it.
package func systemErrorMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}
