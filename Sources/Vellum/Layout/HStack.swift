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
}

/// A view that arranges its children in a horizontal line, as in SwiftUI.
public struct HStack<Content: View>: View, PrimitiveView {
  let layout: HStackLayout
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList {
    var layout = layout
    layout.spacing = checkedSpacing(layout.spacing, "HStack", context)
    return LayoutView(layout: layout, content: content, name: "HStack").makeChildren(context)
  }
}

/// A stack's spacing, with a non-finite value reported and treated as nil (the default).
func checkedSpacing(_ spacing: CGFloat?, _ stack: String, _ context: ResolveContext) -> CGFloat? {
  guard let spacing, !spacing.isFinite else { return spacing }
  context.diagnostics.report("\(stack)(spacing:): non-finite spacing \(spacing) treated as nil")
  return nil
}

extension HStackLayout: ForwardsAlignmentGuides {}
