import Foundation

/// UIKit's font type, as far as SwiftUI code uses it: `Font(UIFont.systemFont(ofSize: 15))`,
/// `UIFont.preferredFont(forTextStyle: .body)`. It only carries the SwiftUI font it stands for.
public struct UIFont: Hashable, Sendable {
  let font: Font
  public let pointSize: CGFloat

  /// A font weight, as UIKit names them.
  public struct Weight: Hashable, Sendable {
    let weight: Font.Weight
    public static let ultraLight = Weight(weight: .ultraLight)
    public static let thin = Weight(weight: .thin)
    public static let light = Weight(weight: .light)
    public static let regular = Weight(weight: .regular)
    public static let medium = Weight(weight: .medium)
    public static let semibold = Weight(weight: .semibold)
    public static let bold = Weight(weight: .bold)
    public static let heavy = Weight(weight: .heavy)
    public static let black = Weight(weight: .black)
  }

  /// A Dynamic Type text style.
  public struct TextStyle: Hashable, Sendable {
    let style: Font.TextStyle
    public static let largeTitle = TextStyle(style: .largeTitle)
    public static let title1 = TextStyle(style: .title)
    public static let title2 = TextStyle(style: .title2)
    public static let title3 = TextStyle(style: .title3)
    public static let headline = TextStyle(style: .headline)
    public static let subheadline = TextStyle(style: .subheadline)
    public static let body = TextStyle(style: .body)
    public static let callout = TextStyle(style: .callout)
    public static let footnote = TextStyle(style: .footnote)
    public static let caption1 = TextStyle(style: .caption)
    public static let caption2 = TextStyle(style: .caption2)
  }

  /// A font by family name (`UIFont(name: "Avenir-Heavy", size: 17)`), as `Font.custom` finds it.
  public init?(name fontName: String, size fontSize: CGFloat) {
    font = .custom(fontName, fixedSize: fontSize)
    pointSize = fontSize
  }

  init(_ font: Font, size: CGFloat) {
    self.font = font
    pointSize = size
  }

  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(.system(size: fontSize, weight: weight.weight), size: fontSize)
  }
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(.system(size: fontSize).italic(), size: fontSize)
  }
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(.system(size: fontSize, weight: weight.weight, design: .monospaced), size: fontSize)
  }
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(.system(size: fontSize, weight: weight.weight).monospacedDigit(), size: fontSize)
  }
  /// The font of a text style at the default (large) Dynamic Type size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(.system(style.style), size: TypeScale.size(style.style, .large))
  }

  public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font && a.pointSize == b.pointSize }
  public func hash(into hasher: inout Hasher) { hasher.combine(pointSize) }
}

extension Font {
  /// The SwiftUI font a `UIFont` stands for.
  public init(_ font: UIFont) { self = font.font }
}
