import CollisionStatistics

extension AuditReport {
    /// `report.md`.
    package func markdown() -> String {
        var md = "# Identifier audit\n\n> " + about + "\n\n" + summaryLine + ".\n\n"
        for input in inputs where input.changed == true {
            md += "**\(Self.cell(input.file)) changed while it was read**: this report counts what was read, not the file as it is now.\n\n"
        }
        md += findingsSection() + inventorySection() + duplicatesSection() + groupsSection() + runsSection() + methodSection()
        return md
    }

    private static func n(_ value: Int) -> String { ReportFormat.integer(value) }
    private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
    private static func code(_ text: String) -> String { "`` " + text.replacingOccurrences(of: "|", with: "\\|") + " ``" }

    /// A Markdown table: column titles (a leading `>` right-aligns the column) and rows of cells.
    static func table(_ columns: [String], _ rows: [[String]]) -> String {
        let titles = columns.map { $0.hasPrefix(">") ? String($0.dropFirst()) : $0 }
        let rule = columns.map { $0.hasPrefix(">") ? "---:" : "---" }
        return ([titles, rule] + rows).map { "| " + $0.joined(separator: " | ") + " |\n" }.joined() + "\n"
    }

    private func findingsSection() -> String {
        let md = "## Findings\n\n"
        guard !findings.isEmpty else { return md + "None: nothing departs from what ideal generators produce.\n\n" }
        return md
            + Self.table(
                ["Severity", "Kind", "Group", "Evidence"],
                findings.map { finding in
                    [
                        finding.severity == .fault ? "**fault**" : finding.severity.rawValue, finding.kind.name, finding.group,
                        Self.cell(finding.evidence),
                    ]
                })
    }

    private func inventorySection() -> String {
        var counts = [
            ["lines", Self.n(lines)], ["blank", Self.n(blank)], ["invalid", Self.n(invalid)], ["valid identifiers", Self.n(valid)],
        ]
        if headerRows > 0 { counts.append(["header rows", Self.n(headerRows)]) }
        counts += [["UUIDs", Self.n(kinds.uuid)], ["OpenUDIDs", "\(Self.n(kinds.openudid)) (opted out: \(Self.n(openUDIDs.optedOut)))"]]
        for (title, count) in [("ULIDs", kinds.ulid), ("KSUIDs", kinds.ksuid), ("Snowflake ids", kinds.snowflake)] {
            if let count { counts.append([title, Self.n(count)]) }
        }
        var md = "## Inventory\n\n" + Self.table(["", ">count"], counts)
        md += Self.table(
            ["Input", ">lines", ""],
            inputs.map { input in
                [
                    Self.cell(input.file), Self.n(input.lines),
                    input.error.map { "**\(input.changed == true ? "changed" : "unreadable")**: \(Self.cell($0))" } ?? "",
                ]
            })
        let versionRows = versions.filter { $0.value > 0 }.sorted { (Int($0.key) ?? 99, $0.key) < (Int($1.key) ?? 99, $1.key) }
        func list(_ counts: [String: Int]) -> String {
            counts.sorted { $0.key < $1.key }.map { "\($0.key) \(Self.n($0.value))" }.joined(separator: ", ")
        }
        md +=
            "UUIDs by version: "
            + (versionRows.isEmpty
                ? "none"
                : versionRows.map { "\($0.key == "nil" || $0.key == "max" ? $0.key : "v" + $0.key) \(Self.n($0.value))" }.joined(
                    separator: ", "))
        md += ". By variant: \(list(variants)).\n\nForms: \(list(forms)). Letter case of the hex digits: \(list(cases))."
        if let quoted { md += " Read inside quotes: \(Self.n(quoted))." }
        md += "\n\n"
        guard !invalidExamples.isEmpty else { return md }
        md += "### Invalid lines (the first \(invalidExamples.count) of \(Self.n(invalid)))\n\n"
        return md
            + Self.table(
                ["File", ">Line", "Text", "Error"],
                invalidExamples.map { example in
                    [Self.cell(example.file), String(example.line), Self.code(example.text), Self.cell(example.error)]
                })
    }

