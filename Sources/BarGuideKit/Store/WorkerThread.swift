#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A joinable POSIX thread running one closure: the ingest pipeline's parsing workers are
/// threads of their own (not the shared Dispatch pool), so that their scheduling priority can
/// be lowered without affecting anyone else's work; browse's search worker is one too.
public final class WorkerThread {
    private var handle: pthread_t
    private var joined = false

    private init(handle: pthread_t) {
        self.handle = handle
    }

    /// Starts `body` on a new thread; nil when the system refuses to create one.
    public static func start(_ body: @escaping @Sendable () -> Void) -> WorkerThread? {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Glibc)
        var handle = pthread_t()
        #else
        var handle: pthread_t? = nil
        #endif
        let rc = pthread_create(&handle, nil, { raw in
            guard let raw else { return nil }
            let box = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
            box.body()
            return nil
        }, box)
        guard rc == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return nil
        }
        #if canImport(Glibc)
        return WorkerThread(handle: handle)
        #else
        guard let handle else { return nil }
        return WorkerThread(handle: handle)
        #endif
    }

    /// Waits for the thread to end; idempotent.
    public func join() {
        guard !joined else { return }
        joined = true
        pthread_join(handle, nil)
    }

    deinit { join() }

    /// Lowers the calling thread's priority by `niceIncrement`. On Linux the nice value is a
    /// per-thread attribute and `who` 0 means the calling thread, so the rest of the process
    /// keeps its priority. Best effort: a failure leaves the priority as it was.
    static func lowerPriority() {
        #if os(Linux)
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        errno = 0
        let current = getpriority(which, 0)
        guard errno == 0 else { return }
        _ = setpriority(which, 0, min(19, current + niceIncrement))
        #endif
    }

    static let niceIncrement: Int32 = 10

    private final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
