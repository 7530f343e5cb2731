// The thin I/O loop of `browse`: poll on the keyboard, the signal pipe and the worker's pipe;
// feed events to the state machine; run its effects (debounced searches on the worker thread,
// cancelling the one in flight; rule loads; OSC 52); draw the frame diff.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import BarGuideKit

/// Runs searches and rule loads on a thread of its own, so that typing never waits for the
/// database. It holds at most one pending search (a newer one replaces it) and one pending rule
/// load; a search in flight that a newer search makes stale is interrupted.
final class BrowseWorker: @unchecked Sendable {
    /// How long a search took, for the trace.
    struct Timing: Sendable {
        /// Monotonic ms.
        var started = 0.0, finished = 0.0
        /// The worker thread's CPU time for it.
        var cpuMs = 0.0
        /// The whole process's CPU time while it ran: the worker's, and any thread the engine
        /// runs a part of the search on (the main thread only waits for keys meanwhile).
        var processCPUMs = 0.0
        /// Answered from the pages shown lately, without a search.
        var cached = false
        var phases = BrowseSearchPhases()
    }

    enum Outcome: Sendable {
        case searched(generation: Int, query: BrowseQuery, Result<BrowsePage, BrowseFailure>, Timing)
        case loaded(id: String, Result<BrowseRule, BrowseFailure>)
    }

    private let engine: BrowseEngine
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var pendingSearch: (query: BrowseQuery, generation: Int)?
    private var pendingRule: String?
    private var runningGeneration: Int?
    private var outcomes: [Outcome] = []
    private var stopping = false
    private var thread: WorkerThread?
    /// Written (one byte) when an outcome is ready.
    private let notifyWrite: Int32
    let notifyRead: Int32

    init?(engine: BrowseEngine) {
        self.engine = engine
        guard let (read, write) = BrowseTerminal.pipe() else { return nil }
        notifyRead = read
        notifyWrite = write
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(wake, nil)
        // the thread holds the worker until its loop ends (stop)
        guard let thread = WorkerThread.start({ [self] in loop() }) else { return nil }
        self.thread = thread
    }

    deinit {
        pthread_mutex_destroy(mutex); mutex.deallocate()
        pthread_cond_destroy(wake); wake.deallocate()
        close(notifyRead); close(notifyWrite)
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Queues a search (replacing any queued one) and interrupts a running older one.
    func search(_ query: BrowseQuery, generation: Int) {
        locked {
            pendingSearch = (query, generation)
            cancelLocked(olderThan: generation)
            pthread_cond_signal(wake)
        }
    }

    /// Interrupts the search in flight if it is older than `generation` (a key made it stale).
    func cancel(olderThan generation: Int) { locked { cancelLocked(olderThan: generation) } }

    private func cancelLocked(olderThan generation: Int) {
        if let running = runningGeneration, running < generation { engine.interrupt() }
        if let p = pendingSearch, p.generation < generation { pendingSearch = nil }
    }

    func loadRule(_ id: String) {
        locked {
            pendingRule = id
            pthread_cond_signal(wake)
        }
    }

    /// The outcomes ready so far (and drains the notification pipe).
    func take() -> [Outcome] {
        var sink = [UInt8](repeating: 0, count: 64)
        while read(notifyRead, &sink, sink.count) > 0 {}
        return locked {
            defer { outcomes.removeAll() }
            return outcomes
        }
    }

    /// Stops the thread after the job in flight (interrupted) and waits for it.
    func stop() {
        locked {
            stopping = true
            if runningGeneration != nil { engine.interrupt() }
            pthread_cond_signal(wake)
        }
        thread?.join()
        thread = nil
    }

    private func loop() {
        while true {
            pthread_mutex_lock(mutex)
            while !stopping && pendingSearch == nil && pendingRule == nil { pthread_cond_wait(wake, mutex) }
            if stopping { pthread_mutex_unlock(mutex); return }
            let rule = pendingRule
            let search = rule == nil ? pendingSearch : nil
            if rule != nil { pendingRule = nil } else { pendingSearch = nil }
            runningGeneration = search?.generation
            engine.resume()  // under the lock: a cancel from now on is for this job
            pthread_mutex_unlock(mutex)

            let outcome: Outcome
            if let id = rule {
                let result: Result<BrowseRule, BrowseFailure>
                do { result = .success(try engine.rule(id: id)) } catch { result = .failure(error) }
                outcome = .loaded(id: id, result)
            } else if let (query, generation) = search {
                var timing = Timing(started: BrowseTerminal.now())
                let (cpu, processCPU) = (BrowseTerminal.threadCPU(), BrowseTerminal.processCPU())
                let result: Result<BrowsePage, BrowseFailure>
                do {
                    let answer = try engine.page(query)
                    (result, timing.cached) = (.success(answer.page), answer.cached)
                } catch {
                    result = .failure(error)
                }
                timing.finished = BrowseTerminal.now()
                timing.cpuMs = BrowseTerminal.threadCPU() - cpu
                timing.processCPUMs = BrowseTerminal.processCPU() - processCPU
                timing.phases = engine.lastPhases
                outcome = .searched(generation: generation, query: query, result, timing)
            } else {
                continue
            }
            locked {
                runningGeneration = nil
                outcomes.append(outcome)
            }
            var byte: UInt8 = 1
            _ = write(notifyWrite, &byte, 1)
        }
    }
}

/// Appends one JSON line per search to the file named by `BARGUIDE_BROWSE_TRACE`: when the
/// search was sent to the worker (after the debounce, or at once), when its result came back,
/// and when the frame showing it was written.
final class BrowseTrace {
    private let fd: Int32
    private var fired: [Int: (query: BrowseQuery, at: Double, debounced: Bool)] = [:]

