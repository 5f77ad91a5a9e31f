import Foundation

/// The layout of `LazyVGrid` (axis vertical: tracks are columns, lines are rows) and
/// `LazyHGrid` (tracks are rows, lines are columns). Cells fill the tracks in order; a
/// line is as deep as its deepest cell (each proposed its track's length across and nil
/// along the axis), and each cell sits in its track × line box by the track's alignment.
struct LazyGridLayout: Layout {
  let axis: Axis
  let items: [GridItem]
  let spacing: CGFloat?

  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = nil
    return properties
  }

  struct Geometry {
    var tracks: [GridTrack]
    var lines: [(offset: CGFloat, depth: CGFloat)]
    var size: CGSize
  }

  func geometry(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Geometry {
    let across = axis == .vertical ? proposal.width : proposal.height
    let tracks = GridItem.tracks(items, available: across.map { $0.isFinite ? $0 : 0 })
    guard !tracks.isEmpty else { return Geometry(tracks: [], lines: [], size: .zero) }
    let lineSpacing = spacing ?? GridItem.defaultSpacing
    var lines: [(offset: CGFloat, depth: CGFloat)] = []
    var offset: CGFloat = 0
    let cells = Array(subviews)
    var start = 0
    while start < cells.count {
      var depth: CGFloat = 0
      for (column, cell) in cells[start..<min(start + tracks.count, cells.count)].enumerated() {
        let size = cell.sizeThatFits(cellProposal(tracks[column].length, nil))
        depth = max(depth, axis == .vertical ? size.height : size.width)
      }
      lines.append((offset, depth))
      offset += depth + lineSpacing
      start += tracks.count
    }
    let along = max(offset - (lines.isEmpty ? 0 : lineSpacing), 0)
    let extent = (tracks.last.map { $0.offset + $0.length }) ?? 0
    let size = axis == .vertical ? CGSize(width: extent, height: along) : CGSize(width: along, height: extent)
    return Geometry(tracks: tracks, lines: lines, size: size)
  }

  func cellProposal(_ across: CGFloat, _ along: CGFloat?) -> ProposedViewSize {
    axis == .vertical ? ProposedViewSize(width: across, height: along) : ProposedViewSize(width: along, height: across)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    geometry(proposal, subviews).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let geometry = geometry(proposal, subviews)
    guard !geometry.tracks.isEmpty else { return }
    for (index, cell) in subviews.enumerated() {
      let track = geometry.tracks[index % geometry.tracks.count]
      let line = geometry.lines[index / geometry.tracks.count]
      let box: CGRect =
        axis == .vertical
        ? CGRect(x: bounds.minX + track.offset, y: bounds.minY + line.offset, width: track.length, height: line.depth)
        : CGRect(x: bounds.minX + line.offset, y: bounds.minY + track.offset, width: line.depth, height: track.length)
      let cellProposal = cellProposal(track.length, nil)
      let dimensions = cell.dimensions(in: cellProposal)
      let alignment = track.alignment
      let boxDimensions = ViewDimensions(size: box.size)
      let x = box.minX + boxDimensions[alignment.horizontal] - dimensions[alignment.horizontal]
      let y = box.minY + boxDimensions[alignment.vertical] - dimensions[alignment.vertical]
      cell.place(at: CGPoint(x: x, y: y), proposal: cellProposal)
    }
  }
}

/// A grid that fills columns left to right and grows downwards, as SwiftUI's `LazyVGrid`.
/// Only the cells the scroll view (or canvas) shows are resolved, as in SwiftUI. Section
/// headers and footers are laid out as ordinary cells; `pinnedViews` are accepted (at rest,
/// pinned headers are where they are anyway).
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    lazyGridNode(LazyGridLayout(axis: .vertical, items: columns, spacing: spacing), content, name: "LazyVGrid", context)
  }
}

/// A grid that fills rows top to bottom and grows sideways, as SwiftUI's `LazyHGrid`.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    lazyGridNode(LazyGridLayout(axis: .horizontal, items: rows, spacing: spacing), content, name: "LazyHGrid", context)
  }
}
