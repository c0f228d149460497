/// How this binary was compiled, as far as the code can tell from the inside.
///
/// The optimization level comes from the standard library's assert-configuration queries,
/// which the compiler folds to constants for the module being compiled: `-Onone` answers
/// "debug" whatever the build system's flags. SwiftPM also defines `DEBUG` in debug builds;
/// both are reported.
package struct BuildConfiguration: Sendable, Equatable {
    /// `-Onone`, `-O` or `-Ounchecked`.
    package let optimization: String
    /// Whether the `DEBUG` compilation condition was set.
    package let debugConditionSet: Bool
    /// The compiler's language version, to the minor version (`Swift 6.3`).
    package let compiler: String
    /// The instruction-set extensions the compiler could use beyond x86-64's baseline, as
    /// ``InstructionSetExtensions`` names them: empty for a portable build.
    package let targetFeatures: [String]

    /// True for an unoptimized build, whose timings mean nothing.
    package var isDebug: Bool { optimization == "-Onone" }

    /// The build type in Google Benchmark's vocabulary: `debug` or `release`.
    package var buildType: String { isDebug ? "debug" : "release" }

    /// The flags as one line, for reports: `-O (release)`, `-Onone, -DDEBUG (debug)`.
    package var flagsDescription: String {
        (debugConditionSet ? "\(optimization), -DDEBUG" : optimization) + " (\(buildType))"
    }

    /// The target as one phrase: `portable (no extensions beyond the baseline)` or the list
    /// of extensions, `avx2 bmi2 avx512f …`.
    package var targetDescription: String {
        targetFeatures.isEmpty ? "portable (no extensions beyond the baseline)" : "target features " + targetFeatures.joined(separator: " ")
    }

    /// The configuration of this binary.
    package static let current: BuildConfiguration = {
        // A table rather than an if-chain: the compiler folds these queries to constants and
        // would flag the branches it proves dead.
        let levels = [(_isDebugAssertConfiguration(), "-Onone"), (_isFastAssertConfiguration(), "-Ounchecked")]
        let optimization = levels.first { $0.0 }?.1 ?? "-O"
        #if DEBUG
        let debugCondition = true
        #else
        let debugCondition = false
        #endif
        return BuildConfiguration(
            optimization: optimization, debugConditionSet: debugCondition,
            compiler: compilerVersion, targetFeatures: InstructionSetExtensions.enabledByTheCompiler)
    }()

    static var compilerVersion: String {
        #if compiler(>=7.0)
        return "Swift 7.0 or later"
        #elseif compiler(>=6.4)
        return "Swift 6.4"
        #elseif compiler(>=6.3)
        return "Swift 6.3"
        #elseif compiler(>=6.2)
        return "Swift 6.2"
        #elseif compiler(>=6.1)
        return "Swift 6.1"
        #else
        return "Swift 6.0 or earlier"
        #endif
    }
}
