import Foundation

/// A 4×5 colour matrix applied to straight-alpha sRGB components in 0…1: each output
/// channel is `m[i][0]·r + m[i][1]·g + m[i][2]·b + m[i][3]·a + m[i][4]`, clamped.
///
/// SwiftUI's colour modifiers are all of this kind; Vellum draws the view into a raster at
/// the output's scale and applies the matrix to its pixels (gamma-encoded sRGB; SwiftUI works
/// in extended linear sRGB for some of them, so results can differ by a few levels).
public struct ColorMatrix: Hashable, Sendable, CustomStringConvertible {
  /// 20 values, row by row: red, green, blue, alpha.
  public var values: [Double]

  public init(_ values: [Double]) {
    precondition(values.count == 20, "a colour matrix has 20 values")
    self.values = values
  }

  public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

  /// Adds `amount` to red, green and blue.
  static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
  }

  /// Scales each colour channel's distance from mid grey.
  static func contrast(_ amount: Double) -> ColorMatrix {
    let offset = 0.5 * (1 - amount)
    return ColorMatrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
  }

  /// Rec. 709 luminance weights (as CSS's and Core Image's saturation filters use).
  static let luminance = (r: 0.2126, g: 0.7152, b: 0.0722)

  /// Mixes each colour with its luminance grey: 0 is grey, 1 unchanged, above 1 more saturated.
  static func saturation(_ s: Double) -> ColorMatrix {
    let (lr, lg, lb) = luminance
    return ColorMatrix([
      lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
      lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
      lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// Rotates hues by an angle, keeping luminance (the SVG/CSS `hueRotate` matrix).
  static func hueRotation(_ angle: Angle) -> ColorMatrix {
    let (c, s) = (cos(angle.radians), sin(angle.radians))
    return ColorMatrix([
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

  static func multiply(_ c: RGBA) -> ColorMatrix {
    ColorMatrix([c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.alpha, 0])
  }

  /// Black, with the luminance as alpha (SVG's `luminanceToAlpha`).
  static let luminanceToAlpha = ColorMatrix([
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
  ])

  /// Applies the matrix to one straight-alpha colour.
  public func apply(_ c: RGBA) -> RGBA {
    let input = [c.red, c.green, c.blue, c.alpha, 1]
    func row(_ i: Int) -> Double {
      min(max((0..<5).reduce(0) { $0 + values[i * 5 + $1] * input[$1] }, 0), 1)
    }
    return RGBA(row(0), row(1), row(2), row(3))
  }

  public var description: String { "[" + values.map { formatNumber(CGFloat($0)) }.joined(separator: " ") + "]" }
}

nonisolated extension View {
  /// Brightens (positive) or darkens (negative) the view's colours by adding `amount`.
  public func brightness(_ amount: Double) -> some View { colorEffect("brightness", amount) { .brightness($0) } }

  /// Scales contrast about mid grey: 0 is grey, 1 unchanged; negative values invert.
  public func contrast(_ amount: Double) -> some View { colorEffect("contrast", amount) { .contrast($0) } }

  /// Scales saturation: 0 is grey, 1 unchanged.
  public func saturation(_ amount: Double) -> some View { colorEffect("saturation", amount) { .saturation($0) } }

  /// Removes `amount` (0…1) of the colour.
  public func grayscale(_ amount: Double) -> some View {
    colorEffect("grayscale", amount) { .saturation(1 - min(max($0, 0), 1)) }
  }

  /// Rotates the hues of the view's colours.
  public func hueRotation(_ angle: Angle) -> some View {
    colorEffect("hueRotation", angle.radians) { .hueRotation(Angle(radians: $0)) }
  }

  /// Inverts the view's colours.
  public func colorInvert() -> some View { colorEffect("colorInvert", 0) { _ in .invert } }

  /// Multiplies the view's colours by `color`.
  public func colorMultiply(_ color: Color) -> some View {
    EffectView(content: self, name: "colorMultiply") { context in
      .colorMatrix(.multiply(color.rgba(in: context.environment)))
    }
  }

  /// Makes a mask of the view: black, with its luminance as alpha.
  public func luminanceToAlpha() -> some View { colorEffect("luminanceToAlpha", 0) { _ in .luminanceToAlpha } }

  private func colorEffect(_ name: String, _ amount: Double, _ matrix: @escaping (Double) -> ColorMatrix)
    -> some View
  {
    EffectView(content: self, name: name) { context in
      .colorMatrix(matrix(context.diagnostics.finite(amount, name)))
    }
  }
}
