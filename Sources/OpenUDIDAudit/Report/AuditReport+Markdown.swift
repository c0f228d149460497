import OpenUDIDStats

extension AuditReport {
    /// `report.md`.
    package func markdown() -> String {
        var md = "# Identifier audit\n\n" + summaryLine + ".\n\n"
        md += findingsSection() + inventorySection() + duplicatesSection() + groupsSection() + runsSection() + methodSection()
        return md
    }

    private static func n(_ value: Int) -> String { SharedStatistics.integer(value) }
    private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
    private static func code(_ text: String) -> String { "`` " + text.replacingOccurrences(of: "|", with: "\\|") + " ``" }

    private func findingsSection() -> String {
        var md = "## Findings\n\n"
        guard !findings.isEmpty else { return md + "None: nothing departs from what ideal generators produce.\n\n" }
        md += "| Severity | Kind | Group | Evidence |\n|---|---|---|---|\n"
        for finding in findings {
            let severity = finding.severity == .fault ? "**fault**" : finding.severity.rawValue
            md += "| \(severity) | \(finding.kind) | \(finding.group) | \(Self.cell(finding.evidence)) |\n"
        }
        return md + "\n"
    }

    private func inventorySection() -> String {
        var md = "## Inventory\n\n| | count |\n|---|---:|\n"
        md += "| lines | \(Self.n(lines)) |\n| blank | \(Self.n(blank)) |\n| invalid | \(Self.n(invalid)) |\n"
        md += "| valid identifiers | \(Self.n(valid)) |\n"
        if headerRows > 0 { md += "| header rows | \(Self.n(headerRows)) |\n" }
        md += "| UUIDs | \(Self.n(kinds.uuid)) |\n| OpenUDIDs | \(Self.n(kinds.openudid)) (opted out: \(Self.n(openUDIDs.optedOut))) |\n\n"
        md += "| Input | lines | |\n|---|---:|---|\n"
        for input in inputs { md += "| \(Self.cell(input.file)) | \(Self.n(input.lines)) | \(input.error.map { "**unreadable**: \(Self.cell($0))" } ?? "") |\n" }
        let versionRows = versions.filter { $0.value > 0 }.sorted { (Int($0.key) ?? 99, $0.key) < (Int($1.key) ?? 99, $1.key) }
        md += "\nUUIDs by version: " + (versionRows.isEmpty ? "none" : versionRows.map { "\($0.key == "nil" || $0.key == "max" ? $0.key : "v" + $0.key) \(Self.n($0.value))" }.joined(separator: ", "))
        md += ". By variant: " + variants.sorted { $0.key < $1.key }.map { "\($0.key) \(Self.n($0.value))" }.joined(separator: ", ")
        md += ".\n\nForms: " + forms.sorted { $0.key < $1.key }.map { "\($0.key) \(Self.n($0.value))" }.joined(separator: ", ")
        md += ". Letter case of the hex digits: " + cases.sorted { $0.key < $1.key }.map { "\($0.key) \(Self.n($0.value))" }.joined(separator: ", ") + ".\n\n"
        if !invalidExamples.isEmpty {
            md += "### Invalid lines (the first \(invalidExamples.count) of \(Self.n(invalid)))\n\n| File | Line | Text | Error |\n|---|---:|---|---|\n"
            for example in invalidExamples {
                md += "| \(Self.cell(example.file)) | \(example.line) | \(Self.code(example.text)) | \(Self.cell(example.error)) |\n"
            }
            md += "\n"
        }
        return md
    }

    private func duplicatesSection() -> String {
        var md = "## Exact duplicates\n\n![Duplicated values by number of copies](duplicates.svg)\n\n"
        md += "\(Self.n(duplicates.values)) distinct values occur more than once, with \(Self.n(duplicates.extraCopies)) extra copies "
        md += "(\(SharedStatistics.decimal(duplicates.pairs)) equal pairs). Verdict: **\(duplicates.verdict)**. Values are equal "
        md += "whatever their form or case.\n\n"
        guard !duplicates.top.isEmpty else { return md }
        md += "| Value | Group | Copies | Verdict | First places |\n|---|---|---:|---|---|\n"
        for value in duplicates.top {
            let places = value.locations.map { "\(Self.cell($0.file)):\($0.line)" }.joined(separator: ", ")
            md += "| `\(value.value)` | \(value.group) | \(Self.n(value.count)) | \(value.verdict) | \(places) |\n"
        }
        return md + "\n"
    }

