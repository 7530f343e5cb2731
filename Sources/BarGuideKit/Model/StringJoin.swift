// `joined(separator:)` for arrays of strings, resolved at compile time.

extension Array where Element == String {
    /// The elements with `separator` between them: what the standard library's
    /// `joined(separator:)` returns, chosen over it for `[String]` by overload resolution.
    ///
    /// The standard library's version is generic code reached through an unspecialized entry
    /// point: its first call in a process resolves associated-type witnesses (about 0.1 M
    /// instructions) and every later call costs a few thousand more. A search joins dozens of
    /// string arrays (SQL lists, snippets, source lines) in a process that lives for one query.
    @inlinable
    public func joined(separator: String = "") -> String {
        switch count {
        case 0: return ""
        case 1: return self[0]
        default:
            var bytes = separator.utf8.count * (count - 1)
            for s in self { bytes += s.utf8.count }
            var out = ""
            out.reserveCapacity(bytes)
            out += self[0]
            for s in self[1...] {
                out += separator
                out += s
            }
            return out
        }
    }
}
