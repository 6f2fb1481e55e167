import BenchScenarios
import Benchmark

// Each scenario (Support/BenchScenarios) is one benchmark. They come in pairs, "<group>: raw
// …" and "<group>: CombineGTK …", run one after the other in the same process. A measured
// closure performs `scalingFactor` operations (1000 emissions, subscribe + cancel cycles, …;
// one list update) on the main thread; Benchmarks/summary.py divides by it and prints the ratios. The
// widgets are real GTK widgets (not shown in a window), so this needs a display:
// `make bench` runs it under Xvfb.

let benchmarks = { @Sendable in
    Benchmark.defaultConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 20,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )
    for scenario in Scenarios.all {
        var configuration = Benchmark.defaultConfiguration
        if scenario.operationsPerSample == 1 {
            configuration.scalingFactor = .one
            // A whole list update or fill per sample (up to a few hundred ms for 100,000
            // elements): a few warm-up samples are enough.
            configuration.warmupIterations = 3
        }
        if scenario.hasSlowSamples {
            // 1000 awaited file loads, about half a second: 20 warm-up samples would take
            // ten, and two seconds would hold 3 samples, too few for a median on a shared
            // machine.
            configuration.warmupIterations = 2
            configuration.maxDuration = .seconds(20)
        }
        Benchmark(scenario.name, configuration: configuration) { benchmark in
            measureOnMain(benchmark, scenario)
        }
    }
}
