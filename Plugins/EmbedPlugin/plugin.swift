import Foundation
import PackagePlugin

/// Embeds Corpus/, Migrations/ and the JSON Schemas into the binary at build time,
/// so that `barguide` works when it is copied anywhere.
@main
struct EmbedPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let sources: [(prefix: String, dir: URL)] = [
            ("corpus", root.appending(path: "Corpus")),
            ("migrations", root.appending(path: "Migrations")),
            ("schemas", target.directoryURL.appending(path: "schemas")),
        ]
        var inputs: [URL] = []
        var arguments: [String] = []
        for (prefix, dir) in sources {
            arguments += ["--dir", prefix, dir.path]
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            inputs += names.sorted().map { dir.appending(path: $0) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Embedded.swift")
        arguments += ["--output", output.path]
        return [
            .buildCommand(
                displayName: "Embedding corpus, migrations and schemas",
                executable: try context.tool(named: "embedgen").url,
                arguments: arguments,
                inputFiles: inputs + sources.map(\.dir),
                outputFiles: [output]
            )
        ]
    }
}
