// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "BarGuide",
    products: [
        .executable(name: "barguide", targets: ["barguide"]),
        .library(name: "BarGuideKit", targets: ["BarGuideKit"]),
    ],
    targets: [
        // System C libraries, reached through pkg-config / apt providers.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(name: "CMalloc"),  // mallopt and sync_file_range, which Glibc does not export (libc: no package)
        .systemLibrary(
            name: "CStemmer",
            providers: [.apt(["libstemmer-dev"])]
        ),
        // CommonMark + GFM (tables, autolinks) for Markdown documents. The extensions library has
        // no pkg-config file; the module map links it before the core library it depends on.
        .systemLibrary(
            name: "CCmarkGFM",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),

        // A thin, tested SQLite wrapper (GRDB-style Statement / DatabaseError / migrations).
        .target(name: "SQLiteKit", dependencies: ["CSQLite"]),

        // Text analysis: the FTS5 tokenizer (Russian stemming, Han folding, identifiers).
        .target(name: "BarGuideText", dependencies: ["CSQLite", "CStemmer"], exclude: ["tools"],
                // The per-match code of barguide_collect reads and writes its collector's arrays
                // for every matching row: without this flag each access pays a runtime
                // exclusivity check (swift_beginAccess), a measurable part of a broad search at
                // scale (the with/without pair is in Benchmarks/README.md).
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),

        // Build-time embedding of Corpus/ and Migrations/ into the binary.
        .executableTarget(name: "embedgen"),
        .plugin(name: "EmbedPlugin", capability: .buildTool(), dependencies: ["embedgen"]),
        .target(name: "BarGuideResources", exclude: ["schemas"], plugins: ["EmbedPlugin"]),

        // The engine: ingest, store, search, checklists. Never prints.
        // SQLite only through SQLiteKit (and the tokenizer glue of BarGuideText); CMalloc: ingest's
        // early write-back.
        .target(name: "BarGuideKit", dependencies: ["SQLiteKit", "BarGuideText", "BarGuideResources", "CCmarkGFM",
                                                   "CMalloc"], exclude: ["Learned/tools"]),

        // Argument parsing, commands, printers, the error funnel.
        .target(name: "BarGuideCLI", dependencies: ["BarGuideKit", "CMalloc"]),
        .executableTarget(name: "barguide", dependencies: ["BarGuideCLI"]),

        // libFuzzer targets (Benchmarks/README.md, "Fuzzing"); a plain build makes input replayers.
        .target(name: "FuzzSupport", dependencies: ["BarGuideKit"]),
        .executableTarget(name: "FuzzIngest", dependencies: ["BarGuideKit", "FuzzSupport"]),
        .executableTarget(name: "FuzzQuery", dependencies: ["BarGuideKit", "SQLiteKit", "FuzzSupport"]),

        .testTarget(name: "SQLiteKitTests", dependencies: ["SQLiteKit"]),
        .testTarget(name: "BarGuideTextTests", dependencies: ["BarGuideText"]),
        .testTarget(name: "BarGuideKitTests", dependencies: ["BarGuideKit"]),
        .testTarget(name: "BarGuideCLITests", dependencies: ["BarGuideCLI", "barguide"]),
    ]
)
