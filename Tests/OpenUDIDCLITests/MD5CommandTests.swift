import Testing
import OpenUDIDCLI

@Suite struct MD5CommandTests {
    /// RFC 1321 appendix A.5 and the classic long vector (a million 'a', which spans many
    /// 64 KiB chunks and ends mid-chunk).
    static let vectors: [(contents: String, digest: String)] = [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        (
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
            "57edf4a22be3c955ac49da2e2107b67a"
        ),
        (String(repeating: "a", count: 1_000_000), "7707d6ae4e027c70eea2a935c2296f21"),
    ]

    @Test func filesGiveMd5sumLines() throws {
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for (index, vector) in Self.vectors.enumerated() {
            paths.append(try directory.file("f\(index)", vector.contents))
        }
        let result = openudid(["md5"] + paths)
        #expect(result.code == .success)
        #expect(result.errors.isEmpty)
        #expect(result.lines == zip(Self.vectors, paths).map { "\($0.digest)  \($1)" })
    }

    @Test func standardInputIsNamedDash() {
        for arguments in [["md5"], ["md5", "-"]] {
            let result = openudid(arguments, input: Array("abc".utf8))
            #expect(result.code == .success)
            #expect(result.output == "900150983cd24fb0d6963f7d28e17f72  -\n")
        }
    }

    @Test func secondDashReadsAnEmptyInput() {
        let result = openudid(["md5", "-", "-"], input: Array("abc".utf8))
        #expect(result.lines == ["900150983cd24fb0d6963f7d28e17f72  -", "d41d8cd98f00b204e9800998ecf8427e  -"])
    }

    @Test func unreadableFilesAreReportedAndTheOthersHashed() throws {
        let directory = try TemporaryDirectory()
        let good = try directory.file("good", "abc")
        let missing = directory.url.appendingPathComponent("missing").path
        let folder = directory.url.path
        let result = openudid(["md5", missing, good, folder, good])
        #expect(result.code == .failure)
        #expect(
            result.lines == [
                "900150983cd24fb0d6963f7d28e17f72  \(good)",
                "900150983cd24fb0d6963f7d28e17f72  \(good)",
            ])
        #expect(
            result.errors == """
                openudid md5: \(missing): No such file or directory
                openudid md5: \(folder): Is a directory

                """)
    }

    /// GNU md5sum escapes `\`, newline and carriage return in names and flags the line with a
    /// leading backslash; the digest itself is not affected.
    @Test(arguments: [
        ("back\\slash", "back\\\\slash", true),
        ("new\nline", "new\\nline", true),
        ("carriage\rreturn", "carriage\\rreturn", true),
        ("plain name", "plain name", false),
        ("é", "é", false),
    ])
    func namesAreEscapedAsMd5sumDoes(name: String, escaped: String, marked: Bool) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file(name, "a")
        let result = openudid(["md5", path])
        let expected =
            (marked ? "\\" : "") + "0cc175b9c0f1b6a831c399e269772661  "
            + directory.url.path + "/" + escaped + "\n"
        #expect(result.code == .success)
        #expect(result.output == expected)
    }
}
