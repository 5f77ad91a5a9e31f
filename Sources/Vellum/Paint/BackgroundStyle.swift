/// The background of the current context, as SwiftUI's `.background` shape style: the
/// system background (white in light mode, black in dark). SwiftUI uses the grouped or
/// elevated background inside such containers; Vellum always uses the base one.
public struct BackgroundStyle: ShapeStyle, Sendable {
  public init() {}

  public func _paint(in environment: EnvironmentValues) -> Paint {
    .color(Color.systemBackground.rgba(in: environment))
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background of the current context.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
