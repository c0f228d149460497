/// The registry of subcommands.
public enum Subcommands {
    /// Every subcommand, in the order `openudid --help` lists them. Adding a command is adding
    /// its type here.
    public static let all: [any Subcommand.Type] = [
        MD5Command.self,
        UUIDCommand.self,
        GenerateCommand.self,
        InspectCommand.self,
        ScanCommand.self,
        DeviceIDCommand.self,
        StatsCommand.self,
    ]

    /// The subcommand called `name`, if any.
    public static func named(_ name: String) -> (any Subcommand.Type)? {
        all.first { $0.name == name }
    }
}
