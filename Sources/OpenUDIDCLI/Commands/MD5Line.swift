/// How `md5sum` writes a file name on its line.
enum MD5Line {
    /// GNU coreutils (9.x, as installed here) escapes a name holding a backslash, a newline or
    /// a carriage return, and starts the line with a backslash to say so, so that `md5sum -c`
    /// can read every line back. Other names are written as they are.
    ///
    /// Coreutils before 9.0 did not escape `\r`; we follow the newer behaviour, which is the
    /// one on this project's machines.
    static func escape(_ name: String) -> (name: String, needsMarker: Bool) {
        guard name.utf8.contains(where: { $0 == 0x5C || $0 == 0x0A || $0 == 0x0D }) else {
            return (name, false)
        }
        var escaped = ""
        escaped.reserveCapacity(name.utf8.count + 4)
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return (escaped, true)
    }
}
