import CombineGTKCore
import XCTest

// The forwarding example from `MulticastDelegate`'s doc comment, verbatim, so that it keeps
// compiling; the test below gives it a `progressView` and a `logger` and runs it.

protocol DownloadDelegate: AnyObject {
    func downloadDidFinish(error: (any Error)?)
}

final class Downloader {
    weak var delegate: (any DownloadDelegate)?
    func finish(error: (any Error)?) { delegate?.downloadDidFinish(error: error) }
}

/// Sits in the single delegate slot and repeats every call to all its receivers.
final class DownloadDelegates: DownloadDelegate {
    let receivers = MulticastDelegate<any DownloadDelegate>()

    func downloadDidFinish(error: (any Error)?) {
        receivers.invoke { $0.downloadDidFinish(error: error) }
    }
}

private final class RecordingDownloadDelegate: DownloadDelegate {
    var finishedCount = 0

    func downloadDidFinish(error: (any Error)?) {
        finishedCount += 1
    }
}

final class MulticastDelegateExampleTests: XCTestCase {
    func testForwardsASingleDelegateSlotToEveryReceiver() {
        let progressView = RecordingDownloadDelegate()
        let logger = RecordingDownloadDelegate()

        let downloader = Downloader()
        let delegates = DownloadDelegates()
        downloader.delegate = delegates
        let progressToken = delegates.receivers.add(progressView)
        let logToken = delegates.receivers.add(logger)
        downloader.finish(error: nil)   // progressView and logger are both told

        XCTAssertEqual(progressView.finishedCount, 1)
        XCTAssertEqual(logger.finishedCount, 1)
        logToken.cancel()
        downloader.finish(error: nil)
        XCTAssertEqual(progressView.finishedCount, 2)
        XCTAssertEqual(logger.finishedCount, 1)
        withExtendedLifetime((progressToken, delegates)) {}
    }
}