    init?(path: String) {
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        if fd < 0 { return nil }
    }

    deinit { close(fd) }

    func fire(_ query: BrowseQuery, generation: Int, debounced: Bool) {
        fired[generation * 1_000_000_000 + query.offset] = (query, BrowseTerminal.now(), debounced)
    }

    func record(_ s: BrowseSession.ShownSearch, doneAt: Double, draw: BrowseSession.DrawPhases) {
        let (generation, query, t) = (s.generation, s.query, s.timing)
        guard let f = fired.removeValue(forKey: generation * 1_000_000_000 + query.offset) else { return }
        var object: [String: JSONValue] = [
            "event": .string("search"),
            "generation": .int(generation),
            "query": .string(query.text),
            "scope": .string(query.scope?.rawValue ?? "all"),
            "lang": .string(query.lang.rawValue),
            "kind": .string(query.kind?.rawValue ?? "all"),
            "offset": .int(query.offset),
            "debounced": .bool(f.debounced),
            "outcome": .string(s.outcome),
            "fire_ms": .double(f.at),
            "result_ms": .double(s.resultAt),
            "done_ms": .double(doneAt),
            "search_ms": .double(t.finished - t.started),
            "search_cpu_ms": .double(t.cpuMs),
            "search_process_cpu_ms": .double(t.processCPUMs),
            "engine_ms": .double(t.phases.engineMs),
            "engine_cpu_ms": .double(t.phases.engineCPUMs),
            "finish_ms": .double(t.phases.finishMs),
            "cached": .bool(t.cached),
            "draw_cpu_ms": .double(draw.cpuMs),
            "layout_ms": .double(draw.layoutMs),
            "render_ms": .double(draw.renderMs),
            "write_ms": .double(draw.writeMs),
            "bytes": .int(draw.bytes),
            "rows_changed": .int(draw.rowsChanged),
            "full_redraw": .bool(draw.full),
            "latency_ms": .double(doneAt - f.at),
        ]
        if let total = s.total { object["total"] = .int(total) }
        var bytes: [UInt8] = []
        JSONValue.object(object).write(to: &bytes, style: .compact)
        bytes.append(0x0A)
        BrowseTerminal.writeAll(fd, &bytes)
    }
}

/// One browsing session on the terminal.
struct BrowseSession {
    /// Pause in typing after which the search runs.
    static let debounceMs = 40.0
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    static let escapeMs = 30.0

    var state: BrowseState
    let terminal: BrowseTerminal
    let worker: BrowseWorker
    let trace: BrowseTrace?
    var renderer: FrameRenderer
    var decoder = KeyDecoder()
    var debounced: (query: BrowseQuery, generation: Int, at: Double)?
    /// Set when a signal (SIGTERM, SIGHUP…) ended the session: re-raised after the restore.
    var endingSignal: Int32?

    /// Runs until the user quits or a terminating signal arrives. The terminal is in raw mode
    /// on entry and left to the caller to restore.
    mutating func run() {
        apply(state.start())
        draw([])
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !state.quit && endingSignal == nil {
            var fds = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: terminal.signalFD, events: Int16(POLLIN), revents: 0),
                pollfd(fd: worker.notifyRead, events: Int16(POLLIN), revents: 0),
            ]
            let now = BrowseTerminal.now()
            var timeout = -1.0
            if let d = debounced { timeout = max(0, d.at - now) }
            if decoder.hasPending { timeout = timeout < 0 ? BrowseSession.escapeMs : min(timeout, BrowseSession.escapeMs) }
            let rc = poll(&fds, 3, timeout < 0 ? -1 : Int32(timeout.rounded(.up)))
            if rc < 0 && errno != EINTR { break }
            var shown: [ShownSearch] = []

