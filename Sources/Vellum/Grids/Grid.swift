import Foundation

/// A two-dimensional layout of `GridRow`s, as SwiftUI's `Grid`: every column is as wide as
/// its widest cell, every row as tall as its tallest; a view that is not a `GridRow` fills a
/// row of its own across all columns. Extra width goes to columns whose cells can grow
/// (colours, `frame(maxWidth: .infinity)`); rows keep their ideal heights.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let layout = GridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing ?? GridItem.defaultSpacing,
      verticalSpacing: verticalSpacing ?? GridItem.defaultSpacing)
    return LayoutView(layout: layout, content: content, name: "Grid").makeChildren(context)
  }
}

/// One row of a `Grid`; its children are the row's cells. Outside a grid it lays its cells
/// out side by side.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let alignment = alignment
    let content = content
    return context.leaf { context in
      let children = Vellum.makeChildren(content, context).all
      let cells = children.map { GridCell(values: $0.containerValues) }
      let nodes = children.map { $0.build(context) }
      return Node(
        "GridRow", GridRowLayout(plan: GridRowPlan(alignment: alignment, cells: cells)), children: nodes,
        context: context)
    }
  }
}

/// What a cell tells its grid (its container values).
struct GridCell {
  var columns: Int
  var columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?
  var unsizedAxes: Axis.Set

  init(values: ContainerValues) {
    columns = max(values[GridCellColumnsKey.self], 1)
    columnAlignment = values[GridColumnAlignmentKey.self]
    anchor = values[GridCellAnchorKey.self]
    unsizedAxes = values[GridCellUnsizedAxesKey.self]
  }
}

/// A row's cells and, once its grid has laid it out, where they go.
final class GridRowPlan {
  let alignment: VerticalAlignment?
  let cells: [GridCell]
  /// Cell boxes in the row's coordinates and their proposals, set by the grid before placing.
  var placements: [(CGRect, ProposedViewSize, UnitPoint)]?

  init(alignment: VerticalAlignment?, cells: [GridCell]) {
    self.alignment = alignment
    self.cells = cells
  }
}

struct GridRowLayout: Layout {
  let plan: GridRowPlan

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    if plan.placements != nil { return proposal.replacingUnspecifiedDimensions(by: .zero) }
    // Outside a grid: side by side, 8 pt apart.
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.reduce(0) { $0 + $1.width } + GridItem.defaultSpacing * CGFloat(max(sizes.count - 1, 0)),
      height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    if let placements = plan.placements {
      for (subview, (box, cellProposal, anchor)) in zip(subviews, placements) {
        let size = subview.sizeThatFits(cellProposal)
        subview.place(
          at: CGPoint(
            x: bounds.minX + box.minX + anchor.x * (box.width - size.width),
            y: bounds.minY + box.minY + anchor.y * (box.height - size.height)),
          proposal: cellProposal)
      }
      return
    }
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
      x += size.width + GridItem.defaultSpacing
    }
  }
}

struct GridLayout: Layout {
  let alignment: Alignment
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat

  struct Plan {
    var columns: [CGFloat]
    var rows: [CGFloat]
    var size: CGSize
  }

  /// The row plan of a subview that is a `GridRow`, else nil (a full-width row).
  func rowPlan(_ subview: LayoutSubview) -> GridRowPlan? {
    (subview.node.layout as? LayoutAdapter<GridRowLayout>)?.layout.plan
  }

  func cellViews(_ subview: LayoutSubview) -> [LayoutSubview] { subview.node.children.map { LayoutSubview(node: $0) } }

  /// The first column of each cell of a row.
  func starts(_ plan: GridRowPlan) -> [Int] {
    var column = 0
    return plan.cells.map { cell in
      defer { column += cell.columns }
      return column
    }
  }

  func span(_ columns: [CGFloat], _ start: Int, _ count: Int) -> CGFloat {
    let end = min(start + count, columns.count)
    guard start < end else { return 0 }
    return columns[start..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - start - 1)
  }

