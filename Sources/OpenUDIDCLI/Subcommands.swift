/// The registry of subcommands.
package enum Subcommands {
    /// Every subcommand, in the order `openudid --help` lists them. Adding a command is adding
    /// its type here.
    package static let all: [any Subcommand.Type] = [
        MD5Command.self,
        UUIDCommand.self,
        GenerateCommand.self,
        InspectCommand.self,
        ScanCommand.self,
        DeviceIDCommand.self,
        StatsCommand.self,
        AuditCommand.self,
    ]

    /// The subcommand called `name`, if any.
    package static func named(_ name: String) -> (any Subcommand.Type)? {
        all.first { $0.name == name }
    }
}