    private func duplicatesSection() -> String {
        var md = "## Exact duplicates\n\n"
        let values = duplicates.values, copies = duplicates.extraCopies
        md += "\(Self.n(values)) distinct \(values == 1 ? "value occurs" : "values occur") more than once, with \(Self.n(copies)) "
        md += "extra \(copies == 1 ? "copy" : "copies") (\(ReportFormat.decimal(duplicates.pairs)) equal pairs). "
        md += "Verdict: **\(duplicates.verdict.rawValue)**. Values are equal whatever their form or case.\n\n"
        // How many values were seen 2, 3, … times: one line per number of copies (most inputs
        // have one or two), where a chart would plot one or two points.
        let byCopies = duplicates.multiplicity.compactMap { key, values in Int(key).map { (copies: $0, values: values) } }
            .sorted { $0.copies < $1.copies }
        if !byCopies.isEmpty {
            md += Self.table([">Copies of a value", ">Values"], byCopies.map { [Self.n($0.copies), Self.n($0.values)] })
        }
        if let placeholders = duplicates.placeholders {
            md += "\(Self.n(placeholders)) \(placeholders == 1 ? "line holds a placeholder" : "lines hold placeholders") (Nil, Max "
            md += "or the opted-out OpenUDID): stand-ins for missing values, listed below but not counted as copies.\n\n"
        }
        if let spellings = duplicates.spellings {
            md += "Stored again, written differently: \(Self.n(spellings.values)) values with \(Self.n(spellings.extraCopies)) extra "
            md += "copies in another spelling than most of their copies (not counted above: the generator is judged on the copies "
            md += "written alike).\n\n"
            md += Self.table(
                ["Spellings", ">Values"],
                spellings.sets.map { [$0.spellings.joined(separator: "; "), Self.n($0.values)] })
        }
        guard !duplicates.top.isEmpty else { return md }
        return md
            + Self.table(
                ["Value", "Group", ">Copies", "Verdict", "First places"],
                duplicates.top.map { value in
                    [
                        "`\(value.value)`", value.group, Self.n(value.count), value.verdict.rawValue,
                        value.locations.map { "\(Self.cell($0.file)):\($0.line)" }.joined(separator: ", "),
                    ]
                })
    }

    private func groupsSection() -> String {
        var md = "## Groups\n\n![Prefix collisions](prefixes.svg)\n\n![Digit uniformity](uniformity.svg)\n\n"
        for group in groups {
            md += "### \(group.title)\n\n\(Self.n(group.count)) identifiers, \(Self.n(group.distinct)) distinct; "
            md += "\(group.kind.rawValue).\n\n"
            md += group.methodParagraph
            let d = group.duplicates
            if group.kind == .unique {
                md += "Duplicates: \(Self.n(d.values)) values repeated, \(ReportFormat.decimal(d.pairs)) equal pairs, where none "
                md += "is made by a working generator (unique by construction): **\(d.verdict.rawValue)**.\n\n"
            } else if group.kind != .placeholder {
                md += "Duplicates: \(Self.n(d.values)) values repeated, \(ReportFormat.decimal(d.pairs)) equal pairs against "
                md +=
                    "\(ReportFormat.decimal(d.expectedPairs)) expected from \(d.freeBits) free bits (p = \(ReportFormat.probability(d.pValue))): **\(d.verdict.rawValue)**.\n\n"
            }
            if !group.prefixes.isEmpty {
                md += Self.table(
                    [">k", ">free bits", ">observed pairs", ">expected", ">95 % interval", ">p-value", "verdict"],
                    group.prefixes.map { p in
                        [
                            String(p.bits), String(p.freeBits), ReportFormat.integer(p.observed), ReportFormat.decimal(p.expected),
                            ReportFormat.interval(p.low, p.high),
                            ReportFormat.probability(p.pValue),
                            p.verdict == .consistent ? p.verdict.rawValue : "**\(p.verdict.rawValue)**",
                        ]
                    })
            }
            if !group.digits.isEmpty {
                let odd = group.digits.filter { $0.verdict != .consistent }
                md += "Digits tested: \(group.digits.count); "
                md +=
                    odd.isEmpty
                    ? "all consistent with uniform.\n\n"
                    : odd.map { "digit \($0.position) \($0.verdict.rawValue) (chi-square \(ReportFormat.decimal($0.statistic)))" }
                        .joined(separator: ", ") + ".\n\n"
            }
            if let collisions = group.collisions {
                md += "Colliding values at \(collisions.bits) bits:\n\n"
                for pair in collisions.pairs {
                    md +=
                        "- `\(pair.first.value)` (\(Self.cell(pair.first.file)):\(pair.first.line)) and `\(pair.second.value)` (\(Self.cell(pair.second.file)):\(pair.second.line))\n"
                }
                md += "\n"
            }
            if let time = group.time {
                md += "Time: \(time.earliest) to \(time.latest); \(time.future) in the future, \(time.implausiblyOld) implausibly old; "
                md +=
                    "\(time.distinctNodes)\(time.distinctNodesCapped ? "+" : "") distinct nodes (\(Self.n(time.randomNodeIdentifiers)) identifiers with random nodes, "
                md += "\(Self.n(time.macNodeIdentifiers)) with MAC addresses; \(time.nodesSeenOverADay) nodes seen over more than a day); "
                md +=
                    "\(time.distinctClockSequences) clock sequences; at most \(Self.n(time.peakPerMillisecond)) identifiers in one \(group.name == IdentifierGroup.ksuid.name ? "second" : "millisecond") (\(time.peakMillisecond)).\n\n"
            }
            md += Self.layoutParagraph(group)
            if let order = group.order { md += order.markdown(tick: group.name == IdentifierGroup.ksuid.name ? "second" : "millisecond") }
            if let suffix = group.suffix {
                md +=
                    "Suffixes: \(suffix.zero) are `00000000` and \(suffix.allOnes) are `ffffffff`, \(ReportFormat.decimal(suffix.expectedUniform)) "
                md += "of each expected from a uniform suffix (p = \(ReportFormat.probability(suffix.pValue))).\n\n"
            }
        }
        return md
    }

