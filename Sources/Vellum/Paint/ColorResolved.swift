import Foundation

extension Color {
  /// A colour's concrete components in an environment, as SwiftUI's `Color.Resolved`
  /// (iOS 17): sRGB red, green, blue and opacity as `Float`s, with their linear values.
  /// Vellum keeps the components it paints with (doubles), so a colour resolved and made
  /// again (`Color(resolved)`) paints exactly as before.
  public struct Resolved: Hashable, Sendable, CustomStringConvertible, ShapeStyle {
    var rgba: RGBA

    init(_ rgba: RGBA) { self.rgba = rgba }

    /// A colour from components in a colour space (linear ones are gamma-encoded; Display P3
    /// ones converted to sRGB, as `Color(_:red:green:blue:opacity:)` does).
    public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
      self.init(
        Color(colorSpace, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
          .rgba(in: EnvironmentValues()))
    }

    public var red: Float {
      get { Float(rgba.red) }
      set { rgba.red = Double(newValue) }
    }
    public var green: Float {
      get { Float(rgba.green) }
      set { rgba.green = Double(newValue) }
    }
    public var blue: Float {
      get { Float(rgba.blue) }
      set { rgba.blue = Double(newValue) }
    }
    public var opacity: Float {
      get { Float(rgba.alpha) }
      set { rgba.alpha = Double(newValue) }
    }

    /// The components in linear light.
    public var linearRed: Float {
      get { Float(Color.decode(rgba.red)) }
      set { rgba.red = Color.encode(Double(newValue)) }
    }
    public var linearGreen: Float {
      get { Float(Color.decode(rgba.green)) }
      set { rgba.green = Color.encode(Double(newValue)) }
    }
    public var linearBlue: Float {
      get { Float(Color.decode(rgba.blue)) }
      set { rgba.blue = Color.encode(Double(newValue)) }
    }

    public var cgColor: CGColor { CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha) }

    /// `#RRGGBBAA`, as SwiftUI prints a resolved colour.
    public var description: String { rgba.description.uppercased() }

    public func _paint(in environment: EnvironmentValues) -> Paint { .color(rgba) }
  }

  /// A colour made from resolved components.
  public init(_ resolved: Resolved) {
    self.init(
      red: resolved.rgba.red, green: resolved.rgba.green, blue: resolved.rgba.blue, opacity: resolved.rgba.alpha)
  }

  /// The colour's components in an environment: a system colour's for its colour scheme,
  /// with the colour's opacity applied.
  public func resolve(in environment: EnvironmentValues) -> Resolved { Resolved(rgba(in: environment)) }
}

/// Vellum's encoding: an unkeyed list of the linear red, green, blue and opacity. SwiftUI
/// documents none, so what a device wrote is not known to read back here.
extension Color.Resolved: Codable {
  public init(from decoder: Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let (red, green, blue) = (
      try container.decode(Float.self), try container.decode(Float.self), try container.decode(Float.self)
    )
    let opacity = try container.decode(Float.self)
    self.init(colorSpace: .sRGBLinear, red: red, green: green, blue: blue, opacity: opacity)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(linearRed)
    try container.encode(linearGreen)
    try container.encode(linearBlue)
    try container.encode(opacity)
  }
}

extension RGBA {
  /// The components of a resolved colour, exactly as Vellum paints them.
  public init(_ resolved: Color.Resolved) { self = resolved.rgba }
}
