import CollisionStatistics

extension StatsReport {
    /// `report.csv`: every number of the report in one long table, one measurement per row.
    ///
    /// Columns: `section` (`prefix`, `exact`, `digit`, `suffix_byte`, `suffix_value`,
    /// `any_collision`, and for a v7 fleet `fleet_millisecond`, `fleet_day`, `fleet_rate`),
    /// `generator`, `parameter` (prefix bits, digit position, suffix byte, suffix value, device
    /// count, the fleet's rate in UUIDs a second, or the daily risk), `observed`, `expected`,
    /// `lower95`, `upper95`, `p_value`, `verdict`. Cells that do not apply are empty. For a
    /// time-ordered generator, `expected` is its design's expectation (see
    /// ``timeOrderedCSVRows()``).
    package func csv() -> String {
        var rows = ["section,generator,parameter,observed,expected,lower95,upper95,p_value,verdict"]
        func row(_ cells: [String]) { rows.append(cells.joined(separator: ",")) }
        for a in analyses {
            let name = a.generator.rawValue
            for p in a.prefixes {
                row([
                    "prefix", name, "\(p.bits)", "\(p.observed)", ReportFormat.csv(p.expected),
                    ReportFormat.csv(p.interval.lowerBound), ReportFormat.csv(p.interval.upperBound),
                    ReportFormat.csv(p.pValue), p.verdict.rawValue,
                ])
            }
            let n = Double(a.measurement.count)
            let exactExpected = a.measurement.ideal?.exact.expected ?? a.generator.pairCollisionProbability * n * (n - 1) / 2
            row([
                "exact", name, "128", "\(a.measurement.exactPairs)", ReportFormat.csv(exactExpected), "",
                ReportFormat.csv(a.pairProbabilityBound), "", "",
            ])
            for d in a.uniformity {
                row([
                    "digit", name, "\(d.position)", ReportFormat.csv(d.statistic), "15", "", "",
                    ReportFormat.csv(d.pValue), a.nonUniformPositions.contains(d.position) ? "non-uniform" : "uniform",
                ])
            }
            if let s = a.suffix {
                for (byte, test) in s.byteTests.enumerated() {
                    row([
                        "suffix_byte", name, "\(byte)", ReportFormat.csv(test.statistic), "255", "", "",
                        ReportFormat.csv(test.pValue), "",
                    ])
                }
                row(["suffix_value", name, "00000000", "\(s.zero)", ReportFormat.csv(s.expectedZero), "", "", "", ""])
                row(["suffix_value", name, "ffffffff", "\(s.allOnes)", ReportFormat.csv(s.expectedAllOnes), "", "", "", ""])
            }
            for fleet in a.fleetCollisions {
                row(["any_collision", name, ReportFormat.csv(fleet.devices), "", ReportFormat.csv(fleet.probability), "", "", "", ""])
            }
        }
        timeOrderedCSVRows().forEach(row)
        return rows.joined(separator: "\n") + "\n"
    }
}
