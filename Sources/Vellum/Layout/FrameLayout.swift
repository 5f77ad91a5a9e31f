import Foundation

/// `.frame(width:height:alignment:)`: fixed dimensions, the child aligned inside (spec F5).
@usableFromInline struct FrameLayout: UnaryPlacing {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return CGSize(width: width ?? child.width, height: height ?? child.height)
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  @usableFromInline func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    return (aligned(child.dimensions(in: childProposal), in: size, alignment), childProposal)
  }

  /// A frame that fixes an axis resets that axis's spacing to the ordinary one (spec F3).
  @usableFromInline func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    var spacing = subviews.first?.spacing ?? ViewSpacing()
    if width != nil { spacing = spacing.resetting(.horizontal) }
    if height != nil { spacing = spacing.resetting(.vertical) }
    return spacing
  }
}

nonisolated extension View {
  /// Gives the view a fixed width, height or both; unset dimensions follow the child.
  /// Negative or non-finite sizes are reported and treated as unset, as SwiftUI does.
  /// (Inlinable, so that it is compiled for the caller's view type: made in generic code,
  /// the modifier's type is looked up at run time on every call.)
  @inlinable public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    LayoutModifier(content: self, layout: FrameLayout(width: width, height: height, alignment: alignment))
  }
}

extension FrameLayout: ModifierLayout {
  @usableFromInline static var modifierName: String { "frame" }
  @usableFromInline static var keepsPriority: Bool { false }

  /// Whether both lengths are set and valid: the frame's size is then fixed, and `checked`
  /// keeps it as it is.
  var fixesBothLengths: Bool {
    guard let width, let height else { return false }
    return Self.isValid(width) && Self.isValid(height)
  }

  /// A length a frame keeps as it is: finite and not negative.
  static func isValid(_ length: CGFloat) -> Bool { length >= 0 && length.isFinite }

  @usableFromInline func checked(_ diagnostics: Diagnostics) -> FrameLayout {
    // Valid lengths, nearly every frame's, are kept without asking the diagnostics.
    if Self.isValid(width ?? 0) && Self.isValid(height ?? 0) { return self }
    return FrameLayout(
      width: diagnostics.length(width, "frame(width:)"), height: diagnostics.length(height, "frame(height:)"),
      alignment: alignment)
  }
}

extension FrameLayout: ForwardsAlignmentGuides {}

extension FrameLayout: RigidLayout {
  /// Both lengths fixed: the frame's size, and its child's proposal, are always the same.
  func isRigid(children: [Node]) -> Bool { width != nil && height != nil }
}
