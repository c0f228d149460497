import Platform
import Testing

@Suite("systemErrorMessage and the C library re-export")
struct SystemErrorMessageTests {
    @Test("an error number reads as the C library's description")
    func knownCode() {
        #expect(systemErrorMessage(ENOENT) == "No such file or directory")
        #expect(systemErrorMessage(EACCES) == "Permission denied")
    }

    @Test("the errno of a failed call, taken at once, names the failure")
    func afterFailedCall() {
        let descriptor = open("/nonexistent-platform-tests/\(getpid())", O_RDONLY)
        let code = errno
        #expect(descriptor == -1)
        #expect(systemErrorMessage(code) == "No such file or directory")
    }

    @Test("an error number the C library does not know still gives a message")
    func unknownCode() {
        #expect(!systemErrorMessage(99_999).isEmpty)
        #expect(systemErrorMessage(99_999) != systemErrorMessage(ENOENT))
    }
}
