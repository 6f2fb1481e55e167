import XCTest
import Foundation
import PropertyBased

/// What a property test reads from the environment: how many sequences (`variable`, else
/// `defaultCount`) and the generator, seeded from `COMBINEGTK_STRESS_SEED` (base64, as printed)
/// or at random. A failure prints the seed of the failing sequence: rerun it alone with
/// that seed and the count variable set to 1.
enum RandomSequences {
    static func setUp(count variable: String, default defaultCount: Int) throws -> (count: Int, rng: Xoshiro) {
        let environment = ProcessInfo.processInfo.environment
        let count = environment[variable].flatMap { Int($0) } ?? defaultCount
        guard let seed = environment["COMBINEGTK_STRESS_SEED"] else { return (count, Xoshiro()) }
        return (count, try XCTUnwrap(Xoshiro(seed: seed), "COMBINEGTK_STRESS_SEED is not a seed: \(seed)"))
    }
}
