import OpenCombine

/// One step of a random sequence against a combining operator with three upstreams.
enum CombiningStep: Hashable, CustomStringConvertible {
    case send(upstream: Int, value: Int)
    case finish(upstream: Int)
    case fail(upstream: Int)
    /// A downstream request: `nil` is `.unlimited`.
    case request(Int?)
    case cancel

    var description: String {
        switch self {
        case let .send(upstream, value): "u\(upstream).send(\(value))"
        case let .finish(upstream): "u\(upstream).finish"
        case let .fail(upstream): "u\(upstream).fail"
        case let .request(count): "request(\(count.map(String.init) ?? "∞"))"
        case .cancel: "cancel"
        }
    }
}

/// What one run records, on the operator's side and on the model's, compared after each step.
struct CombiningObservation: Equatable {
    var values: [String] = []
    var completions: [String] = []
    /// Every request each upstream received, in order.
    var requests: [[Subscribers.Demand]]
    var cancels: [Int]
    /// What each `send` step got back from the operator.
    var returned: [Subscribers.Demand] = []

    init(upstreams: Int) {
        requests = Array(repeating: [], count: upstreams)
        cancels = Array(repeating: 0, count: upstreams)
    }
}

/// The operators as Combine documents and behaves, written step by step with no locks and
/// no re-entrancy (the subscriber only returns `more` from each `receive`):
///
/// CombineLatest: every request goes unchanged to every upstream that has not finished; a
/// value is kept as its upstream's latest, and sends one tuple only if there is demand and
/// every upstream has a value (the demand the subscriber returns goes back to the sender);
/// finishes when all upstreams have; fails on the first failure, cancelling the others.
///
/// Merge: no upstream is asked before the downstream asks; then each is asked for one
/// (`.unlimited` for unlimited demand) and one more per delivered value, at most one request
/// per upstream per downstream request; without demand its latest value waits; a request delivers waiting values in upstream
/// order (unlimited: all of them, then `.unlimited` to every upstream, and no later request
/// counts); finishes when all have finished and nothing waits; fails on the first failure,
/// cancelling every upstream.
struct CombiningModel {
    enum Operator { case combineLatest, merge }

    let kind: Operator
    let count: Int
    let more: Int
    private(set) var observed: CombiningObservation
    private var demand = 0
    private var unlimited = false
    private var latest: [Int?]
    private var finished: [Bool]
    private var attached: [Bool]
    /// Merge: upstreams asked for their first value.
    private var asked: [Bool]
    private var terminal = false

    init(_ kind: Operator, upstreams count: Int, initial: Int?, more: Int) {
        self.kind = kind
        self.count = count
        self.more = more
        observed = CombiningObservation(upstreams: count)
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        attached = Array(repeating: true, count: count)
        asked = Array(repeating: false, count: count)
        if initial != 0 { perform(.request(initial)) }
    }

    private var allFinished: Bool { !finished.contains(false) }

    mutating func perform(_ step: CombiningStep) {
        switch step {
        case let .send(index, value):
            observed.returned.append(send(value, from: index))
        case let .finish(index):
            finish(index)
        case let .fail(index):
            guard !terminal else { return }
            latest = Array(repeating: nil, count: count)
            let cancelsTheFailedOne = kind == .merge
            end(with: "failure", cancelling: { cancelsTheFailedOne || $0 != index })
        case let .request(amount):
            request(amount)
        case .cancel:
            if !terminal { end(with: nil, cancelling: { _ in true }) }
        }
    }

    private mutating func request(_ amount: Int?) {
        guard !terminal else { return }
        switch kind {
        case .combineLatest:
            add(amount)
            for index in 0..<count where attached[index] { observed.requests[index].append(amount.map { .max($0) } ?? .unlimited) }
        case .merge:
            guard !unlimited else { return }
            guard let amount else {
                unlimited = true
                asked = Array(repeating: true, count: count)
                for index in 0..<count {
                    if let value = latest[index] { deliver(value) }
                    latest[index] = nil
                }
                if allFinished {
                    end(with: "finished", cancelling: { _ in false })
                } else {
                    for index in 0..<count where attached[index] { observed.requests[index].append(.unlimited) }
                }
                return
            }
            demand += amount
            var delivered: [(Int, Int)] = []
            for index in 0..<count where demand > 0 {
                guard let value = latest[index] else { continue }
                latest[index] = nil
                demand -= 1
                delivered.append((index, value))
            }
            let finishes = allFinished && latest.allSatisfy { $0 == nil }
            for (_, value) in delivered { deliver(value) }
            if finishes {
                end(with: "finished", cancelling: { _ in false })
                return
            }
            demand += delivered.count * more
            for index in 0..<count where attached[index] {
                let toppedUp = delivered.contains { $0.0 == index }
                guard toppedUp || !asked[index] else { continue }
                asked[index] = true
                observed.requests[index].append(.max(1))
            }
        }
    }

    private mutating func send(_ value: Int, from index: Int) -> Subscribers.Demand {
        guard !terminal else { return .none }
        switch kind {
        case .combineLatest:
            latest[index] = value
            guard hasDemand, latest.allSatisfy({ $0 != nil }) else { return .none }
            spend()
            deliver(latest.map { String($0!) }.joined(separator: ","))
            add(more)
            return .max(more)
        case .merge:
            if unlimited {
                deliver(value)
                return .max(more)
            }
            guard demand > 0 else {
                latest[index] = value
                return .none
            }
            demand -= 1
            deliver(value)
            demand += more
            return .max(1)
        }
    }

    private mutating func finish(_ index: Int) {
        guard !terminal, !finished[index] else { return }
        finished[index] = true
        attached[index] = false
        let done = kind == .merge ? allFinished && latest.allSatisfy { $0 == nil } : allFinished
        if done { end(with: "finished", cancelling: { _ in false }) }
    }

    private mutating func end(with completion: String?, cancelling: (Int) -> Bool) {
        terminal = true
        for index in 0..<count where attached[index] && cancelling(index) { observed.cancels[index] += 1 }
        attached = Array(repeating: false, count: count)
        if let completion { observed.completions.append(completion) }
    }

    private var hasDemand: Bool { unlimited || demand > 0 }

    private mutating func spend() { if !unlimited { demand -= 1 } }

    private mutating func add(_ amount: Int?) {
        guard let amount else { unlimited = true; return }
        demand += amount
    }

    private mutating func deliver(_ value: Int) { deliver(String(value)) }

    private mutating func deliver(_ value: String) { observed.values.append(value) }
}
