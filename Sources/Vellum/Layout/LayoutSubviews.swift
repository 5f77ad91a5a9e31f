import Foundation

/// The subviews a `Layout` arranges, as in SwiftUI.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let nodes: [Node]
  let range: Range<Int>
  /// The layout direction of the container.
  public let layoutDirection: LayoutDirection
  /// The node whose children these are, for what built-in layouts keep between calls. It
  /// outlives every call it is passed to.
  unowned(unsafe) let owner: Node?

  init(_ nodes: [Node], layoutDirection: LayoutDirection, owner: Node? = nil) {
    self.nodes = nodes
    self.range = nodes.indices
    self.layoutDirection = layoutDirection
    self.owner = owner
  }

  init(_ nodes: [Node], range: Range<Int>, layoutDirection: LayoutDirection, owner: Node? = nil) {
    self.nodes = nodes
    self.range = range
    self.layoutDirection = layoutDirection
    self.owner = owner
  }

  public var startIndex: Int { range.lowerBound }
  public var endIndex: Int { range.upperBound }
  public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(nodes, range: bounds, layoutDirection: layoutDirection, owner: owner)
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.range == b.range && a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
  }
}

/// One subview of a layout: a proxy to measure and place it.
public struct LayoutSubview: Equatable {
  let node: Node

  /// Asks the subview for its size under a proposal. Answers are cached per proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.size(for: proposal) }

  /// The subview's size and alignment guides under a proposal.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(for: proposal) }

  /// Places the subview so that `anchor` of its frame is at `position`, and proposes it `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    node.placement = Node.Placement(position: position, anchor: anchor, proposal: proposal)
  }

  /// The subview's layout priority (`.layoutPriority`); 0 by default.
  public var priority: Double { node.priority }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { node.spacing }

  public static func == (a: Self, b: Self) -> Bool { a.node === b.node }
}