  func plan(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Plan {
    let count = subviews.map { rowPlan($0).map { $0.cells.reduce(0) { $0 + $1.columns } } ?? 0 }.max() ?? 0
    var ideal = [CGFloat](repeating: 0, count: count)
    var maximum = [CGFloat](repeating: 0, count: count)
    var cells = [[LayoutSubview]](repeating: [], count: count)
    var spanning: [(Int, Int, CGFloat)] = []
    for subview in subviews {
      guard let row = rowPlan(subview) else { continue }
      for (cell, (info, start)) in zip(cellViews(subview), zip(row.cells, starts(row)))
      where !info.unsizedAxes.contains(.horizontal) {
        let width = cell.sizeThatFits(.unspecified).width
        let widest = cell.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width
        if info.columns == 1 {
          ideal[start] = max(ideal[start], width)
          maximum[start] = max(maximum[start], widest)
          cells[start].append(cell)
        } else {
          spanning.append((start, info.columns, width))
        }
      }
    }
    for (start, columns, width) in spanning {
      let missing = width - span(ideal, start, columns)
      let end = min(start + columns, count)
      if missing > 0 && end > start {
        for column in start..<end { ideal[column] += missing / CGFloat(end - start) }
      }
    }
    var widths = ideal
    if let available = proposal.width, available.isFinite, count > 0, span(ideal, 0, count) > available + 0.001 {
      widths = shrunk(ideal, maximum: maximum, cells: cells, to: available)
    } else if let available = proposal.width, available.isFinite, count > 0 {
      var extra = available - span(widths, 0, count)
      // Growable columns share the extra width evenly, each up to its widest cell.
      var growable = (0..<count).filter { maximum[$0] > widths[$0] + 0.001 }
      while extra > 0.001 && !growable.isEmpty {
        let share = extra / CGFloat(growable.count)
        var next: [Int] = []
        for column in growable {
          let grow = min(share, maximum[column] - widths[column])
          widths[column] += grow
          extra -= grow
          if maximum[column] > widths[column] + 0.001 { next.append(column) }
        }
        if next.count == growable.count && share <= 0.001 { break }
        growable = next
      }
    }
    let gridWidth = span(widths, 0, count)
    var heights: [CGFloat] = []
    for subview in subviews {
      if let row = rowPlan(subview) {
        var height: CGFloat = 0
        for (cell, (info, start)) in zip(cellViews(subview), zip(row.cells, starts(row)))
        where !info.unsizedAxes.contains(.vertical) {
          let proposalWidth: CGFloat? = info.unsizedAxes.contains(.horizontal) ? nil : span(widths, start, info.columns)
          height = max(height, cell.sizeThatFits(ProposedViewSize(width: proposalWidth, height: nil)).height)
        }
        heights.append(height)
      } else {
        heights.append(subview.sizeThatFits(ProposedViewSize(width: gridWidth, height: nil)).height)
      }
    }
    let height = heights.reduce(0, +) + verticalSpacing * CGFloat(max(heights.count - 1, 0))
    return Plan(columns: widths, rows: heights, size: CGSize(width: gridWidth, height: height))
  }

  /// Column widths for a grid offered less than its ideal width, as an `HStack` shares its
  /// width: the least flexible columns (by how far their cells can shrink and grow) are sized
  /// first, each offered an equal share of what is left, so text in a narrow grid wraps
  /// rather than pushing the grid past its frame. A column is never narrower than its
  /// cells' minimum, nor than a cell spanning it needed (`ideal` for spans is kept).
  func shrunk(_ ideal: [CGFloat], maximum: [CGFloat], cells: [[LayoutSubview]], to available: CGFloat) -> [CGFloat] {
    let count = ideal.count
    let minimum = cells.map { column in
      column.map { $0.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width }.max() ?? 0
    }
    var widths = ideal
    var remaining = available - horizontalSpacing * CGFloat(count - 1)
    let order = (0..<count).sorted { (maximum[$0] - minimum[$0], $0) < (maximum[$1] - minimum[$1], $1) }
    for (index, column) in order.enumerated() {
      let share = max(remaining / CGFloat(count - index), 0)
      guard !cells[column].isEmpty else {
        remaining -= widths[column]
        continue
      }
      let offered = ProposedViewSize(width: share, height: nil)
      widths[column] = max(minimum[column], cells[column].map { $0.sizeThatFits(offered).width }.max() ?? 0)
      remaining -= widths[column]
    }
    return widths
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    plan(proposal, subviews).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let plan = plan(proposal, subviews)
    // A column's alignment: the first `gridColumnAlignment` set in it, else the grid's.
    var columnAlignment = [HorizontalAlignment?](repeating: nil, count: plan.columns.count)
    for subview in subviews {
      guard let row = rowPlan(subview) else { continue }
      for (info, start) in zip(row.cells, starts(row)) where start < columnAlignment.count {
        if columnAlignment[start] == nil, let alignment = info.columnAlignment { columnAlignment[start] = alignment }
      }
    }
    func unit(_ h: HorizontalAlignment) -> CGFloat { h == .leading ? 0 : h == .trailing ? 1 : 0.5 }
    func unit(_ v: VerticalAlignment) -> CGFloat { v == .top ? 0 : v == .bottom ? 1 : 0.5 }
    var y = bounds.minY
    for (subview, height) in zip(subviews, plan.rows) {
      if let row = rowPlan(subview) {
        let starts = starts(row)
        row.placements = zip(row.cells, starts).map { info, start in
          let x = start < plan.columns.count ? span(plan.columns, 0, start) + (start > 0 ? horizontalSpacing : 0) : 0
          let width = span(plan.columns, start, info.columns)
          let box = CGRect(x: x, y: 0, width: width, height: height)
          let anchor =
            info.anchor
            ?? UnitPoint(
              x: unit(
                start < columnAlignment.count ? columnAlignment[start] ?? alignment.horizontal : alignment.horizontal),
              y: unit(row.alignment ?? alignment.vertical))
          return (box, ProposedViewSize(width: width, height: height), anchor)
        }
        subview.place(
          at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: plan.size.width, height: height))
      } else {
        let size = subview.sizeThatFits(ProposedViewSize(width: plan.size.width, height: nil))
        let x = bounds.minX + unit(alignment.horizontal) * (plan.size.width - size.width)
        subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: plan.size.width, height: nil))
      }
      y += height + verticalSpacing
    }
  }
}

