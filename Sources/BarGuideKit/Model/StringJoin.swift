// `joined(separator:)` for arrays of strings, resolved at compile time.

extension Array where Element == String {
    /// The elements with `separator` between them: what the standard library's
    /// `joined(separator:)` returns, chosen over it for `[String]` by overload resolution.
    ///
    /// The standard library's version is generic code reached through an unspecialized entry
    /// point: its first call in a process resolves associated-type witnesses and every later
    /// call goes through generic dispatch. A search joins dozens of string arrays (SQL lists,
    /// snippets, source lines) in a process that lives for one query.
    @inlinable
    public func joined(separator: String = "") -> String {
        switch count {
        case 0: return ""
        case 1: return self[0]
        default:
            var bytes = separator.utf8.count * (count - 1)
            for s in self { bytes += s.utf8.count }
            if bytes == 0 { return "" }
            // One buffer filled with each element's bytes (`+=` checks and may grow the string's
            // storage at every append); the result is validated once, as UTF-8 it already is.
            var separator = separator
            return separator.withUTF8 { sep in
                String(unsafeUninitializedCapacity: bytes) { out in
                    var at = 0
                    for (i, element) in enumerated() {
                        if i > 0, let base = sep.baseAddress, sep.count > 0 {
                            (out.baseAddress! + at).initialize(from: base, count: sep.count)
                            at += sep.count
                        }
                        var element = element
                        element.withUTF8 { e in
                            if let base = e.baseAddress, e.count > 0 {
                                (out.baseAddress! + at).initialize(from: base, count: e.count)
                                at += e.count
                            }
                        }
                    }
                    return at
                }
            }
        }
    }
}
