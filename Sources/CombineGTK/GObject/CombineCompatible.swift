/// A type whose instances offer the seed articles' `publisher(for:)`.
///
/// Every `Object` conforms; the factories live in extensions constrained to `Object`, so
/// `publisher(for:)` on a `Button` publishes `Button`s.
public protocol CombineCompatible: AnyObject {}
