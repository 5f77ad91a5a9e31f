import Foundation

/// Where a `.containerBackground(_:for:)` goes, as SwiftUI's `ContainerBackgroundPlacement`.
/// WidgetKit gives `.widget`; the container of that kind draws the background behind its
/// whole content, and no other view draws it.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  /// The kind of container, for the frameworks that add placements (`WidgetKit`'s `.widget`).
  public let _name: String
  public init(_name: String) { self._name = _name }
}

/// The container backgrounds a view's content asks for, by placement name: the first one set
/// wins. Read by the containers that draw them (a widget preview); not meant for apps.
public struct _ContainerBackgroundKey: PreferenceKey {
  public static var defaultValue: [String: AnyView] { [:] }
  public static func reduce(value: inout [String: AnyView], nextValue: () -> [String: AnyView]) {
    value.merge(nextValue()) { first, _ in first }
  }
}

nonisolated extension View {
  /// Sets the background of the container this view is in, as SwiftUI's
  /// `containerBackground(_:for:)`: a widget fills its whole rounded shape with it, beneath the
  /// content margins. Outside such a container it draws nothing, as in SwiftUI.
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
    -> some View
  {
    transformPreference(_ContainerBackgroundKey.self) { value in
      value[container._name] = AnyView(Rectangle().fill(style))
    }
  }

  /// The container's background as a view, as SwiftUI's `containerBackground(for:alignment:content:)`.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    let background = AnyView(
      ZStack(alignment: alignment) { content() }.frame(maxWidth: .infinity, maxHeight: .infinity))
    return transformPreference(_ContainerBackgroundKey.self) { value in value[container._name] = background }
  }
}
