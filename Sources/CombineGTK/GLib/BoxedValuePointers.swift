import CGtk

// How generated code lends a hand-written boxed value to a C call (`SwiftType.Kind.boxed` in
// the generator): one overload per type, not a generic over a protocol, so no call site
// specialises a generic (the generated surface has hundreds of them).

/// Calls `body` with the `GVariant *` of `variant` (NULL for nil), keeping it alive until
/// `body` returns. The variant owns a full reference (never a floating one), so a function
/// that sinks its argument (`g_variant_ref_sink`) takes a reference of its own and leaves
/// the variant's intact.
package func withCPointer<Result>(_ variant: Variant?, _ body: (OpaquePointer?) throws -> Result) rethrows -> Result {
    guard let variant else { return try body(nil) }
    return try variant.withVariantPointer(body)
}

/// Calls `body` with `type` as a `const GVariantType *` (NULL for nil), valid until `body`
/// returns.
package func withCPointer<Result>(_ type: VariantType?, _ body: (OpaquePointer?) throws -> Result) rethrows -> Result {
    guard let type else { return try body(nil) }
    return try type.withTypePointer(body)
}
