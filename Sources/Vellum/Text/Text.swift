import Foundation

/// A view that shows one or more lines of read-only text, as in SwiftUI.
///
/// Its ideal size is one unwrapped line; a finite width wraps at word boundaries; lines are
/// truncated with an ellipsis only when `lineLimit` or a proposed height caps them
/// (spec F15). Line boxes use SF Pro's metrics (spec §1.2) whatever font draws the glyphs.
nonisolated public struct Text: View, PrimitiveView, Equatable {
  /// Where to cut text that does not fit.
  public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

  var string: String
  /// Characters made from the environment when resolved (formats, dates, localisation).
  var deferred: DeferredText?
  var font: Font?
  var isBold = false
  var isItalic = false
  var weight: Font.Weight?
  var color: Color?
  /// The parts of a concatenation (`Text + Text`) or of Markdown; empty for one plain run.
  var segments: [Text] = []
  /// nil: none; `.some(nil)`: in the text's colour.
  var underlineColor: Color??
  var strikethroughColor: Color??
  var letterSpacing: CGFloat = 0
  var baselineShift: CGFloat = 0
  var design: Font.Design?
  /// A family drawing this part (the icon font for symbols in text); nil inherits.
  var family: String?
  /// The part's size relative to the font's (symbols in text are drawn 1.2× larger).
  var sizeScale: CGFloat = 1
  /// Whether `baselineShift` is in units of the font's size (symbols in text).
  var symbolShift = false
  /// `monospacedDigit()`: whatever font the text ends up with draws tabular digits.
  var digitsMonospaced = false
  /// The style `foregroundStyle(_:)` gave the text, for drawing it as a whole.
  var wholeStyle: (any ShapeStyle)?
  /// Values for a `TextRenderer` (`customAttribute(_:)`), outermost first.
  var customAttributes: [AnyHashable] = []

  /// A string shown as written (SwiftUI: no Markdown, no localisation); a literal is a
  /// `LocalizedStringKey` instead.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  /// Text shown exactly as written: no Markdown, no localisation.
  public init(verbatim content: String) { string = content }

  /// A localised string: `key` is looked up in `tableName` (default `Localizable`) of
  /// `bundle` (default: the resource bundles beside the executable, SwiftUI's main bundle),
  /// `.strings` in `<language>.lproj` folders or a `.xcstrings` catalog, for the
  /// environment's `\.locale`; a missing key shows the key, as on iOS. Interpolated values
  /// fill the translation's specifiers. SwiftUI's inline Markdown applies (`**bold**`,
  /// `*italic*`, `` `code` ``, `~~strike~~`, `[link](url)` in the tint).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    self = Text.markdown(LocalizedFormat.fill(key.key, key.arguments, locale: FixedLocale.locale, escape: true))
    deferred = DeferredText(make: { environment, report in
      let format =
        Localization.lookup(
          key.key, table: tableName, bundle: bundle, locale: environment.locale, arguments: key.arguments,
          report: report) ?? key.key
      return Text.markdown(LocalizedFormat.fill(format, key.arguments, locale: environment.locale, escape: true))
    })
  }

  /// A text from Markdown source pieces: strings are Markdown (arguments already escaped),
  /// `Text` and `Image` arguments are inserted whole where they stand.
  static func markdown(_ pieces: [LocalizedFormat.Piece]) -> Text {
    var source = ""
    var inserted: [Text] = []
    for piece in pieces {
      switch piece {
      case .string(let s): source += s
      case .argument(.text(let text)):
        source += "\u{FFFC}"
        inserted.append(text)
      case .argument(.image(let image)):
        source += "\u{FFFC}"
        inserted.append(Text(image))
      case .argument: break
      }
    }
    let parts = InlineMarkdown.parse(source, inflecting: true)
    let styled = parts.contains { $0.bold || $0.italic || $0.code || $0.strike || $0.link }
    if inserted.isEmpty && !styled { return Text(verbatim: parts.map(\.text).joined()) }
    var segments: [Text] = []
    var next = inserted.makeIterator()
    for part in parts {
      func styledPart(_ text: Text) -> Text {
        var text = text
        text.isBold = text.isBold || part.bold
        text.isItalic = text.isItalic || part.italic
        if part.code && text.design == nil { text.design = .monospaced }
        if part.strike && text.strikethroughColor == nil { text.strikethroughColor = .some(nil) }
        if part.link && text.color == nil { text.color = .accentColor }
        return text
      }
      let pieces = part.text.split(separator: "\u{FFFC}", omittingEmptySubsequences: false)
      for (index, piece) in pieces.enumerated() {
        if index > 0, let argument = next.next() { segments.append(styledPart(argument)) }
        if !piece.isEmpty { segments.append(styledPart(Text(verbatim: String(piece)))) }
      }
    }
    var result = Text(verbatim: segments.map(\.string).joined())
    result.segments = segments
    return result
  }

  /// Joins two texts into one that wraps as a whole; each part keeps its own styles.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var result = Text(verbatim: lhs.string + rhs.string)
    result.segments = lhs.parts + rhs.parts
    return result
  }

  /// This text's parts with its own styles pushed into each.
  var parts: [Text] { segments.isEmpty ? [self] : segments.map { $0.inheriting(from: self) } }

  /// Fills what this part leaves unset from an enclosing text.
  func inheriting(from outer: Text) -> Text {
    var copy = self
    if copy.font == nil { copy.font = outer.font }
    copy.isBold = copy.isBold || outer.isBold
    copy.isItalic = copy.isItalic || outer.isItalic
    if copy.weight == nil { copy.weight = outer.weight }
    if copy.color == nil { copy.color = outer.color }
    if copy.underlineColor == nil { copy.underlineColor = outer.underlineColor }
    if copy.strikethroughColor == nil { copy.strikethroughColor = outer.strikethroughColor }
    copy.letterSpacing += outer.letterSpacing
    copy.baselineShift += outer.baselineShift
    if copy.design == nil { copy.design = outer.design }
    if copy.family == nil { copy.family = outer.family }
    copy.digitsMonospaced = copy.digitsMonospaced || outer.digitsMonospaced
    if !outer.customAttributes.isEmpty { copy.customAttributes = outer.customAttributes + copy.customAttributes }
    return copy
  }

  /// Underlines the text (in `color`, else the text's colour).
  public func underline(_ isActive: Bool = true, pattern: LineStylePattern = .solid, color: Color? = nil) -> Text {
    var copy = self
    copy.underlineColor = isActive ? .some(color) : nil
    return copy
  }

  /// Strikes the text through (in `color`, else the text's colour).
  public func strikethrough(_ isActive: Bool = true, pattern: LineStylePattern = .solid, color: Color? = nil) -> Text {
    var copy = self
    copy.strikethroughColor = isActive ? .some(color) : nil
    return copy
  }

  /// Adds space between characters, in points. SwiftUI's kerning adjusts pairs; Vellum adds
  /// it as letter spacing, like `tracking`.
  public func kerning(_ kerning: CGFloat) -> Text {
    var copy = self
    copy.letterSpacing += kerning.isFinite ? kerning : 0
    return copy
  }

  /// Adds space between characters, in points.
  public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }

  /// Raises (positive) or lowers the glyphs from the baseline, in points; layout is unchanged.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    var copy = self
    copy.baselineShift += baselineOffset.isFinite ? baselineOffset : 0
    return copy
  }

  /// Draws the text in the monospaced design.
  public func monospaced(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.design = isActive ? .monospaced : nil
    return copy
  }

  /// A line pattern for underlines and strikethroughs; Vellum draws every pattern solid.
  public struct LineStylePattern: Hashable, Sendable {
    let name: String
    public static let solid = LineStylePattern(name: "solid")
    public static let dot = LineStylePattern(name: "dot")
    public static let dash = LineStylePattern(name: "dash")
    public static let dashDot = LineStylePattern(name: "dashDot")
    public static let dashDotDot = LineStylePattern(name: "dashDotDot")
  }

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
  /// Bold when `isActive` (iOS 16); `bold(false)` leaves the text as it is.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  public func italic() -> Text {
    var copy = self
    copy.isItalic = true
    return copy
  }
  /// Italic when `isActive` (iOS 16).
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }
  /// The font's width (iOS 16.1), returning `Text`; accepted, drawn at the standard width, as
  /// `Font.width` is (Inter has no width axis).
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    copy.wholeStyle = nil
    return copy
  }

  /// The text in a style, returning `Text` so styled texts can be joined with `+` and kept
  /// in a `Text` variable (iOS 17). A text drawn as a whole is drawn as the view modifier
  /// draws it (gradients, the environment's hierarchical levels). Inside a concatenation a
  /// hierarchical style is the system's grey of that level, and a gradient or other style
  /// leaves the part in the style its view is drawn in (Vellum paints a run in one colour).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var copy = self
    if let color = style as? Color {
      copy = foregroundColor(color)
    } else if let level = (style as? HierarchicalShapeStyle)?.level {
      copy = foregroundColor([Color.primary, .secondary, .tertiaryLabel, .quaternaryLabel][min(level, 3)])
    }
    copy.wholeStyle = style
    return copy
  }

  public static func == (a: Text, b: Text) -> Bool { a.string == b.string && a.font == b.font }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    if context.environment.redactionReasons.contains(.placeholder) {
      return Vellum.makeChildren(RedactedText(text: self), context)
    }
    var written = self
    let wholeStyle = written.wholeStyle
    if wholeStyle != nil {
      // Drawn in the environment the view modifier would give it, not as a coloured part.
      written.color = nil
      written.wholeStyle = nil
    }
    return context.leaf { context in
      var context = context
      if let wholeStyle { context.environment.setForegroundStyle(wholeStyle) }
      let environment = context.environment
      let text = written.concrete(in: environment, report: context.diagnostics.report)
      var run = text.run(in: environment)
      if let family = run.font.family, !environment.textMeasurer.hasFontFamily(family) {
        context.diagnostics.report("Font.custom: no font named \"\(family)\"; drawn in the system font")
        run.font.family = nil
      }
      run.font.lineSpacing += environment.lineSpacing
      run.font.linesAsTallAsPitch = environment.textLinesAsTallAsPitch
      run.minimumScaleFactor = environment.minimumScaleFactor
      var layout = TextLayout(
        run: run, measurer: environment.textMeasurer, pixel: 1 / max(environment.displayScale, 1))
      layout.reservedLines = environment.textReservedLines
      layout.marksRowSeparator = environment.isInListRow
      let style: AnyShapeStyle = text.color.map { AnyShapeStyle($0) } ?? AnyShapeStyle(ForegroundStyle())
      let node: Node
      if let renderer = environment.textRenderer {
        let engine = TextRendererEngine(
          text: layout, renderer: renderer, style: style, attributes: text.attributeRanges(in: environment),
          context: context)
        node = Node(label: .quoted("Text", text.string), layout: engine, context: context)
      } else {
        node = Node("Text", quoting: text.string, layout, context: context)
        node.content = .text(run, style: style)
      }
      node.fixedSpacing = ViewSpacing.text(
        lineHeight: run.font.lineHeight, ascender: run.font.ascender, descender: run.font.descender,
        capHeight: run.font.capHeight, pixel: layout.memo.pixel)
      return node
    }
  }

  func resolvedFont(in environment: EnvironmentValues) -> ResolvedFont {
    var font = (self.font ?? environment.font ?? environment.defaultTextFont ?? .body)
    if digitsMonospaced { font = font.monospacedDigit() }
    let modifiers = environment.textModifiers
    if isBold || modifiers.bold { font = font.bold() }
    if isItalic || modifiers.italic { font = font.italic() }
    if let weight = weight ?? modifiers.weight { font = font.weight(weight) }
    if let design = design ?? modifiers.design { font.design = design }
    var resolved = font.resolve(environment.dynamicTypeSize)
    if let family { resolved.family = family }
    resolved.size *= sizeScale
    return resolved
  }

  func cased(_ text: String, _ environment: EnvironmentValues) -> String {
    environment.textCase.map { $0.apply(to: text, locale: environment.locale) } ?? text
  }

  func run(in environment: EnvironmentValues) -> TextRun {
    let base = resolvedFont(in: environment)
    var run = TextRun(
      string: cased(string, environment), font: base, lineLimit: environment.lineLimit,
      truncation: environment.truncationMode, alignment: environment.multilineTextAlignment,
      rightToLeft: environment.layoutDirection == .rightToLeft)
    let parts = parts
    let modifiers = environment.textModifiers
    let decorated =
      modifiers.isDecorating
      || parts.contains {
        $0.underlineColor != nil || $0.strikethroughColor != nil || $0.letterSpacing != 0 || $0.baselineShift != 0
          || $0.family != nil
      }
    guard !segments.isEmpty || decorated else { return run }
    var string = ""
    for part in parts {
      let piece = cased(part.string, environment)
      let start = string.utf8.count
      string += piece
      var span = TextSpan(range: start..<string.utf8.count)
      let font = part.resolvedFont(in: environment)
      if font.weight != base.weight { span.weight = font.weight }
      if font.italic != base.italic { span.italic = font.italic }
      if font.design != base.design { span.design = font.design }
      if font.size != base.size { span.size = font.size }
      if font.family != base.family { span.family = font.family }
      if let color = part.color, color != self.color { span.color = color.rgba(in: environment) }
      if let underline = part.underlineColor ?? modifiers.underlineColor {
        span.underline = .some(underline?.rgba(in: environment))
      }
      if let strike = part.strikethroughColor ?? modifiers.strikethroughColor {
        span.strikethrough = .some(strike?.rgba(in: environment))
      }
      let letterSpacing = part.letterSpacing + modifiers.letterSpacing
      if letterSpacing != 0 { span.letterSpacing = letterSpacing }
      let shift =
        (part.symbolShift ? part.baselineShift * font.size / part.sizeScale : part.baselineShift)
        + modifiers.baselineShift
      if shift != 0 { span.baselineOffset = shift }
      run.spans.append(span)
    }
    run.string = string
    return run
  }
}

