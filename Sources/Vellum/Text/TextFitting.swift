import Foundation

enum LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
enum MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
enum AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
enum TextReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
enum TextLinesAsTallAsPitchKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Points added between wrapped lines, on top of the font's leading (default 0).
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// How far text may shrink to fit its space, 0…1 (default 1: never).
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// Whether text may squeeze its letters before truncating. Accepted; Pango cannot
  /// tighten, so Vellum truncates (or shrinks, with `minimumScaleFactor`) instead.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }

  /// The lines `Text` keeps room for (`lineLimit(_:reservesSpace: true)`).
  var textReservedLines: Int? {
    get { self[TextReservedLinesKey.self] }
    set { self[TextReservedLinesKey.self] = newValue }
  }

  /// Whether `Text` makes every line as tall as the line pitch (a vertical `TextField`'s
  /// text view, see `ResolvedFont.linesAsTallAsPitch`).
  var textLinesAsTallAsPitch: Bool {
    get { self[TextLinesAsTallAsPitchKey.self] }
    set { self[TextLinesAsTallAsPitchKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Adds space between wrapped lines of text, on top of the font's leading.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing.isFinite ? lineSpacing : 0)
  }

  /// Lets text shrink, down to this fraction of its size, to fit its space in its line
  /// limit instead of truncating, as in SwiftUI.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
  }

  /// Accepted for source compatibility (see `EnvironmentValues.allowsTightening`).
  public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }

  /// Draws digits at one width in this view's text.
  public func monospacedDigit() -> some View {
    transformEnvironment(\.font) { $0 = ($0 ?? .body).monospacedDigit() }
  }
}

extension Text {
  /// Draws digits at one width (Inter's `tnum` feature), as SwiftUI's `monospacedDigit()`.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.digitsMonospaced = true
    return copy
  }
}

extension TextRun {
  /// The run shrunk, no further than `minimumScaleFactor`, so that it fits `width` in its
  /// lines (one line unless the line limit allows more). UIKit's labels shrink the same way
  /// before they truncate; measurement and drawing both ask this, so they agree.
  public func fitted(width: CGFloat?, maxLines: Int?, measurer: any TextMeasuring) -> TextRun {
    guard minimumScaleFactor < 1, let width, width.isFinite, width > 0 else { return self }
    let lines = max(min(maxLines ?? Int.max, lineLimit ?? Int.max), 1)
    func fits(_ run: TextRun) -> Bool {
      let unwrapped = measurer.measure(run, width: nil, maxLines: nil)
      if unwrapped.size.width <= width + 0.01 { return true }
      guard lines > 1 && lines != Int.max else { return false }
      return measurer.measure(run, width: width, maxLines: nil).lineCount <= lines
    }
    if fits(self) { return self }
    var scale: CGFloat = 1
    let unwrapped = measurer.measure(self, width: nil, maxLines: nil).size.width
    if lines == 1 || lines == Int.max, unwrapped > 0 {
      scale = max(minimumScaleFactor, width / unwrapped)
    }
    // Tracking does not scale linearly with size: step down until it fits.
    for _ in 0..<40 {
      let candidate = scaled(by: scale)
      if fits(candidate) || scale <= minimumScaleFactor { return candidate }
      scale = max(minimumScaleFactor, scale - 0.01)
    }
    return scaled(by: scale)
  }

  func scaled(by scale: CGFloat) -> TextRun {
    var copy = self
    copy.font.size *= scale
    copy.spans = spans.map { span in
      var span = span
      if let size = span.size { span.size = size * scale }
      return span
    }
    return copy
  }
}
