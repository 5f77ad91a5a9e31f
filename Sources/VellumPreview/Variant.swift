import Foundation
import Vellum

/// One way to render a golden: a colour scheme at a scale. Its name is part of the file
/// name (`card.light@2x.png`).
public struct Variant: Hashable, Sendable, CustomStringConvertible {
  public var colorScheme: ColorScheme
  public var scale: Int

  public init(_ colorScheme: ColorScheme, scale: Int = 2) {
    self.colorScheme = colorScheme
    self.scale = scale
  }

  public static let light = Variant(.light)
  public static let dark = Variant(.dark)
  public static func light(scale: Int) -> Variant { Variant(.light, scale: scale) }
  public static func dark(scale: Int) -> Variant { Variant(.dark, scale: scale) }

  public var description: String { "\(colorScheme.rawValue)@\(scale)x" }
}
