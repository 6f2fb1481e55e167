import CombineGTKCore

/// The receivers of a timer's `TimerEvents` (seed 004's multicast delegate): the view model's
/// status line and anything else that registers. Class receivers are held weakly, and a
/// receiver may store its own token without keeping itself alive.
public typealias TimerEventReceivers = MulticastDelegate<any TimerEvents>
