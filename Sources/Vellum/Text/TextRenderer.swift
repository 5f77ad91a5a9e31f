import Foundation

/// Draws the text views below it in place of SwiftUI's own drawing (iOS 18): the renderer
/// is handed each text's `Text.Layout` and a `GraphicsContext`, and draws its lines, runs
/// and glyph slices with whatever offsets, opacity and filters it likes.
///
/// Vellum draws a still frame: an animatable renderer is drawn at the value it holds, and
/// `displayPadding` is accepted (Vellum never clips text to its frame).
public protocol TextRenderer: Animatable {
  /// Draws `layout` into `ctx`, whose origin is the text view's top-left corner.
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
  /// The text view's size under `proposal`; by default the text's own.
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// How far drawing may reach past the text view's frame.
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes: asks what size the text itself would take.
public struct TextProxy {
  let measure: (ProposedViewSize) -> CGSize
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A renderer of any type, as the environment keeps it.
struct AnyTextRenderer {
  let draw: (Text.Layout, inout GraphicsContext) -> Void
  let sizeThatFits: (ProposedViewSize, TextProxy) -> CGSize

  init<R: TextRenderer>(_ renderer: R) {
    draw = { renderer.draw(layout: $0, in: &$1) }
    sizeThatFits = { renderer.sizeThatFits(proposal: $0, text: $1) }
  }
}

enum TextRendererKey: EnvironmentKey {
  static var defaultValue: AnyTextRenderer? { nil }
}

extension EnvironmentValues {
  var textRenderer: AnyTextRenderer? {
    get { self[TextRendererKey.self] }
    set { self[TextRendererKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the text views in this view with `renderer` (iOS 18).
  public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
    environment(\.textRenderer, AnyTextRenderer(renderer))
  }
}