    private func runsSection() -> String {
        guard !repeatedRuns.isEmpty else { return "" }
        return "## Repeated runs\n\n"
            + Self.table(
                [">Lines", "from", "repeated at", ">chance"],
                repeatedRuns.map { run in
                    [
                        String(run.length), "\(Self.cell(run.first.file)):\(run.first.line)",
                        "\(Self.cell(run.repeatedAt.file)):\(run.repeatedAt.line)",
                        ReportFormat.probability(run.pValue),
                    ]
                })
    }

    /// What the method section says of the forms read after UUIDs and OpenUDIDs, when the
    /// report has any.
    private var laterFormsNote: String {
        guard kinds.ulid != nil || kinds.ksuid != nil || kinds.snowflake != nil || quoted != nil else { return "" }
        return " A line may also hold a ULID (26 characters of Crockford base32), a KSUID (27 base62 characters) or a "
            + "Snowflake id (17 to 19 decimal digits), and any of them inside one pair of quotes. ULIDs and KSUIDs are judged "
            + "as time-ordered identifiers, on their 80 and 128 random bits; Snowflake ids only for copies, each a fault, as "
            + "they are unique by construction."
    }

    private func methodSection() -> String {
        let family =
            "the \(statistics.tests) tests of this report share a family-wise false-alarm rate of "
            + "\(ReportFormat.decimal(statistics.familyWiseRate * 100)) % (Bonferroni), so each is held to p < "
            + "\(ReportFormat.probability(statistics.perTestLevel)); evidence between that and 5 % is `marginal`"
        let where_ =
            run.spilledRuns > 0
            ? "\(run.spilledRuns) sorted runs (\(Self.n(run.spilledBytes)) bytes) spilled to disk and merged" : "in memory"
        let points = [
            "Every line is trimmed (spaces, tabs, CR) and read as a UUID in any of its five forms or a 40-digit OpenUDID; values "
                + "are compared as 128 (or 160) bits, so copies in different forms are duplicates." + laterFormsNote,
            "Each group is compared with its ideal generator: every bit the form leaves free drawn at random (for time-based groups, "
                + "the bits two generators in the same tick differ by). Duplicate pairs are judged against Poisson(N(N-1)/2^(b+1)); "
                + "prefix pairs of distinct values against the birthday expectation of the prefix's free bits; each free hex digit "
                + "by a chi-square test (groups of at least \(GroupAnalysis.digitSampleMinimum) distinct values).",
            "False alarms: " + family + ".",
            "\(run.threads) thread\(run.threads == 1 ? "" : "s"), \(ReportFormat.decimal(run.seconds)) s, " + where_ + ".",
        ]
        return "## Method\n\n" + points.map { "- " + $0 + "\n" }.joined()
    }
}