/// How lines of multiline text align, as in SwiftUI.
public enum TextAlignment: String, Hashable, Sendable { case leading, center, trailing }

struct TextLayout: Layout, OriginatesGuides {
  /// Text's explicit guides are its baselines, and in a list row its leading edge as the
  /// row's `.listRowSeparatorLeading` (iOS aligns separators with a row's first text).
  var guideAxes: GuideAxes { marksRowSeparator ? [.baselines, .horizontal] : .baselines }
  var marksRowSeparator = false
  /// Lines to keep room for even when shorter (`lineLimit(_:reservesSpace: true)`).
  var reservedLines: Int?
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
    let fitting = run.font.lines(fittingIn: height)
    guard free.lineCount > fitting else { return free }
    return measure(width: width, maxLines: min(run.lineLimit ?? fitting, fitting))
  }

  private func measure(width: CGFloat?, maxLines: Int?) -> TextMetrics {
    let key = TextMemo.Key(width: width, maxLines: maxLines)
    if let known = memo.answers[key] { return known }
    let measured = memo.measurer.measure(
      run.fitted(width: width, maxLines: maxLines, measurer: memo.measurer), width: width, maxLines: maxLines)
    memo.answers.insert(measured, for: key)
    return measured
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var measured = metrics(proposal)
    if let reservedLines, measured.lineCount < reservedLines {
      measured.size.height = run.font.height(ofLines: reservedLines)
    }
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
      return bounds.minY + CGFloat(lines - 1) * run.font.linePitch + run.font.ascender
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

nonisolated extension View {
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
