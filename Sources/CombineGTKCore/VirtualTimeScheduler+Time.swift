@preconcurrency import OpenCombine

extension VirtualTimeScheduler {
    /// An instant on a ``VirtualTimeScheduler``'s clock, in nanoseconds from its start.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// Nanoseconds since the clock's start.
        public var nanoseconds: Int64

        /// The instant `nanoseconds` after the clock's start.
        public init(nanoseconds: Int64) {
            self.nanoseconds = nanoseconds
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: other.nanoseconds - nanoseconds)
        }

        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(nanoseconds: nanoseconds + stride.nanoseconds)
        }
    }
}

extension VirtualTimeScheduler.SchedulerTimeType {
    /// A span of virtual time in nanoseconds. Integer and float literals are seconds, as with
    /// Combine's `DispatchQueue` stride.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
        ExpressibleByFloatLiteral, Hashable, Sendable
    {
        /// The span in nanoseconds.
        public var nanoseconds: Int64

        /// A span of `nanoseconds`.
        public init(nanoseconds: Int64) {
            self.nanoseconds = nanoseconds
        }

        /// The span in seconds.
        public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

        public var magnitude: Int64 { nanoseconds.magnitude > UInt64(Int64.max) ? .max : Int64(nanoseconds.magnitude) }

        public init(floatLiteral value: Double) { self = .seconds(value) }
        public init(integerLiteral value: Int) { self = .seconds(value) }

        public init?<Source: BinaryInteger>(exactly source: Source) {
            guard let value = Int(exactly: source) else { return nil }
            self = .seconds(value)
        }

        public static func seconds(_ value: Int) -> Stride { Stride(nanoseconds: Int64(value).multipliedClamped(by: 1_000_000_000)) }
        public static func seconds(_ value: Double) -> Stride {
            let nanoseconds = (value * 1_000_000_000).rounded()
            guard nanoseconds.isFinite, abs(nanoseconds) < Double(Int64.max) else { return Stride(nanoseconds: value < 0 ? .min : .max) }
            return Stride(nanoseconds: Int64(nanoseconds))
        }
        public static func milliseconds(_ value: Int) -> Stride { Stride(nanoseconds: Int64(value).multipliedClamped(by: 1_000_000)) }
        public static func microseconds(_ value: Int) -> Stride { Stride(nanoseconds: Int64(value).multipliedClamped(by: 1_000)) }
        public static func nanoseconds(_ value: Int) -> Stride { Stride(nanoseconds: Int64(value)) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.nanoseconds * rhs.nanoseconds) }
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
