import Foundation

/// What a drop delegate is told about a drop: where it is and what it carries, as SwiftUI's.
/// SwiftUI makes one only during a drag; Vellum never does while rendering (nothing is
/// dropped on a still frame), so apps meet one only in their own tests.
@MainActor public struct DropInfo {
  /// Where the drop is, in the receiving view's coordinates.
  public let location: CGPoint
  private let providers: [NSItemProvider]

  init(location: CGPoint, itemProviders: [NSItemProvider]) {
    self.location = location
    providers = itemProviders
  }

  /// Whether some item conforms to one of these types.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    !itemProviders(for: contentTypes).isEmpty
  }

  /// The iOS 13 form, with type identifiers.
  public func hasItemsConforming(to types: [String]) -> Bool { !itemProviders(for: types).isEmpty }

  /// The providers of the items that conform to one of these types.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    itemProviders(for: contentTypes.map(\.identifier))
  }

  /// The iOS 13 form, with type identifiers.
  public func itemProviders(for types: [String]) -> [NSItemProvider] {
    providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
  }
}
