import CollisionStatistics

extension StatsReport {
    /// `report.md`: the findings in prose and tables, with the two charts embedded.
    package func markdown() -> String {
        var md = "# OpenUDID collision statistics\n\n"
        md += "N = \(ReportFormat.integer(options.count)) identifiers per generator, seed \(seed) "
        md += "(`openudid stats -n \(options.count) --seed \(seed)` repeats this run).\n\n"
        md += "Each generator is compared with the *ideal* generator of its written form: one that draws every bit "
        md += "the form leaves free uniformly at random. Verdicts: **consistent** (inside the Poisson 95 % interval), "
        md += "**marginal** (outside it, but not significant at the report's false-alarm level), "
        md += "**excess** (significantly more pairs than ideal) and **deficit** (significantly fewer: structured, not random).\n\n"
        md +=
            "**False alarms.** The report runs \(falseAlarmLevel.tests) tests that can raise a flag (\(analyses.reduce(0) { $0 + $1.prefixes.count }) "
        md += "prefix comparisons and \(analyses.reduce(0) { $0 + $1.uniformity.count }) digit positions). It flags one (excess, deficit, "
        md +=
            "non-uniform digit) only when its p-value is below 0.001/\(falseAlarmLevel.tests) = \(ReportFormat.probability(falseAlarmLevel.perTest)) "
        md += "(Bonferroni correction, Dunn 1961), so that ideal generators raise any flag in at most 0.1 % of reports, "
        md += "one in a thousand. Weaker evidence stays marginal: about one test in twenty lands outside its 95 % interval "
        md += "by chance. Each excess verdict comes with the colliding identifiers at its longest flagged prefix.\n\n"
        md += summarySection()
        md += prefixSection()
        md += uniformitySection()
        md += suffixSection()
        md += analyticalSection()
        md += timeOrderedSection()
        md += methodSection()
        md += executionSection()
        return md
    }

    private func summarySection() -> String {
        var md = "## Summary\n\n"
        md +=
            "| Generator | Exact duplicate pairs | Per-pair collision probability, 95 % upper bound | Prefix verdicts | Non-uniform digits |\n"
        md += "|---|---:|---:|---|---|\n"
        for a in analyses {
            let verdicts = Dictionary(grouping: a.prefixes, by: \.verdict)
            let text = [Verdict.consistent, .marginal, .excess, .deficit].compactMap { verdict in
                verdicts[verdict].map { "\($0.count) \(verdict.rawValue)" }
            }.joined(separator: ", ")
            let digits =
                a.uniformity.isEmpty
                ? "no free digit"
                : a.nonUniformPositions.isEmpty
                    ? "none of \(a.uniformity.count)" : "\(a.nonUniformPositions.count) of \(a.uniformity.count)"
            md += "| \(a.generator.title) | \(ReportFormat.integer(a.measurement.exactPairs)) | "
            md += "\(ReportFormat.probability(a.pairProbabilityBound)) | \(text) | \(digits) |\n"
        }
        md += "\nExact duplicates compare the first 128 bits (for an OpenUDID, its MD5 part: two equal OpenUDIDs "
        md += "have equal MD5 parts, so a zero here covers all 40 digits). The bound is the Garwood upper limit on "
        md += "the mean number of colliding pairs, divided by the N(N-1)/2 pairs compared.\n\n"
        return md
    }

    private func prefixSection() -> String {
        var md = "## Duplicate pairs by prefix length\n\n![Duplicate pairs by prefix length](collisions.svg)\n\n"
        md += "For a prefix of k bits, b of them free, the ideal generator yields on average N(N-1)/2^(b+1) pairs "
        md += "of identifiers that agree on the prefix (the birthday expectation); the count is close to Poisson "
        md += "distributed. UUIDs fix 4 version bits (from k = 52) and 2 variant bits (from k = 66).\n\n"
        md += timeOrderedPrefixNote()
        for a in analyses {
            md += "### \(a.generator.title)\n\n"
            md += "| k | free bits | observed pairs | expected | 95 % interval | p-value | verdict |\n"
            md += "|---:|---:|---:|---:|---:|---:|---|\n"
            for p in a.prefixes {
                md += "| \(p.bits) | \(p.freeBits) | \(ReportFormat.integer(p.observed)) | \(ReportFormat.decimal(p.expected)) | "
                md += "\(ReportFormat.interval(p.interval.lowerBound, p.interval.upperBound)) | "
                md +=
                    "\(ReportFormat.probability(p.pValue)) | \(p.verdict == .consistent ? p.verdict.rawValue : "**\(p.verdict.rawValue)**") |\n"
            }
            md += "\n"
            if let evidence = a.evidence { md += evidenceTable(evidence) }
        }
        return md
    }