enum GridCellColumnsKey: ContainerValueKey { static var defaultValue: Int { 1 } }
enum GridColumnAlignmentKey: ContainerValueKey { static var defaultValue: HorizontalAlignment? { nil } }
enum GridCellAnchorKey: ContainerValueKey { static var defaultValue: UnitPoint? { nil } }
enum GridCellUnsizedAxesKey: ContainerValueKey { static var defaultValue: Axis.Set { [] } }

extension ContainerValues {
  var gridCellColumns: Int {
    get { self[GridCellColumnsKey.self] }
    set { self[GridCellColumnsKey.self] = newValue }
  }
  var gridColumnAlignment: HorizontalAlignment? {
    get { self[GridColumnAlignmentKey.self] }
    set { self[GridColumnAlignmentKey.self] = newValue }
  }
  var gridCellAnchor: UnitPoint? {
    get { self[GridCellAnchorKey.self] }
    set { self[GridCellAnchorKey.self] = newValue }
  }
  var gridCellUnsizedAxes: Axis.Set {
    get { self[GridCellUnsizedAxesKey.self] }
    set { self[GridCellUnsizedAxesKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Makes a cell of a `GridRow` span `count` columns.
  public func gridCellColumns(_ count: Int) -> some View { containerValue(\.gridCellColumns, count) }

  /// Aligns every cell of this cell's column horizontally.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    containerValue(\.gridColumnAlignment, guide)
  }

  /// Places this cell at `anchor` of its cell box, overriding the column and row alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { containerValue(\.gridCellAnchor, anchor) }

  /// Keeps this cell from sizing its column (horizontal) or row (vertical): it takes the
  /// size the others give it (a `Divider` or `Color` across a row).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { containerValue(\.gridCellUnsizedAxes, axes) }
}
