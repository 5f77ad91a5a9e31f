import Foundation

/// A key for a value in `ContainerValues`. Swift on Linux has no macros, so this protocol
/// replaces SwiftUI's `@Entry`:
///
/// ```swift
/// enum SubviewCardTintKey: ContainerValueKey { static let defaultValue: Color = .accentColor }
/// extension ContainerValues { var subviewCardTint: Color { get { self[SubviewCardTintKey.self] } set { self[SubviewCardTintKey.self] = newValue } } }
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