    /// The colliding identifiers behind an excess verdict.
    private func evidenceTable(_ evidence: CollisionEvidence) -> String {
        var md = "Colliding identifiers at k = \(evidence.bits), the longest excess prefix "
        guard !evidence.pairs.isEmpty else {
            return md + "(no pair within one 16-bit slice, where the sorted scan finds them, to show).\n\n"
        }
        md += "(the \(evidence.pairs.count == 1 ? "pair" : "\(evidence.pairs.count) pairs") with the smallest values; "
        md += "#i is identifier i, from 0, of this generator under seed \(seed)):\n\n"
        md += "| first | second | leading bits shared |\n|---|---|---:|\n"
        for pair in evidence.pairs {
            md += "| `\(pair.first.text)` #\(pair.first.index) | `\(pair.second.text)` #\(pair.second.index) | \(pair.commonBits) |\n"
        }
        return md + "\n"
    }

    private func uniformitySection() -> String {
        var md = "## Hex-digit uniformity\n\n![Hex-digit uniformity by position](uniformity.svg)\n\n"
        md += "Each freely varying digit position is tested against 16 equally likely digits (Pearson chi-square, "
        md += "15 degrees of freedom; digits 32-39 are an OpenUDID's suffix; a UUID's version digit 12 and variant "
        md += "digit 16 are left out). A position is non-uniform when p < \(ReportFormat.probability(digitFamilyAlpha)) "
        md += "(the report's false-alarm level, above), i.e. chi-square above "
        md += "\(ReportFormat.decimal(digitCriticalValue)). Per-position values are in `report.csv`.\n\n"
        md += timeOrderedUniformityNote()
        md += "| Generator | Positions tested | Smallest p-value | Largest chi-square | Non-uniform positions |\n"
        md += "|---|---:|---:|---:|---|\n"
        for a in analyses {
            let smallest = a.uniformity.map(\.pValue).min() ?? 1
            let largest = a.uniformity.map(\.statistic).max() ?? 0
            let positions = a.nonUniformPositions.isEmpty ? "none" : Self.ranges(a.nonUniformPositions)
            md += "| \(a.generator.title) | \(a.uniformity.count) | \(ReportFormat.probability(smallest)) | "
            md += "\(ReportFormat.decimal(largest)) | \(positions) |\n"
        }
        return md + "\n"
    }

    private func suffixSection() -> String {
        let withSuffix = analyses.filter { $0.suffix != nil }
        guard !withSuffix.isEmpty else { return "" }
        var md = "## OpenUDID suffixes\n\n"
        md += "| Generator | `00000000` observed | expected | `ffffffff` observed | expected | byte chi-square p-values (bytes 1-4) |\n"
        md += "|---|---:|---:|---:|---:|---|\n"
        for a in withSuffix {
            let s = a.suffix!
            md += "| \(a.generator.title) | \(s.zero) | \(ReportFormat.decimal(s.expectedZero)) | \(s.allOnes) | "
            md +=
                "\(ReportFormat.decimal(s.expectedAllOnes)) | \(s.byteTests.map { ReportFormat.probability($0.pValue) }.joined(separator: ", ")) |\n"
        }
        md += "\nThe 2011 bias moves a probability of 2^-32 from `ffffffff` to `00000000`: with N identifiers, "
        md += "N/2^32 of them are expected to show it, too few for any test here to see, so the next section "
        md += "derives it instead.\n\n"
        return md
    }

