import Foundation

nonisolated extension View {
  /// Sets the primary and secondary foreground styles, as in SwiftUI: `.secondary` content
  /// (and a symbol's second layer in SwiftUI) is drawn in `secondary`.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    let levels: [any ShapeStyle] = [secondary]
    return foregroundStyle(primary).transformEnvironment(\.foregroundLevels) { $0 = levels }
  }

  /// Sets the primary, secondary and tertiary foreground styles, as in SwiftUI.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    let levels: [any ShapeStyle] = [secondary, tertiary]
    return foregroundStyle(primary).transformEnvironment(\.foregroundLevels) { $0 = levels }
  }
}

enum ForegroundLevelsKey: EnvironmentKey {
  static var defaultValue: [any ShapeStyle] { [] }
}

extension EnvironmentValues {
  /// Explicit styles for the secondary and tertiary levels (`foregroundStyle(_:_:)`).
  var foregroundLevels: [any ShapeStyle] {
    get { self[ForegroundLevelsKey.self] }
    set { self[ForegroundLevelsKey.self] = newValue }
  }
}
