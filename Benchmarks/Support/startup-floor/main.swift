import CMinimalWindow
import Glibc
import Synchronization

// The floor of a Swift start (Support/startup/startup.py reports it beside the pairs): the
// minimal C window (Support/startup/minimal-window.c, run as it is) started from a Swift
// program that loads what every CombineGTK program loads: the Swift runtime and standard
// library (Core, _Concurrency, _StringProcessing and _RegexParser, which every Swift module
// links), Synchronization, the Glibc overlay, libdispatch and libBlocksRuntime (its
// linker settings), and nothing of CombineGTK. A program written with any library on Swift
// starts from here: this is what neither CombineGTK nor the app can take away.

let status = minimal_window_main(CommandLine.argc, CommandLine.unsafeArgv)
_ = Mutex(0)  // Synchronization is linked as CombineGTK programs link it
exit(status)
