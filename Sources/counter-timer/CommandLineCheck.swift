/// Checks the command line against the options the application accepts, before GApplication
/// parses it, so that a usage error can exit with status 2.
enum CommandLineCheck {
    /// The options GApplication and GTK accept, as `(long, short)`.
    private static let flags: [(String, Character?)] = [
        ("version", nil), ("help", "h"), ("help-all", nil), ("help-gapplication", nil),
        ("gapplication-service", nil),
    ]

    static let usage = """
        Usage: counter-timer [OPTION…] - a counter, a timer and a switch
          -h, --help       Show help options
          --version        Print the version and exit

        """

    /// A sentence naming the first unknown option, or nil when every argument is accepted.
    static func problem(in arguments: [String]) -> String? {
        for argument in arguments.dropFirst() {
            if argument == "--" { return nil }
            if argument.hasPrefix("--") {
                let name = argument.dropFirst(2).split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                if !flags.contains(where: { $0.0 == name }) { return "unknown option \(argument)" }
            } else if argument.hasPrefix("-"), argument.count > 1 {
                for character in argument.dropFirst() where !flags.contains(where: { $0.1 == character }) {
                    return "unknown option -\(character)"
                }
            } else {
                return "unexpected argument \(argument)"
            }
        }
        return nil
    }
}