    private func analyticalSection() -> String {
        var md = "## Analysis: the `% 4294967295` suffix of 2011\n\n"
        md += "`arc4random()` is uniform over 0...0xffffffff, 2^32 values. The 2011 code reduces it modulo "
        md += "4294967295 = 2^32 - 1, not 2^32: every value below 0xffffffff is unchanged, and 0xffffffff itself "
        md += "becomes 0. So the suffix `00000000` has probability 2/2^32 = \(ReportFormat.probability(SuffixBias.legacyZero)), "
        md += "twice any other value; `ffffffff` never occurs; the remaining 2^32 - 2 values keep 2^-32 each. Two "
        md += "independent suffixes agree with probability (2^32 + 2)/2^64, a relative increase of 2^-31 over the "
        md += "uniform 2^-32: a curiosity for collisions, but a fingerprint (a 2011 OpenUDID never ends in `ffffffff`). "
        md += "The 2012 code takes `% NSUIntegerMax`, which is 2^64 - 1 on 64-bit devices and leaves the 32-bit "
        md += "value untouched, so its suffix is uniform.\n\n"
        md += "## Analysis: probability of any collision among D devices\n\n"
        md += "Each device makes one identifier; P(any collision) = 1 - exp(-D(D-1)/2 * p), p the probability that "
        md += "two given identifiers are equal.\n\n"
        md += "| Generator | p (one pair) | D = 10^6 | D = 10^9 | D = 10^12 | where p comes from |\n"
        md += "|---|---:|---:|---:|---:|---|\n"
        for analysis in analyses {
            let generator = analysis.generator
            let p = generator.pairCollisionProbability
            let cells = analysis.fleetCollisions.map { p == 0 ? "0" : ReportFormat.probability($0.probability) }
            md +=
                "| \(generator.title) | \(p == 0 ? "0" : ReportFormat.probability(p)) | \(cells.joined(separator: " | ")) | \(generator.collisionModel) |\n"
        }
        md += "\nProbabilities print as \"< 1e-300\" only where they underflow; 0 means impossible by construction.\n\n"
        return md
    }

    private func methodSection() -> String {
        var md = "## Method\n\n"
        md += "- Identifiers are made by the core library's own generators (OpenUDID 2012 and 2011, UUID v4, v3, v1) "
        md += "from a seeded ChaCha20 stream (RFC 8439); each block of 65 536 indices has its own stream, so results "
        md += "do not depend on the number of threads. The v1 fleet has \(ReportFormat.integer(options.fleetSize)) "
        md += "devices starting in the same 100 ns tick.\n"
        md += timeOrderedMethodNote()
        md += "- Keys are the first 128 bits, 16 bytes each. They are partitioned by their top 16 bits, and each "
        md += "partition is radix-sorted; in sorted order, keys sharing any prefix are adjacent, so one scan counts "
        md += "the pairs of every prefix length.\n"
        md += "- Pair counts are judged against Poisson(N(N-1)/2^(b+1)) (pairwise-independent indicators, "
        md += "Arratia, Goldstein & Gordon 1989), with two-sided p-values from the regularized incomplete gamma "
        md += "function (Abramowitz & Stegun 6.5.29, 6.5.31; Wilson-Hilferty 1931 past 10^5 pairs), flagged at a "
        md += "family-wise level of 0.1 % with a Bonferroni correction over all flagging tests (Dunn 1961). The scan keeps "
        md += "the first pair of each run of equal prefixes (the five smallest per prefix length); the identifiers "
        md +=
            "of those at the longest excess prefix are found again from their seeded streams. The upper bound on the per-pair probability is Garwood's (1936); with no "
        md += "duplicates it is -ln(0.05)/(N(N-1)/2), the \"rule of three\".\n"
        return md
    }

    /// "3-7, 12, 20-31" for a sorted list of positions.
    static func ranges(_ positions: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < positions.count {
            var end = index
            while end + 1 < positions.count && positions[end + 1] == positions[end] + 1 { end += 1 }
            parts.append(end == index ? "\(positions[index])" : "\(positions[index])-\(positions[end])")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }
}
