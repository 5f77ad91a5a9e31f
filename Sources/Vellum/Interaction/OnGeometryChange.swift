import Foundation

/// The value a view's `onGeometryChange` computed from its geometry, carried up from the
/// reader in its background.
private struct GeometryChangeKey<Value: Equatable>: PreferenceKey {
  static var defaultValue: Value? { nil }
  static func reduce(value: inout Value?, nextValue: () -> Value?) { value = value ?? nextValue() }
}

nonisolated extension View {
  /// Calls `action` with a value computed from the view's geometry, as SwiftUI's
  /// `onGeometryChange(for:of:action:)` (iOS 16+ since Xcode 16): once the view is laid out,
  /// then whenever the value changes. A still frame is laid out once, so the action runs
  /// with the view's laid-out geometry, and state it sets is drawn (the render lays out
  /// again with it, as iOS shows the frame after the update).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { _, new in action(new) }
  }

  /// The form whose action gets the old value and the new one. The old one is the value the
  /// action last got while the view's body was the same (the new one, the first time): each
  /// layout pass of a render runs the body again, and starts again from the new value.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    let old = Box<T>()
    return background(
      GeometryReader { proxy in
        Color.clear
          .preference(key: GeometryChangeKey<T>.self, value: transform(proxy))
          .onPreferenceChange(GeometryChangeKey<T>.self) { value in
            guard let value else { return }
            action(old.value ?? value, value)
            old.value = value
          }
      })
  }
}

/// The last value an `onGeometryChange` action was given.
private final class Box<T> {
  var value: T?
}
