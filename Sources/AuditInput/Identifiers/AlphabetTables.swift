/// The alphabets of the base32 and base62 forms, as literals: a literal needs no lazy
/// initialisation, and the decoding loops read it through a pointer without a bounds check.
enum AlphabetTables {
    /// Crockford's base32 as the ULID specification uses it: `0-9`, then `A-Z` without `I`,
    /// `L`, `O` and `U` (values 0-31).
    static var crockford: UnsafePointer<UInt8> { ("0123456789ABCDEFGHJKMNPQRSTVWXYZ" as StaticString).utf8Start }

    /// The value of each ASCII character in ``crockford``, either case, plus `0x30`; `~` for a
    /// character outside it (so that the value less `0x30` is 32 or more).
    static var crockfordValues: UnsafePointer<UInt8> {
        ("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~0123456789~~~~~~~:;<=>?@A~BC~DE~FGHIJ~KLMNO~~~~~~:;<=>?@A~BC~DE~FGHIJ~KLMNO~~~~~"
            as StaticString).utf8Start
    }

    /// The base62 of KSUIDs: `0-9`, `A-Z`, `a-z` (values 0-61).
    static var base62: UnsafePointer<UInt8> {
        ("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" as StaticString).utf8Start
    }

    /// The value of each ASCII character in ``base62`` plus `0x30`; `~` outside it (the value
    /// less `0x30` is then 62 or more).
    static var base62Values: UnsafePointer<UInt8> {
        ("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~0123456789~~~~~~~:;<=>?@ABCDEFGHIJKLMNOPQRS~~~~~~TUVWXYZ[\\]^_`abcdefghijklm~~~~~"
            as StaticString).utf8Start
    }
}
