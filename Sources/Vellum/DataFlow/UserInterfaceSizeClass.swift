import Foundation

/// The broad size of a dimension of the screen, as in SwiftUI.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

enum HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}
enum VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
  /// The horizontal size class: `.compact` by default, as on an iPhone in portrait.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class: `.regular` by default, as on an iPhone in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
