import Foundation
import Testing
import Vellum
import VellumCairo

/// `Table` on an iPhone: only its first column, its rows drawn as a plain list's.
@Suite struct TableTests {
  struct Person: Identifiable {
    let id: Int
    let name: String
    let age: Int
  }

  static let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Grace", age: 85)]

  func description<V: View>(_ view: V) throws -> String {
    try ImageRenderer().displayList(view, size: ProposedViewSize(width: 393, height: 300)).displayList.description
  }

  @Test func aTableDrawsItsFirstColumnAsAPlainList() throws {
    let table = try description(
      Table(Self.people) {
        TableColumn("Name", value: \.name)
        TableColumn("Age") { Text("\($0.age) years") }.width(80)
      })
    #expect(table.contains("\"Ada\"") && table.contains("\"Grace\""), "\(table)")
    #expect(!table.contains("years") && !table.contains("\"Name\""), "no other column, no header")
    let list = try description(List(Self.people) { Text(verbatim: $0.name) }.listStyle(.plain))
    #expect(table == list)
  }

  @Test func sortedSelectableAndBuiltRowsTablesDrawTheSame() throws {
    var order = [KeyPathComparator(\Person.name)]
    var selection: Person.ID?
    let sorted = try description(
      Table(
        Self.people, selection: Binding(get: { selection }, set: { selection = $0 }),
        sortOrder: Binding(get: { order }, set: { order = $0 })
      ) {
        TableColumn("Name", value: \.name)
        TableColumn("Age", value: \.age) { Text("\($0.age)") }
      })
    let built = try description(
      Table(of: Person.self) {
        TableColumn("Name", value: \.name)
      } rows: {
        ForEach(Self.people) { TableRow($0) }
      })
    #expect(sorted == built, "\(sorted)\n\(built)")
    #expect(built.contains("\"Ada\"") && !built.contains("\"36\""))
  }

  /// A column sorted by a comparator over whole rows (`sortUsing:`) draws its cells as the
  /// first column does.
  @Test func aColumnSortedUsingAComparatorDrawsItsCells() throws {
    var order = [KeyPathComparator(\Person.name)]
    let sorted = try description(
      Table(Self.people, sortOrder: Binding(get: { order }, set: { order = $0 })) {
        TableColumn("Name", sortUsing: KeyPathComparator(\Person.name)) { Text(verbatim: $0.name) }
      })
    let list = try description(List(Self.people) { Text(verbatim: $0.name) }.listStyle(.plain))
    #expect(sorted == list, "\(sorted)")
  }
}
