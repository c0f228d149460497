extension BaselineComparison {
    /// The comparison as Markdown: a warning when the machine or build differ, what is compared
    /// and how, the table with p-values and regressions marked, and the names left out.
    package var markdown: String {
        var lines: [String] = []
        if let warning = machine.warning { lines += ["**Warning**: \(warning)", ""] }
        if !machine.notes.isEmpty { lines += ["Also different: " + machine.notes.joined(separator: "; ") + ".", ""] }
        let percent = Self.plain(thresholdPercent)
        let compared =
            basis == .times
            ? "median ns/op on each benchmark's clock"
            : "each benchmark's peer/ours ratio to the first peer measured in both runs"
        lines.append(
            "Compared: \(compared). A regression is worse by more than \(percent) % with a two-sided "
                + "Mann-Whitney U test below p = \(Self.plain(alpha)); the test column names "
                + "its units and their counts, now/baseline.")
        lines.append("")
        switch basis {
        case .times:
            lines += ["| Benchmark | baseline ns/op | now ns/op | change | p | test | |", "|---|---:|---:|---:|---:|---|---|"]
        case .ratios:
            lines += [
                "| Benchmark | peer | baseline ratio | now ratio | change | p | test | |",
                "|---|---|---:|---:|---:|---:|---|---|",
            ]
        }
        for change in changes {
            let sign = change.percent >= 0 ? "+" : ""
            var cells = ["`\(change.name)`"]
            switch basis {
            case .times:
                cells += [NumberFormatting.compact(change.baseline), NumberFormatting.compact(change.current)]
            case .ratios:
                cells += [
                    MarkdownReport.escape(change.peer ?? ""), NumberFormatting.ratio(change.baseline),
                    NumberFormatting.ratio(change.current),
                ]
            }
            cells += [
                sign + NumberFormatting.compact(change.percent) + " %",
                change.test.map { Self.pValue($0.pValue) } ?? "–",
                change.test?.description ?? "none: threshold alone", verdict(change),
            ]
            lines.append(MarkdownReport.row(cells))
        }
        lines += footnotes
        return lines.joined(separator: "\n")
    }

    /// The last column: a regression, or a change past the threshold that the test does not
    /// support.
    func verdict(_ change: Change) -> String {
        let percent = Self.plain(thresholdPercent)
        var verdict = ""
        if change.isRegression {
            verdict =
                change.test == nil
                ? "**regression** (> \(percent) %; no samples to test)"
                : "**regression** (> \(percent) %, p < \(Self.plain(alpha)))"
        } else if change.percent > thresholdPercent {
            verdict = "not significant"
        }
        // Slower by time, level with the peer: the peer slowed alike, so the machine changed.
        if change.percent > thresholdPercent, let ratio = change.ratioChangePercent, abs(ratio) <= thresholdPercent {
            verdict +=
                "; the peer slowed alike (ratio \(ratio >= 0 ? "+" : "")\(NumberFormatting.compact(ratio)) %): "
                + "a busier or slower machine?"
        }
        return verdict
    }

    /// The paragraphs under the table.
    var footnotes: [String] {
        var lines: [String] = []
        let untested = changes.filter { $0.test == nil }.map(\.name)
        if !untested.isEmpty {
            lines.append(
                "\nNo samples to test (a file written before samples were recorded) for \(untested.count) "
                    + "benchmark(s): compared by the threshold alone.")
        }
        let powerless = changes.compactMap { change in change.test.flatMap { $0.canReach(alpha) ? nil : $0.description } }
        if let example = powerless.first {
            lines.append(
                "\nWith \(example) no change can reach p < \(Self.plain(alpha)) "
                    + "(\(powerless.count) benchmark(s)): measure with more samples or processes on both sides.")
        }
        if !withoutCommonPeer.isEmpty {
            lines.append(
                "\nNot comparable across machines (no peer measured in both runs): "
                    + withoutCommonPeer.joined(separator: ", "))
        }
        if !onlyInCurrent.isEmpty { lines.append("\nNot in the baseline: " + onlyInCurrent.joined(separator: ", ")) }
        if !onlyInBaseline.isEmpty { lines.append("\nNot run now: " + onlyInBaseline.joined(separator: ", ")) }
        return lines
    }

    /// A setting as given: `10`, `0.05`.
    static func plain(_ value: Double) -> String { String(format: "%g", value) }

    /// A p-value with two significant digits, `< 0.0001` below that.
    static func pValue(_ p: Double) -> String {
        p < 1e-4 ? "< 0.0001" : String(format: "%.2g", p)
    }
}
