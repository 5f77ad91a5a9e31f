import Foundation

/// A shape style that resolves to a colour: SwiftUI's `ShapeStyle` with `Resolved` of
/// `Color.Resolved`, which `Color(_:)` takes. Vellum has no `Color.Resolved`, so only `Color`
/// is one; an app's own style that resolves to a colour does not compile here.
public protocol _ColorShapeStyle: ShapeStyle, Hashable {
  /// The colour the style is.
  var _color: Color { get }
}

extension Color: _ColorShapeStyle {
  public var _color: Color { self }
}

extension Color {
  /// A colour from a style that resolves to one, as SwiftUI's iOS 17 `Color(_:)` for a custom
  /// colour: `Color(someColor)` is that colour, opacity included. (`Color(.red)` is still
  /// `UIColor.red`, as on iOS, where the UIKit colour's initialiser is preferred.)
  public init<T: _ColorShapeStyle>(_ color: T) { self = color._color }
}
