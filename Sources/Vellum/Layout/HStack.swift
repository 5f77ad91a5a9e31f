import Foundation

/// A layout that arranges its subviews in a horizontal line, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  var algorithm: StackAlgorithm {
    StackAlgorithm(axis: .horizontal, spacing: spacing, guide: .vertical(alignment))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    algorithm.run(proposal, subviews).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    algorithm.place(bounds, proposal, subviews)
  }

  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { algorithm.spacing(subviews) }

  /// A horizontal guide set explicitly inside a child (the title of a `Label` sets
  /// `.listRowSeparatorLeading`) is the stack's too, at that child's position, as in SwiftUI.
  /// The first child that sets it wins.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    var placing = proposal
    if placing.height == nil { placing.height = bounds.height }
    let result = algorithm.run(placing, subviews)
    var cursor = bounds.minX
    for (index, subview) in subviews.enumerated() {
      if index > 0 { cursor += result.gaps[index - 1] }
      let slot = result[index]
      if let value = subview.dimensions(in: slot.proposal)[explicit: guide] { return cursor + value }
      cursor += slot.size.width
    }
    return nil
  }
}

/// A view that arranges its children in a horizontal line, as in SwiftUI.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  // Content first: resolve reads it in place (see `UnsafeRawPointer.firstField(as:)`).
  let content: Content
  let layout: HStackLayout

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList {
    LayoutView(layout: Self.checked(layout, context), content: content, name: "HStack").makeChildren(context)
  }

  /// `makeNodes(at:)` reads `content` at 0 and `layout` after it.
  static var storedFieldsAreWhereRead: Bool {
    var fields = StoredFields()
    return MemoryLayout<Self>.offset(of: \Self.content) == fields.next(Content.self)
      && MemoryLayout<Self>.offset(of: \Self.layout) == fields.next(HStackLayout.self)
  }

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    let stored = view.field(after: Content.self, as: HStackLayout.self)
    let layout = checked(stored.pointee, context)
    nodes.append(layoutNode("HStack", layout, view.firstField(as: Content.self), context))
  }

  /// The layout, a non-finite spacing reported and treated as nil.
  private static func checked(_ layout: HStackLayout, _ context: ResolveContext) -> HStackLayout {
    var layout = layout
    layout.spacing = checkedSpacing(layout.spacing, "HStack", context)
    return layout
  }
}

/// A stack's spacing, with a non-finite value reported and treated as nil (the default).
func checkedSpacing(_ spacing: CGFloat?, _ stack: String, _ context: ResolveContext) -> CGFloat? {
  guard let spacing, !spacing.isFinite else { return spacing }
  context.diagnostics.report("\(stack)(spacing:): non-finite spacing \(spacing) treated as nil")
  return nil
}

extension HStackLayout: ForwardsAlignmentGuides {}

extension HStackLayout {
  /// The children's text baselines (and other vertical guides) where they are placed:
  /// `.firstTextBaseline` of a stack is its top-most child's, `.lastTextBaseline` its
  /// bottom-most child's, as in SwiftUI.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    mergedExplicitAlignment(guide, subviews: subviews) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}
