import Foundation

/// The system's fill colours for shapes, as SwiftUI's `FillShapeStyle` (iOS 17): `.fill` is
/// UIKit's `systemFill`, `.fill.secondary`, `.tertiary` and `.quaternary` its secondary,
/// tertiary and quaternary system fills (grey at 20, 16, 12 and 8 % in light mode).
public struct FillShapeStyle: ShapeStyle, Sendable {
  let level: Int

  public init() { level = 0 }
  init(level: Int) { self.level = level }

  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

  static let colors: [Color] = [
    .systemFill,
    Color.system("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32)),
    .tertiarySystemFill,
    Color.system("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18)),
  ]

  public func _paint(in environment: EnvironmentValues) -> Paint {
    .color(Self.colors[level].rgba(in: environment))
  }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system fill for shapes (`systemFill`); `.fill.tertiary` and its other levels are lighter.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}
