import Foundation

/// A key for a value in `ContainerValues`. Swift on Linux has no macros, so this protocol
/// replaces SwiftUI's `@Entry`:
///
/// ```swift
/// // SwiftUI: extension ContainerValues { @Entry var subviewCardTint: Color = .accentColor }
/// enum SubviewCardTintKey: ContainerValueKey { static var defaultValue: Color { .accentColor } }
/// extension ContainerValues {
///   var subviewCardTint: Color { get { self[SubviewCardTintKey.self] } set { self[SubviewCardTintKey.self] = newValue } }
/// }
/// ```
public protocol ContainerValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Values a view hands to its direct container (`.containerValue(_:_:)`), read back through
/// `Subview.containerValues` and `SectionConfiguration.containerValues`. Unlike environment
/// values they are not inherited by nested containers.
public struct ContainerValues {
  var storage: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  func contains<K: ContainerValueKey>(_ key: K.Type) -> Bool { storage[ObjectIdentifier(key)] != nil }
}

nonisolated extension View {
  /// Sets a container value on each child of this view, for its direct container to read
  /// through `Subview.containerValues` (or `SectionConfiguration.containerValues` when set
  /// on a `Section`). As in SwiftUI, it passes up through modifiers but not down into
  /// containers nested inside the view.
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
    ContainerValueModifier(content: self, keyPath: keyPath, value: value)
  }
}

nonisolated struct ContainerValueModifier<Content: View, Value>: View, PrimitiveView {
  let content: Content
  let keyPath: WritableKeyPath<ContainerValues, Value>
  let value: Value

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let keyPath = keyPath
    let value = value
    return Vellum.makeChildren(content, context).mapChildren { child in
      var child = child
      child.containerValues[keyPath: keyPath] = value
      child.section?.values[keyPath: keyPath] = value
      return child
    }
  }
}
