import Foundation
@testable import BarGuideKit

/// The real seed texts of Corpus/ and their parses, shared by the ingest tests.
enum IngestCorpus {
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path + "/Corpus"
    }()

    static let statusNav = "000_c4747e4624164a0e.txt"   // ru, HIG iOS 8 "Bars"
    static let chinese = "001_845267ca53eb942f.txt"     // zh-Hant, HIG iOS 7 "Bars" (blog copy)
    static let toolbarPage = "002_1f29a72e8591b488.txt" // ru, HIG "Toolbars"
    static let catalog004 = "004_8a00de179b758049.txt"  // ru, UIKit catalog "Navigation Bars"
    static let all = [statusNav, chinese, toolbarPage, catalog004]

    static func bytes(_ name: String) -> [UInt8] {
        FileManager.default.contents(atPath: directory + "/" + name).map { [UInt8]($0) } ?? []
    }

    static let manifest: Manifest? = try? Manifest.decode(bytes("manifest.json"))

    /// The real items.json when it decodes; otherwise a small inline catalog with the items the tests use.
    static let catalog: ItemCatalog = (try? ItemCatalog.decode(bytes("items.json"))) ?? fallbackCatalog

    static let fallbackCatalog = ItemCatalog(items: [
        item("UIBarButtonSystemItemDone", "done", ru: ["Сделанный", "Готово"], zh: ["確定", "完成"], en: ["Done"]),
        item("UIBarButtonSystemItemCancel", "cancel", ru: ["Отмену", "Отмена"], zh: ["取消"], en: ["Cancel"]),
        item("UIBarButtonSystemItemEdit", "edit", ru: ["Редактирование", "Edit"], zh: ["編輯"], en: ["Edit"]),
        item("UIBarButtonSystemItemSave", "save", ru: ["Сохранить"], zh: ["保存"], en: ["Save"]),
        item("UIBarButtonSystemItemFixedSpace", "fixedSpace", ru: ["фиксированное пространство"], zh: ["固定空間"],
             en: ["Fixed Space"]),
        item("UIBarButtonSystemItemBookmarks", "bookmarks", ru: ["Кнопка Bookmarks", "Закладки"], zh: ["書籤"],
             en: ["Bookmarks"]),
        item("UIBarButtonSystemItemUndo", "undo", ru: ["Undo", "Отменить"], zh: ["撤銷"], en: ["Undo"]),
        item("UIBarButtonSystemItemRedo", "redo", ru: ["Восстановление", "Повторить"], zh: ["恢復", "重做"], en: ["Redo"]),
        item("UITabBarSystemItemMore", "more", family: "tab-bar", bars: ["tab-bar"],
             ru: ["вкладку More", "вкладка More"], zh: ["“更多”"], en: ["More"]),
    ])

    static func item(_ id: String, _ swift: String, family: String = "bar-button",
                     bars: [String] = ["toolbar", "navigation-bar"], ru: [String], zh: [String],
                     en: [String]) -> ItemCatalog.Item {
        ItemCatalog.Item(identifier: id, swiftName: swift, family: family, bars: bars,
                         labels: ["ru": ru, "zh": zh, "en": en])
    }

    static func parse(_ name: String, bytes: [UInt8]? = nil, useManifest: Bool = true) -> ParsedDocument {
        DocumentParser.parse(name: name, bytes: bytes ?? self.bytes(name),
                             manifest: useManifest ? manifest?.document(named: name) : nil, catalog: catalog)
    }

    static let parsed: [String: ParsedDocument] = {
        var out: [String: ParsedDocument] = [:]
        for name in all { out[name] = parse(name) }
        return out
    }()

    static func doc(_ name: String) -> ParsedDocument {
        parsed[name] ?? ParsedDocument(name: name, lang: .en, title: name)
    }

    static func rules(_ name: String) -> [Rule] { doc(name).rules }

    /// The rule whose text contains `fragment` (exactly one is expected).
    static func rule(_ name: String, containing fragment: String) -> Rule? {
        rules(name).first { $0.text.contains(fragment) }
    }

    static func repairs(_ name: String, _ kind: RepairKind) -> [Repair] {
        doc(name).repairs.filter { $0.kind == kind }
    }
}
