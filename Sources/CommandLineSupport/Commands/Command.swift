/// A node of a program's command tree: a command that runs an action, or a group whose next
/// word selects one of its subcommands (`openudid` → `deviceid` → `make`).
///
/// The tree is declared, not switched by hand: ``resolve(_:program:)`` walks it, answers
/// `--help` and `help …` itself, and reports unknown words the same way at every level.
///
/// ```swift
/// let tool = Command<Action>.group(rootSpec, noun: "command", [
///     .command(MD5Command.spec, MD5Command.run),
///     .group(DeviceIDCommand.spec, noun: "action", [.command(make, …), .command(check, …)]),
/// ])
/// ```
package struct Command<Action: Sendable>: Sendable {
    /// What a node holds besides its declaration.
    package enum Body: Sendable {
        /// A command that runs.
        case action(Action)
        /// A group: the next word, one of the subcommands' names, selects one. `noun` is what
        /// the help and the messages call them (`command`, `action`).
        case subcommands([Command<Action>], noun: String)
    }

    /// The node's declaration. A group's options are `--help` only; its operands are its
    /// subcommands.
    package var spec: CommandSpec
    /// Its action or its subcommands.
    package var body: Body

    /// A command that runs `action`.
    package static func command(_ spec: CommandSpec, _ action: Action) -> Command {
        Command(spec: spec, body: .action(action))
    }

    /// A group of `subcommands`.
    package static func group(_ spec: CommandSpec, noun: String, _ subcommands: [Command]) -> Command {
        // A group's only option of its own is `--version` (the root of a program); `--help` is everyone's.
        let own = spec.options.flatMap(\.options).map(\.erased.spec.names)
        precondition(own.allSatisfy { $0 == PackageVersion.flag.erased.spec.names } && spec.operands == .none,
                     "\(spec.name): a group takes no options of its own but --version")
        let names = subcommands.map(\.spec.name)
        precondition(Set(names).count == names.count && !names.contains("help"), "\(spec.name): subcommand names \(names)")
        return Command(spec: spec, body: .subcommands(subcommands, noun: noun))
    }

    /// The subcommand called `name`, if this is a group that has one.
    package func subcommand(named name: String) -> Command? {
        guard case let .subcommands(members, _) = body else { return nil }
        return members.first { $0.spec.name == name }
    }

    /// Every node of the tree, this one first, with the words that select it (`[]` for the root,
    /// `["deviceid", "make"]`).
    package var allNodes: [(path: [String], node: Command)] {
        var nodes: [(path: [String], node: Command)] = [([], self)]
        if case let .subcommands(members, _) = body {
            for member in members {
                nodes += member.allNodes.map { ([member.spec.name] + $0.path, $0.node) }
            }
        }
        return nodes
    }
}
