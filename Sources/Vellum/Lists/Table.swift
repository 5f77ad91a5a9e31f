import Foundation

/// Rows of values in columns, as SwiftUI's `Table`. In a compact width (every iPhone in
/// portrait) iOS shows only the table's first column, its rows drawn as a plain `List`'s,
/// without the column's title; Vellum draws that. The other columns, widths, selection and
/// sort order are kept and change nothing drawn; iOS's regular width (iPad) draws the columns
/// with their headers, which Vellum does not.
nonisolated public struct Table<Value: Identifiable, Rows, Columns>: View {
  let rows: () -> [Value]
  let cells: [(Value) -> AnyView]

  public var body: some View {
    let first = cells.first
    List(rows()) { row in
      if let first { first(row) }
    }
    .listStyle(.plain)
  }
}

extension Table {
  init<Data: RandomAccessCollection, Sort>(
    data: Data, columns: _TableColumns<Value, Sort>
  ) where Data.Element == Value {
    let values = Array(data)
    self.rows = { values }
    self.cells = columns._cells
  }

  /// A row for each element of `data`, with the columns `columns`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Columns == _TableColumns<Value, Never>, Rows == _TableRows<Value>, Data.Element == Value {
    self.init(data: data, columns: columns())
  }

  /// A table whose person can select one row.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Columns == _TableColumns<Value, Never>, Rows == _TableRows<Value>, Data.Element == Value {
    self.init(data: data, columns: columns())
  }

  /// A table whose person can select rows.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Columns == _TableColumns<Value, Never>, Rows == _TableRows<Value>, Data.Element == Value {
    self.init(data: data, columns: columns())
  }

  /// A table sorted by its columns' comparators (the app sorts `data` when the order changes).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where Columns == _TableColumns<Value, Sort>, Rows == _TableRows<Value>, Data.Element == Value, Sort.Compared == Value
  {
    self.init(data: data, columns: columns())
  }

  /// A sorted table whose person can select one row.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where Columns == _TableColumns<Value, Sort>, Rows == _TableRows<Value>, Data.Element == Value, Sort.Compared == Value
  {
    self.init(data: data, columns: columns())
  }

  /// A sorted table whose person can select rows.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where Columns == _TableColumns<Value, Sort>, Rows == _TableRows<Value>, Data.Element == Value, Sort.Compared == Value
  {
    self.init(data: data, columns: columns())
  }

  /// A table of the rows `rows` builds (`TableRow(value)`, `ForEach(values) { TableRow($0) }`).
  public init(
    of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns == _TableColumns<Value, Never>, Rows == _TableRows<Value> {
    self.init(data: rows()._values, columns: columns())
  }

  /// A table of built rows whose person can select one row.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns == _TableColumns<Value, Never>, Rows == _TableRows<Value> {
    self.init(data: rows()._values, columns: columns())
  }

  /// A sorted table of built rows.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns == _TableColumns<Value, Sort>, Rows == _TableRows<Value>, Sort.Compared == Value {
    self.init(data: rows()._values, columns: columns())
  }
}
