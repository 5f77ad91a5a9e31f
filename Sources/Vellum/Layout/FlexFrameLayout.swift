import Foundation

/// `.frame(minWidth:idealWidth:maxWidth:…)`: clamps the proposal and the child (spec F6).
struct FlexFrameLayout: UnaryPlacing {
  struct Limits {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    /// SwiftUI's normalisation: min ≥ 0, ideal ≥ min, max ≥ ideal.
    init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
      self.min = min.map { Swift.max($0, 0) }
      self.ideal = ideal.map { Swift.max(self.min ?? 0, $0) }
      self.max = max.map { Swift.max(self.ideal ?? self.min ?? 0, $0) }
    }

    func clamp(_ value: CGFloat?) -> CGFloat? {
      guard var value else { return nil }
      if let max { value = Swift.min(value, max) }
      if let min { value = Swift.max(value, min) }
      return value
    }

    /// The frame's length on this axis given the proposal and a way to ask the child.
    func length(proposal: CGFloat?, child: (CGFloat?) -> CGFloat) -> CGFloat {
      if let proposal, min != nil, max != nil { return clamp(proposal)! }
      if proposal == nil, let ideal { return ideal }
      let childProposal = clamp(proposal ?? ideal)
      let childLength = child(childProposal)
      switch (min, max) {
      case (let min?, nil): return Swift.max(Swift.min(childProposal ?? .infinity, childLength), min)
      case (nil, let max?): return Swift.min(Swift.max(childProposal ?? -.infinity, childLength), max)
      case (.some, .some): return clamp(childLength)!
      case (nil, nil): return childLength
      }
    }
  }

  let horizontal: Limits
  let vertical: Limits
  let alignment: Alignment

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal.clamp(proposal.width ?? horizontal.ideal),
      height: vertical.clamp(proposal.height ?? vertical.ideal))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let child = subviews.first
    let childProposal = childProposal(proposal)
    var measured: CGSize?
    func childSize() -> CGSize {
      if let measured { return measured }
      let size = child?.sizeThatFits(childProposal) ?? .zero
      measured = size
      return size
    }
    let width = horizontal.length(proposal: proposal.width) { _ in childSize().width }
    let height = vertical.length(proposal: proposal.height) { _ in childSize().height }
    return CGSize(width: width, height: height)
  }

  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    func axisProposal(_ limits: Limits, _ parent: CGFloat?, _ length: CGFloat) -> CGFloat? {
      if limits.ideal == nil, parent == nil, (limits.min ?? -.infinity) < length, length < (limits.max ?? .infinity) {
        return nil
      }
      return length
    }
    let childProposal = ProposedViewSize(
      width: axisProposal(horizontal, proposal.width, size.width),
      height: axisProposal(vertical, proposal.height, size.height))
    return (aligned(child.dimensions(in: childProposal), in: size, alignment), childProposal)
  }
}

nonisolated extension View {
  /// Gives the view minimum, ideal and maximum dimensions; `maxWidth: .infinity` makes it
  /// take the whole width offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    UnaryLayoutModifier(content: self, name: "frame", keepsPriority: false) { context in
      func check(_ value: CGFloat?, _ label: String, allowInfinity: Bool) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || value < 0 || (value.isInfinite && !allowInfinity) {
          context.diagnostics.report("frame(\(label):): invalid length \(value) treated as unspecified")
          return nil
        }
        return value
      }
      return FlexFrameLayout(
        horizontal: .init(
          min: check(minWidth, "minWidth", allowInfinity: false),
          ideal: check(idealWidth, "idealWidth", allowInfinity: false),
          max: check(maxWidth, "maxWidth", allowInfinity: true)),
        vertical: .init(
          min: check(minHeight, "minHeight", allowInfinity: false),
          ideal: check(idealHeight, "idealHeight", allowInfinity: false),
          max: check(maxHeight, "maxHeight", allowInfinity: true)),
        alignment: alignment)
    }
  }
}

extension FlexFrameLayout: ForwardsAlignmentGuides {}
