import CGtk

extension Application {
    /// Adds a `--long` (and `-s`) flag to the options GApplication parses and shows in `--help`.
    public func addFlag(long: String, short: Character? = nil, description: String) {
        let shortName = short.flatMap { $0.asciiValue }.map { CChar(bitPattern: $0) } ?? 0
        g_application_add_main_option(applicationPointer, long, shortName, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, description, nil)
    }

    /// The text shown after the program name in `--help` (`"- a counter and a timer"`).
    public func setSummary(_ summary: String) {
        g_application_set_option_context_parameter_string(applicationPointer, summary)
    }

    /// Runs `body` on `handle-local-options`, in the launching process, after the options
    /// were parsed and before the application registers. `body` receives which of `flags`
    /// (long names given to `addFlag`) were on the command line, and returns an exit status
    /// to stop there, or nil to go on.
    public func onLocalOptions(flags: [String], _ body: @escaping (Set<String>) -> Int32?) {
        let handler = CallbackHandler { emission in
            let dictionary = emission.pointer(0, as: GVariantDict.self)
            let given = Set(flags.filter { g_variant_dict_contains(dictionary, $0) != 0 })
            emission.setReturnValue(body(given) ?? -1)
        }
        _ = SignalConnection.connect(objectPointer, signal: "handle-local-options", handler: handler)
    }
}
