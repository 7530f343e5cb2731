// A connection that serves a whole session (the MCP server's calls, browse's keystrokes) rather
// than one command: what its searches read stays in memory between them.
import BarGuideKit

extension Store {
    /// A 64 MiB page cache and the file mapped rather than read (no read system call and copy
    /// per page). Best effort: the defaults stay when a pragma fails. A re-ingest replaces the
    /// database file by a rename, so the mapping never sees it shrink underneath.
    func tuneForSession() {
        try? db.execute("PRAGMA cache_size = -65536; PRAGMA mmap_size = 1073741824")
    }
}


#if canImport(Glibc)
import CMalloc
#endif

enum SessionMemory {
    /// A session makes the same large allocations on every request (a search's per-row arrays
    /// are hundreds of KB at 50 MB). glibc serves those with mmap and unmaps them when freed,
    /// and gives the heap top back to the system, so each request would fault its memory in
    /// again. Keeping freed
    /// memory in the process lets the next request reuse it; the process holds its peak heap.
    static func keepFreedMemory() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 128 << 20)
        #endif
    }
}
