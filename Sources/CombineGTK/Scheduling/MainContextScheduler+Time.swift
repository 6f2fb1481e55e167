@preconcurrency import OpenCombine
import CGtk

extension MainContextScheduler {
    /// A point on GLib's monotonic clock (`g_get_monotonic_time`), in microseconds.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        /// Microseconds since an arbitrary point in the past (GLib's monotonic clock).
        public var microseconds: Int64

        /// The instant `microseconds` on GLib's monotonic clock.
        public init(microseconds: Int64) {
            self.microseconds = microseconds
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(microseconds: other.microseconds - microseconds)
        }

        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(microseconds: microseconds + stride.microseconds)
        }
    }
}

extension MainContextScheduler.SchedulerTimeType {
    /// A span of time in microseconds. Integer and float literals are seconds, as with
    /// Combine's `DispatchQueue` stride.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
        ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
        public typealias FloatLiteralType = Double
        public typealias IntegerLiteralType = Int
        public typealias Magnitude = Int64

        /// The span in microseconds.
        public var microseconds: Int64

        /// A span of `microseconds`.
        public init(microseconds: Int64) {
            self.microseconds = microseconds
        }

        /// The span in seconds.
        public var seconds: Double { Double(microseconds) / 1_000_000 }

        public var magnitude: Int64 { microseconds.magnitude > UInt64(Int64.max) ? .max : Int64(microseconds.magnitude) }

        public init(floatLiteral value: Double) { self = .seconds(value) }
        public init(integerLiteral value: Int) { self = .seconds(value) }

        public init?<Source: BinaryInteger>(exactly source: Source) {
            guard let value = Int(exactly: source) else { return nil }
            self = .seconds(value)
        }

        public static func seconds(_ value: Int) -> Stride { Stride(microseconds: Int64(value).multipliedClamped(by: 1_000_000)) }
        public static func seconds(_ value: Double) -> Stride {
            let micro = (value * 1_000_000).rounded()
            if micro >= Double(Int64.max) { return Stride(microseconds: .max) }
            if micro <= Double(Int64.min) { return Stride(microseconds: .min) }
            return Stride(microseconds: Int64(micro))
        }
        public static func milliseconds(_ value: Int) -> Stride { Stride(microseconds: Int64(value).multipliedClamped(by: 1_000)) }
        public static func microseconds(_ value: Int) -> Stride { Stride(microseconds: Int64(value)) }
        /// GLib's clock counts microseconds: nanoseconds are rounded to the nearest one.
        public static func nanoseconds(_ value: Int) -> Stride { Stride(microseconds: Int64((Double(value) / 1_000).rounded())) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.microseconds < rhs.microseconds }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(microseconds: lhs.microseconds + rhs.microseconds) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(microseconds: lhs.microseconds - rhs.microseconds) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(microseconds: lhs.microseconds * rhs.microseconds) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}

private extension Int64 {
    func multipliedClamped(by factor: Int64) -> Int64 {
        let (result, overflow) = multipliedReportingOverflow(by: factor)
        guard overflow else { return result }
        return (self < 0) != (factor < 0) ? .min : .max
    }
}
