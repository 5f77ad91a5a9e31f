import Foundation
import Vellum

/// One way to render a golden: a colour scheme at a scale, and optionally a Dynamic Type
/// size, a locale or another device. Its name is part of the file name:
/// `card.light@2x.png`, `card.dark.accessibility3@2x.png`, `card.light.ar@2x.png`,
/// `card.light.iPhoneSE@2x.png`.
///
/// A preview's own traits pin what they pin: its `.dynamicTypeSize` trait, a `.locale` or
/// `.layoutDirection` set in its body, sit closer to its views than the variant's and win.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
  public var colorScheme: ColorScheme
  public var scale: Int
  /// A Dynamic Type size to render at; nil: the preview's own.
  public var dynamicTypeSize: DynamicTypeSize?
  /// A locale identifier (`ar`, `de-DE`): `\.locale` and, for a right-to-left language,
  /// `\.layoutDirection`; nil: the preview's own.
  public var locale: String?
  /// Another device for a device-canvas preview; nil, or a preview on a fitted or fixed
  /// canvas: its own.
  public var device: Device?

  public init(
    _ colorScheme: ColorScheme, scale: Int = 2, dynamicTypeSize: DynamicTypeSize? = nil, locale: String? = nil,
    device: Device? = nil
  ) {
    self.colorScheme = colorScheme
    self.scale = scale
    self.dynamicTypeSize = dynamicTypeSize
    self.locale = locale
    self.device = device
  }

  public static let light = Variant(.light)
  public static let dark = Variant(.dark)
  public static func light(scale: Int) -> Variant { Variant(.light, scale: scale) }
  public static func dark(scale: Int) -> Variant { Variant(.dark, scale: scale) }

  public var description: String {
    ([colorScheme.rawValue] + [dynamicTypeSize.map { String(describing: $0) }, locale, device?.name].compactMap { $0 })
      .joined(separator: ".") + "@\(scale)x"
  }

  /// Whether the locale's language is written right to left (Arabic, Hebrew, Persian, Urdu…).
  var isRightToLeft: Bool {
    guard let locale else { return false }
    return Locale.Language(identifier: locale).characterDirection == .rightToLeft
  }
}

/// The variants every preview renders in, set once: in the catalog
/// (`static var variants: TraitMatrix` on a `PreviewCatalog`), with `export`, `verify` and
/// `watch` flags (`--scheme`, `--scale`, `--dynamic-type`, `--locale`, `--device`), or in
/// `assertGoldenPreviews(traits:)`.
///
/// Each preview renders with its own traits in every colour scheme and scale, and then with
/// each extra Dynamic Type size, locale and device alone, in every scheme and scale, as
/// Xcode's variant modes change one trait at a time: previews × schemes × scales ×
/// (1 + sizes + locales + devices) images.
public struct TraitMatrix: Hashable, Sendable {
  public var colorSchemes: [ColorScheme]
  public var scales: [Int]
  public var dynamicTypeSizes: [DynamicTypeSize]
  public var locales: [String]
  public var devices: [Device]

  public init(
    colorSchemes: [ColorScheme] = [.light, .dark], scales: [Int] = [2], dynamicTypeSizes: [DynamicTypeSize] = [],
    locales: [String] = [], devices: [Device] = []
  ) {
    self.colorSchemes = colorSchemes
    self.scales = scales
    self.dynamicTypeSizes = dynamicTypeSizes
    self.locales = locales
    self.devices = devices
  }

  /// Light and dark at @2x, each preview's own traits otherwise.
  public static let standard = TraitMatrix()

  /// Every variant, the preview's own traits first.
  public var variants: [Variant] {
    let extras: [(inout Variant) -> Void] =
      [{ _ in }] + dynamicTypeSizes.map { size in { $0.dynamicTypeSize = size } }
      + locales.map { locale in { $0.locale = locale } } + devices.map { device in { $0.device = device } }
    var result: [Variant] = []
    for extra in extras {
      for scheme in colorSchemes {
        for scale in scales {
          var variant = Variant(scheme, scale: scale)
          extra(&variant)
          if !result.contains(variant) { result.append(variant) }
        }
      }
    }
    return result
  }
}
