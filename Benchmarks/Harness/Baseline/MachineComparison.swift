/// How the machine and build of a baseline differ from those of the current run, read from the
/// two files' `context`.
///
/// A different CPU model, CPU flags, toolchain, optimization flags or target features make
/// absolute times incomparable (the same code ran two fifths slower on an Intel Xeon than on
/// an AMD EPYC: Benchmarks/records/choices-in-the-code.md): those differences are *decisive*, and the comparison then falls back to the
/// ratios to peers, which were measured interleaved on each machine and travel far better.
/// Other differences (kernel, logical CPU count, a `--quick` run, address randomization, a
/// baseline that does not record something) are worth a note but change nothing.
package struct MachineComparison: Sendable, Equatable {
    /// Differences that make absolute times incomparable.
    package var decisive: [String]
    /// Differences worth knowing that do not change how the runs are compared.
    package var notes: [String]

    /// Whether the comparison must use ratios to peers rather than absolute times.
    package var comparesRatios: Bool { !decisive.isEmpty }

    /// Compares the context of the current run with the baseline's.
    package init(current: GoogleBenchmarkJSON.Context, baseline: GoogleBenchmarkJSON.Context) {
        var decisive: [String] = []
        var notes: [String] = []
        func differ(_ what: String, _ before: String, _ now: String, decides: Bool = true) {
            guard before != now else { return }
            let line = "\(what): `\(before.isEmpty ? "not recorded" : before)` in the baseline, `\(now)` now"
            if decides && !before.isEmpty && !now.isEmpty { decisive.append(line) } else { notes.append(line) }
        }
        differ("CPU model", baseline.cpuModel, current.cpuModel)
        differ("CPU flags", baseline.cpuFlags.joined(separator: " "), current.cpuFlags.joined(separator: " "))
        differ("toolchain", baseline.toolchain, current.toolchain)
        differ("build flags", baseline.buildFlags, current.buildFlags)
        switch (baseline.targetFeatures, current.targetFeatures) {
        case let (before?, now?):
            differ("target features", Self.features(before), Self.features(now))
        case (nil, _):
            notes.append(
                "the baseline does not record its build's target features: a native build and a portable "
                    + "one look alike in it")
        case (_, nil):
            break
        }
        differ("logical CPUs", baseline.numCpus > 0 ? String(baseline.numCpus) : "", String(current.numCpus), decides: false)
        differ("kernel", baseline.kernel, current.kernel, decides: false)
        differ("address randomization", baseline.aslr, current.aslr, decides: false)
        if baseline.quick || current.quick {
            notes.append(
                "\(baseline.quick ? "the baseline" : "this run")\(baseline.quick && current.quick ? " and this run are" : " is") "
                    + "a --quick smoke pass: few samples, some sizes reduced")
        }
        self.decisive = decisive
        self.notes = notes
    }

    /// Target features as one phrase: `portable` for none.
    static func features(_ list: [String]) -> String {
        list.isEmpty ? "portable" : list.joined(separator: " ")
    }

    /// The warning to print when the comparison falls back to ratios, else `nil`.
    package var warning: String? {
        guard comparesRatios else { return nil }
        return "the baseline comes from a different CPU or build (" + decisive.joined(separator: "; ")
            + "). Absolute times do not carry over between machines or builds, so each benchmark is compared "
            + "by its ratio to a peer measured in the same run instead; benchmarks without a peer are not compared."
    }
}
