import Foundation

/// Columns of a `Table`, as SwiftUI's `TableColumnContent`.
public protocol TableColumnContent {
  associatedtype TableRowValue
  associatedtype TableColumnSortComparator
  /// Vellum: the columns' cells, in order.
  var _cells: [(TableRowValue) -> AnyView] { get }
}

/// A column of a `Table`: its title and the cell it draws for each row, as SwiftUI's
/// `TableColumn`. On an iPhone only a table's first column is drawn (see `Table`), so the
/// title, width and comparator are kept and not drawn.
nonisolated public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  let cell: (RowValue) -> Content
  let label: Label

  public var _cells: [(RowValue) -> AnyView] {
    let cell = cell
    return [{ AnyView(cell($0)) }]
  }

  /// A column of fixed width (`.width(80)`) or of flexible width; drawn the same on an iPhone.
  public func width(_ width: CGFloat? = nil) -> TableColumn { self }
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
  /// Whether the person may hide the column (macOS); nothing changes on an iPhone.
  public func customizationID(_ id: String) -> TableColumn { self }
  public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
  public func disabledCustomizationBehavior(_ behavior: Any) -> TableColumn { self }
}

extension TableColumn where Label == Text {
  /// A column of cells made by `content`, titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
  where Sort == Never {
    self.cell = content
    self.label = Text(titleKey)
  }

  /// A column of cells made by `content`, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
  where Sort == Never {
    self.cell = content
    self.label = Text(title)
  }

  /// A column of cells made by `content`, sorted by `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == KeyPathComparator<RowValue> {
    self.cell = content
    self.label = Text(titleKey)
  }

  /// A column of cells made by `content`, sorted by `comparator` over whole rows.
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort: SortComparator, Sort.Compared == RowValue {
    self.cell = content
    self.label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort: SortComparator, Sort.Compared == RowValue {
    self.cell = content
    self.label = Text(title)
  }

  /// A column of cells made by `content`, sorted by `value` with `comparator`.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == KeyPathComparator<RowValue>, C.Compared == V {
    self.cell = content
    self.label = Text(titleKey)
  }
}

extension TableColumn where Label == Text, Content == Text {
  /// A column of the rows' strings at `value`, sortable by them.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
  where Sort == KeyPathComparator<RowValue> {
    self.cell = { Text(verbatim: $0[keyPath: value]) }
    self.label = Text(titleKey)
  }

  /// A column of the rows' strings at `value`, sortable by them.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
  where Sort == KeyPathComparator<RowValue> {
    self.cell = { Text(verbatim: $0[keyPath: value]) }
    self.label = Text(title)
  }

  /// A column of the rows' strings at `value`, sorted with `comparator`.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator)
  where Sort == KeyPathComparator<RowValue> {
    self.init(titleKey, value: value)
  }
}

/// Collects a table's columns, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
  public static func buildExpression<C: TableColumnContent>(_ column: C) -> [(RowValue) -> AnyView]
  where C.TableRowValue == RowValue { column._cells }
  public static func buildBlock(_ columns: [(RowValue) -> AnyView]...) -> _TableColumns<RowValue, Sort> {
    _TableColumns(_cells: columns.flatMap { $0 })
  }
  public static func buildOptional(_ columns: _TableColumns<RowValue, Sort>?) -> [(RowValue) -> AnyView] {
    columns?._cells ?? []
  }
  public static func buildEither(first: _TableColumns<RowValue, Sort>) -> [(RowValue) -> AnyView] { first._cells }
  public static func buildEither(second: _TableColumns<RowValue, Sort>) -> [(RowValue) -> AnyView] { second._cells }
  public static func buildLimitedAvailability(_ columns: _TableColumns<RowValue, Sort>) -> [(RowValue) -> AnyView] {
    columns._cells
  }
  public static func buildExpression(_ columns: [(RowValue) -> AnyView]) -> [(RowValue) -> AnyView] { columns }
}

/// A table's columns, as its column builder collects them.
public struct _TableColumns<RowValue, Sort>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public let _cells: [(RowValue) -> AnyView]
}
