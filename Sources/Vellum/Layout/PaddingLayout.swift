import Foundation

/// `.padding`: proposes the child the proposal minus the insets (never below 0) and adds
/// the insets to the child's size (spec F7).
struct PaddingLayout: UnaryPlacing {
  let insets: EdgeInsets

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.horizontal, 0) },
      height: proposal.height.map { max($0 - insets.vertical, 0) })
  }

  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    // The child is placed under the proposal it was measured with, as SwiftUI does, so a
    // view that is not idempotent (a stack that wraps text) keeps its measured layout.
    (CGPoint(x: insets.leading, y: insets.top), childProposal(proposal))
  }

  /// A padded view spaces like an ordinary view.
  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

nonisolated extension View {
  /// Pads the given edges by `length`, or by the default 16 points when `length` is nil.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let base = DefaultPaddingKey.defaultValue
    return LayoutModifier(
      content: self,
      layout: PaddingLayout(
        insets: EdgeInsets(
          top: edges.contains(.top) ? length ?? base.top : 0,
          leading: edges.contains(.leading) ? length ?? base.leading : 0,
          bottom: edges.contains(.bottom) ? length ?? base.bottom : 0,
          trailing: edges.contains(.trailing) ? length ?? base.trailing : 0)))
  }

  /// Pads every edge by `length`.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Pads each edge by its own inset.
  public func padding(_ insets: EdgeInsets) -> some View {
    LayoutModifier(content: self, layout: PaddingLayout(insets: insets))
  }
}

extension PaddingLayout: ModifierLayout {
  static var modifierName: String { "padding" }
  static var keepsPriority: Bool { false }
  /// Non-finite insets are reported and treated as 0.
  func checked(_ diagnostics: Diagnostics) -> PaddingLayout {
    PaddingLayout(
      insets: EdgeInsets(
        top: diagnostics.finite(insets.top, "padding"), leading: diagnostics.finite(insets.leading, "padding"),
        bottom: diagnostics.finite(insets.bottom, "padding"), trailing: diagnostics.finite(insets.trailing, "padding")))
  }
}

extension PaddingLayout: ForwardsAlignmentGuides {}
