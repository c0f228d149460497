import Foundation

/// The check that a directory exists (created if missing) and takes new files, made before an
/// audit reads a byte, so that a typo in `--out` fails at once rather than after the run.
package enum WritableDirectory {
    /// Creates `path` with its parents if needed, then creates and removes a probe file in it.
    ///
    /// - Returns: the reason it is not usable, or `nil` when it is.
    package static func problem(_ path: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            return "cannot create directory \(path): \(reason(error))"
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "\(path) is not a directory"
        }
        let probe = (path as NSString).appendingPathComponent(".openudid-probe-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { return "cannot write in \(path): \(String(cString: strerror(errno)))" }
        close(descriptor)
        unlink(probe)
        return nil
    }

    /// The system's words for a Foundation error, without its framing.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
