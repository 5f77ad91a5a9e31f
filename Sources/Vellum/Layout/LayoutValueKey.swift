import Foundation

/// A key for a value that a view passes to the layout that places it, as SwiftUI's
/// `LayoutValueKey` (iOS 16): set with `layoutValue(key:value:)`, read by a `Layout` from
/// `subviews[i][Key.self]`.
public protocol LayoutValueKey {
  associatedtype Value
  /// What a subview that sets no value gives.
  static var defaultValue: Value { get }
}

nonisolated extension View {
  /// Associates a value with a custom layout property. As in SwiftUI the value belongs to the
  /// view as its container sees it: modifiers applied after it (`padding`, `frame`,
  /// `background` …) keep it visible, and a value set again closer to the container wins.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    NodeAttributeModifier(content: self) { node, _ in node.layoutValues[ObjectIdentifier(K.self)] = value }
  }
}

extension LayoutSubview {
  /// The value of a layout key for this subview: the one set nearest the container, through
  /// the modifiers wrapping the view that set it, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    let id = ObjectIdentifier(K.self)
    var current: Node? = node
    while let visited = current {
      if let value = visited.layoutValues[id] as? K.Value { return value }
      current = visited.modifiedChild
    }
    return K.defaultValue
  }
}
