import Foundation

/// The screen's safe area: the canvas and the insets its bars and rounded corners take.
/// A device canvas has one (status bar or Dynamic Island on top, home indicator below);
/// a fixed or size-that-fits canvas has none.
final class SafeArea: Sendable {
  let canvas: CGRect
  let insets: EdgeInsets

  init(canvas: CGRect, insets: EdgeInsets) {
    self.canvas = canvas
    self.insets = insets
  }

  /// The canvas minus the insets, where the root view is laid out.
  var rect: CGRect {
    CGRect(
      x: canvas.minX + insets.leading, y: canvas.minY + insets.top,
      width: max(canvas.width - insets.leading - insets.trailing, 0),
      height: max(canvas.height - insets.top - insets.bottom, 0))
  }

  /// The safe area's insets as a view with global `frame` reads them (`GeometryProxy`): on
  /// each edge where the view reaches the safe area's edge, the screen's inset there (the
  /// view may grow into it with `ignoresSafeArea`), and where it reaches past it, the part of
  /// the inset inside the view; zero on an edge in the middle of the screen.
  func insets(of frame: CGRect) -> EdgeInsets {
    let safe = rect
    func inset(_ viewEdge: CGFloat, _ safeEdge: CGFloat, _ screenInset: CGFloat, inward: CGFloat) -> CGFloat {
      let past = (safeEdge - viewEdge) * inward
      if abs(past) < 0.5 { return screenInset }
      return past > 0 ? min(past, screenInset) : 0
    }
    return EdgeInsets(
      top: inset(frame.minY, safe.minY, insets.top, inward: 1),
      leading: inset(frame.minX, safe.minX, insets.leading, inward: 1),
      bottom: inset(frame.maxY, safe.maxY, insets.bottom, inward: -1),
      trailing: inset(frame.maxX, safe.maxX, insets.trailing, inward: -1))
  }

  /// How far a view with global `frame` extends into the safe area on `edges`: on each edge
  /// it touches (within half a point), as far as the canvas edge.
  func expansion(of frame: CGRect, edges: Edge.Set) -> EdgeInsets {
    let safe = rect
    func touches(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
    var result = EdgeInsets()
    if edges.contains(.top) && touches(frame.minY, safe.minY) { result.top = max(frame.minY - canvas.minY, 0) }
    if edges.contains(.bottom) && touches(frame.maxY, safe.maxY) { result.bottom = max(canvas.maxY - frame.maxY, 0) }
    if edges.contains(.leading) && touches(frame.minX, safe.minX) { result.leading = max(frame.minX - canvas.minX, 0) }
    if edges.contains(.trailing) && touches(frame.maxX, safe.maxX) {
      result.trailing = max(canvas.maxX - frame.maxX, 0)
    }
    return result
  }
}

/// The kinds of safe area, as in SwiftUI; Vellum has only the container safe area (no keyboard).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
  /// Extends the view into the safe area on the given edges where it touches it, as in
  /// SwiftUI. Its place in its parent's layout does not change; it is drawn larger.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    SafeAreaIgnoringView(content: self, edges: regions.contains(.container) ? edges : [])
  }
}

nonisolated struct SafeAreaIgnoringView<Content: View>: View, PrimitiveView {
  let content: Content
  let edges: Edge.Set

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let edges = edges
    return Vellum.makeChildren(content, context).map { build in
      { context in
        let child = build(context)
        let node = Node(
          name: "ignoresSafeArea", layout: SafeAreaExpansion(edges: edges, safeArea: context.safeArea),
          children: [child], context: context)
        node.priority = child.priority
        return node
      }
    }
  }
}

/// Sizes like its child; places the child grown into the safe area where it touches it.
final class SafeAreaExpansion: NodeLayout {
  var originatedGuides: GuideAxes { [] }
  var modifiedChildIndex: Int? { 0 }
  let edges: Edge.Set
  let safeArea: SafeArea?

  init(edges: Edge.Set, safeArea: SafeArea?) {
    self.edges = edges
    self.safeArea = safeArea
  }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize {
    node.children.first?.size(for: proposal) ?? .zero
  }

  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    guard let child = node.children.first else { return }
    var grow = EdgeInsets()
    if let safeArea, !edges.isEmpty {
      grow = safeArea.expansion(of: node.globalFrame, edges: edges)
      if node.environment.layoutDirection == .rightToLeft { swap(&grow.leading, &grow.trailing) }
    }
    let rect = CGRect(
      x: bounds.minX - grow.leading, y: bounds.minY - grow.top,
      width: bounds.width + grow.leading + grow.trailing, height: bounds.height + grow.top + grow.bottom)
    let childProposal =
      grow == EdgeInsets() ? proposal : ProposedViewSize(width: rect.width, height: rect.height)
    child.placement = Node.Placement(position: rect.origin, anchor: .topLeading, proposal: childProposal)
  }

  func spacing(node: Node) -> ViewSpacing { node.children.first?.spacing ?? ViewSpacing() }

  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node)
    -> CGFloat?
  { nil }

  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node)
    -> CGFloat?
  { nil }
}
