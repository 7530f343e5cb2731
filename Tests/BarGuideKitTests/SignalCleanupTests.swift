// SignalCleanup's handlers and saved state are shared by every build in the process: builds that
// run at once (as tests do) must not corrupt them.
import Testing
@testable import BarGuideKit

@Suite("Signal cleanup")
struct SignalCleanupTests {
    @Test("concurrent begin and end leave the handlers restored and never crash")
    func concurrentBuilds() async {
        await withTaskGroup(of: Void.self) { group in
            for k in 0..<8 {
                group.addTask {
                    for i in 0..<300 {
                        SignalCleanup.begin(removing: "/tmp/barguide-signal-\(k)-\(i)")
                        SignalCleanup.end()
                    }
                }
            }
        }
        // (other suites' ingests run in this process at the same time and may have begun since: the
        // path left, if any, is none of this test's)
        let left = SignalCleanup.lock.withLock { _ in SignalCleanup.path.map { String(cString: $0) } }
        #expect(left.map { !$0.hasPrefix("/tmp/barguide-signal-") } ?? true, "\(left ?? "")")
    }
}