    private func groupsSection() -> String {
        var md = "## Groups\n\n![Prefix collisions](prefixes.svg)\n\n![Digit uniformity](uniformity.svg)\n\n"
        for group in groups {
            md += "### \(group.title)\n\n\(Self.n(group.count)) identifiers, \(Self.n(group.distinct)) distinct; \(group.kind).\n\n"
            let d = group.duplicates
            if group.kind != "placeholder" {
                md += "Duplicates: \(Self.n(d.values)) values repeated, \(SharedStatistics.decimal(d.pairs)) equal pairs against "
                md += "\(SharedStatistics.decimal(d.expectedPairs)) expected from \(d.freeBits) free bits (p = \(SharedStatistics.probability(d.pValue))): **\(d.verdict)**.\n\n"
            }
            if !group.prefixes.isEmpty {
                md += "| k | free bits | pairs | expected | 95 % interval | p-value | verdict |\n|---:|---:|---:|---:|---:|---:|---|\n"
                for p in group.prefixes {
                    md += "| \(p.bits) | \(p.freeBits) | \(SharedStatistics.integer(p.observed)) | \(SharedStatistics.decimal(p.expected)) | "
                    md += "\(SharedStatistics.decimal(p.low)) – \(SharedStatistics.decimal(p.high)) | \(SharedStatistics.probability(p.pValue)) | "
                    md += (p.verdict == .consistent ? p.verdict.rawValue : "**\(p.verdict.rawValue)**") + " |\n"
                }
                md += "\n"
            }
            if !group.digits.isEmpty {
                let odd = group.digits.filter { $0.verdict != .consistent }
                md += "Digits tested: \(group.digits.count); "
                md += odd.isEmpty ? "all consistent with uniform.\n\n"
                    : odd.map { "digit \($0.position) \($0.verdict.rawValue) (chi-square \(SharedStatistics.decimal($0.statistic)))" }.joined(separator: ", ") + ".\n\n"
            }
            if let collisions = group.collisions {
                md += "Colliding values at \(collisions.bits) bits:\n\n"
                for pair in collisions.pairs {
                    md += "- `\(pair.first.value)` (\(Self.cell(pair.first.file)):\(pair.first.line)) and `\(pair.second.value)` (\(Self.cell(pair.second.file)):\(pair.second.line))\n"
                }
                md += "\n"
            }
            if let time = group.time {
                md += "Time: \(time.earliest) to \(time.latest); \(time.future) in the future, \(time.implausiblyOld) implausibly old; "
                md += "\(time.distinctNodes)\(time.distinctNodesCapped ? "+" : "") distinct nodes (\(Self.n(time.randomNodeIdentifiers)) identifiers with random nodes, "
                md += "\(Self.n(time.macNodeIdentifiers)) with MAC addresses; \(time.nodesSeenOverADay) nodes seen over more than a day); "
                md += "\(time.distinctClockSequences) clock sequences; at most \(Self.n(time.peakPerMillisecond)) identifiers in one millisecond (\(time.peakMillisecond)).\n\n"
            }
            if let suffix = group.suffix {
                md += "Suffixes: \(suffix.zero) are `00000000` and \(suffix.allOnes) are `ffffffff`, \(SharedStatistics.decimal(suffix.expectedUniform)) "
                md += "of each expected from a uniform suffix (p = \(SharedStatistics.probability(suffix.pValue))).\n\n"
            }
        }
        return md
    }

    private func runsSection() -> String {
        guard !repeatedRuns.isEmpty else { return "" }
        var md = "## Repeated runs\n\n| Lines | from | repeated at | chance |\n|---:|---|---|---:|\n"
        for run in repeatedRuns {
            md += "| \(run.length) | \(Self.cell(run.first.file)):\(run.first.line) | \(Self.cell(run.repeatedAt.file)):\(run.repeatedAt.line) | \(SharedStatistics.probability(run.pValue)) |\n"
        }
        return md + "\n"
    }

    private func methodSection() -> String {
        var md = "## Method\n\n"
        md += "- Every line is trimmed (spaces, tabs, CR) and read as a UUID in any of its five forms or a 40-digit OpenUDID; "
        md += "values are compared as 128 (or 160) bits, so copies in different forms are duplicates.\n"
        md += "- Each group is compared with its ideal generator: every bit the form leaves free drawn at random (for time-based "
        md += "groups, the bits two generators in the same tick differ by). Duplicate pairs are judged against Poisson(N(N-1)/2^(b+1)); "
        md += "prefix pairs of distinct values against the birthday expectation of the prefix's free bits; each free hex digit by a "
        md += "chi-square test (groups of at least \(GroupAnalysis.digitSampleMinimum) distinct values).\n"
        md += "- False alarms: the \(statistics.tests) tests of this report share a family-wise rate of "
        md += "\(SharedStatistics.decimal(statistics.familyWiseRate * 100)) % (Bonferroni), so each is held to p < "
        md += "\(SharedStatistics.probability(statistics.perTestLevel)); evidence between that and 5 % is `marginal`.\n"
        md += "- \(run.threads) thread\(run.threads == 1 ? "" : "s"), \(SharedStatistics.decimal(run.seconds)) s"
        md += run.spilledRuns > 0 ? ", \(run.spilledRuns) sorted runs (\(Self.n(run.spilledBytes)) bytes) spilled to disk and merged.\n" : ", in memory.\n"
        return md
    }
}
