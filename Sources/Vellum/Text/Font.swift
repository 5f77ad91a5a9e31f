import Foundation

/// A font, as in SwiftUI: a text style that follows Dynamic Type, or a fixed system size,
/// with weight, design and italic.
public struct Font: Hashable, Sendable {
  /// The eleven text styles of iOS (spec §1.1).
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// Font designs; Vellum maps them to open fonts (spec §1.6).
  public enum Design: String, Hashable, Sendable {
    case `default`, rounded, serif, monospaced
  }

  public struct Weight: Hashable, Sendable {
    public let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  enum Size: Hashable, Sendable {
    case style(TextStyle)
    case fixed(CGFloat)
    /// A custom font's size at the Large Dynamic Type size, scaled as the style scales.
    case relative(CGFloat, TextStyle)
  }

  /// A custom font family (`Font.custom`); nil for the system font.
  var family: String?

  var size: Size
  var design: Design = .default
  var weight: Weight?
  var isItalic = false
  var isBold = false
  /// Digits drawn at one width (`monospacedDigit()`: OpenType `tnum`).
  var hasMonospacedDigits = false
  /// Line spacing change of `leading(_:)`, in points.
  var leadingAdjustment: CGFloat = 0
  /// `lowercaseSmallCaps()` (OpenType `smcp`) and `uppercaseSmallCaps()` (`c2sc`).
  var hasLowercaseSmallCaps = false
  var hasUppercaseSmallCaps = false
  /// `width(_:)`: recorded; Inter has no width axis, so it draws at the standard width.
  var widthValue: CGFloat = 0

  public static let largeTitle = Font(size: .style(.largeTitle))
  public static let title = Font(size: .style(.title))
  public static let title2 = Font(size: .style(.title2))
  public static let title3 = Font(size: .style(.title3))
  public static let headline = Font(size: .style(.headline))
  public static let subheadline = Font(size: .style(.subheadline))
  public static let body = Font(size: .style(.body))
  public static let callout = Font(size: .style(.callout))
  public static let footnote = Font(size: .style(.footnote))
  public static let caption = Font(size: .style(.caption))
  public static let caption2 = Font(size: .style(.caption2))

  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: .fixed(size), design: design ?? .default, weight: weight)
  }

  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(size: .style(style), design: design ?? .default, weight: weight)
  }

  /// A font by family name at a size that scales with Dynamic Type relative to `.body`, as
  /// in SwiftUI. The family is looked up among Vellum's fonts and the fonts registered from
  /// resources (`CustomFonts`); an unknown name falls back to the system font with a
  /// diagnostic, as iOS falls back silently.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, size: size, relativeTo: .body)
  }

  /// A custom font whose size scales with Dynamic Type as `textStyle` does.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    var font = Font(size: .relative(size, textStyle))
    font.family = name
    return font
  }

  /// A custom font at a size Dynamic Type never changes.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    var font = Font(size: .fixed(fixedSize))
    font.family = name
    return font
  }

  public func bold() -> Font {
    var copy = self
    copy.isBold = true
    return copy
  }
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }
  /// Draws digits at one width, so columns of numbers line up (Inter's `tnum` feature).
  public func monospacedDigit() -> Font {
    var copy = self
    copy.hasMonospacedDigits = true
    return copy
  }

  /// Draws every letter as a small capital, as SwiftUI's `smallCaps()`. Inter has no small
  /// capitals of its own, so Pango draws them as capitals scaled down (its synthesised small
  /// capitals): thinner-stroked and a little narrower than a font's designed ones.
  public func smallCaps() -> Font {
    var copy = self
    copy.hasLowercaseSmallCaps = true
    copy.hasUppercaseSmallCaps = true
    return copy
  }

  /// Draws lowercase letters as small capitals (OpenType `smcp`), capitals as they are;
  /// synthesised by Pango, as `smallCaps()`.
  public func lowercaseSmallCaps() -> Font {
    var copy = self
    copy.hasLowercaseSmallCaps = true
    return copy
  }

  /// Draws capitals as small capitals (OpenType `c2sc`), as SwiftUI does. Accepted and kept;
  /// alone it draws the text as written (Pango synthesises small capitals only for lowercase
  /// letters or for all letters); with `lowercaseSmallCaps()` it is `smallCaps()`.
  public func uppercaseSmallCaps() -> Font {
    var copy = self
    copy.hasUppercaseSmallCaps = true
    return copy
  }

  /// Draws the whole font in the monospaced design.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// Line spacing of a font, as in SwiftUI.
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose

    /// The HIG's tight and loose leading on iOS: 2 points less or more than standard
    /// (Apple HIG, Typography, "Leading"; confidence M).
    var adjustment: CGFloat {
      switch self {
      case .standard: 0
      case .tight: -2
      case .loose: 2
      }
    }
  }

  /// Tightens or loosens the space between wrapped lines by the HIG's 2 points.
  public func leading(_ leading: Leading) -> Font {
    var copy = self
    copy.leadingAdjustment = leading.adjustment
    return copy
  }

  /// A font width, as in SwiftUI. Vellum's stand-in Inter has no width axis: condensed and
  /// expanded fonts draw at the standard width (a documented difference).
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// Sets the font's width; accepted, drawn at the standard width (see `Width`).
  public func width(_ width: Width) -> Font {
    var copy = self
    copy.widthValue = width.value
    return copy
  }

  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// The concrete font at a Dynamic Type size.
  func resolve(_ typeSize: DynamicTypeSize) -> ResolvedFont {
    var points: CGFloat
    var weight = weight ?? .regular
    switch size {
    case .style(let style):
      points = TypeScale.size(style, typeSize)
      if self.weight == nil && style == .headline { weight = .semibold }
      if isBold { weight = self.weight ?? TypeScale.emphasizedWeight(style) }
    case .fixed(let value):
      points = value.isFinite && value > 0 ? value : 17
      if isBold { weight = .bold }
    case .relative(let value, let style):
      let base = value.isFinite && value > 0 ? value : 17
      points = base * TypeScale.size(style, typeSize) / TypeScale.size(style, .large)
      if isBold { weight = .bold }
    }
    var resolved = ResolvedFont(size: points, weight: weight.value, design: design, italic: isItalic)
    resolved.family = family
    resolved.monospacedDigits = hasMonospacedDigits
    resolved.lowercaseSmallCaps = hasLowercaseSmallCaps
    resolved.uppercaseSmallCaps = hasUppercaseSmallCaps
    resolved.leadingAdjustment = leadingAdjustment
    return resolved
  }
}

