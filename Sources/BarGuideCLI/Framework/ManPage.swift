// barguide(1) in roff (man macros), generated from the command specs that --help uses.

public enum ManPage {
    /// Extra sections after the commands: (title, paragraphs).
    public struct Section: Sendable {
        public var title: String
        /// Either paragraphs, or tagged entries (tag, text).
        public var paragraphs: [String]
        public var entries: [(tag: String, text: String)]

        public init(title: String, paragraphs: [String] = [], entries: [(tag: String, text: String)] = []) {
            self.title = title; self.paragraphs = paragraphs; self.entries = entries
        }
    }

    public static func render(commands: [CommandSpec], global: [OptionSpec], description: [String],
                              sections: [Section]) -> String {
        let p = BarGuideMain.programName
        var out: [String] = []
        out.append(".TH \(p.uppercased()) 1 \"\" \"\(p) \(BarGuideMain.version)\" \"User Commands\"")
        out.append(".nh")
        out.append(".ad l")
        out.append(".SH NAME")
        out.append("\(p) \\- " + text(BarGuideMain.overviewAbstract))
        out.append(".SH SYNOPSIS")
        out.append(".B \(p)")
        out.append("[\\fIglobal options\\fR] \\fICOMMAND\\fR [\\fIoptions\\fR] [\\fIarguments\\fR]")
        out.append(".SH DESCRIPTION")
        for (i, paragraph) in description.enumerated() {
            if i > 0 { out.append(".PP") }
            out.append(text(paragraph))
        }
        out.append(".SH GLOBAL OPTIONS")
        for o in global where !o.hidden { out += option(o) }
        out.append(".SH COMMANDS")
        for spec in commands {
            out.append(".SS \(spec.name)")
            out.append(".B " + text(spec.usage))
            out.append(".PP")
            out.append(text(spec.abstract))
            for paragraph in HelpRenderer.paragraphs(spec.discussion) {
                out.append(".PP")
                out.append(text(paragraph))
            }
            for positional in spec.positionals {
                out.append(".TP")
                out.append("\\fI\(text(positional.name))\\fR" + (positional.isVariadic ? "..." : ""))
                out.append(text(positional.help + (positional.isOptional ? " (optional)" : "")))
            }
            for o in spec.allOptions where !o.hidden && o.long != "help" && o.long != "color" { out += option(o) }
            if !spec.examples.isEmpty {
                out.append(".PP")
                out.append("Examples:")
                out.append(".RS")
                out.append(".nf")
                for e in spec.examples { out.append(text(e)) }
                out.append(".fi")
                out.append(".RE")
            }
        }
        for section in sections {
            out.append(".SH " + text(section.title.uppercased()))
            for (i, paragraph) in section.paragraphs.enumerated() {
                if i > 0 { out.append(".PP") }
                out.append(text(paragraph))
            }
            for e in section.entries {
                out.append(".TP")
                out.append(".B " + text(e.tag))
                out.append(text(e.text))
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func option(_ o: OptionSpec) -> [String] {
        var tag = ""
        if let s = o.short { tag = "\\fB\\-\(s)\\fR, " }
        tag += "\\fB" + text("--" + o.long) + "\\fR"
        if !o.isFlag, let v = o.valueName { tag += " \\fI" + text(v) + "\\fR" }
        return [".TP", tag, text(HelpRenderer.optionHelp(o))]
    }

    /// Text for a roff line: backslashes and hyphens escaped, a leading `.` or `'` protected,
    /// characters outside ASCII written as `\[uXXXX]` (so the page needs no input encoding).
    static func text(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\n": out += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                if scalar.value > 0x7E {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}
