import Foundation
import Vellum

/// One entity named by its type and identifier, as AppIntents' `EntityIdentifier`: views and
/// Spotlight items say which entity they show with it. `Hashable` and `Codable`, as Apple's.
public struct EntityIdentifier: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The entity type's name.
  public let typeIdentifier: String
  /// The entity's identifier, as a string.
  public let identifier: String

  public init<Entity: AppEntity>(for entityType: Entity.Type, identifier: Entity.ID) {
    typeIdentifier = String(describing: entityType)
    self.identifier = (identifier as? any EntityIdentifierConvertible)?.entityIdentifierString ?? "\(identifier)"
  }

  public init<Entity: AppEntity>(for entity: Entity) {
    self.init(for: Entity.self, identifier: entity.id)
  }

  public var description: String { "\(typeIdentifier)/\(identifier)" }
}

extension View {
  /// Says which app entity the view shows, as SwiftUI's `appEntityIdentifier(_:)` (iOS 18) for
  /// Siri and Apple Intelligence; kept by nothing in a preview, and the view draws as it is.
  public func appEntityIdentifier(_ identifier: EntityIdentifier?) -> some View { self }
}
