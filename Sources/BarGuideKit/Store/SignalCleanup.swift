// Removes an ingest's temporary database when SIGINT, SIGTERM, SIGHUP or SIGQUIT ends the
// process, then dies of the same signal (so the shell reports 128 + signo: 130, 143, …).
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

enum SignalCleanup {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The temporary's path as a C string, read by the handler (async-signal-safe: unlink only).
    nonisolated(unsafe) static var path: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var previous: [sigaction] = []

    /// Serializes `begin` and `end`: builds that run at once in one process (tests) must not
    /// change the handlers and their saved state together. The last build begun is the one a
    /// signal cleans up.
    static let lock = Mutex<Void>(())

    /// From here until `end`, those signals remove `temp` before ending the process.
    static func begin(removing temp: String) {
        lock.withLock { _ in beginLocked(removing: temp) }
    }

    /// Restores the handlers in place before `begin`.
    static func end() {
        lock.withLock { _ in endLocked() }
    }

    private static func beginLocked(removing temp: String) {
        endLocked()
        path = strdup(temp)
        previous = []
        for signo in signals {
            var old = sigaction()
            sigaction(signo, nil, &old)
            // a signal ignored by whoever started us (nohup) stays ignored
            if let handler = old.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) == 1 {
                previous.append(old)
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signo in
                if let p = SignalCleanup.path { unlink(p) }
                signal(signo, SIG_DFL)
                raise(signo)
            }
            sigemptyset(&action.sa_mask)
            for s in signals { sigaddset(&action.sa_mask, s) }   // one cleanup at a time
            action.sa_flags = 0
            sigaction(signo, &action, nil)
            previous.append(old)
        }
    }

    private static func endLocked() {
        guard path != nil else { return }
        for (signo, old) in zip(signals, previous) {
            var action = old
            sigaction(signo, &action, nil)
        }
        previous = []
        let p = path
        path = nil
        free(p)
    }
}
