// bench-profile: runs one benchmark scenario on the main thread, with no benchmark harness
// around it, for valgrind (callgrind counts instructions, dhat finds allocations).
//
//   bench-profile "<part of a scenario name>" [operations]
//
// The operations run inside `profiledLoop`, so callgrind can collect only that:
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*profiledLoop*' \
//       .build/release/bench-profile "Event delivery: CombineGTK clickedPublisher" 100000
import BenchScenarios
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: bench-profile NAME-SUBSTRING [OPERATIONS]\nscenarios:")
    for scenario in Scenarios.all { print("  \(scenario.name)") }
    exit(2)
}
let matches = Scenarios.all.filter { $0.name.contains(arguments[1]) }
guard matches.count == 1 else {
    print("\(matches.count) scenarios match \"\(arguments[1])\": \(matches.map(\.name))")
    exit(2)
}
// OPERATIONS counts quick operations; a scenario with fewer per sample (a whole list update)
// runs that many fewer.
let requested = arguments.count > 2 ? Int(arguments[2]) ?? 100_000 : 100_000
let operations = max(1, requested * matches[0].operationsPerSample / 1000)
let warmUp = max(1, matches[0].operationsPerSample)

@inline(never)
func profiledLoop(_ run: ScenarioRun, _ operations: Int) {
    run.run(0..<operations)
}

Scenarios.initializeGTK()
let run = matches[0].make()
run.run(0..<warmUp) // warm up, outside what is profiled
_ = run.check(warmUp)
let start = ContinuousClock.now
profiledLoop(run, operations)
let elapsed = ContinuousClock.now - start
if let failure = run.check(operations) {
    print("FAILED: \(failure)")
    exit(1)
}
let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
print("\(matches[0].name): \(operations) operations, \(String(format: "%.1f", nanoseconds / Double(operations))) ns each")
