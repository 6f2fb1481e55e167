/// A timer view model split into the two faces a view uses (Kickstarter style): one to call,
/// one to bind.
@MainActor
public protocol TimerViewModelType: AnyObject {
    var inputs: any TimerViewModelInputs { get }
    var outputs: any TimerViewModelOutputs { get }
}
