import Foundation

/// Core Graphics' colour, as far as SwiftUI code passes it around (`uiColor.cgColor`,
/// `Color(cgColor:)`): sRGB components with alpha. Linux has no Core Graphics.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// Red, green, blue and alpha in 0…1 (a grey's are two: white and alpha).
  public let components: [CGFloat]?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }

  public var numberOfComponents: Int { components?.count ?? 0 }
  public var alpha: CGFloat { components?.last ?? 1 }

  /// The colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    let (r, g, b) = rgb
    return CGColor(red: r, green: g, blue: b, alpha: alpha)
  }

  var rgb: (CGFloat, CGFloat, CGFloat) {
    guard let components else { return (0, 0, 0) }
    return components.count >= 4
      ? (components[0], components[1], components[2]) : (components[0], components[0], components[0])
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  public var description: String { "CGColor(\(components ?? []))" }
}

extension Color {
  /// A SwiftUI colour from a Core Graphics one.
  public init(cgColor: CGColor) {
    let (r, g, b) = cgColor.rgb
    self.init(red: Double(r), green: Double(g), blue: Double(b), opacity: Double(cgColor.alpha))
  }
}
