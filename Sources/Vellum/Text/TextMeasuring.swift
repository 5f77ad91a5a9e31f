import Foundation

/// Text with every style choice made: what measurement and drawing need.
public struct TextRun: Hashable, Sendable {
  public var string: String
  public var font: ResolvedFont
  public var lineLimit: Int?
  public var truncation: Text.TruncationMode
  public var alignment: TextAlignment
  public var rightToLeft: Bool
  /// Styled parts (concatenation, Markdown, decorations); empty for plain text.
  public var spans: [TextSpan] = []
  /// How far the run may shrink to fit (`minimumScaleFactor`); 1 never shrinks.
  public var minimumScaleFactor: CGFloat = 1
}

/// The measured shape of a text run under a width.
public struct TextMetrics: Hashable, Sendable {
  public var size: CGSize
  public var lineCount: Int
  public init(size: CGSize, lineCount: Int) {
    self.size = size
    self.lineCount = lineCount
  }
}

/// Measures text for layout. The Pango implementation lives in `VellumCairo`; the core
/// never imports Pango. `maxLines` caps the lines (from `lineLimit` or a proposed height).
public protocol TextMeasuring: AnyObject, Sendable {
  func measure(_ run: TextRun, width: CGFloat?, maxLines: Int?) -> TextMetrics
  /// Whether a font family (`Font.custom`) can be drawn; by default every family can.
  func hasFontFamily(_ family: String) -> Bool
  /// Where the run's lines and characters are drawn in a frame of `size`.
  func placedText(_ run: TextRun, in size: CGSize) -> PlacedText
}

extension TextMeasuring {
  public func hasFontFamily(_ family: String) -> Bool { true }
}

/// A deterministic stand-in measurer: every character is 0.5 em wide, words wrap at spaces.
/// Used when no real text engine is installed, and by algorithm tests.
public final class ApproximateTextMeasurer: TextMeasuring {
  public init() {}

  public func measure(_ run: TextRun, width: CGFloat?, maxLines: Int?) -> TextMetrics {
    let advance = run.font.size * 0.5
    let words = run.string.split(separator: " ", omittingEmptySubsequences: false).map { CGFloat($0.count) * advance }
    var lines: [CGFloat] = []
    var current: CGFloat?
    for word in words {
      if let line = current {
        let joined = line + advance + word
        if let width, joined > width {
          lines.append(line)
          current = word
        } else {
          current = joined
        }
      } else {
        current = word
      }
    }
    if let current { lines.append(current) }
    var count = max(lines.count, 1)
    if let maxLines { count = min(count, max(maxLines, 1)) }
    var widest = lines.prefix(count).max() ?? 0
    if let width { widest = min(widest, max(width, advance)) }
    return TextMetrics(size: CGSize(width: widest, height: run.font.height(ofLines: count)), lineCount: count)
  }
}

enum TextMeasurerKey: EnvironmentKey {
  static let defaultValue: any TextMeasuring = ApproximateTextMeasurer()
}

extension EnvironmentValues {
  /// The text engine layout asks for sizes. Vellum's renderer installs Pango's.
  public var textMeasurer: any TextMeasuring {
    get { self[TextMeasurerKey.self] }
    set { self[TextMeasurerKey.self] = newValue }
  }
}
