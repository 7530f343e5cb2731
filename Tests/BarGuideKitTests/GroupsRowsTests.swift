// The groups' rows are made ready for binding on the grouping thread (`GroupRows`): the ids
// packed into one UTF-8 buffer, the key order, the languages as stored and `group_stats`' blob
// must say what the assignment says.
import Testing
@testable import BarGuideKit

@Suite struct GroupsRowsTests {
    typealias Member = GroupAssignment.Member
    typealias Group = GroupAssignment.Group

    static let assignment = GroupAssignment(
        members: [Member(group: 1, link: "self", score: nil), Member(group: 0, link: "self", score: nil),
                  Member(group: 1, link: "aligned", score: 0.74), Member(group: 2, link: "self", score: nil),
                  Member(group: 1, link: "copy", score: 1)],
        groups: [Group(id: "g-tab-bar-9be0c1", bar: .tabBar, size: 1, langs: [.zhHans], conflict: false),
                 Group(id: "g-status-bar-3fa1c2", bar: .statusBar, size: 3, langs: [.ru, .zhHant, .en], conflict: true),
                 Group(id: "g-status-bar-3fa1c2-2", bar: .statusBar, size: 1, langs: [.en], conflict: false)])
    /// Rowids with a gap (a rowid with no member keeps group number 0).
    static let rowids: [Int64] = [1, 2, 3, 5, 6]

    @Test func idsArePackedInOrderAndSliceBackToTheGroups() {
        let rows = GroupRows(Self.assignment, rowids: Self.rowids)
        #expect(rows.idStart.count == 4)
        let ids = (0..<3).map { String(decoding: rows.idBytes[rows.idStart[$0]..<rows.idStart[$0 + 1]], as: UTF8.self) }
        #expect(ids == Self.assignment.groups.map(\.id))
        // The key order of guideline_groups: by id, a prefix before its longer ids.
        #expect(rows.order.map { ids[$0] } == ["g-status-bar-3fa1c2", "g-status-bar-3fa1c2-2", "g-tab-bar-9be0c1"])
        #expect(rows.langs == ["zh-Hans", Store.join(["ru", "zh-Hant", "en"]), "en"])
    }

    @Test func groupNumbersAreFourLittleEndianBytesPerRowid() {
        let rows = GroupRows(Self.assignment, rowids: Self.rowids)
        #expect(rows.numbers.count == 4 * 7)
        let numbers = stride(from: 0, to: rows.numbers.count, by: 4).map { at in
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(rows.numbers[at + $1]) << (8 * UInt32($1)) }
        }
        #expect(numbers == [0, 2, 1, 2, 0, 3, 2])
    }

    @Test func noGroupsGiveEmptyRows() {
        let rows = GroupRows(GroupAssignment(members: [], groups: []), rowids: [])
        #expect(rows.idBytes.isEmpty && rows.idStart == [0] && rows.order.isEmpty)
        #expect(rows.numbers == [0, 0, 0, 0])
    }
}
