import Foundation

/// Moves the top of the screen's safe area down by `extra` for its content, as a bar does
/// on iOS: content below a navigation bar lays out from the bar's bottom edge, and what
/// ignores the safe area (a list's background) still reaches the top of the screen.
nonisolated struct BarSafeAreaInset<Content: View>: View, PrimitiveView {
  let content: Content
  let top: CGFloat
  let bottom: CGFloat

  typealias Body = Never

  func moved(_ context: ResolveContext) -> ResolveContext {
    guard let area = context.safeArea else { return context }
    var context = context
    var insets = area.insets
    insets.top += top
    insets.bottom += bottom
    context.safeArea = SafeArea(canvas: area.canvas, insets: insets)
    return context
  }

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let view = self
    return Vellum.makeChildren(content, moved(context)).map { build in
      { context in build(view.moved(context)) }
    }
  }
}
