import Foundation

/// A flexible space that grows along the axis of its stack, as in SwiftUI (spec F4).
///
/// Along the stack axis its length is `max(proposal, minLength ?? 8)`; across it, 0.
/// Outside a stack it grows on both axes. Its priority is below every other view's, so it
/// gets only what is left, and its neighbours touch it with no spacing.
nonisolated public struct Spacer: View, PrimitiveView {
  public var minLength: CGFloat?

  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let minLength = context.diagnostics.length(minLength, "Spacer(minLength:)")
    return context.leaf { context in
      let node = Node("Spacer", SpacerLayout(axis: context.stackAxis, minLength: minLength ?? 8), context: context)
      node.priority = -.infinity
      node.fixedSpacing = .zero
      return node
    }
  }
}

struct SpacerLayout: Layout {
  let axis: Axis?
  let minLength: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    func length(_ value: CGFloat?) -> CGFloat { max(value ?? -.infinity, minLength) }
    switch axis {
    case .horizontal: return CGSize(width: length(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: length(proposal.height))
    case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
    }
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A thin line that separates content: horizontal in a `VStack` (and outside stacks),
/// vertical in an `HStack`; one pixel thick, in the separator colour (spec §2.5).
nonisolated public struct Divider: View, PrimitiveView {
  public init() {}

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    context.leaf { context in
      let environment = context.environment
      let thickness = environment.dynamicTypeSize.isAccessibilitySize ? 1 : 1 / max(environment.displayScale, 1)
      let axis: Axis = context.stackAxis == .horizontal ? .vertical : .horizontal
      let node = Node("Divider", DividerLayout(lineAxis: axis, thickness: thickness), context: context)
      node.content = .fill(.rect, style: AnyShapeStyle(Color.separator))
      return node
    }
  }
}

struct DividerLayout: Layout {
  /// The direction the line runs.
  let lineAxis: Axis
  let thickness: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let length = proposal[lineAxis] ?? 10
    return CGSize(major: length.isFinite ? length : 10, minor: thickness, axis: lineAxis)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

extension SpacerLayout: ForwardsAlignmentGuides {}

extension DividerLayout: ForwardsAlignmentGuides {}
