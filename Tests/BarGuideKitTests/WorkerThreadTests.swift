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

    /// Ingest's early write-back (Store/FileSystem.swift) starts on a thread of its own and leaves
    /// the file as it was; a file that cannot be opened gives none (and ingest goes on without).
    @Test func earlyWriteBackRunsOnAThreadAndLeavesTheFileIntact() throws {
        let path = NSTemporaryDirectory() + "barguide-writeback-\(getpid()).bin"
        defer { unlink(path) }
        let bytes = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let writeBack = try #require(EarlyWriteBack(path: path))
        writeBack.start()
        writeBack.start()   // once: a second start is ignored
        writeBack.wait()
        writeBack.wait()    // idempotent
        #expect(FileManager.default.contents(atPath: path) == Data(bytes))
        #expect(EarlyWriteBack(path: path + ".missing") == nil)
    }
}
