import Testing
import Foundation
@testable import BarGuideKit

@Suite struct WorkerThreadTests {
    /// The body runs on the new thread, and `join` returns only after it has finished.
    @Test func runsTheBodyAndJoinWaitsForIt() throws {
        final class Flag: @unchecked Sendable { var done = false; var onMain = true }
        let flag = Flag()
        let thread = try #require(WorkerThread.start {
            usleep(50_000)
            flag.onMain = Thread.isMainThread
            flag.done = true
        })
        thread.join()
        #expect(flag.done)
        #expect(!flag.onMain)
        thread.join()   // idempotent
    }

    #if os(Linux)
    /// The parsing threads lower their own nice value only: the calling thread keeps its own.
    @Test func lowersOnlyTheCallingThreadsPriority() throws {
        final class Seen: @unchecked Sendable { var before: Int32 = 0; var after: Int32 = 0 }
        let seen = Seen()
        let mine = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let thread = try #require(WorkerThread.start {
            seen.before = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            WorkerThread.lowerPriority()
            seen.after = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        })
        thread.join()
        #expect(seen.after == min(19, seen.before + WorkerThread.niceIncrement))
        #expect(seen.after > seen.before || seen.before == 19)
        #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == mine)
    }
    #endif
}