/// A font with every choice made: what text measurement and drawing need.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
  public var size: CGFloat
  public var weight: Int
  public var design: Font.Design
  public var italic: Bool
  /// A custom family (`Font.custom`); nil draws the system font of `design`.
  public var family: String? = nil
  /// Digits at one width (OpenType `tnum`).
  public var monospacedDigits = false
  /// Lowercase letters as small capitals (OpenType `smcp`; synthesised, Inter has none).
  public var lowercaseSmallCaps = false
  /// Capitals as small capitals (OpenType `c2sc`); drawn only with `lowercaseSmallCaps`.
  public var uppercaseSmallCaps = false
  /// Points added below each wrapped line's natural height (`.lineSpacing`).
  public var lineSpacing: CGFloat = 0
  /// Points added to the font's leading (`Font.leading(.loose)` +2, `.tight` −2).
  public var leadingAdjustment: CGFloat = 0
  /// Every line as tall as `linePitch`, its baseline `ascender` below the line's top, where a
  /// `Text` is one line height plus a pitch per further line. A vertical `TextField` lays its
  /// text out so on iOS (a text view stacks whole line boxes): two 16 pt lines are 42 tall
  /// (2 × 21) on iOS 17.0.1, with the first baseline where a `Text`'s is and the second 21
  /// below it (bw-new-send-text's two multi-line fields, both 63 pt cards where the same lines
  /// as `Text` make 61.33); one line is then 21 tall (inferred from the same line boxes).
  public var linesAsTallAsPitch = false

  // SF Pro's vertical metrics per em (spec §1.2): line boxes use these, not the stand-in font's.
  static let ascenderRatio: CGFloat = 1950 / 2048
  static let descenderRatio: CGFloat = 494 / 2048
  static let capHeightRatio: CGFloat = 1443 / 2048

  public var ascender: CGFloat { size * Self.ascenderRatio }
  public var descender: CGFloat { size * Self.descenderRatio }
  public var capHeight: CGFloat { size * Self.capHeightRatio }
  /// The natural line height: ascender + descender, ≈ 1.1934 × size. A one-line text is
  /// this tall.
  public var lineHeight: CGFloat { ascender + descender }

  /// The distance from one wrapped line's top to the next: the HIG's "Leading" for the
  /// size (spec §1.2 corrected: body 17 pt → 22 pt, measured on iOS renders; 16 pt → 21 in
  /// criticalmaps-settings-ios18; the other sizes from the HIG tables, confidence M).
  /// `.lineSpacing` adds to the smaller of the line height and the leading. Below about 43 pt
  /// the leading is the taller, so spacing shows only beyond the leading's own gap: 16 pt
  /// text with 2.5 of spacing wraps 21.67 apart on iOS (bw-new-send-text), 14 pt with 2.5
  /// about 19.5 (bw-delete-account), where leading + spacing would be 23.5 and 21.5. At
  /// accessibility sizes the leading is the shorter (53 pt body: 62 against a 63.25 line), and
  /// spacing adds to it: 53 pt text with 2.5 wraps 64.5 apart (bw-two-factor-duo-ax5,
  /// bwa-settings-ax5, bwa-item-list-favorites-ax5: 64.5–64.67), where line height + spacing
  /// would be 65.75; without spacing such lines are the leading apart, closer than their
  /// height (inferred: every AX5 reference sets spacing). Negative spacing does nothing, as
  /// UIKit's paragraph spacing is never negative. `Font.leading(_:)` moves the result by its
  /// 2 pt.
  public var linePitch: CGFloat {
    let leading = Self.leading(size)
    return max(max(leading, min(leading, lineHeight) + lineSpacing) + leadingAdjustment, 0)
  }

  /// Whether lines are stacked as whole pitch-tall boxes: `linesAsTallAsPitch` where the
  /// pitch is the taller (below the accessibility sizes).
  var stacksLineBoxes: Bool { linesAsTallAsPitch && linePitch > lineHeight }

  /// The height of `lines` lines: the first line's box, then one pitch per further line.
  public func height(ofLines lines: Int) -> CGFloat {
    if lines <= 0 { return 0 }
    return stacksLineBoxes ? CGFloat(lines) * linePitch : lineHeight + CGFloat(lines - 1) * linePitch
  }

  /// How many whole lines fit in a height (at least one).
  public func lines(fittingIn height: CGFloat) -> Int {
    let first = stacksLineBoxes ? linePitch : lineHeight
    return max(Int(((height - first) / linePitch + 1 + 0.001).rounded(.down)), 1)
  }

  /// (point size, leading) from the HIG typography tables at the xSmall, Large and AX1
  /// Dynamic Type sizes (spec §1.2, §1.3) and the HIG's AX2–AX5 tables (its "larger
  /// accessibility type sizes", e.g. AX5 body 53/62, large title 60/70); sizes between are
  /// interpolated, sizes outside keep the nearest row's ratio.
  static let leadingTable: [(CGFloat, CGFloat)] = [
    (11, 13), (12, 16), (13, 18), (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (20, 25), (22, 28), (23, 29),
    (24, 30), (25, 31), (26, 32), (27, 33), (28, 34), (29, 35), (30, 37), (31, 38), (32, 39), (33, 40), (34, 41),
    (36, 43), (37, 44), (38, 46), (39, 47), (40, 48), (42, 50), (43, 51), (44, 52), (47, 56), (48, 57), (49, 58),
    (50, 59), (51, 60), (52, 61), (53, 62), (55, 65), (56, 66), (58, 68), (60, 70),
  ]

  static func leading(_ size: CGFloat) -> CGFloat {
    let table = leadingTable
    guard let first = table.first, let last = table.last, size.isFinite, size > 0 else { return 0 }
    if size <= first.0 { return size * first.1 / first.0 }
    if size >= last.0 { return size * last.1 / last.0 }
    for (a, b) in zip(table, table.dropFirst()) where size <= b.0 {
      return a.1 + (b.1 - a.1) * (size - a.0) / (b.0 - a.0)
    }
    return size * last.1 / last.0
  }
  /// SF Pro's tracking at this size in points (spec §1.4), applied as letter spacing.
  public var tracking: CGFloat { design == .default && family == nil ? TypeScale.tracking(size) * size / 1000 : 0 }

  public var description: String {
    "\(family.map { "\"\($0)\"" } ?? design.rawValue) \(formatNumber(size))pt w\(weight)\(italic ? " italic" : "")"
      + (monospacedDigits ? " tnum" : "") + (lowercaseSmallCaps ? " smcp" : "") + (uppercaseSmallCaps ? " c2sc" : "")
      + (lineSpacing != 0 ? " spacing \(formatNumber(lineSpacing))" : "")
      + (leadingAdjustment != 0 ? " leading \(formatNumber(leadingAdjustment))" : "")
  }
}

