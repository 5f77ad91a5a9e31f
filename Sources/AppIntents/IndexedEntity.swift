import CoreSpotlight
import Foundation
import Vellum

/// An entity Spotlight and Siri can find, as AppIntents' `IndexedEntity`: its Spotlight
/// attributes (by default its display representation's title). A preview's Spotlight index
/// keeps nothing (see `CSSearchableIndex`).
public protocol IndexedEntity: AppEntity {
  var attributeSet: CSSearchableItemAttributeSet { get }
}

extension IndexedEntity {
  public var attributeSet: CSSearchableItemAttributeSet {
    let attributes = CSSearchableItemAttributeSet(contentType: .content)
    attributes.title = String(localized: displayRepresentation.title)
    attributes.contentDescription = displayRepresentation.subtitle.map { String(localized: $0) }
    return attributes
  }
}

/// A type an entity can be identified by, as AppIntents' `EntityIdentifierConvertible`: it
/// converts to and from a string.
public protocol EntityIdentifierConvertible {
  var entityIdentifierString: String { get }
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  public var entityIdentifierString: String { self }
  public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
  public var entityIdentifierString: String { String(self) }
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
  public var entityIdentifierString: String { uuidString }
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}

extension CSSearchableIndex {
  /// Indexes the entities with their attribute sets; the preview's index keeps nothing.
  public func indexAppEntities<T: IndexedEntity>(_ entities: [T], priority: Int = 0) async throws {
    try await indexSearchableItems(
      entities.map {
        CSSearchableItem(uniqueIdentifier: "\($0.id)", domainIdentifier: nil, attributeSet: $0.attributeSet)
      })
  }

  /// Removes the entities with these identifiers from the index; there are none to remove.
  public func deleteAppEntities<T: IndexedEntity>(identifiedBy identifiers: [T.ID], ofType type: T.Type)
    async throws
  {
    try await deleteSearchableItems(withIdentifiers: identifiers.map { "\($0)" })
  }

  /// Removes every entity of a type from the index; there are none to remove.
  public func deleteAppEntities<T: IndexedEntity>(ofType type: T.Type) async throws {}
}

extension CSSearchableItem {
  /// Ties the item to an app entity, so Siri knows them as one; kept by nothing.
  public func associateAppEntity<T: IndexedEntity>(_ appEntity: T, priority: Int = 0) {}
}
