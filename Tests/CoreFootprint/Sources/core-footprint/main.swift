import OpenUDIDCore

// A little of everything an app would call: generation, hashing, parsing, time.
let id = OpenUDID.generate()
let random = RFCUUID.v4()
let ordered = UUIDv7Generator.shared.next()
let named = RFCUUID.v5(namespace: .dns, name: "www.example.com")
print(id, random, ordered, named, MD5.hash("abc"))
if let parsed = try? RFCUUID(parsing: "6ba7b810-9dad-11d1-80b4-00c04fd430c8"), let time = parsed.date {
    print(ISO8601Timestamp.string(time))
}
