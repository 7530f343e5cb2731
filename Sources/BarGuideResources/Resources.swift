// Access to the files embedded at build time (see Plugins/EmbedPlugin). No Foundation:
// the binary's start-up cost matters on the search path.

extension EmbeddedFile {
    /// The file's bytes, exactly as they were at build time.
    public var bytes: [UInt8] {
        base64.withUTF8Buffer { Base64.decode($0) }
    }
}

extension Embedded {
    /// Files whose path starts with `prefix + "/"`, in name order, with the prefix removed.
    public static func files(under prefix: String) -> [(name: String, file: EmbeddedFile)] {
        // On UTF-8 bytes (the paths are ASCII): the search path lists the migrations at every start.
        let p = Array((prefix + "/").utf8)
        return files.filter { $0.path.utf8.starts(with: p) }
            .map { (String(Substring($0.path.utf8.dropFirst(p.count))), $0) }
    }
}

/// Standard base64 (RFC 4648, with padding), as embedgen and the table generators write it.
public enum Base64 {
    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0xFF, count: 256)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        for (i, c) in alphabet.enumerated() { t[Int(c)] = UInt8(i) }
        return t
    }()

    /// Decodes; characters outside the alphabet (padding, newlines) are skipped.
    public static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count / 4 * 3)
        var buffer: UInt32 = 0
        var bits = 0
        for c in text {
            let v = table[Int(c)]
            if v == 0xFF { continue }
            buffer = (buffer << 6) | UInt32(v)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return out
    }
}
