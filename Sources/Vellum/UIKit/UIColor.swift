import Foundation

/// UIKit's colour type, as far as SwiftUI code uses it: the system and semantic colours by
/// their UIKit names (`Color(.systemBackground)`, `Color(uiColor: .secondarySystemBackground)`)
/// and fixed colours. A class, as UIKit's is, so an app's `extension UIColor { convenience
/// init(hex:) }` compiles. Vellum has no UIKit; this type only carries a colour in light and
/// dark (spec §3.1, §3.3, §3.4: the base, not the elevated, dark values).
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible, _ExpressibleByColorLiteral {
  let color: Color

  /// `#colorLiteral(red:green:blue:alpha:)`, whose type is `UIColor` (`_ColorLiteralType`), as
  /// with UIKit imported.
  public required init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A UIKit colour from a SwiftUI one (iOS 14).
  public init(_ color: Color) { self.color = color }

  /// A fixed colour from components in 0…1 (extended sRGB in UIKit).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A fixed colour from Display P3 components, converted to sRGB as `Color(.displayP3, …)` is.
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A fixed colour from hue, saturation and brightness in 0…1.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    color = Color(
      hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
  }

  /// A fixed grey.
  public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }

  /// A colour whose value depends on the trait collection: Vellum asks it for light and dark.
  public init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
    color = Color(
      storage: .system(
        light: light.rgba(in: .scheme(.light)), dark: dark.rgba(in: .scheme(.dark)), name: "dynamic"))
  }

  /// The colour set `name` of the main bundle's (or `bundle`'s) asset catalogs. UIKit answers
  /// nil for a name no catalog has; Vellum answers the colour, which draws as `Color(name)`
  /// draws a missing one, with its diagnostic.
  public convenience init?(
    named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil
  ) {
    self.init(Color(name, bundle: bundle))
  }

  /// The colour for one interface style.
  public func resolvedColor(with traits: UITraitCollection) -> UIColor {
    let style: ColorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
    let rgba = color.rgba(in: .scheme(style))
    return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }

  /// The light appearance's sRGB components, as UIKit gives them for the current traits
  /// (Vellum's are light). Any pointer may be nil.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let rgba = color.rgba(in: .scheme(.light))
    red?.pointee = rgba.red
    green?.pointee = rgba.green
    blue?.pointee = rgba.blue
    alpha?.pointee = rgba.alpha
    return true
  }

  /// The light appearance as a Core Graphics colour.
  public var cgColor: CGColor {
    let rgba = color.rgba(in: .scheme(.light))
    return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
  open var description: String { "UIColor(\(color))" }

  /// The colour with its alpha replaced.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

  static func named(_ name: String, _ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double))
    -> UIColor
  { UIColor(Color.system(name, light, dark)) }

  // Fixed colours: UIKit's `.red` is pure red, not `.systemRed`.
  public static let black = UIColor(Color.black)
  public static let white = UIColor(Color.white)
  public static let clear = UIColor(Color.clear)
  public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
  public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
  public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
  public static let gray = UIColor(Color(white: 0.5))
  public static let darkGray = UIColor(Color(white: 1.0 / 3))
  public static let lightGray = UIColor(Color(white: 2.0 / 3))
  // UIKit's other fixed colours, with its documented components.
  public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
  public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
  public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
  public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
  public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
  public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))

  // System colours (spec §3.1, iOS 18, the same values as `Color.red` …).
  public static let systemRed = UIColor(Color.red)
  public static let systemOrange = UIColor(Color.orange)
  public static let systemYellow = UIColor(Color.yellow)
  public static let systemGreen = UIColor(Color.green)
  public static let systemMint = UIColor(Color.mint)
  public static let systemTeal = UIColor(Color.teal)
  public static let systemCyan = UIColor(Color.cyan)
  public static let systemBlue = UIColor(Color.blue)
  public static let systemIndigo = UIColor(Color.indigo)
  public static let systemPurple = UIColor(Color.purple)
  public static let systemPink = UIColor(Color.pink)
  public static let systemBrown = UIColor(Color.brown)
  public static let tintColor = UIColor(Color.accentColor)

  // The gray ramp (spec §3.3).
  public static let systemGray = named("systemGray", (142, 142, 147, 1), (142, 142, 147, 1))
  public static let systemGray2 = named("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1))
  public static let systemGray3 = named("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1))
  public static let systemGray4 = named("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1))
  public static let systemGray5 = named("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1))
  public static let systemGray6 = named("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1))

  // Semantic colours (spec §3.4).
  public static let label = UIColor(Color.primary)
  public static let secondaryLabel = UIColor(Color.secondary)
  public static let tertiaryLabel = UIColor(Color.tertiaryLabel)
  public static let quaternaryLabel = UIColor(Color.quaternaryLabel)
  public static let placeholderText = named("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  public static let separator = UIColor(Color.separator)
  public static let opaqueSeparator = named("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1))
  public static let link = named("link", (0, 122, 255, 1), (9, 132, 255, 1))
  public static let systemFill = UIColor(Color.systemFill)
  public static let secondarySystemFill = named("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
  public static let tertiarySystemFill = UIColor(Color.tertiarySystemFill)
  public static let quaternarySystemFill = named("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18))
  public static let systemBackground = UIColor(Color.systemBackground)
  public static let secondarySystemBackground = named(
    "secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1))
  public static let tertiarySystemBackground = named("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1))
  public static let systemGroupedBackground = named("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1))
  public static let secondarySystemGroupedBackground = named(
    "secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1))
  public static let tertiarySystemGroupedBackground = named(
    "tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1))
}

/// The type of `#colorLiteral(…)` where nothing else is asked for, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

extension Color: _ExpressibleByColorLiteral {
  /// `#colorLiteral(…)` as a SwiftUI colour (`let tint: Color = #colorLiteral(…)`).
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}

extension EnvironmentValues {
  /// Default values in one colour scheme.
  static func scheme(_ scheme: ColorScheme) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return environment
  }
}

extension Color {
  /// A SwiftUI colour from a UIKit one: `Color(.systemGray6)`.
  public init(_ color: UIColor) { self = color.color }

  /// A SwiftUI colour from a UIKit one: `Color(uiColor: .secondarySystemBackground)`.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// The colour spaces of `Color(_:red:green:blue:opacity:)`.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// A colour from components in a colour space. Vellum renders in sRGB: linear components
  /// are gamma-encoded; Display P3 components are converted to sRGB and clipped to its gamut.
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    switch colorSpace {
    case .sRGB:
      self.init(red: red, green: green, blue: blue, opacity: opacity)
    case .sRGBLinear:
      self.init(
        red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), opacity: opacity)
    case .displayP3:
      // P3 (D65) to sRGB in linear light: the standard matrix.
      let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
      let sr = 1.2249 * r - 0.2247 * g + 0.0000 * b
      let sg = -0.0420 * r + 1.0419 * g + 0.0000 * b
      let sb = -0.0197 * r - 0.0786 * g + 1.0979 * b
      func clip(_ v: Double) -> Double { min(max(v, 0), 1) }
      self.init(
        red: Self.encode(clip(sr)), green: Self.encode(clip(sg)), blue: Self.encode(clip(sb)), opacity: opacity)
    }
  }

  /// A grey in a colour space.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// The sRGB transfer function, linear → encoded.
  static func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
  /// Its inverse, encoded → linear.
  static func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
}
