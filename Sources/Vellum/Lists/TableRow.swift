import Foundation

/// Rows of a `Table`, as SwiftUI's `TableRowContent`.
public protocol TableRowContent {
  associatedtype TableRowValue: Identifiable
  /// Vellum: the rows' values, in order.
  var _values: [TableRowValue] { get }
}

/// One row of a `Table(of:columns:rows:)`, as SwiftUI's `TableRow`.
public struct TableRow<Value: Identifiable>: TableRowContent {
  public typealias TableRowValue = Value
  let value: Value
  public init(_ value: Value) { self.value = value }
  public var _values: [Value] { [value] }

  /// The row's drag item; nothing is dragged in a still render.
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> TableRow { self }
}

/// Collects a table's rows, as SwiftUI's `TableRowBuilder`.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
  public static func buildExpression<R: TableRowContent>(_ rows: R) -> [Value] where R.TableRowValue == Value {
    rows._values
  }
  public static func buildBlock(_ rows: [Value]...) -> _TableRows<Value> { _TableRows(_values: rows.flatMap { $0 }) }
  public static func buildOptional(_ rows: _TableRows<Value>?) -> [Value] { rows?._values ?? [] }
  public static func buildEither(first: _TableRows<Value>) -> [Value] { first._values }
  public static func buildEither(second: _TableRows<Value>) -> [Value] { second._values }
  public static func buildExpression(_ rows: [Value]) -> [Value] { rows }
}

/// A table's rows, as its row builder collects them.
public struct _TableRows<Value: Identifiable>: TableRowContent {
  public let _values: [Value]
}

extension ForEach: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public var _values: [Content.TableRowValue] { data.flatMap { content($0)._values } }
}

extension ForEach where Content: TableRowContent {
  /// Rows for each element of `data`: `ForEach(people) { TableRow($0) }`.
  public init(_ data: Data, content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(_data: data, id: \.id, content: content)
  }
}
