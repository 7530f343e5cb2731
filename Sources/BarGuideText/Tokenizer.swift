import CSQLite

/// The `barguide` FTS5 tokenizer: `Analyzer` behind SQLite's fts5_tokenizer (v1) API.
///
///     sqlite3_open_v2(...)
///     BarGuideTokenizer.register(on: db)          // on every connection
///     CREATE VIRTUAL TABLE t USING fts5(headline, text, tokenize='barguide')
///
/// Each FTS5 table instance gets its own `Analyzer` (and so its own Snowball
/// stemmer, which is not thread-safe), created in xCreate and released in xDelete.
/// FTS5_TOKENIZE_AUX is tokenized like FTS5_TOKENIZE_DOCUMENT; QUERY (with or
/// without PREFIX) uses `AnalysisMode.query`.
public enum BarGuideTokenizer {
    public static let name = "barguide"

    /// Registers the tokenizer on `db`; returns an SQLite result code.
    public static func register(on db: OpaquePointer) -> Int32 {
        guard let api = fts5API(db) else { return SQLITE_ERROR }
        return register(api)
    }

    /// Registers the tokenizer and `RankCollector`'s `barguide_collect` function on `db`, with
    /// one lookup of the fts5_api. Returns an SQLite result code and the connection's collector.
    public static func registerAll(on db: OpaquePointer) -> (Int32, RankCollector?) {
        guard let api = fts5API(db) else { return (SQLITE_ERROR, nil) }
        let rc = register(api)
        guard rc == SQLITE_OK else { return (rc, nil) }
        return RankCollector.register(api)
    }

    static func register(_ api: UnsafeMutablePointer<fts5_api>) -> Int32 {
        guard api.pointee.iVersion >= 2, let createTokenizer = api.pointee.xCreateTokenizer else {
            return SQLITE_ERROR
        }
        var tokenizer = fts5_tokenizer(xCreate: tokenizerCreate, xDelete: tokenizerDelete,
                                       xTokenize: tokenizerTokenize)
        // FTS5 copies both the name and the struct.
        return createTokenizer(api, name, nil, &tokenizer, nil)
    }

    /// The connection's fts5_api, fetched the documented way: `SELECT fts5(?1)` with
    /// a pointer bound under the type "fts5_api_ptr".
    private static func fts5API(_ db: OpaquePointer) -> UnsafeMutablePointer<fts5_api>? {
        var statement: OpaquePointer? = nil
        guard sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, nil) == SQLITE_OK,
              let statement else {
            return nil
        }
        defer { sqlite3_finalize(statement) }
        var api: UnsafeMutablePointer<fts5_api>? = nil
        // The type name must outlive the statement: a static C string does.
        let typeName = UnsafeRawPointer(StaticString("fts5_api_ptr").utf8Start)
            .assumingMemoryBound(to: CChar.self)
        let rc = withUnsafeMutablePointer(to: &api) { slot -> Int32 in
            let bound = sqlite3_bind_pointer(statement, 1, slot, typeName, nil)
            guard bound == SQLITE_OK else { return bound }
            let stepped = sqlite3_step(statement)
            return stepped == SQLITE_ROW || stepped == SQLITE_DONE ? SQLITE_OK : stepped
        }
        return rc == SQLITE_OK ? api : nil
    }
}

// MARK: - C callbacks (never trap: every failure is a result code)

private let tokenizerCreate: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32,
    UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 = { _, _, _, out in
    guard let out else { return SQLITE_MISUSE }
    out.pointee = nil
    let analyzer = Analyzer()
    guard analyzer.hasStemmer else { return SQLITE_NOMEM }
    out.pointee = OpaquePointer(Unmanaged.passRetained(analyzer).toOpaque())
    return SQLITE_OK
}

private let tokenizerDelete: @convention(c) (OpaquePointer?) -> Void = { instance in
    guard let instance else { return }
    Unmanaged<Analyzer>.fromOpaque(UnsafeRawPointer(instance)).release()
}

private typealias XToken = @convention(c) (
    UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32
) -> Int32

private let tokenizerTokenize: @convention(c) (
    OpaquePointer?, UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, XToken?
) -> Int32 = { instance, context, flags, text, length, xToken in
    guard let instance, let xToken else { return SQLITE_MISUSE }
    guard let text, length > 0 else { return SQLITE_OK }
    let mode: AnalysisMode = flags & FTS5_TOKENIZE_QUERY != 0 ? .query : .document
    let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: Int(length))
    // A document text whose tokens were recorded ahead (ingest, `TokenReplay`): the same tokens.
    if flags == FTS5_TOKENIZE_DOCUMENT, let replay = TokenReplay.current,
       let rc = replay.replay(bytes, { token, count, start, end, tflags in
           xToken(context, tflags, UnsafeRawPointer(token).assumingMemoryBound(to: CChar.self), count, start, end)
       }) {
        return rc
    }
    let analyzer = Unmanaged<Analyzer>.fromOpaque(UnsafeRawPointer(instance)).takeUnretainedValue()
    var sink = FTS5Sink(context: context, xToken: xToken)
    return analyzer.analyze(bytes, mode: mode, into: &sink)
}

private struct FTS5Sink: TokenSink {
    let context: UnsafeMutableRawPointer?
    let xToken: XToken

    @inline(__always)
    mutating func token(_ bytes: UnsafePointer<UInt8>, _ count: Int, start: Int, end: Int,
                        flags: TokenFlags) -> Int32 {
        let tflags: Int32 = flags.contains(.colocated) ? FTS5_TOKEN_COLOCATED : 0
        // Offsets and lengths are bounded by the Int32 input length.
        return xToken(context, tflags, UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self),
                      Int32(truncatingIfNeeded: count), Int32(truncatingIfNeeded: start),
                      Int32(truncatingIfNeeded: end))
    }
}
