import Foundation

/// A type that measures and places its subviews, as SwiftUI's `Layout` protocol.
///
/// Every built-in container in Vellum (stacks, frames, padding, overlays, scroll views …)
/// is a conformer of this protocol, so a user's own layout takes part in measurement and
/// placement exactly like the built-ins. Use a layout as a view with `MyLayout() { … }`.
public protocol Layout {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  /// Properties of the layout; Vellum reads `stackOrientation` (which way a `Spacer` grows).
  static var layoutProperties: LayoutProperties { get }
  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The spacing preferences of the container as a whole.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// The size the container takes for a proposal.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places each subview (with `LayoutSubview.place`) inside `bounds`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
}

/// Layout properties, as in SwiftUI.
public struct LayoutProperties: Sendable {
  public var stackOrientation: Axis?
  public init() {}
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacing, as SwiftUI's default.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var result = ViewSpacing.empty
    for subview in subviews { result.formUnion(subview.spacing) }
    return subviews.isEmpty ? ViewSpacing() : result
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  /// Merges the subviews' explicit guides where they are placed (text baselines: the
  /// top-most first and bottom-most last), as SwiftUI's default.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { mergedVerticalAlignment(guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) {}
}

extension Layout {
  /// Uses the layout as a container view, as in SwiftUI.
  ///
  /// Disfavoured: in a type that is a view and, for some generic arguments, a layout (a flow
  /// container's `init(spacing:)` delegating to `self.init(spacing:) { EmptyView() }`), this
  /// compiler read the trailing closure as a call of the layout made by the same `init`, an
  /// endless recursion, where Xcode's picks the initialiser that takes the content.
  @_disfavoredOverload
  public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    LayoutView(layout: self, content: content())
  }
}

/// A point in a view's unit square, as in SwiftUI.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
