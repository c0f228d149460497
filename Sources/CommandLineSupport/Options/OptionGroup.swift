/// Options listed together under a title in the help: `Options:`, `Versions:`.
package struct OptionGroup: Sendable {
    /// The heading, without the colon.
    package var title: String
    /// The options, in the order the help lists them.
    package var options: [any OptionDeclaration]

    /// Creates a group.
    package init(_ title: String, _ options: [any OptionDeclaration]) {
        self.title = title
        self.options = options
    }
}
