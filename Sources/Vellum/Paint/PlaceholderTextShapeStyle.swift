import Foundation

/// The colour of placeholder text, as SwiftUI's `PlaceholderTextShapeStyle` (iOS 17's
/// `.placeholder`): UIKit's `placeholderText`, grey at 30 % (a text field's prompt, a clear
/// button's `xmark.circle.fill`).
public struct PlaceholderTextShapeStyle: ShapeStyle, Sendable {
  public init() {}

  public func _paint(in environment: EnvironmentValues) -> Paint {
    .color(Color.placeholderText.rgba(in: environment))
  }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The placeholder text colour (`UIColor.placeholderText`).
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
