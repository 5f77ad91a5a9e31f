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
}

/// A view that arranges its children in a vertical line, as in SwiftUI.
public struct VStack<Content: View>: View, PrimitiveView {
  let layout: VStackLayout
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList {
    var layout = layout
    layout.spacing = checkedSpacing(layout.spacing, "VStack", context)
    return LayoutView(layout: layout, content: content, name: "VStack").makeChildren(context)
  }
}

extension VStackLayout: ForwardsAlignmentGuides {}
