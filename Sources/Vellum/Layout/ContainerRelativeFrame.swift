import Foundation

/// `.containerRelativeFrame`: a frame whose listed axes take a length computed from the
/// nearest container (a scroll view's visible size minus its content margins, or the
/// canvas); other axes keep the view's own sizing (spec F16, §8).
struct ContainerRelativeFrameLayout: UnaryPlacing {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  let box: ContainerBox

  var frame: FrameLayout {
    func value(_ axis: Axis) -> CGFloat? {
      guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
      let result = length(box.length(axis), axis)
      return result.isFinite ? max(result, 0) : 0
    }
    return FrameLayout(width: value(.horizontal), height: value(.vertical), alignment: alignment)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var cache: Void = ()
    return frame.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    frame.childPlacement(in: size, proposal: proposal, child: child)
  }
}

nonisolated extension View {
  /// Sizes the view to its container on the given axes.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Sizes the view to `span` of `count` equal columns (or rows) of its container, with
  /// `spacing` between them: `(L − spacing·(count − 1)) / count · span + spacing·(span − 1)`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    UnaryLayoutModifier(content: self, name: "containerRelativeFrame", keepsPriority: false) { context in
      var count = count
      var span = span
      var spacing = spacing
      if count < 1 {
        context.diagnostics.report("containerRelativeFrame(count:): count \(count) treated as 1")
        count = 1
      }
      if span < 1 {
        context.diagnostics.report("containerRelativeFrame(span:): span \(span) treated as 1")
        span = 1
      }
      if !spacing.isFinite {
        context.diagnostics.report("containerRelativeFrame(spacing:): non-finite spacing treated as 0")
        spacing = 0
      }
      let (c, s, gap) = (CGFloat(count), CGFloat(span), spacing)
      return ContainerRelativeFrameLayout(
        axes: axes, alignment: alignment, length: { length, _ in (length - gap * (c - 1)) / c * s + gap * (s - 1) },
        box: context.container)
    }
  }

  /// Sizes the view on the given axes to what `length` returns for the container's length.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    UnaryLayoutModifier(content: self, name: "containerRelativeFrame", keepsPriority: false) { context in
      ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length, box: context.container)
    }
  }
}

extension ContainerRelativeFrameLayout: ForwardsAlignmentGuides {}
