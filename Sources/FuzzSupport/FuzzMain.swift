// The shared entry of the fuzz targets (FuzzIngest, FuzzQuery): with -DFUZZING (Benchmarks/fuzz.sh)
// main hands the command line to libFuzzer's driver; in a plain build it replays inputs.
import BarGuideKit
#if canImport(Glibc)
import Glibc
#endif

public enum FuzzMain {
    /// The target's body, called once per input.
    nonisolated(unsafe) static var body: ([UInt8]) -> Void = { _ in }

    /// Runs `body` under libFuzzer (FUZZING) or on every FILE, or every file of a DIR, named on
    /// the command line. Never returns.
    public static func run(_ name: String, _ one: @escaping ([UInt8]) -> Void) -> Never {
        body = one
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            FuzzMain.body(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            return 0
        })
        #else
        let args = Array(CommandLine.arguments.dropFirst())
        guard !args.isEmpty else {
            print("usage: \(name) FILE|DIR…   (replays each input once; Benchmarks/fuzz.sh builds the fuzzer)")
            exit(0)
        }
        let count = replay(args)
        print("\(name): replayed \(count) input\(count == 1 ? "" : "s") without a crash")
        exit(0)
        #endif
    }

    /// Each file (or each file in a directory) named, once; the number of inputs run.
    public static func replay(_ paths: [String]) -> Int {
        var count = 0
        for path in paths {
            let files = FileSystem.isDirectory(path)
                ? ((try? FileSystem.list(path)) ?? []).sorted().map { FileSystem.join(path, $0) }.filter(FileSystem.isRegularFile)
                : [path]
            for file in files {
                guard let bytes = try? FileSystem.read(file) else { print("cannot read \(file)"); continue }
                body(bytes)
                count += 1
            }
        }
        return count
    }
}

#if FUZZING
// libFuzzer's driver, from libclang_rt.fuzzer_no_main (linked by Benchmarks/fuzz.sh).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzMain.body(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#endif
