import Foundation

/// A view that shows one or more lines of read-only text, as in SwiftUI.
///
/// Its ideal size is one unwrapped line; a finite width wraps at word boundaries; lines are
/// truncated with an ellipsis only when `lineLimit` or a proposed height caps them
/// (spec F15). Line boxes use SF Pro's metrics (spec §1.2) whatever font draws the glyphs.
public struct Text: View, PrimitiveView, Equatable {
  /// Where to cut text that does not fit.
  public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

  let string: String
  var font: Font?
  var isBold = false
  var isItalic = false
  var weight: Font.Weight?
  var color: Color?

  public init(_ content: String) { string = content }
  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  public init(verbatim content: String) { string = content }
  /// Vellum has no localisation tables: the key's text is shown as written.
  public init(_ key: LocalizedStringKey) { string = key.text }

  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }
  public func bold() -> Text {
    var copy = self
    copy.isBold = true
    return copy
  }
  public func italic() -> Text {
    var copy = self
    copy.isItalic = true
    return copy
  }
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  public static func == (a: Text, b: Text) -> Bool { a.string == b.string && a.font == b.font }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let text = self
    return context.leaf { context in
      let environment = context.environment
      let run = text.run(in: environment)
      var layout = TextLayout(
        run: run, measurer: environment.textMeasurer, pixel: 1 / max(environment.displayScale, 1))
      layout.marksRowSeparator = environment.isInListRow
      let node = Node("Text", quoting: text.string, layout, context: context)
      let style: AnyShapeStyle = text.color.map { AnyShapeStyle($0) } ?? AnyShapeStyle(ForegroundStyle())
      node.content = .text(run, style: style)
      node.fixedSpacing = ViewSpacing.text(
        lineHeight: run.font.lineHeight, ascender: run.font.ascender, descender: run.font.descender,
        capHeight: run.font.capHeight, pixel: layout.memo.pixel)
      return node
    }
  }

  func run(in environment: EnvironmentValues) -> TextRun {
    var font = (self.font ?? environment.font ?? .body)
    let modifiers = environment.textModifiers
    if isBold || modifiers.bold { font = font.bold() }
    if isItalic || modifiers.italic { font = font.italic() }
    if let weight = weight ?? modifiers.weight { font = font.weight(weight) }
    let shown = environment.textCase.map { $0.apply(to: string, locale: environment.locale) } ?? string
    return TextRun(
      string: shown, font: font.resolve(environment.dynamicTypeSize), lineLimit: environment.lineLimit,
      truncation: environment.truncationMode, alignment: environment.multilineTextAlignment,
      rightToLeft: environment.layoutDirection == .rightToLeft)
  }
}

/// A string literal used as a localisation key; Vellum shows it as written.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
  let text: String
  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: DefaultStringInterpolation) { text = stringInterpolation.description }
}

/// How lines of multiline text align, as in SwiftUI.
public enum TextAlignment: String, Hashable, Sendable { case leading, center, trailing }

struct TextLayout: Layout, OriginatesGuides {
  /// Text's explicit guides are its baselines, and in a list row its leading edge as the
  /// row's `.listRowSeparatorLeading` (iOS aligns separators with a row's first text).
  var guideAxes: GuideAxes { marksRowSeparator ? [.baselines, .horizontal] : .baselines }
  var marksRowSeparator = false
  /// Everything in one object: layouts are copied on every call through the type eraser,
  /// and one reference is cheaper to copy than a string, a font and two references.
  let memo: TextMemo
  var run: TextRun { memo.run }

  init(run: TextRun, measurer: any TextMeasuring, pixel: CGFloat) {
    memo = TextMemo(run: run, measurer: measurer, pixel: pixel)
  }

  func metrics(_ proposal: ProposedViewSize) -> TextMetrics {
    var width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    // A width the text fits in on one line gives the unwrapped answer: ask for that.
    if let offered = width, offered > 0 {
      let unwrapped = measure(width: nil, maxLines: run.lineLimit)
      if unwrapped.lineCount == 1 && unwrapped.size.width <= offered { width = nil }
    }
    // Measure without the height's line cap first: most heights do not cap anything, so
    // proposals that differ only in height cost one measurement.
    let free = measure(width: width, maxLines: run.lineLimit)
    guard let height = proposal.height, height.isFinite else { return free }
    let fitting = max(Int((height / run.font.lineHeight + 0.001).rounded(.down)), 1)
    guard free.lineCount > fitting else { return free }
    return measure(width: width, maxLines: min(run.lineLimit ?? fitting, fitting))
  }

  private func measure(width: CGFloat?, maxLines: Int?) -> TextMetrics {
    let key = TextMemo.Key(width: width, maxLines: maxLines)
    if let known = memo.answers[key] { return known }
    let measured = memo.measurer.measure(run, width: width, maxLines: maxLines)
    memo.answers.insert(measured, for: key)
    return measured
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let measured = metrics(proposal)
    // Heights round up to the pixel grid, as UIKit's labels do (spec §1.2).
    let pixel = memo.pixel
    let height = (measured.size.height / pixel - 0.0001).rounded(.up) * pixel
    // Wrapped lines can come back a fraction of a point wider than the wrap width (the
    // stand-in font's tracking); text never reports more than it was offered to wrap in.
    var width = measured.size.width
    if let offered = proposal.width, offered.isFinite, measured.lineCount > 1, width > offered, width - offered < 1 {
      width = offered
    }
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    marksRowSeparator && guide == .listRowSeparatorLeading ? bounds.minX : nil
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    if guide == .firstTextBaseline { return bounds.minY + run.font.ascender }
    if guide == .lastTextBaseline {
      let lines = metrics(proposal).lineCount
      return bounds.minY + CGFloat(lines - 1) * run.font.lineHeight + run.font.ascender
    }
    return nil
  }
}

enum LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
enum TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
enum TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }

extension EnvironmentValues {
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
}

extension View {
  /// Caps the number of lines text may use; the last is truncated.
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number.map { max($0, 1) })
  }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
}

/// A text node's run and its measurements by (width, line cap): proposals that differ only
/// in height ask the measurer once.
final class TextMemo {
  struct Key: Hashable {
    let width: CGFloat?
    let maxLines: Int?
  }
  let run: TextRun
  let measurer: any TextMeasuring
  let pixel: CGFloat
  var answers = AnswerCache<Key, TextMetrics>()

  init(run: TextRun, measurer: any TextMeasuring, pixel: CGFloat) {
    self.run = run
    self.measurer = measurer
    self.pixel = pixel
  }
}
