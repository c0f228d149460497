import OpenUDIDCore

/// The core's ISO 8601 formatter under a name that does not clash with Foundation's.
typealias OpenUDIDCoreISO8601 = OpenUDIDCore.ISO8601
