import Foundation

/// A blur of what lies behind a view, tinted to stay legible, as SwiftUI's `Material`.
///
/// Each material resolves, per colour scheme, to the CoreMaterial recipe iOS uses (spec §4):
/// a Gaussian blur of the backdrop, a saturation boost, a brightness shift, and a mix toward
/// a grey level looked up from the blurred colour's luminance. The remapping is inferred,
/// not documented (spec §4, confidence L): the numbers live here, in one place.
/// Raster output blurs the real backdrop; SVG and PDF output embed the same blur as an image.
public struct Material: ShapeStyle, Hashable, Sendable {
  let thickness: Int

  public static let ultraThin = Material(thickness: 0)
  public static let thin = Material(thickness: 1)
  public static let regular = Material(thickness: 2)
  public static let thick = Material(thickness: 3)
  /// iOS has no "ultraThick" blur style; like the spec, Vellum uses the chrome recipe.
  public static let ultraThick = Material(thickness: 4)
  /// The material of system bars (SwiftUI's `Material.bar`): the chrome recipe.
  public static let bar = Material(thickness: 4)

  public func _paint(in environment: EnvironmentValues) -> Paint {
    .material(environment.colorScheme == .dark ? Self.dark[thickness] : Self.light[thickness])
  }

  static let light = [
    MaterialRecipe(blur: 22.5, saturation: 1.1, brightness: 0.12, amount: 0.50, levels: [0.45, 0.55, 0.65, 0.68]),
    MaterialRecipe(blur: 30, saturation: 1.35, brightness: 0.12, amount: 0.60, levels: [0.725, 0.825, 0.76, 0.73]),
    MaterialRecipe(blur: 30, saturation: 1.5, brightness: 0.10, amount: 0.75, levels: [0.90, 0.83, 0.925, 0.815]),
    MaterialRecipe(blur: 45, saturation: 1.5, brightness: 0.045, amount: 0.88, levels: [0.99, 0.95, 0.98, 0.905]),
    MaterialRecipe(blur: 22.5, saturation: 1.1, brightness: 0.10, amount: 0.75, levels: [0.80, 0.90, 1.10, 0.825]),
  ]
  static let dark = [
    MaterialRecipe(blur: 22.5, saturation: 1.1, brightness: 0, amount: 0.50, levels: [0.24, 0.24, 0.30, 0.39]),
    MaterialRecipe(blur: 30, saturation: 1.35, brightness: 0, amount: 0.60, levels: [0.20, 0.21, 0.10, 0.15]),
    MaterialRecipe(blur: 30, saturation: 1.5, brightness: 0, amount: 0.75, levels: [0.16, 0.26, 0.10, 0.10]),
    MaterialRecipe(blur: 45, saturation: 1.5, brightness: 0, amount: 0.88, levels: [0.14, 0.16, 0.10, 0.03]),
    MaterialRecipe(blur: 22.5, saturation: 2.0, brightness: -0.10, amount: 0.75, levels: [0.23, 0.52, 0.27, 0.255]),
  ]
}

/// The numbers of one material in one colour scheme (spec §4).
public struct MaterialRecipe: Hashable, Sendable, CustomStringConvertible {
  /// Gaussian σ of the backdrop blur, in points.
  public var blur: Double
  public var saturation: Double
  public var brightness: Double
  /// How much of the result is the luminance-mapped grey rather than the blurred colour.
  public var amount: Double
  /// Grey levels at luminance 0, 1/3, 2/3 and 1.
  public var levels: [Double]

  public var description: String {
    "material(σ\(formatNumber(blur)) sat\(formatNumber(saturation)) +\(formatNumber(brightness)) mix\(formatNumber(amount)))"
  }

  /// The material's colour over a backdrop colour (premultiplied components are not used:
  /// the backdrop is opaque after blurring over the canvas background).
  public func apply(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
    let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    func adjust(_ c: Double) -> Double { min(max(luma + (c - luma) * saturation + brightness, 0), 1) }
    let (r, g, b) = (adjust(red), adjust(green), adjust(blue))
    let y = min(max(0.2126 * r + 0.7152 * g + 0.0722 * b, 0), 1)
    let position = y * 3
    let index = min(Int(position), 2)
    let grey = levels[index] + (levels[index + 1] - levels[index]) * (position - Double(index))
    func mix(_ c: Double) -> Double { min(max(c + (grey - c) * amount, 0), 1) }
    return (mix(r), mix(g), mix(b))
  }

  /// The colour over a plain backdrop, for places that cannot blur.
  public func flat(over backdrop: RGBA) -> RGBA {
    let (r, g, b) = apply(red: backdrop.red, green: backdrop.green, blue: backdrop.blue)
    return RGBA(r, g, b, 1)
  }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of system bars.
  public static var bar: Material { .bar }
}

enum BackgroundMaterialKey: EnvironmentKey {
  static var defaultValue: Material? { nil }
}

extension EnvironmentValues {
  /// The material of the background behind views, as SwiftUI's (a sheet's or a bar's); nil
  /// over an opaque background. Vellum keeps what a view sets; nothing sets it by itself.
  public var backgroundMaterial: Material? {
    get { self[BackgroundMaterialKey.self] }
    set { self[BackgroundMaterialKey.self] = newValue }
  }
}
