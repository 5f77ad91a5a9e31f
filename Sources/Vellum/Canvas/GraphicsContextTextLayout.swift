import Foundation

extension GraphicsContext {
  /// Draws a line of a `TextRenderer`'s layout with the context's transform, opacity,
  /// blend mode, clip and filters.
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
    record(.text(line.text.showing([line.range]), line.text.style))
  }

  /// Draws a run of a `TextRenderer`'s layout.
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
    draw(Text.Layout.RunSlice(run: run, indices: run.glyphs.indices), options: options)
  }

  /// Draws some glyphs of a `TextRenderer`'s layout.
  public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
    let glyphs = slice.run.glyphs[slice.indices.clamped(to: slice.run.glyphs.indices)]
    guard !glyphs.isEmpty else { return }
    let text = slice.run.metrics.text
    record(.text(text.showing(glyphs.map(\.range)), text.style))
  }
}