            if fds[1].revents & Int16(POLLIN) != 0 { handleSignals() }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let n = read(0, &buffer, buffer.count)
                if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) {
                    state.quit = true  // the terminal went away
                } else if n > 0 {
                    for key in decoder.feed(buffer[0..<n]) { apply(state.handle(.key(key))) }
                }
            } else if rc == 0 && decoder.hasPending {
                for key in decoder.flushEscape() { apply(state.handle(.key(key))) }
            }
            if fds[2].revents & Int16(POLLIN) != 0 {
                for outcome in worker.take() {
                    switch outcome {
                    case .searched(let gen, let query, let result, let timing):
                        let current = gen == state.generation
                        apply(state.handle(.searched(generation: gen, query: query, result)))
                        var label = "shown", total: Int?
                        switch result {
                        case .success(let page): total = page.total; if !current { label = "stale" }
                        case .failure(.interrupted): label = "interrupted"
                        case .failure: label = current ? "error" : "stale"
                        }
                        shown.append(ShownSearch(generation: gen, query: query, outcome: label, total: total, timing: timing,
                                                 resultAt: BrowseTerminal.now()))
                    case .loaded(let id, let result):
                        apply(state.handle(.loaded(id: id, result)))
                    }
                }
            }
            if let d = debounced, BrowseTerminal.now() >= d.at {
                debounced = nil
                fire(d.query, generation: d.generation, debounce: true)
            }
            if state.quit || endingSignal != nil { break }
            draw(shown)
        }
    }

    /// Sends a search to the worker.
    private func fire(_ query: BrowseQuery, generation: Int, debounce: Bool) {
        trace?.fire(query, generation: generation, debounced: debounce)
        worker.search(query, generation: generation)
    }

    private mutating func apply(_ effects: [BrowseEffect]) {
        for effect in effects {
            switch effect {
            case .search(let q, let gen, let debounce):
                // A new keystroke makes the search in flight stale: stop it now.
                worker.cancel(olderThan: gen)
                if debounce {
                    debounced = (q, gen, BrowseTerminal.now() + BrowseSession.debounceMs)
                } else {
                    if let d = debounced, d.generation < gen { debounced = nil }
                    fire(q, generation: gen, debounce: false)
                }
            case .loadRule(let id):
                worker.loadRule(id)
            case .copy(let text):
                terminal.write(BrowseTerminal.clipboardSequence(text))
            case .redraw:
                renderer.invalidate()
            case .suspend:
                terminal.suspend()
                renderer.invalidate()
                let size = BrowseTerminal.size()
                apply(state.handle(.resize(width: size.width, height: size.height)))
            }
        }
    }

    private mutating func handleSignals() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(terminal.signalFD, &bytes, bytes.count)
            if n <= 0 { break }
            for b in bytes[0..<n] {
                switch Int32(b) {
                case SIGWINCH, SIGCONT:
                    let size = BrowseTerminal.size()
                    renderer.invalidate()
                    apply(state.handle(.resize(width: size.width, height: size.height)))
                case SIGINT:
                    state.quit = true
                default:
                    endingSignal = Int32(b)
                }
            }
        }
    }

    /// A search result handled in this turn of the loop, for the trace.
    struct ShownSearch {
        var generation: Int
        var query: BrowseQuery
        /// shown, stale, interrupted or error.
        var outcome: String
        var total: Int?
        var timing: BrowseWorker.Timing
        /// When the main thread took the result (monotonic ms).
        var resultAt: Double
    }

    /// How the frame showing a search was drawn, for the trace: ms on the main thread to lay it
    /// out (state to cells), to diff it against the screen (cells to bytes) and to write it; its
    /// CPU time; the bytes sent and the rows that changed; whether it was a full repaint.
    struct DrawPhases {
        var layoutMs = 0.0, renderMs = 0.0, writeMs = 0.0, cpuMs = 0.0
        var bytes = 0, rowsChanged = 0
        var full = false
    }

    private mutating func draw(_ shown: [ShownSearch]) {
        guard let trace else {
            terminal.write(renderer.render(BrowseLayout.frame(state)))
            return
        }
        let (start, cpu) = (BrowseTerminal.now(), BrowseTerminal.threadCPU())
        let frame = BrowseLayout.frame(state)
        let laidOut = BrowseTerminal.now()
        let bytes = renderer.render(frame)
        let rendered = BrowseTerminal.now()
        terminal.write(bytes)
        let done = BrowseTerminal.now()
        let phases = DrawPhases(layoutMs: laidOut - start, renderMs: rendered - laidOut, writeMs: done - rendered,
                                cpuMs: BrowseTerminal.threadCPU() - cpu, bytes: bytes.utf8.count,
                                rowsChanged: renderer.lastRowsChanged, full: renderer.lastWasFull)
        for s in shown {
            trace.record(s, doneAt: done, draw: phases)
        }
    }
}
