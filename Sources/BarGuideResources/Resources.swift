#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension EmbeddedFile {
    /// The file's bytes, exactly as they were at build time.
    public var bytes: [UInt8] {
        let text = base64.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        return Data(base64Encoded: text).map { Array($0) } ?? []
    }
}

extension Embedded {
    /// Files whose path starts with `prefix + "/"`, in name order, with the prefix removed.
    public static func files(under prefix: String) -> [(name: String, file: EmbeddedFile)] {
        let p = prefix + "/"
        return files.filter { $0.path.hasPrefix(p) }.map { (String($0.path.dropFirst(p.count)), $0) }
    }
}
