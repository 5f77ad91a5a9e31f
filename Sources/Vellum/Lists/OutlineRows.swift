import Foundation

/// The rows of a hierarchical `List(_:children:rowContent:)`: one row per top-level element,
/// a row with children drawn collapsed with a disclosure chevron, as iOS shows an outline
/// list at rest (an implementation detail of `List`; SwiftUI's is an `OutlineGroup`).
nonisolated public struct _ListOutlineRows<Data: RandomAccessCollection, RowContent: View>: View
where Data.Element: Identifiable {
  let data: Data
  let children: KeyPath<Data.Element, Data?>
  let rowContent: (Data.Element) -> RowContent

  public var body: some View {
    ForEach(data) { element in
      if element[keyPath: children] != nil {
        DisclosureGroup(content: { EmptyView() }, label: { rowContent(element) })
      } else {
        rowContent(element)
      }
    }
  }
}

extension List where SelectionValue == Never {
  /// A hierarchical list: the top-level elements as rows, those with children collapsed.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == _ListOutlineRows<Data, RowContent>, Data.Element: Identifiable {
    self.content = _ListOutlineRows(data: data, children: children, rowContent: rowContent)
  }
}

extension List {
  /// A hierarchical list with a selection (drawn unselected).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == _ListOutlineRows<Data, RowContent>, Data.Element: Identifiable {
    self.content = _ListOutlineRows(data: data, children: children, rowContent: rowContent)
  }
}
