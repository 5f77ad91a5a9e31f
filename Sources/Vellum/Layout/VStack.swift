import Foundation

/// A layout that arranges its subviews in a vertical line, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  var algorithm: StackAlgorithm {
    StackAlgorithm(axis: .vertical, spacing: spacing, guide: .horizontal(alignment))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    algorithm.run(proposal, subviews).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    algorithm.place(bounds, proposal, subviews)
  }

  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { algorithm.spacing(subviews) }

  /// A horizontal guide set explicitly inside a child (a list row's first text marks
  /// `.listRowSeparatorLeading`) is the stack's too, at that child's offset, as in SwiftUI.
  /// The first child that sets it wins.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    var placing = proposal
    if placing.width == nil { placing.width = bounds.width }
    let result = algorithm.run(placing, subviews)
    for (index, subview) in subviews.enumerated() {
      let slot = result[index]
      guard slot.size.width.isFinite else { continue }
      if let value = subview.dimensions(in: slot.proposal)[explicit: guide] {
        return bounds.minX + slot.minorOffset + value
      }
    }
    return nil
  }
}

/// A view that arranges its children in a vertical line, as in SwiftUI.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
  // Content first: resolve reads it in place (see `UnsafeRawPointer.firstField(as:)`).
  let content: Content
  let layout: VStackLayout

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList {
    LayoutView(layout: Self.checked(layout, context), content: content, name: "VStack").makeChildren(context)
  }

  /// `makeNodes(at:)` reads `content` at 0 and `layout` after it.
  static var storedFieldsAreWhereRead: Bool {
    var fields = StoredFields()
    return MemoryLayout<Self>.offset(of: \Self.content) == fields.next(Content.self)
      && MemoryLayout<Self>.offset(of: \Self.layout) == fields.next(VStackLayout.self)
  }

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    let stored = view.field(after: Content.self, as: VStackLayout.self)
    let layout = checked(stored.pointee, context)
    nodes.append(layoutNode("VStack", layout, view.firstField(as: Content.self), context))
  }

  /// The layout, a non-finite spacing reported and treated as nil.
  private static func checked(_ layout: VStackLayout, _ context: ResolveContext) -> VStackLayout {
    var layout = layout
    layout.spacing = checkedSpacing(layout.spacing, "VStack", context)
    return layout
  }
}

extension VStackLayout: ForwardsAlignmentGuides {}

extension VStackLayout {
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