/// Dynamic Type sizes, as in SwiftUI.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The per-style tables of spec §1.1, §1.3 and §1.4.
enum TypeScale {
  static let sizes: [Font.TextStyle: [CGFloat]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  static func size(_ style: Font.TextStyle, _ typeSize: DynamicTypeSize) -> CGFloat {
    sizes[style]![typeSize.rawValue]
  }

  static func emphasizedWeight(_ style: Font.TextStyle) -> Font.Weight {
    switch style {
    case .largeTitle, .title, .title2: .bold
    default: .semibold
    }
  }

  /// Tracking in 1/1000 em, linearly interpolated between the HIG's sizes.
  static let trackingTable: [(CGFloat, CGFloat)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
    (27, 11), (28, 14), (30, 14), (32, 13), (34, 12), (35, 11), (40, 10), (43, 9), (48, 8), (51, 7), (56, 6),
    (58, 5), (64, 4), (66, 3), (72, 2), (76, 1), (80, 0),
  ]

  static func tracking(_ size: CGFloat) -> CGFloat {
    guard let first = trackingTable.first, size > first.0 else { return trackingTable[0].1 }
    for (a, b) in zip(trackingTable, trackingTable.dropFirst()) where size <= b.0 {
      return a.1 + (b.1 - a.1) * (size - a.0) / (b.0 - a.0)
    }
    return 0
  }
}

enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
  /// The font for text in this view; `nil` means `.body`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the font of text in this view.
  public func font(_ font: Font?) -> some View { environment(\.font, font) }
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
  /// Makes text in this view bold.
  public func bold(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.textModifiers) { if isActive { $0.bold = true } }
  }
  public func italic(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.textModifiers) { if isActive { $0.italic = true } }
  }
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    transformEnvironment(\.textModifiers) { $0.weight = weight }
  }
  /// Underlines text in this view (iOS 16), in `color` or the text's colour.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStylePattern = .solid, color: Color? = nil)
    -> some View
  {
    transformEnvironment(\.textModifiers) { $0.underlineColor = isActive ? .some(color) : nil }
  }
  /// Strikes text in this view through (iOS 16).
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStylePattern = .solid, color: Color? = nil)
    -> some View
  {
    transformEnvironment(\.textModifiers) { $0.strikethroughColor = isActive ? .some(color) : nil }
  }
  /// Adds space between the characters of text in this view (iOS 16), as letter spacing.
  public func kerning(_ kerning: CGFloat) -> some View {
    transformEnvironment(\.textModifiers) { $0.letterSpacing += kerning.isFinite ? kerning : 0 }
  }
  public func tracking(_ tracking: CGFloat) -> some View { kerning(tracking) }
  /// Raises or lowers the glyphs of text in this view from the baseline (iOS 16).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    transformEnvironment(\.textModifiers) { $0.baselineShift += baselineOffset.isFinite ? baselineOffset : 0 }
  }
  /// Sets the width of the font of text in this view (SwiftUI, iOS 16.1); accepted, drawn at
  /// the standard width, as `Font.width` is (Inter has no width axis).
  public func fontWidth(_ width: Font.Width?) -> some View { self }
  /// Sets the design of the font of text in this view (SwiftUI, iOS 16.1).
  public func fontDesign(_ design: Font.Design?) -> some View {
    transformEnvironment(\.textModifiers) { $0.design = design }
  }
}

/// Text styling set by view modifiers (`.bold()`, `.italic()`, `.fontWeight`) rather than the font.
struct TextModifiers: Hashable {
  var bold = false
  var italic = false
  var weight: Font.Weight?
  var design: Font.Design?
  /// Set by the view modifiers `.underline()`, `.strikethrough()`, `.kerning`, `.tracking`
  /// and `.baselineOffset` (iOS 16): they apply to every text inside.
  var underlineColor: Color??
  var strikethroughColor: Color??
  var letterSpacing: CGFloat = 0
  var baselineShift: CGFloat = 0

  var isDecorating: Bool {
    underlineColor != nil || strikethroughColor != nil || letterSpacing != 0 || baselineShift != 0
  }
}

enum TextModifiersKey: EnvironmentKey { static let defaultValue = TextModifiers() }

extension EnvironmentValues {
  var textModifiers: TextModifiers {
    get { self[TextModifiersKey.self] }
    set { self[TextModifiersKey.self] = newValue }
  }
}
