import Foundation

extension Text {
  /// A text styled by an `AttributedString`'s runs, as in SwiftUI. Each run's SwiftUI
  /// attributes apply to its characters: `font`, `foregroundColor`, `backgroundColor` (not
  /// drawn), `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`, `baselineOffset`,
  /// and Foundation's `link` (drawn in the tint, as iOS does). Foundation on Linux has no
  /// SwiftUI attribute scope, so Vellum provides `AttributeScopes.SwiftUIAttributes` and the
  /// dynamic members users write (`attributed.foregroundColor = .red`,
  /// `attributed[range].font = .headline`). Disfavoured, so that a string literal stays a
  /// `LocalizedStringKey` (Foundation on Linux lets a literal be an `AttributedString`).
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var segments: [Text] = []
    for run in attributedContent.runs {
      var part = Text(verbatim: String(attributedContent[run.range].characters))
      if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { part.font = font }
      if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] { part.color = color }
      if let intent = run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] {
        part.isBold = part.isBold || intent.contains(.stronglyEmphasized)
        part.isItalic = part.isItalic || intent.contains(.emphasized)
        if intent.contains(.code) && part.design == nil { part.design = .monospaced }
        if intent.contains(.strikethrough) { part.strikethroughColor = .some(nil) }
      }
      if run.link != nil && part.color == nil { part.color = .accentColor }
      if let style = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
        part.underlineColor = style.isActive ? .some(style.color) : nil
      }
      if let style = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
        part.strikethroughColor = style.isActive ? .some(style.color) : nil
      }
      if let kern = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self], kern.isFinite {
        part.letterSpacing += kern
      }
      if let tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self], tracking.isFinite {
        part.letterSpacing += tracking
      }
      if let offset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self], offset.isFinite {
        part.baselineShift += offset
      }
      segments.append(part)
    }
    self.init(verbatim: segments.map(\.string).joined())
    if segments.count > 1 || segments.contains(where: { $0.hasOwnStyle }) { self.segments = segments }
  }

  /// Whether a part sets any style of its own.
  var hasOwnStyle: Bool {
    font != nil || color != nil || underlineColor != nil || strikethroughColor != nil || letterSpacing != 0
      || baselineShift != 0 || isBold || isItalic || design != nil
  }

  /// An underline or strikethrough style, as in SwiftUI: a pattern and an optional colour.
  /// Vellum draws every pattern solid.
  public struct LineStyle: Hashable, Sendable {
    let isActive: Bool
    let pattern: LineStylePattern
    let color: Color?

    public init(pattern: LineStylePattern = .solid, color: Color? = nil) {
      isActive = true
      self.pattern = pattern
      self.color = color
    }

    init(active: Bool) {
      isActive = active
      pattern = .solid
      color = nil
    }

    /// A single solid line in the text's colour.
    public static let single = LineStyle()
  }
}

extension AttributeScopes {
  /// The attributes SwiftUI reads from an `AttributedString`, with Foundation's (for
  /// `link`). Provided by Vellum because Foundation on Linux has no SwiftUI scope.
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's, kept here: Linux's Foundation scope has no such attribute.
    public let inlinePresentationIntent: InlinePresentationIntentAttribute
    public let foundation: FoundationAttributes

    /// Strong, emphasis, code and strikethrough, as `AttributedString(markdown:)` sets them.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
      public typealias Value = InlinePresentationIntent
      public static let name = "NSInlinePresentationIntent"
    }

    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's attribute scope (`AttributeContainer` and `AttributedString(_:including:)`).
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `attributed.font = .headline`, `attributed[range].foregroundColor = .red`, as with SwiftUI.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// An attributed string, keeping its runs' styles, as `%@`.
  public mutating func appendInterpolation(_ attributedString: AttributedString) {
    appendInterpolation(Text(attributedString))
  }
}
