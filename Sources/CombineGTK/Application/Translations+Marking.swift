import CGtk

// The marking functions: each is a call `xgettext --language=C` recognises by its name and
// its number of arguments (scripts/xgettext-swift, <doc:TranslatingYourApp>):
//
//     --keyword=tr:1,1t --keyword=tr:1,2c,2t --keyword=tr:1,2,3t --keyword=tr:1,2,4c,4t
//
// Their messages are `StaticString`s, so a marked message is always a literal xgettext can
// read: an interpolated or computed one does not compile.

/// `message` in the user's language (gettext), or as written when there is no translation.
///
/// ```swift
/// Button(label: tr("Start"))
/// ```
///
/// Marks `message` for `xgettext` (<doc:TranslatingYourApp>): write it as one single-line string
/// literal, non-ASCII characters as they are (not `\u{…}`). Reads the text domain
/// ``Translations/bind(domain:localeDirectory:)`` set. Thread-safe.
public func tr(_ message: StaticString) -> String {
    withCString(message) { String(cString: g_dgettext(nil, $0)) }
}

/// `message` in the user's language, told apart from the same words elsewhere by `context`
/// (gettext's `pgettext`): `tr("Open", context: "verb")` and `tr("Open", context: "state")`
/// are two messages.
public func tr(_ message: StaticString, context: StaticString) -> String {
    withCString(context) { context in
        withCString(message) { String(cString: g_dpgettext2(nil, context, $0)) }
    }
}

/// The singular or plural form for `count` in the user's language (gettext's `ngettext`: a
/// language has as many forms as its `.po` file's `Plural-Forms` says), with every
/// `{count}` replaced by `count`.
///
/// ```swift
/// tr("{count} task left", plural: "{count} tasks left", count: 3)   // "3 tasks left"
/// ```
public func tr(_ singular: StaticString, plural: StaticString, count: Int) -> String {
    pluralForm(singular, plural, count: count, context: nil)
}

/// The form for `count` of a plural message told apart by `context` (gettext's
/// `npgettext`), with every `{count}` replaced by `count`.
public func tr(_ singular: StaticString, plural: StaticString, count: Int, context: StaticString) -> String {
    pluralForm(singular, plural, count: count, context: context)
}

private func pluralForm(_ singular: StaticString, _ plural: StaticString, count: Int, context: StaticString?) -> String {
    let singular = string(singular), plural = string(plural)
    // gettext keeps a context in the message id, before an EOT (what msgfmt writes for a
    // msgctxt); with no translation it hands back the id, context and all, for a count of 1.
    let id = context.map { string($0) + "\u{4}" + singular } ?? singular
    let form = id.withCString { id in
        plural.withCString { String(cString: g_dngettext(nil, id, $0, gulong(count.magnitude))) }
    }
    return (form == id ? singular : form).replacing("{count}", with: String(count))
}

private func string(_ message: StaticString) -> String {
    message.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
}

/// Hands C a NUL-terminated copy: a one-character `StaticString` may be stored as a scalar,
/// with no pointer to lend.
private func withCString<Result>(_ message: StaticString, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    string(message).withCString(body)
}
